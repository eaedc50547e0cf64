import {
  assignmentProgressRequestSchema,
  type ContentAssignment,
  type CounselorNote,
  contentAssignmentRequestSchema,
  counselorNoteRequestSchema,
  parseWith,
} from '@puente/core';
import { HttpResponse, http } from 'msw';
import { invalid, notFound } from './answer';
import { type Latency, wait } from './latency';

export interface CheckInDataOptions {
  /** The notes on the student (newest first); the student sees the shared ones. */
  notes?: readonly CounselorNote[];
  /** The content assigned to the student. */
  assignments?: readonly ContentAssignment[];
}

/**
 * A check-in's notes and assigned content (docs/product/tracker.md) in memory,
 * for one student: staff write them, the student reads the shared notes and
 * marks content completed. Who may do what is the server's, tested there.
 */
export function createCheckInData(
  options: CheckInDataOptions & { author: string; now: Date; latency: Latency },
) {
  const { author, now, latency } = options;
  let notes = [...(options.notes ?? [])];
  let assignments = [...(options.assignments ?? [])];
  let nextId = 1000;

  const handlers = [
    http.get('*/api/school/students/:id/notes', () => HttpResponse.json(notes)),
    http.post('*/api/school/students/:id/notes', async ({ request }) => {
      const form = parseWith(counselorNoteRequestSchema, await request.json());
      await wait(latency.saveProfile);
      if (!form.ok) return invalid(form.errors);
      nextId += 1;
      const note = { id: nextId, ...form.value, author, createdAt: now.toISOString() };
      notes = [note, ...notes];
      return HttpResponse.json(note, { status: 201 });
    }),
    http.get('*/api/user/notes', () =>
      HttpResponse.json(notes.filter(({ visibility }) => visibility === 'shared')),
    ),
    http.get('*/api/school/students/:id/assignments', () => HttpResponse.json(assignments)),
    http.post('*/api/school/students/:id/assignments', async ({ request }) => {
      const form = parseWith(contentAssignmentRequestSchema, await request.json());
      await wait(latency.saveProfile);
      if (!form.ok) return invalid(form.errors);
      const existing = assignments.find(({ contentId }) => contentId === form.value.contentId);
      if (existing) return HttpResponse.json(existing);
      nextId += 1;
      const assignment: ContentAssignment = {
        id: nextId,
        contentId: form.value.contentId,
        assignedBy: author,
        assignedAt: now.toISOString(),
        completedAt: null,
      };
      assignments = [...assignments, assignment];
      return HttpResponse.json(assignment, { status: 201 });
    }),
    http.get('*/api/user/assignments', () => HttpResponse.json(assignments)),
    http.put('*/api/user/assignments/:id', async ({ params, request }) => {
      const form = parseWith(assignmentProgressRequestSchema, await request.json());
      await wait(latency.saveProfile);
      if (!form.ok) return invalid(form.errors);
      const found = assignments.find(({ id }) => id === Number(params.id));
      if (!found) return notFound('Assignment not found');
      const changed = { ...found, completedAt: form.value.completed ? now.toISOString() : null };
      assignments = assignments.map((item) => (item.id === changed.id ? changed : item));
      return HttpResponse.json(changed);
    }),
  ];
  return { handlers };
}
