import { Spinner } from '@puente/widgets/ui';
import { loading } from './session-loading.css';

/** What a screen shows while the session is still being read, instead of the wrong page. */
export function SessionLoading() {
  return (
    <div className={loading}>
      <Spinner label="Loading your session" />
    </div>
  );
}
