import { useLingui } from '@lingui/react';
import { Button, Progress } from '@puente/ui';
import { Square } from 'lucide-react';
import * as styles from './statement-wizard.css';
import type { WizardPending } from './use-statement-wizard';

/** What the assistant is doing during each of the SPEC's waits. */
export const PENDING_LABELS: Record<Exclude<WizardPending, null>, string> = {
  outline: /*i18n*/ 'Generating your outline...',
  regenerate: /*i18n*/ 'Regenerating paragraph two...',
  feedback: /*i18n*/ 'Generating feedback on your draft...',
};

export interface WizardWorkingProps {
  pending: Exclude<WizardPending, null>;
  /** Stops a model's work (shown only then): the answers and drafts stay as typed. */
  onStop?: (() => void) | undefined;
}

/** A busy bar while the assistant works (the wizard announces it in its own live region). */
export function WizardWorking({ pending, onStop }: WizardWorkingProps) {
  const { i18n } = useLingui();
  return (
    <div className={styles.softPanel}>
      <Progress value={null} label={i18n._(PENDING_LABELS[pending])} size="sm" />
      {onStop ? (
        <Button variant="outline" size="sm" onClick={onStop} className={styles.stopButton}>
          <Square size={14} aria-hidden /> {i18n._('Stop')}
        </Button>
      ) : null}
    </div>
  );
}
