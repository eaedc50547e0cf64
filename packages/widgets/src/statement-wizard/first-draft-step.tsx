import { useLingui } from '@lingui/react';
import { DRAFT_HINTS, OUTLINE_SECTIONS, showsDraftHints } from '@puente/core';
import { Stack, TextArea } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { catalog } from './locales';
import { SECTION_LABELS } from './section-labels';
import * as styles from './statement-wizard.css';
import type { StatementWizardApi } from './use-statement-wizard';
import { WizardWorking } from './wizard-working';

/** Step 3: a first draft, one field per outline section, with hints once a section has begun. */
export function FirstDraftStep({ wizard }: { wizard: StatementWizardApi }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const { draft, outline } = wizard.state;
  const hintsId = useId();
  return (
    <>
      <Stack gap="4">
        {OUTLINE_SECTIONS.map((section) => (
          <TextArea
            key={section}
            label={i18n._(SECTION_LABELS[section])}
            description={
              outline ? i18n._('Outline: {text}', { text: outline[section] }) : undefined
            }
            value={draft[section]}
            onChange={(event) => wizard.setDraft(section, event.target.value)}
            disabled={wizard.pending !== null}
            spellCheck
            lang="en-GB"
            rows={6}
          />
        ))}
      </Stack>
      {showsDraftHints(draft) ? (
        <section className={styles.softPanel} aria-labelledby={hintsId}>
          <h3 id={hintsId} className={styles.hintsTitle}>
            <Lightbulb size={18} aria-hidden />

            {i18n._('Feedback hints')}
          </h3>
          <ul className={styles.hintList}>
            {DRAFT_HINTS.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {wizard.pending === 'feedback' ? (
        <WizardWorking pending="feedback" onStop={wizard.stopAssistant} />
      ) : null}
    </>
  );
}
