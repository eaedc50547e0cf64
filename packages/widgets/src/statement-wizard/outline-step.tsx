import { useLingui } from '@lingui/react';
import { OUTLINE_SECTIONS } from '@puente/core';
import { Button, Card, Stack, Text, TextArea, VisuallyHidden } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useId } from 'react';
import { catalog } from './locales';
import { SECTION_LABELS } from './section-labels';
import * as styles from './statement-wizard.css';
import type { StatementWizardApi } from './use-statement-wizard';
import { WizardWorking } from './wizard-working';

/** Step 2: the outline's three sections, each Edit / Done, and Regenerate Outline with feedback. */
export function OutlineStep({ wizard }: { wizard: StatementWizardApi }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const { outline, editing, feedback } = wizard.state;
  const ids = useId();
  if (!outline) return null;
  const regenerating = wizard.pending === 'regenerate';
  return (
    <>
      <Stack gap="4">
        {OUTLINE_SECTIONS.map((section) => {
          const open = editing.includes(section);
          const label = i18n._(SECTION_LABELS[section]);
          return (
            <Card key={section} className={styles.sectionCard}>
              <Stack direction="row" align="center" justify="space-between" gap="3">
                <Text as="h3" id={`${ids}-${section}`} size="lg" weight="bold">
                  {label}
                </Text>
                <Button
                  variant={open ? 'primary' : 'outline'}
                  size="sm"
                  onClick={() => wizard.toggleEditing(section)}
                  disabled={regenerating && section === 'paragraphTwo'}
                >
                  {open ? i18n._('Done') : i18n._('Edit')}
                  <VisuallyHidden> {label}</VisuallyHidden>
                </Button>
              </Stack>
              {regenerating && section === 'paragraphTwo' ? (
                <WizardWorking pending="regenerate" onStop={wizard.stopAssistant} />
              ) : open ? (
                <TextArea
                  label={<VisuallyHidden>{label}</VisuallyHidden>}
                  value={outline[section]}
                  onChange={(event) => wizard.editOutline(section, event.target.value)}
                  spellCheck
                  lang="en-GB"
                  rows={5}
                  autoFocus
                />
              ) : (
                <p className={styles.sectionText} lang="en-GB">
                  {outline[section]}
                </p>
              )}
            </Card>
          );
        })}
      </Stack>
      <Stack gap="3" className={styles.regenerate}>
        <TextArea
          label={i18n._('Feedback on the outline')}
          description={i18n._(
            'Say what you would change; the assistant rewrites paragraph two with it.',
          )}
          value={feedback}
          onChange={(event) => wizard.setFeedback(event.target.value)}
          disabled={regenerating}
          rows={3}
        />
        <Stack direction="row" justify="flex-end">
          <Button
            variant="outline"
            onClick={() => void wizard.regenerateOutline()}
            loading={regenerating}
          >
            {regenerating ? i18n._('Regenerating...') : i18n._('Regenerate Outline')}
          </Button>
        </Stack>
      </Stack>
    </>
  );
}
