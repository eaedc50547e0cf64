import {
  type DashboardScholarship,
  formatDeadline,
  formatGbp,
  type SelectedProgram,
  upcoming,
} from '@puente/core';
import { Button, Card, Spinner } from '@puente/widgets/ui';
import { CalendarClock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { ButtonLink } from '../../components/button-link';
import { paths } from '../../config/paths';
import * as styles from './dashboard.css';

export interface UpcomingTimelinesProps {
  /** The programmes the dashboard shows (already filtered by phase). */
  programmes: readonly SelectedProgram[];
  /** The scholarships the dashboard shows (already filtered by phase). */
  scholarships: readonly DashboardScholarship[];
  /** The student's selections are still loading. */
  loading?: boolean;
}

/**
 * Upcoming Timelines (SPEC §2): the soonest programme and scholarship
 * deadlines, up to 2 of each, each with Start Application; View All Timelines
 * is disabled until there are programmes.
 */
export function UpcomingTimelines({
  programmes,
  scholarships,
  loading = false,
}: UpcomingTimelinesProps) {
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
        <h2 id={headingId} className={styles.sectionTitle}>
          Upcoming Timelines
        </h2>
        <div className={styles.timelineColumns}>
          <TimelineColumn
            title="Programs"
            loading={loading}
            items={soonestProgrammes.map(({ selection }) => (
              <TimelineItem
                key={selection.id}
                title={selection.program.programName}
                detail={selection.program.universityName}
                deadline={selection.program.applicationDeadline}
              />
            ))}
          />
          <TimelineColumn
            title="Scholarships"
            items={soonestScholarships.map((scholarship) => (
              <TimelineItem
                key={scholarship.id}
                title={scholarship.name}
                detail={`${scholarship.university} · ${formatGbp(scholarship.value)}`}
                deadline={scholarship.deadline}
              />
            ))}
          />
        </div>
        <div className={styles.cardFooter}>
          {programmes.length > 0 ? (
            <ButtonLink to={paths.universitySuggestions.getHref()} variant="outline">
              View All Timelines
            </ButtonLink>
          ) : (
            <Button variant="outline" disabled>
              View All Timelines
            </Button>
          )}
        </div>
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
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className={styles.columnTitle}>
        {title}
      </h3>
      {loading ? (
        <Spinner label="Loading your programs" />
      ) : items.length === 0 ? (
        <p className={styles.muted}>No upcoming deadlines yet.</p>
      ) : (
        <ul className={styles.timelineList} aria-labelledby={headingId}>
          {items}
        </ul>
      )}
    </div>
  );
}

function TimelineItem({
  title,
  detail,
  deadline,
}: {
  title: string;
  detail: string;
  deadline: string;
}) {
  const titleId = useId();
  return (
    <li className={styles.timelineItem}>
      <div className={styles.timelineText}>
        <h4 id={titleId} className={styles.itemTitle}>
          {title}
        </h4>
        <p className={styles.muted}>{detail}</p>
        <p className={styles.deadline}>
          <CalendarClock size={14} aria-hidden /> Deadline {formatDeadline(deadline)}
        </p>
      </div>
      <ButtonLink
        to={paths.personalStatementBuilder.getHref()}
        size="sm"
        aria-describedby={titleId}
      >
        Start Application
      </ButtonLink>
    </li>
  );
}
