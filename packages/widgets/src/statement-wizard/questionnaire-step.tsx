import { useLingui } from '@lingui/react';
import { QUESTIONNAIRE, statementCatalog } from '@puente/core';
import { Stack, TextArea, Tooltip } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { Info } from 'lucide-react';
import { catalog } from './locales';
import * as styles from './statement-wizard.css';
import type { StatementWizardApi } from './use-statement-wizard';
import { WizardWorking } from './wizard-working';

/**
 * Step 1: the five questions (SPEC §3), each with a placeholder and a tooltip;
 * all optional. The placeholders are English examples in every language: the
 * answers become the outline of a statement written in English for UCAS.
 */
export function QuestionnaireStep({ wizard }: { wizard: StatementWizardApi }) {
  const { i18n } = useLingui();
  useCatalog(catalog, statementCatalog);
  const { answers } = wizard.state;
  return (
    <>
      {i18n.locale === 'en-GB' ? null : (
        <p className={styles.lead}>
          {i18n._(
            'Write your answers in English: your personal statement is written in English for UCAS, and its outline is built from them.',
          )}
        </p>
      )}
      <Stack as="ol" gap="5">
        {QUESTIONNAIRE.map((item) => (
          <li key={item.id} className={styles.question}>
            <TextArea
              label={<span className={styles.questionLabelRoom}>{i18n._(item.question)}</span>}
              placeholder={item.placeholder}
              value={answers[item.id] ?? ''}
              onChange={(event) => wizard.setAnswer(item.id, event.target.value)}
              disabled={wizard.pending !== null}
              spellCheck
              lang="en-GB"
              rows={3}
            />
            <Tooltip content={i18n._(item.tooltip)}>
              <button
                type="button"
                className={styles.tipButton}
                aria-label={i18n._('Tip: {tip}', { tip: i18n._(item.tooltip) })}
              >
                <Info size={16} aria-hidden />
              </button>
            </Tooltip>
          </li>
        ))}
      </Stack>
      {wizard.pending === 'outline' ? (
        <WizardWorking pending="outline" onStop={wizard.stopAssistant} />
      ) : null}
    </>
  );
}
