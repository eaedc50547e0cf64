import { useAnswerTask, useNotices, useReadNotices, useTasks } from '@puente/widgets/data';
import { NoticesBell } from './notices-bell';
import { YourTasks } from './your-tasks';

/** The bell over the student's own notices (nothing while they load or fail). */
export function StudentNoticesBell() {
  const notices = useNotices();
  const read = useReadNotices();
  if (!notices.data) return null;
  return (
    <NoticesBell
      notices={notices.data.notices}
      unread={notices.data.unread}
      marking={read.isPending}
      onMarkRead={(ids) => read.mutate(ids)}
    />
  );
}

/** Your tasks, once the student has any. */
export function StudentTasks() {
  const tasks = useTasks();
  const answer = useAnswerTask();
  if (!tasks.data || tasks.data.length === 0) return null;
  return (
    <YourTasks
      tasks={tasks.data}
      onAnswer={(task, text) => answer.mutateAsync({ id: task.id, answer: text })}
    />
  );
}
