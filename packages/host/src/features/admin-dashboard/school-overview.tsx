import { useLingui } from '@lingui/react';
import { type GradeProgress, type SchoolOverview, YEAR_LABELS } from '@puente/core';
import { EmptyState, Grid, Spinner, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import {
  useSaveSchoolContext,
  useSchoolContextEntries,
  useSchoolOverview,
} from '@puente/widgets/data';
import { GraduationCap } from 'lucide-react';
import { CardSection } from '../../components/card-section';
import { useFailureToast } from '../../components/use-failure-toast';
import { listRow } from '../../styles/layout.css';
import { AssistantUsageCard } from './assistant-usage';
import { GradeProgressOverview } from './grade-progress-overview';
import { catalog } from './locales';
import { SchoolCustomizationTool } from './school-customization-tool';
import { useSchoolContext } from './use-school-context';

/** The overview's grades as the SPEC's Grade Progress Overview draws them. */
export function gradeRows(overview: SchoolOverview): GradeProgress[] {
  return overview.grades.map((grade) => ({
    grade: grade.currentYear ? YEAR_LABELS[grade.currentYear] : /*i18n*/ 'Year not given',
    students: grade.students,
    timelineProgress: grade.timelineProgress,
    engagementDistribution: grade.engagement,
  }));
}

/**
 * The admin's school on `/admin` (docs/product/tracker.md, "Parents and
 * admins"): the SPEC's grade overview and customization tool on the school's
 * own data, and the counselors' caseloads.
 */
export function AdminSchoolOverview() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const overview = useSchoolOverview();
  const entries = useSchoolContextEntries();
  return (
    <Grid columns="desktop2" gap="6" align="flex-start">
      <Stack gap="6">
        {overview.data ? (
          overview.data.grades.length === 0 ? (
            <EmptyState
              headingLevel={2}
              icon={<GraduationCap />}
              title={i18n._('No students yet')}
              description={i18n._(
                'Progress per grade shows here once students join and say their current year.',
              )}
            />
          ) : (
            <GradeProgressOverview grades={gradeRows(overview.data)} />
          )
        ) : (
          <Spinner label={i18n._('Loading the school overview')} />
        )}
        {overview.data ? <Caseloads overview={overview.data} /> : null}
        <AssistantUsageCard />
      </Stack>
      {entries.data ? (
        <SavedCustomizationTool initial={entries.data.entries} />
      ) : (
        <Spinner label={i18n._('Loading the school context')} />
      )}
    </Grid>
  );
}

function Caseloads({ overview }: { overview: SchoolOverview }) {
  const { i18n } = useLingui();
  return (
    <CardSection
      id="caseloads-title"
      title={i18n._('Counselors')}
      lead={i18n._(
        '{count, plural, =0 {Every student has a counselor.} one {# student has no counselor yet.} other {# students have no counselor yet.}}',
        { count: overview.unassigned },
      )}
    >
      {overview.counselors.length === 0 ? (
        <Text tone="muted">{i18n._('No counselors yet.')}</Text>
      ) : (
        <Stack as="ul" gap="2">
          {overview.counselors.map((counselor) => (
            <li key={counselor.id} className={listRow}>
              <Text weight="medium">{counselor.name}</Text>
              <Text size="sm" tone="muted">
                {i18n._('{count, plural, one {# student} other {# students}}', {
                  count: counselor.caseload,
                })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </CardSection>
  );
}

/** The customization tool on the school's own context, each change saved. */
function SavedCustomizationTool({ initial }: { initial: readonly string[] }) {
  const failed = useFailureToast();
  const save = useSaveSchoolContext();
  const { state, context } = useSchoolContext({
    initial,
    save: (entries) => save.mutateAsync([...entries]),
  });
  const { setDraft, add, remove } = context;
  return (
    <SchoolCustomizationTool state={state} context={{ setDraft, add, remove }} onError={failed} />
  );
}
