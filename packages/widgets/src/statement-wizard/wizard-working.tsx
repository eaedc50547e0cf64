import { Progress } from '../ui';
import * as styles from './statement-wizard.css';
import type { WizardPending } from './use-statement-wizard';

/** What the assistant is doing during each of the SPEC's waits. */
export const PENDING_LABELS: Record<Exclude<WizardPending, null>, string> = {
  outline: 'Generating your outline...',
  regenerate: 'Regenerating paragraph two...',
  feedback: 'Generating feedback on your draft...',
};

/** A busy bar while the assistant works (the wizard announces it in its own live region). */
export function WizardWorking({ pending }: { pending: Exclude<WizardPending, null> }) {
  return (
    <div className={styles.working}>
      <Progress value={null} label={PENDING_LABELS[pending]} size="sm" />
    </div>
  );
}
