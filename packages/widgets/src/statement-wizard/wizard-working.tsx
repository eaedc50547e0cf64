import { useLingui } from '@lingui/react';
import { Progress } from '@puente/ui';
import * as styles from './statement-wizard.css';
import type { WizardPending } from './use-statement-wizard';

/** What the assistant is doing during each of the SPEC's waits. */
export const PENDING_LABELS: Record<Exclude<WizardPending, null>, string> = {
  outline: /*i18n*/ 'Generating your outline...',
  regenerate: /*i18n*/ 'Regenerating paragraph two...',
  feedback: /*i18n*/ 'Generating feedback on your draft...',
};

/** A busy bar while the assistant works (the wizard announces it in its own live region). */
export function WizardWorking({ pending }: { pending: Exclude<WizardPending, null> }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.softPanel}>
      <Progress value={null} label={i18n._(PENDING_LABELS[pending])} size="sm" />
    </div>
  );
}
