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

/** A programme's match for the student: percentage and SPEC §4 band badge, and why (`showReasons`). */
export function MatchSummary({ match, showReasons = true, className }: MatchSummaryProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, choosingCatalog);
  const { percentage, band } = match;
  return (
    <Stack gap="1" className={className} part="match">
      <p className={styles.band}>
        <Text as="span" size="sm" tone="muted">
          <Trans
            id="<0>{percentage}%</0> match"
            values={{ percentage }}
            components={{ 0: <span className={styles.percentage} /> }}
          />
        </Text>
        <Badge tone={band.colour}>{i18n._(band.label)}</Badge>
        {band.description ? (
          <span className={styles.bandNote}>{i18n._(band.description)}</span>
        ) : null}
      </p>
      {showReasons ? <MatchReasons match={match} /> : null}
    </Stack>
  );
}

/** Why the match is what it is, one sentence a requirement, and what its percentage means. */
export function MatchReasons({ match }: { match: MatchResult }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="1">
      <ul className={styles.reasons} aria-label={i18n._('Why this match')}>
        {match.reasonMessages.map((reason) => {
          const text = sayMessage((id, values) => i18n._(id, values), reason);
          return <li key={text}>{text}</li>;
        })}
      </ul>
      <Text size="sm" tone="muted">
        {i18n._('50% is meeting each minimum exactly; 100% is clearing each by 20 points.')}
      </Text>
    </Stack>
  );
}
