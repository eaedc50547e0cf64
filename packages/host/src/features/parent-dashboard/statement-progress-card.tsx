import { useLingui } from '@lingui/react';
import {
  decodeStatement,
  type StatementStatus,
  type StudentRecord,
  statementText,
} from '@puente/core';
import { Badge, type BadgeTone, Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { CardSection } from '../../components/card-section';
import { listRow } from '../../styles/layout.css';
import { catalog } from './locales';
import * as styles from './parent-dashboard.css';

const STATUS: Record<StatementStatus, { label: string; tone: BadgeTone }> = {
  'not-started': { label: /*i18n*/ 'Not started', tone: 'outline' },
  drafting: { label: /*i18n*/ 'Drafting', tone: 'yellow' },
  'over-limit': { label: /*i18n*/ 'Over the limit', tone: 'red' },
  complete: { label: /*i18n*/ 'Complete', tone: 'green' },
};

/**
 * A child's personal statements: words and characters against the limit and
 * a status for each programme; the text only when the child shares it.
 */
export function StatementProgressCard({ record, name }: { record: StudentRecord; name: string }) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog);
  const { selections, statements, statementShared } = record;
  return (
    <CardSection
      id="child-statements-title"
      title={i18n._('Personal statements')}
      lead={
        statementShared
          ? i18n._('{name} shares the text of their statements with you.', { name })
          : i18n._(
              'Only {name} can share the text of their statements with you; you see how far along they are.',
              { name },
            )
      }
    >
      {selections.length === 0 ? (
        <Text tone="muted">{i18n._('No programs chosen yet')}</Text>
      ) : (
        <Stack as="ul" gap="3">
          {selections.map((selection) => {
            const summary = statements.find((s) => s.selectionId === selection.id);
            const status = STATUS[summary?.status ?? 'not-started'];
            const text =
              selection.personalStatement === null
                ? null
                : statementText(decodeStatement(selection.personalStatement));
            return (
              <li key={selection.id}>
                <Stack gap="2">
                  <div className={listRow}>
                    <div>
                      <Text size="sm" weight="medium">
                        {selection.program.programName}
                      </Text>
                      <p className={styles.muted}>
                        {i18n._(
                          '{words, plural, one {# word} other {# words}} · {characters} of {max} characters',
                          {
                            words: summary?.words ?? 0,
                            characters: format.number(summary?.characters ?? 0),
                            max: format.number(summary?.maxCharacters ?? 4000),
                          },
                        )}
                      </p>
                    </div>
                    <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
                  </div>
                  {text ? <p className={styles.statementText}>{text}</p> : null}
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
    </CardSection>
  );
}
