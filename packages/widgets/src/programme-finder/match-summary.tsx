import type { MatchResult } from '@puente/core';
import { Badge } from '../ui';
import * as styles from './match-summary.css';

export interface MatchSummaryProps {
  match: MatchResult;
  /** Show the reasons under the figure (cards); off where only the figure fits. */
  showReasons?: boolean;
  className?: string;
}

/** A programme's match for the student: percentage, SPEC §4 band badge, and why. */
export function MatchSummary({ match, showReasons = true, className }: MatchSummaryProps) {
  const { percentage, band, reasons } = match;
  return (
    <div className={[styles.summary, className].filter(Boolean).join(' ')} part="match">
      <p className={styles.figure}>
        <span className={styles.percentage}>{percentage}%</span> match
      </p>
      <p className={styles.band}>
        <Badge tone={band.colour}>{band.label}</Badge>
        {band.description ? <span className={styles.bandNote}>{band.description}</span> : null}
      </p>
      {showReasons && reasons.length > 0 ? (
        <ul className={styles.reasons} aria-label="Why this match">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
