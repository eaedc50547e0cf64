import { useLingui } from '@lingui/react';
import { PARENT_COLLEGES, PARENT_MILESTONES, PARENT_TASKS, parentCatalog } from '@puente/core';
import { Grid } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { DashboardFrame } from '../../components/dashboard-frame';
import { ApplicationProgressCard } from './application-progress-card';
import { catalog } from './locales';
import { ParentChat } from './parent-chat';
import { ParentTaskCards } from './parent-task-cards';
import { useParentChat } from './use-parent-chat';

/** `/parent-dashboard` (SPEC §2 "Parent dashboard"): tasks, the child's progress, the assistant. */
export function ParentDashboardScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog, parentCatalog);
  const { state, session } = useParentChat();
  return (
    <DashboardFrame
      title={i18n._('Parent Dashboard')}
      lead={i18n._(
        "Follow your child's college applications, milestones and deadlines, and ask the assistant anything.",
      )}
    >
      <ParentTaskCards tasks={PARENT_TASKS} />
      <Grid columns="desktop2" gap="6" align="flex-start">
        <ApplicationProgressCard colleges={PARENT_COLLEGES} milestones={PARENT_MILESTONES} />
        <ParentChat state={state} session={session} />
      </Grid>
    </DashboardFrame>
  );
}
