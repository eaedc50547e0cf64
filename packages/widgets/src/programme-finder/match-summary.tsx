import { Trans, useLingui } from '@lingui/react';
import { choosingCatalog, type MatchResult, sayMessage } from '@puente/core';
import { Badge, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { catalog } from './locales';
import * as styles from './match-summary.css';

export interface MatchSummaryProps {
  match: MatchResult;
  /** Show the reasons under the figure (cards); off where only the figure fits. */
  showReasons?: boolean;
  className?: string;
}

/** A programme's match for the student: percentage, SPEC §4 band badge, and why. */
export function MatchSummary({ match, showReasons = true, className }: MatchSummaryProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, choosingCatalog);
  const { percentage, band, reasonMessages } = match;
  return (
    <Stack gap="1" className={className} part="match">
      <Text size="sm" tone="muted">
        <Trans
          id="<0>{percentage}%</0> match"
          values={{ percentage }}
          components={{ 0: <span className={styles.percentage} /> }}
        />
      </Text>
      <p className={styles.band}>
        <Badge tone={band.colour}>{i18n._(band.label)}</Badge>
        {band.description ? (
          <span className={styles.bandNote}>{i18n._(band.description)}</span>
        ) : null}
      </p>
      {showReasons && reasonMessages.length > 0 ? (
        <ul className={styles.reasons} aria-label={i18n._('Why this match')}>
          {reasonMessages.map((reason) => {
            const text = sayMessage((id, values) => i18n._(id, values), reason);
            return <li key={text}>{text}</li>;
          })}
        </ul>
      ) : null}
    </Stack>
  );
}
