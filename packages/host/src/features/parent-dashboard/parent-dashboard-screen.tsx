import { useLingui } from '@lingui/react';
import {
  PARENT_COMPLETION_PERCENTAGE,
  PARENT_MILESTONES,
  parentCatalog,
  parentColleges,
  parentTasks,
} from '@puente/core';
import { useCatalog } from '@puente/ui/i18n';
import { useClock } from '@puente/ui/providers';
import { useMemo } from 'react';
import { DashboardFrame } from '../../components/dashboard-frame';
import { catalog } from './locales';
import { ParentOverview } from './parent-overview';
import { useParentChat } from './use-parent-chat';

/** `/demo/parent-dashboard` (SPEC §2 "Parent dashboard"): the sample child's tasks, progress and the assistant. */
export function ParentDashboardScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog, parentCatalog);
  const chat = useParentChat();
  const clock = useClock();
  // The demo's dates count from the day it is opened (the clock stories and tests fix).
  const { tasks, colleges } = useMemo(() => {
    const today = clock();
    return { tasks: parentTasks(today), colleges: parentColleges(today) };
  }, [clock]);
  return (
    <DashboardFrame
      title={i18n._('Parent Dashboard')}
      lead={i18n._(
        "Follow your child's college applications, milestones and deadlines, and ask the assistant anything.",
      )}
    >
      <ParentOverview
        tasks={tasks}
        colleges={colleges}
        milestones={PARENT_MILESTONES}
        completion={PARENT_COMPLETION_PERCENTAGE}
        chat={chat}
      />
    </DashboardFrame>
  );
}
