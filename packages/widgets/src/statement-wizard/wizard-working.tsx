import { Progress } from '../ui';
import * as styles from './statement-wizard.css';

/** What the assistant is doing while one of the SPEC's waits runs: a busy bar, announced. */
export function WizardWorking({ label }: { label: string }) {
  return (
    <div className={styles.working} role="status">
      <Progress value={null} label={label} size="sm" />
    </div>
  );
}
