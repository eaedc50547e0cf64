import { useLingui } from '@lingui/react';
import { parseDeadlineDate } from '@puente/core';
import { Card } from '@puente/ui';
import { ElementRoot } from '@puente/ui/elements/element-root';
import { emit, hostOf } from '@puente/ui/elements/emit';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { catalog } from './locales';
import { stepActionLabel, Timeline } from './timeline';
import * as styles from './timeline.css';

export interface TimelineWidgetProps {
  deadline?: string;
  /** The attribute's text ('' when present without a value) or the property's boolean. */
  hasStatement?: boolean | string;
  theme?: string;
  /** A fixed "now" (ISO day or date-time) for demos and tests; the visitor's clock otherwise. */
  now?: string;
  statementUrl?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
}

/** A boolean attribute as HTML reads it: present means true, unless it says false, no or 0. */
export function isPresent(value: boolean | string | undefined): boolean {
  if (typeof value === 'boolean') return value;
  return value !== undefined && !/^(false|no|0)$/i.test(value.trim());
}

/** `<puente-timeline>`'s React side: the timeline in a card, its step actions as events (`PuenteElement` announces `puente-ready`). */
export function TimelineWidget({
  deadline,
  hasStatement,
  theme,
  now,
  statementUrl,
  container,
}: TimelineWidgetProps) {
  const host = hostOf(container);

  return (
    <ElementRoot
      container={container}
      theme={theme}
      toastsLabel={/*i18n*/ 'Timeline notifications (F8)'}
    >
      <Card className={styles.card} part="card">
        <TimelineHeading />
        <Timeline
          deadline={deadline}
          hasStatement={isPresent(hasStatement)}
          now={parseDeadlineDate(now) ?? undefined}
          statementHref={statementUrl || undefined}
          onStepActivate={(step) => {
            if (!host) return;
            const { id, title, status, date } = step;
            emit(host, 'puente-timeline-step', {
              id,
              title,
              status,
              date,
              action: stepActionLabel(step),
            });
          }}
        />
      </Card>
    </ElementRoot>
  );
}

function TimelineHeading() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <h2 className={styles.cardTitle} part="heading">
      {i18n._('Application Timeline')}
    </h2>
  );
}
