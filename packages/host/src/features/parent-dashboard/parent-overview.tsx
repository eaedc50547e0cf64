import type { ParentCollege, ParentMilestone, ParentTask } from '@puente/core';
import { Grid } from '@puente/ui';
import type { ReactNode } from 'react';
import { ApplicationProgressCard } from './application-progress-card';
import { ParentChat } from './parent-chat';
import { ParentTaskCards } from './parent-task-cards';
import type { useParentChat } from './use-parent-chat';

export interface ParentOverviewProps {
  tasks: readonly ParentTask[];
  colleges: readonly ParentCollege[];
  milestones: readonly ParentMilestone[];
  completion: number;
  chat: ReturnType<typeof useParentChat>;
  /** Shown below the progress card and the chat (a child's statements). */
  children?: ReactNode;
}

/** The SPEC's parent dashboard (SPEC §2): tasks, the progress card and the assistant, on any child's data. */
export function ParentOverview({
  tasks,
  colleges,
  milestones,
  completion,
  chat,
  children,
}: ParentOverviewProps) {
  return (
    <>
      <ParentTaskCards tasks={tasks} />
      <Grid columns="desktop2" gap="6" align="flex-start">
        <ApplicationProgressCard
          colleges={colleges}
          milestones={milestones}
          completion={completion}
        />
        <ParentChat state={chat.state} session={chat.session} canStop={chat.canStop} />
      </Grid>
      {children}
    </>
  );
}
