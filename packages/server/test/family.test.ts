import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { invited, schoolWithPeople } from './schools';
import { startTestApp } from './utils';

/**
 * The parent's view of their child and the admin's school
 * (docs/product/tracker.md, "Parents and admins"; who sees what is
 * docs/product/schools.md).
 */
const app = await startTestApp();

// The ORM's own copy of the driver, whose clients send every statement.
const pg = createRequire(import.meta.resolve('@mikro-orm/postgresql'))('pg') as typeof import('pg');

const statementOf = (record: { selections: { personalStatement: string | null }[] }) =>
  record.selections.map((selection) => selection.personalStatement);

describe("a parent reading their child's statement", () => {
  it('gets its counts and status, and its text only once the student shares it', async () => {
    const { student, counselor } = await schoolWithPeople(app);
    const parent = await invited(app, student.client, 'parent');
    const selected = await student.client.post('/api/selected-programs', { programId: 1 });
    await student.client.put(`/api/selected-programs/${selected.body.id}/personal-statement`, {
      personalStatement: 'I have loved physics since I was nine.',
    });

    expect((await student.client.get('/api/user/statement-sharing')).body).toEqual({
      shared: false,
    });
    const hidden = await parent.client.get(`/api/children/${student.id}`);
    expect(hidden.status).toBe(200);
    expect(statementOf(hidden.body)).toEqual([null]);
    expect(hidden.text).not.toContain('loved physics');
    expect(hidden.body.statementShared).toBe(false);
    expect(hidden.body.statements).toEqual([
      {
        selectionId: selected.body.id,
        format: 'free',
        words: 8,
        characters: 38,
        maxCharacters: 4000,
        status: 'drafting',
      },
    ]);

    const shared = await student.client.put('/api/user/statement-sharing', { shared: true });
    expect(shared.body).toEqual({ shared: true });
    const shown = (await parent.client.get(`/api/children/${student.id}`)).body;
    expect(statementOf(shown)).toEqual(['I have loved physics since I was nine.']);
    expect(shown.statementShared).toBe(true);

    await student.client.put('/api/user/statement-sharing', { shared: false });
    expect(statementOf((await parent.client.get(`/api/children/${student.id}`)).body)).toEqual([
      null,
    ]);
    // Staff read the text whatever the student shares with their parents.
    const staff = (await counselor.client.get(`/api/school/students/${student.id}`)).body;
    expect(statementOf(staff)).toEqual(['I have loved physics since I was nine.']);
  });

  it("is a 404 for another parent's child, and records nothing", async () => {
    const { student } = await schoolWithPeople(app);
    await student.client.put('/api/user/statement-sharing', { shared: true });
    const other = await schoolWithPeople(app);
    const otherParent = await invited(app, other.student.client, 'parent');
    const answer = await otherParent.client.get(`/api/children/${student.id}`);
    expect(answer.status).toBe(404);
    expect((await student.client.get('/api/user/data-views')).body).toEqual([]);
  });

  it('refuses a sharing choice that is not true or false, with its message', async () => {
    const { student } = await schoolWithPeople(app);
    for (const body of [{}, { shared: 'yes' }, { shared: null }]) {
      const answer = await student.client.put('/api/user/statement-sharing', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.text).toContain('Sharing must be true or false');
    }
    expect((await student.client.get('/api/user/statement-sharing')).body.shared).toBe(false);
  });
});

describe("a parent reading their child's counselor's questions", () => {
  it('sees each question and whether it is answered, never the answer; the read is shown to the child', async () => {
    const { counselor, student } = await schoolWithPeople(app);
    const parent = await invited(app, student.client, 'parent');
    await counselor.client.post('/api/school/campaigns', {
      studentIds: [student.id],
      title: 'Intereses',
      questions: ['¿Qué te gustaría estudiar?', '¿Dónde te ves en cinco años?'],
    });
    const [first] = (await student.client.get('/api/user/tasks')).body;
    await student.client.put(`/api/user/tasks/${first.id}`, { answer: 'Medicina, en secreto' });

    const answer = await parent.client.get(`/api/children/${student.id}/tasks`);
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('Medicina');
    expect(
      answer.body.map((task: { question: string; answeredAt: string | null }) => [
        task.question,
        task.answeredAt !== null,
      ]),
    ).toEqual([
      ['¿Qué te gustaría estudiar?', true],
      ['¿Dónde te ves en cinco años?', false],
    ]);
    const views = (await student.client.get('/api/user/data-views')).body;
    expect(views.map(({ what }: { what: string }) => what)).toEqual(['tasks']);
  });

  it("is a 404 for another parent's child, and records nothing", async () => {
    const { student } = await schoolWithPeople(app);
    const other = await schoolWithPeople(app);
    const otherParent = await invited(app, other.student.client, 'parent');
    expect((await otherParent.client.get(`/api/children/${student.id}/tasks`)).status).toBe(404);
    expect((await student.client.get('/api/user/data-views')).body).toEqual([]);
  });
});

describe('the school context', () => {
  it('is written by the admin and read by the staff; a counselor cannot write it', async () => {
    const { admin, counselor } = await schoolWithPeople(app);
    expect((await counselor.client.get('/api/school/context')).body).toEqual({ entries: [] });
    const saved = await admin.client.put('/api/school/context', {
      entries: ['  We teach the IB Diploma.  ', 'Families ask about scholarships.\nOften.'],
    });
    expect(saved.status).toBe(200);
    const entries = ['We teach the IB Diploma.', 'Families ask about scholarships.\nOften.'];
    expect(saved.body).toEqual({ entries });
    expect((await counselor.client.get('/api/school/context')).body).toEqual({ entries });
    const refused = await counselor.client.put('/api/school/context', { entries: ['Mine'] });
    expect(refused.status).toBe(403);
    expect((await admin.client.get('/api/school/context')).body).toEqual({ entries });
    const other = await schoolWithPeople(app);
    expect((await other.counselor.client.get('/api/school/context')).body).toEqual({
      entries: [],
    });
  });

  it.each([
    [{}, 'Context entries must be a list'],
    [{ entries: 'one' }, 'Context entries must be a list'],
    [{ entries: Array(31).fill('x') }, 'A school context holds at most 30 entries'],
    [{ entries: Array(5000).fill(1) }, 'A school context holds at most 30 entries'],
    [{ entries: ['   '] }, 'A context entry cannot be blank'],
    [{ entries: ['x'.repeat(1001)] }, 'A context entry must be at most 1,000 characters'],
    [{ entries: ['a\u0000b'] }, 'A context entry must not contain control characters'],
    [{ entries: [3] }, 'Each context entry must be text'],
  ])('refuses a body with a 400: %#', async (body, message) => {
    const { admin } = await schoolWithPeople(app);
    const answer = await admin.client.put('/api/school/context', body);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message);
    expect((await admin.client.get('/api/school/context')).body).toEqual({ entries: [] });
  });
});

/** `count` students added to the school straight into the tables, each with a year and a programme. */
async function addStudents(schoolId: number, counselorId: number, count: number, tag: string) {
  const connection = app.orm.em.fork().getConnection();
  await connection.execute(
    `insert into users (username, username_key, password, email, role, school_id, counselor_id)
     select '${tag}' || g, '${tag}' || g, 'x', '${tag}' || g || '@example.com', 'student', ?, ?
     from generate_series(1, ?) g`,
    [schoolId, counselorId, count],
  );
  await connection.execute(
    `insert into student_info (user_id, intended_subject, current_year, created_at, updated_at)
     select id, '{Law}', (array['9th','10th','11th','12th'])[1 + id % 4], now(), now()
     from users where username like '${tag}%'`,
  );
  await connection.execute(
    `insert into selected_programs (user_id, program_id, status, personal_statement, created_at, updated_at)
     select id, p.pid, 'Not Started', case when id % 2 = 0 then 'A draft' end, now(), now()
     from users, (values (1), (2), (3)) as p(pid) where username like '${tag}%'`,
  );
}

/** How many statements the server sends PostgreSQL while `request` runs. */
async function statementsDuring(request: () => Promise<unknown>) {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await request();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe("the admin's overview", () => {
  it('is empty for a school with no students, and only the admin reads it', async () => {
    const { admin, counselor, student } = await schoolWithPeople(app);
    await app.orm.em.fork().getConnection().execute('delete from users where id = ?', [student.id]);
    const overview = await admin.client.get('/api/school/overview');
    expect(overview.status).toBe(200);
    expect(overview.body).toEqual({
      grades: [],
      counselors: [{ id: counselor.id, name: expect.any(String), caseload: 0 }],
      unassigned: 0,
    });
    expect((await counselor.client.get('/api/school/overview')).status).toBe(403);
  });

  it("counts students per grade and each counselor's caseload, in the same statements however many", async () => {
    const { admin, counselor, school, student } = await schoolWithPeople(app);
    await student.client.post('/api/student-info', {
      intendedSubject: ['Law'],
      currentYear: '12th',
    });
    const small = await statementsDuring(() => admin.client.get('/api/school/overview'));
    await addStudents(school.id, counselor.id, 2000, `bulk${school.id}x`);
    const answer = await admin.client.get('/api/school/overview');
    const large = await statementsDuring(() => admin.client.get('/api/school/overview'));
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    // The student the counselor invited is in their caseload, with the 2,000 added to it.
    expect(answer.body.counselors).toEqual([
      { id: counselor.id, name: expect.any(String), caseload: 2001 },
    ]);
    expect(answer.body.unassigned).toBe(0);
    const students = answer.body.grades.map((g: { students: number }) => g.students);
    expect(students.reduce((sum: number, n: number) => sum + n, 0)).toBe(2001);
    const twelfth = answer.body.grades.find(
      (g: { currentYear: string }) => g.currentYear === '12th',
    );
    expect(twelfth.students).toBe(501);
    // Everyone was active today: high engagement.
    expect(twelfth.engagement.high).toBe(501);
  });
});
