import { useLingui } from '@lingui/react';
import {
  DASHBOARD_SCHOLARSHIPS,
  parsePhase,
  revealedPhase,
  showsProgrammes,
  showsScholarships,
  studentCatalog,
  type User,
} from '@puente/core';
import { PageHeader, Stack } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useSelectedProgrammes } from '@puente/widgets/data';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { container } from '../../styles/layout.css';
import { AvailableScholarships } from './available-scholarships';
import { FromYourCounselor } from './from-your-counselor';
import { catalog } from './locales';
import { StudentNoticesBell, StudentTasks } from './student-reminders';
import { UpcomingTimelines } from './upcoming-timelines';
import { YourProgrammes } from './your-programs';

/** SPEC §2: 'Welcome,' then the first name (the username when there is none) and '!'. */
export function greetingFor(user: User): string {
  return `Welcome, ${user.firstName?.trim() || user.username}!`;
}

/**
 * The student's dashboard (`/` when signed in, and `/dashboard`, SPEC §2): the
 * greeting, Upcoming Timelines, Your Programs from the student's own
 * selections and Available Scholarships. `?phase=1..3` reveals them as the
 * SPEC says; with no phase a student who has selections sees them (phase 1).
 */
export function DashboardScreen({ user }: { user: User }) {
  const { i18n } = useLingui();
  useCatalog(catalog, studentCatalog);
  const greeting = i18n._('Welcome, {name}!', { name: user.firstName?.trim() || user.username });
  usePageTitle(greeting);
  const [searchParams] = useSearchParams();
  const selections = useSelectedProgrammes();
  const own = selections.data ?? [];
  const phase = revealedPhase(parsePhase(searchParams.get('phase')), own.length > 0);
  const programmes = showsProgrammes(phase) ? own : [];
  const scholarships = showsScholarships(phase) ? DASHBOARD_SCHOLARSHIPS : [];

  return (
    <div className={container}>
      <Stack gap="8">
        <PageHeader
          title={greeting}
          lead={i18n._('Your programs, deadlines and scholarships in one place.')}
          actionsBeside
          actions={user.role === 'student' ? <StudentNoticesBell /> : undefined}
        />
        <FromYourCounselor inSchool={user.school !== null} />
        <UpcomingTimelines
          programmes={programmes}
          scholarships={scholarships}
          loading={selections.isPending}
        />
        {user.role === 'student' ? <StudentTasks /> : null}
        <YourProgrammes
          programmes={programmes}
          phase={phase}
          status={selections.status}
          error={selections.error}
          onRetry={() => void selections.refetch()}
        />
        <AvailableScholarships scholarships={scholarships} phase={phase} selections={own} />
      </Stack>
    </div>
  );
}
