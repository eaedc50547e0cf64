import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invited, schoolWithPeople } from './schools';
import { startTestApp } from './utils';

/**
 * A counselor's notes and assigned content on a student (docs/product/tracker.md):
 * private notes stay with staff, shared ones reach the student; the
 * student alone marks content completed, and the counselor sees it.
 */
const app = await startTestApp();
const a = await schoolWithPeople(app, 'Escuela Notas A');
const b = await schoolWithPeople(app, 'Escuela Notas B');
const notesOf = (id: number) => `/api/school/students/${id}/notes`;
const assignmentsOf = (id: number) => `/api/school/students/${id}/assignments`;

describe('counselor notes', () => {
  it('keep private notes with staff and show the student the shared ones, as typed', async () => {
    const shared = await a.counselor.client.post(notesOf(a.student.id), {
      text: '  Great progress on <b>the statement</b>.\nKeep going!  ',
      visibility: 'shared',
    });
    expect(shared.status, shared.text).toBe(201);
    expect(shared.body).toMatchObject({
      text: 'Great progress on <b>the statement</b>.\nKeep going!',
      visibility: 'shared',
      author: expect.stringContaining('Ana'),
    });
    const hidden = await a.admin.client.post(notesOf(a.student.id), {
      text: 'Family may struggle with fees',
      visibility: 'private',
    });
    expect(hidden.status, hidden.text).toBe(201);

    const staffSees = (await a.counselor.client.get(notesOf(a.student.id))).body;
    expect(staffSees.map((note: { text: string }) => note.text)).toEqual([
      'Family may struggle with fees',
      'Great progress on <b>the statement</b>.\nKeep going!',
    ]);
    const studentSees = await a.student.client.get('/api/user/notes');
    expect(studentSees.status).toBe(200);
    expect(studentSees.body.map((note: { id: number }) => note.id)).toEqual([shared.body.id]);
    expect((await b.student.client.get('/api/user/notes')).body).toEqual([]);
  });

  it('refuse an empty, a too long or a control-character note, and a visibility not offered', async () => {
    const cases: [unknown, string, string][] = [
      [{ text: '   ', visibility: 'shared' }, 'text', 'Write the note first'],
      [
        { text: 'x'.repeat(2001), visibility: 'shared' },
        'text',
        'A note must be at most 2,000 characters',
      ],
      [
        { text: 'Hi\u0000there', visibility: 'private' },
        'text',
        'A note must not contain control characters',
      ],
      [{ text: 'Hi', visibility: 'public' }, 'visibility', 'Choose who sees the note'],
      [{ text: ['a'], visibility: 'shared' }, 'text', 'Write the note first'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await a.counselor.client.post(notesOf(a.student.id), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fieldErrors[field]).toEqual([message]);
    }
    const longest = await a.counselor.client.post(notesOf(a.student.id), {
      text: 'x'.repeat(2000),
      visibility: 'private',
    });
    expect(longest.status).toBe(201);
  });

  it('answer 404 to staff of another school and for someone not a student, writing nothing', async () => {
    const before = (await a.counselor.client.get(notesOf(a.student.id))).body;
    const refused = await b.counselor.client.post(notesOf(a.student.id), {
      text: 'Not mine to write',
      visibility: 'shared',
    });
    expect(refused.status).toBe(404);
    expect((await b.admin.client.get(notesOf(a.student.id))).status).toBe(404);
    expect((await a.counselor.client.get(notesOf(a.counselor.id))).status).toBe(404);
    expect((await a.counselor.client.get(notesOf(2_147_483_647))).status).toBe(404);
    expect((await a.counselor.client.get(notesOf(a.student.id))).body).toEqual(before);
  });

  it('never answer 5xx to whatever a script sends as a note', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 2100 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('a\u0000b', '\uD800', '<script>alert(1)</script>', 'x'.repeat(5000)),
    );
    const body = fc.record({
      text: fc.oneof(
        text,
        fc.integer(),
        fc.constant(null),
        fc.array(fc.string(), { maxLength: 3 }),
      ),
      visibility: fc.oneof(fc.constantFrom('private', 'shared'), fc.string({ maxLength: 10 })),
    });
    await fc.assert(
      fc.asyncProperty(body, async (note) => {
        const answer = await a.counselor.client.post(notesOf(a.student.id), note);
        expect([201, 400], `${JSON.stringify(note).slice(0, 80)}: ${answer.status}`).toContain(
          answer.status,
        );
      }),
      { numRuns: 40 },
    );
  });

  it('answers in Mexican Spanish', async () => {
    const answer = await a.counselor.client.post(
      notesOf(a.student.id),
      { text: '', visibility: 'shared' },
      { headers: { 'Accept-Language': 'es-MX' } },
    );
    expect(answer.body.fieldErrors.text).toEqual(['Escribe la nota primero']);
  });
});

describe('assigned content', () => {
  it("is the student's to complete, and the counselor sees it completed", async () => {
    const made = await a.counselor.client.post(assignmentsOf(a.student.id), { contentId: 3 });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ contentId: 3, completedAt: null });
    const again = await a.admin.client.post(assignmentsOf(a.student.id), { contentId: 3 });
    expect([again.status, again.body.id]).toEqual([200, made.body.id]);

    const mine = (await a.student.client.get('/api/user/assignments')).body;
    expect(mine.map((item: { id: number }) => item.id)).toEqual([made.body.id]);
    const done = await a.student.client.put(`/api/user/assignments/${made.body.id}`, {
      completed: true,
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body.completedAt).toEqual(expect.any(String));

    const seen = (await a.counselor.client.get(assignmentsOf(a.student.id))).body;
    expect(seen).toEqual([done.body]);
    const undone = await a.student.client.put(`/api/user/assignments/${made.body.id}`, {
      completed: false,
    });
    expect(undone.body.completedAt).toBeNull();
  });

  it('refuses content not in the list, and a Completed that is not true or false', async () => {
    for (const contentId of [99, 0, 'one', 1.5]) {
      const answer = await a.counselor.client.post(assignmentsOf(a.student.id), { contentId });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors.contentId).toEqual(['Choose content from the list']);
    }
    const made = await a.counselor.client.post(assignmentsOf(a.student.id), { contentId: 1 });
    const bad = await a.student.client.put(`/api/user/assignments/${made.body.id}`, {
      completed: 'yes',
    });
    expect(bad.status).toBe(400);
  });

  it("answers 404 for another school's student or another student's assignment, changing nothing", async () => {
    const made = await a.counselor.client.post(assignmentsOf(a.student.id), { contentId: 2 });
    expect(
      (await b.counselor.client.post(assignmentsOf(a.student.id), { contentId: 1 })).status,
    ).toBe(404);
    expect((await b.admin.client.get(assignmentsOf(a.student.id))).status).toBe(404);
    const classmate = await invited(app, a.counselor.client, 'student');
    const stolen = await classmate.client.put(`/api/user/assignments/${made.body.id}`, {
      completed: true,
    });
    expect(stolen.status).toBe(404);
    expect(
      (
        await b.student.client.put(`/api/user/assignments/${made.body.id}`, {
          completed: true,
        })
      ).status,
    ).toBe(404);
    const still = (await a.counselor.client.get(assignmentsOf(a.student.id))).body;
    expect(still.find((item: { id: number }) => item.id === made.body.id).completedAt).toBeNull();
    expect((await b.counselor.client.get(assignmentsOf(b.student.id))).body).toEqual([]);
  });
});
