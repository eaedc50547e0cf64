import { useLingui } from '@lingui/react';
import {
  PARENT_COLLEGES,
  PARENT_COMPLETION_PERCENTAGE,
  PARENT_MILESTONES,
  PARENT_TASKS,
  parentCatalog,
} from '@puente/core';
import { useCatalog } from '@puente/ui/i18n';
import { DashboardFrame } from '../../components/dashboard-frame';
import { catalog } from './locales';
import { ParentOverview } from './parent-overview';
import { useParentChat } from './use-parent-chat';

/** `/demo/parent-dashboard` (SPEC §2 "Parent dashboard"): the sample child's tasks, progress and the assistant. */
export function ParentDashboardScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog, parentCatalog);
  const chat = useParentChat();
  return (
    <DashboardFrame
      title={i18n._('Parent Dashboard')}
      lead={i18n._(
        "Follow your child's college applications, milestones and deadlines, and ask the assistant anything.",
      )}
    >
      <ParentOverview
        tasks={PARENT_TASKS}
        colleges={PARENT_COLLEGES}
        milestones={PARENT_MILESTONES}
        completion={PARENT_COMPLETION_PERCENTAGE}
        chat={chat}
      />
    </DashboardFrame>
  );
}
