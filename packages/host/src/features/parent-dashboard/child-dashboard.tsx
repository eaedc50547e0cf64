import type { StudentRecord } from '@puente/core';
import { useState } from 'react';
import { childDashboard } from './child-dashboard-data';
import { CounselorQuestionsCard } from './counselor-questions-card';
import { ParentOverview } from './parent-overview';
import { StatementProgressCard } from './statement-progress-card';
import { useParentChat } from './use-parent-chat';

/**
 * A parent's own child on the SPEC's parent dashboard: their next steps,
 * programmes with tracker stages, statements and the assistant about them.
 * Mount one per child (a `key`), so the chat is about that child.
 */
export function ChildDashboard({
  record,
  name,
  now = () => new Date(),
}: {
  record: StudentRecord;
  name: string;
  /** The clock the timeline reads. */
  now?: () => Date;
}) {
  const [today] = useState(now);
  const data = childDashboard(record, name, today);
  const chat = useParentChat(data.child);
  return (
    <ParentOverview
      tasks={data.tasks}
      colleges={data.colleges}
      milestones={data.milestones}
      completion={data.completion}
      chat={chat}
    >
      <StatementProgressCard record={record} name={name} />
      <CounselorQuestionsCard childId={record.student.id} name={name} />
    </ParentOverview>
  );
}
