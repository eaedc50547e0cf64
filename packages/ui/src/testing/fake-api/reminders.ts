import type { Notice, StudentTask } from '@puente/core';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { notFound } from './answer';

export interface ReminderDataOptions {
  /** The signed-in student's notices, newest first. */
  notices?: readonly Notice[];
  tasks?: readonly StudentTask[];
  now: Date;
}

/** The student's notices and tasks, in memory: read, answered, listed again (and a parent's view of them). */
export function createReminderData({ notices = [], tasks = [], now }: ReminderDataOptions) {
  let shown = [...notices];
  let own = [...tasks];
  const unread = () => shown.filter(({ read }) => !read).length;
  const handlers: HttpHandler[] = [
    http.get('*/api/user/notices', () => HttpResponse.json({ unread: unread(), notices: shown })),
    http.post('*/api/user/notices/read', async ({ request }) => {
      const { ids } = ((await request.json()) ?? {}) as { ids?: number[] };
      shown = shown.map((notice) =>
        !ids || ids.includes(notice.id) ? { ...notice, read: true } : notice,
      );
      return HttpResponse.json({ unread: unread() });
    }),
    http.get('*/api/user/tasks', () => HttpResponse.json(own)),
    http.put('*/api/user/tasks/:id', async ({ params, request }) => {
      const { answer } = (await request.json()) as { answer: string };
      const task = own.find(({ id }) => id === Number(params.id));
      if (!task) return notFound('Task not found');
      const answered = { ...task, answer, answeredAt: now.toISOString() };
      own = own.map((each) => (each.id === task.id ? answered : each));
      return HttpResponse.json(answered);
    }),
    // A parent's child's questions: these same tasks, without their answers.
    http.get('*/api/children/:id/tasks', () =>
      HttpResponse.json(own.map(({ answer: _answer, ...task }) => task)),
    ),
  ];
  return { handlers };
}
