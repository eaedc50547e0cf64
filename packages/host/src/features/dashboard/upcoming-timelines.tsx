import { useLingui } from '@lingui/react';
import {
  type DashboardScholarship,
  domainCatalog,
  type SelectedProgramme,
  studentCatalog,
  upcoming,
} from '@puente/core';
import { Button, Card, Grid, Spinner, Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { CalendarClock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { ButtonLink } from '../../components/button-link';
import { DeadlineBadge } from '../../components/deadline-badge';
import { paths } from '../../config/paths';
import { ruledFooter } from '../../styles/layout.css';
import * as styles from './dashboard.css';
import { catalog } from './locales';
import { NextStepNote } from './next-step-note';

export interface UpcomingTimelinesProps {
  /** The programmes the dashboard shows (already filtered by phase). */
  programmes: readonly SelectedProgramme[];
  /** The scholarships the dashboard shows (already filtered by phase). */
  scholarships: readonly DashboardScholarship[];
  /** The student's selections are still loading. */
  loading?: boolean;
}

/**
 * Upcoming Timelines (SPEC §2): the soonest programme and scholarship
 * deadlines, up to 2 of each; each with Start Application, and a programme
 * with what is next and how soon, its urgency in words (docs/product/tracker.md); View All Timelines is disabled until
 * there are programmes.
 */
export function UpcomingTimelines({
  programmes,
  scholarships,
  loading = false,
}: UpcomingTimelinesProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog, studentCatalog, domainCatalog);
  const headingId = useId();
  const soonestProgrammes = upcoming(
    programmes.map((selection) => ({
      selection,
      applicationDeadline: selection.program.applicationDeadline,
    })),
  );
  const soonestScholarships = upcoming(scholarships);

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <Text as="h2" id={headingId} look="sectionTitle">
          {i18n._('Upcoming Timelines')}
        </Text>
        <Grid columns="wide2" gap="6">
          <TimelineColumn
            title={i18n._('Programs')}
            loading={loading}
            items={soonestProgrammes.map(({ selection }) => (
              <TimelineItem
                key={selection.id}
                title={selection.program.programName}
                detail={selection.program.universityName}
                deadline={selection.program.applicationDeadline}
                next={<NextStepNote selection={selection} />}
              />
            ))}
          />
          <TimelineColumn
            title={i18n._('Scholarships')}
            items={soonestScholarships.map((scholarship) => (
              <TimelineItem
                key={scholarship.id}
                title={scholarship.name}
                detail={`${i18n._(scholarship.university)} · ${format.gbp(scholarship.value)}`}
                deadline={scholarship.deadline}
              />
            ))}
          />
        </Grid>
        <Stack direction="row" justify="flex-end" className={ruledFooter}>
          {programmes.length > 0 ? (
            <ButtonLink to={paths.universitySuggestions.getHref()} variant="outline">
              {i18n._('View All Timelines')}
            </ButtonLink>
          ) : (
            <Button variant="outline" disabled>
              {i18n._('View All Timelines')}
            </Button>
          )}
        </Stack>
      </Card>
    </section>
  );
}

function TimelineColumn({
  title,
  items,
  loading = false,
}: {
  title: string;
  items: ReactNode[];
  loading?: boolean;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className={styles.columnTitle}>
        {title}
      </h3>
      {loading ? (
        <Spinner label={i18n._('Loading your programs')} />
      ) : items.length === 0 ? (
        <Text look="note">{i18n._('No upcoming deadlines yet.')}</Text>
      ) : (
        <Stack as="ul" gap="3" aria-labelledby={headingId}>
          {items}
        </Stack>
      )}
    </div>
  );
}

function TimelineItem({
  title,
  detail,
  deadline,
  next,
}: {
  title: string;
  detail: string;
  deadline: string;
  /** A programme's next step and how soon (the tracker). */
  next?: ReactNode;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const titleId = useId();
  return (
    <Stack
      as="li"
      direction="row"
      wrap
      justify="space-between"
      align="center"
      gap="3"
      className={styles.timelineItem}
    >
      <div className={styles.timelineText}>
        <h4 id={titleId} className={styles.itemTitle}>
          {title}
        </h4>
        <Text look="note">{detail}</Text>
        <Text size="sm" weight="medium" className={styles.deadline}>
          <CalendarClock size={14} aria-hidden />{' '}
          {i18n._('Deadline {date}', { date: format.deadline(deadline) })}{' '}
          <DeadlineBadge deadline={deadline} />
        </Text>
        {next}
      </div>
      <ButtonLink
        to={paths.personalStatementBuilder.getHref()}
        size="sm"
        aria-describedby={titleId}
      >
        {i18n._('Start Application')}
      </ButtonLink>
    </Stack>
  );
}
