import { useLingui } from '@lingui/react';
import { ADMIN_ALERTS, GRADE_PROGRESS } from '@puente/core';
import { Grid } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { DashboardFrame } from '../../components/dashboard-frame';
import { AdminAlerts } from './admin-alerts';
import { GradeProgressOverview } from './grade-progress-overview';
import { catalog } from './locales';
import { SchoolCustomizationTool } from './school-customization-tool';
import { useSchoolContext } from './use-school-context';

/** `/admin` (SPEC §2 "Administrator dashboard"): alerts, grade progress and the school's context. */
export function AdminDashboardScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const { state, context } = useSchoolContext();
  return (
    <DashboardFrame
      title={i18n._('Administrator Dashboard')}
      lead={i18n._(
        'Alerts that need action, grade progress across the school, and the school context the AI uses.',
      )}
    >
      <AdminAlerts alerts={ADMIN_ALERTS} />
      <Grid columns="desktop2" gap="6">
        <GradeProgressOverview grades={GRADE_PROGRESS} />
        <SchoolCustomizationTool state={state} context={context} />
      </Grid>
    </DashboardFrame>
  );
}
