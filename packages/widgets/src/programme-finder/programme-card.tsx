import { useLingui } from '@lingui/react';
import {
  choosingCatalog,
  closesInMessage,
  deadlineUrgency,
  type ExchangeRate,
  type FoundationProgramme,
  formatDeadline,
  formatGbp,
  formatProgrammeStarts,
  ieltsDisplayMessage,
  type MatchResult,
  parseRequirements,
  regionName,
  sayMessage,
} from '@puente/core';
import {
  Collapsible,
  Fact,
  PesosEstimate,
  ProgrammeImage,
  Stack,
  Text,
  UrgencyBadge,
} from '@puente/ui';
import { useLocale } from '@puente/ui/i18n';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { MapPin } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { catalog } from './locales';
import { MatchReasons, MatchSummary } from './match-summary';
import { PathwayList } from './pathway-list';
import { card as styles } from './programme-card.css';

export interface ProgrammeCardProps {
  programme: FoundationProgramme;
  match: MatchResult;
  /** The buttons at the foot of the card (Compare, Add to My Selections). */
  actions: (titleId: string) => ReactNode;
  /** Heading level of the programme name, one below the list's heading. */
  headingLevel?: 2 | 3;
  /** The clock's now: the deadline then says how long is left ('Closes in 3 weeks'). */
  now?: Date | undefined;
  /** The operator's rate, with the page: the fees' MXN estimate beside them; none without. */
  exchangeRate?: ExchangeRate | null;
}

/** The grade thresholds a card lists: IELTS as SPEC §9 displays it, then the percentages. */
function gradeRequirements(
  programme: FoundationProgramme,
  say: (id: string, values?: Record<string, string | number>) => string,
): { label: string; value: string }[] {
  const { highSchool, math, science } = parseRequirements(programme.requirements);
  const message = ieltsDisplayMessage(programme);
  const ielts = message && sayMessage(say, message);
  return [
    ...(ielts ? [{ label: /*i18n*/ 'English', value: ielts }] : []),
    ...(highSchool !== null ? [{ label: /*i18n*/ 'High School', value: `${highSchool}%` }] : []),
    ...(math !== null ? [{ label: /*i18n*/ 'Math', value: `${math}%` }] : []),
    ...(science !== null ? [{ label: /*i18n*/ 'Science', value: `${science}%` }] : []),
  ];
}

/**
 * One foundation programme (SPEC §2), summary first: logo, university, name,
 * place, match band, fees (and their pesos) and deadline (its urgency in words and an icon);
 * Details opens the reasons for the match, rank, start dates, grade
 * requirements and the bachelor pathways it leads to.
 */
export function ProgrammeCard({
  programme,
  match,
  actions,
  headingLevel = 3,
  now,
  exchangeRate = null,
}: ProgrammeCardProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, choosingCatalog);
  const titleId = useId();
  const left = now ? closesInMessage(programme.applicationDeadline, now) : null;
  const urgency = now ? deadlineUrgency(programme.applicationDeadline, now) : null;
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const say = (id: string, values?: Record<string, string | number>) => i18n._(id, values);
  const requirements = gradeRequirements(programme, say);
  return (
    <article className={styles.card} aria-labelledby={titleId} part="programme">
      <Stack as="header" direction="row" align="flex-start" gap="3">
        <ProgrammeImage src={programme.imageUrl} alt="" className={styles.logo} />
        <div className={styles.titles}>
          <p className={styles.university}>{programme.universityName}</p>
          {/* The catalogue's names stay English (docs/i18n.md), said so inside a Spanish page. */}
          <Heading id={titleId} className={styles.title} lang="en">
            {programme.programName}
          </Heading>
          <p className={styles.meta}>
            <span className={styles.metaItem}>
              <MapPin size={14} aria-hidden /> {regionName(programme.region, say)}
            </span>
          </p>
        </div>
      </Stack>

      <MatchSummary match={match} showReasons={false} />

      <dl className={styles.facts}>
        <Fact styles={styles} label={i18n._('Tuition fees')}>
          {i18n._('{amount}/year', { amount: formatGbp(programme.tuitionFees, locale) })}{' '}
          <PesosEstimate gbp={programme.tuitionFees} rate={exchangeRate} perYear />
        </Fact>
        <Fact styles={styles} label={i18n._('Deadline')}>
          {formatDeadline(programme.applicationDeadline, locale)}
          {left && urgency ? (
            <UrgencyBadge urgency={urgency} className={styles.countdown}>
              {i18n._(left.id, left.values)}
            </UrgencyBadge>
          ) : null}
        </Fact>
      </dl>

      <Collapsible label={i18n._('Details')} className={styles.details}>
        <Stack gap="3">
          <MatchReasons match={match} />
          <dl className={styles.facts}>
            <Fact styles={styles} label={i18n._('Rank')}>
              {programme.rank}
            </Fact>
            <Fact styles={styles} label={i18n._('Start dates')}>
              {formatProgrammeStarts(programme, locale)}
            </Fact>
          </dl>
          {requirements.length > 0 ? (
            <Stack gap="1">
              <Text size="sm" weight="medium">
                {i18n._('Grade requirements')}
              </Text>
              <dl className={styles.requirementList}>
                {requirements.map(({ label, value }) => (
                  <div key={label} className={styles.requirement}>
                    <Text as="dt" tone="muted">
                      {i18n._(label)}
                    </Text>
                    <dd className={styles.requirementValue}>{value}</dd>
                  </div>
                ))}
              </dl>
            </Stack>
          ) : null}
          {programme.pathways.length > 0 ? (
            <Stack gap="1">
              <Text size="sm" weight="medium">
                {i18n._('Bachelor pathways ({count})', { count: programme.pathways.length })}
              </Text>
              <PathwayList pathways={programme.pathways} className={styles.pathwayList} />
            </Stack>
          ) : null}
        </Stack>
      </Collapsible>

      <div className={styles.actions}>{actions(titleId)}</div>
    </article>
  );
}
