import { emptyStatement, type PersonalStatement, STATEMENT_FORMATS } from '@puente/core';
import { Card } from '@puente/ui';
import { ElementRoot } from '@puente/ui/elements/element-root';
import { emit, hostOf } from '@puente/ui/elements/emit';
import { useState } from 'react';
import { DEFAULT_DRAFT_STORAGE_KEY, readBrowserDraft, writeBrowserDraft } from './browser-draft';
import { StatementBuilder } from './statement-builder';

export interface StatementBuilderWidgetProps {
  apiBase?: string;
  theme?: string;
  format?: string;
  storageKey?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
}

/** A new draft's format: the attribute when it names one, else UCAS's current format. */
function formatOf(value: string | undefined) {
  return STATEMENT_FORMATS.find((format) => format === value) ?? 'ucas-2026';
}

/**
 * `<puente-statement-builder>`'s React side: with no Puente session on a
 * school site, Save Draft keeps the draft in this browser, which restores it
 * next time; every edit goes to the page as `puente-statement-change`.
 */
export function StatementBuilderWidget({
  apiBase,
  theme,
  format,
  storageKey,
  container,
}: StatementBuilderWidgetProps) {
  const host = hostOf(container);
  const key = storageKey || DEFAULT_DRAFT_STORAGE_KEY;
  const [initialStatement] = useState<PersonalStatement>(
    () => readBrowserDraft(key) ?? emptyStatement(formatOf(format)),
  );

  return (
    <ElementRoot
      container={container}
      theme={theme}
      toastsLabel={/*i18n*/ 'Personal statement notifications (F8)'}
      apiBase={apiBase}
    >
      <Card part="card">
        <StatementBuilder
          initialStatement={initialStatement}
          onSave={(statement) => writeBrowserDraft(key, statement)}
          onChange={(statement, progress) => {
            if (!host) return;
            emit(host, 'puente-statement-change', {
              format: statement.format,
              text: statement.text,
              answers: [...statement.answers],
              progress,
            });
          }}
        />
      </Card>
    </ElementRoot>
  );
}
