import { Trans, useLingui } from '@lingui/react';
import { choosingCatalog, matchBand, type SuggestedUniversity } from '@puente/core';
import { Badge, Button, Card, Tooltip } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { Check, Info, MapPin, Plus } from 'lucide-react';
import { useId } from 'react';
import * as shared from './counselor-check-in.css';
import { catalog } from './locales';
import * as styles from './university-card.css';
import { useNotConnected } from './use-not-connected';

export interface UniversityCardProps {
  university: SuggestedUniversity;
  /** Added to the student's suggested universities. */
  added: boolean;
  onToggle: () => void;
}

/** One suggested university: its match band (SPEC §4), facts and the suggestion toggle. */
export function UniversityCard({ university, added, onToggle }: UniversityCardProps) {
  const { i18n } = useLingui();
  // The match bands' names are the finder's, in core's choosing catalog.
  useCatalog(catalog, choosingCatalog);
  const nameId = useId();
  const band = matchBand(university.matchScore);
  const notConnected = useNotConnected();
  return (
    <Card asChild padding="compact" className={styles.university.card}>
      <article aria-labelledby={nameId}>
        <div className={styles.university.header}>
          <div className={shared.section}>
            <h3 id={nameId} className={styles.university.name}>
              {university.name}
            </h3>
            <p className={styles.university.location}>
              <MapPin size={14} aria-hidden />
              {i18n._(university.location)}
            </p>
          </div>
          <div className={styles.university.matchLine}>
            <Badge tone={band.colour}>
              {band.description
                ? `${i18n._(band.label)} (${i18n._(band.description)})`
                : i18n._(band.label)}
            </Badge>
            <span>{i18n._('{percentage}% match', { percentage: university.matchScore })}</span>
          </div>
        </div>
        <p className={shared.preferenceText}>{i18n._(university.description)}</p>
        <dl className={styles.university.details}>
          <Detail term={i18n._('Programs')} items={university.programs} />
          <Detail term={i18n._('Strengths')} items={university.strengths} />
        </dl>
        <p className={styles.university.admission}>
          <Trans
            id="Admission rate: <0>{rate}</0>"
            values={{ rate: university.admissionRate }}
            components={{ 0: <span className={styles.university.admissionRate} /> }}
          />
          <Tooltip content={i18n._('specific to the school, last 4 years')}>
            <button
              type="button"
              className={styles.university.infoButton}
              aria-label={i18n._('About the admission rate of {name}', { name: university.name })}
            >
              <Info size={16} aria-hidden />
            </button>
          </Tooltip>
        </p>
        <div className={styles.university.actions}>
          <Button variant="ghost" onClick={() => notConnected(/*i18n*/ 'View Details')}>
            {i18n._('View Details')}
          </Button>
          <Button variant={added ? 'secondary' : 'outline'} onClick={onToggle}>
            {added ? <Check size={16} aria-hidden /> : <Plus size={16} aria-hidden />}
            {added ? i18n._('Added to Suggestions') : i18n._('Add to Suggested Universities')}
          </Button>
        </div>
      </article>
    </Card>
  );
}

/** One of the university's facts: its name and the list of what it holds, each item a message. */
function Detail({ term, items }: { term: string; items: readonly string[] }) {
  const { i18n } = useLingui();
  return (
    <div className={shared.section}>
      <dt className={styles.university.detailTerm}>{term}</dt>
      <dd className={styles.university.detailValue}>
        <ul className={styles.university.bulletList}>
          {items.map((item) => (
            <li key={item}>{i18n._(item)}</li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
