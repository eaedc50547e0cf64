import { QUESTIONNAIRE } from '@puente/core';
import { Info } from 'lucide-react';
import { TextArea, Tooltip } from '../ui';
import * as styles from './statement-wizard.css';
import type { StatementWizardApi } from './use-statement-wizard';
import { WizardWorking } from './wizard-working';

/** Step 1: the five questions (SPEC §3), each with a placeholder and a tooltip; all optional. */
export function QuestionnaireStep({ wizard }: { wizard: StatementWizardApi }) {
  const { answers } = wizard.state;
  return (
    <>
      <ol className={styles.questions}>
        {QUESTIONNAIRE.map((item) => (
          <li key={item.id} className={styles.question}>
            <TextArea
              label={<span className={styles.questionLabelRoom}>{item.question}</span>}
              placeholder={item.placeholder}
              value={answers[item.id] ?? ''}
              onChange={(event) => wizard.setAnswer(item.id, event.target.value)}
              disabled={wizard.pending !== null}
              spellCheck
              rows={3}
            />
            <Tooltip content={item.tooltip}>
              <button
                type="button"
                className={styles.tipButton}
                aria-label={`Tip: ${item.tooltip}`}
              >
                <Info size={16} aria-hidden />
              </button>
            </Tooltip>
          </li>
        ))}
      </ol>
      {wizard.pending === 'outline' ? <WizardWorking pending="outline" /> : null}
    </>
  );
}
