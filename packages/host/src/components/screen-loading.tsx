import { Spinner } from '@puente/ui';
import { container } from '../styles/layout.css';

/** What a screen shows until the one read it stands on answers: a spinner where its content will be. */
export function ScreenLoading({ label }: { label: string }) {
  return (
    <div className={container}>
      <Spinner label={label} />
    </div>
  );
}
