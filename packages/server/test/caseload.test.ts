import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { csvCell } from '../src/modules/caseload/caseload-csv';
import { User } from '../src/modules/user/user.entity';
import { invited, newAccount, newSchool, schoolWithPeople } from './schools';
import { startTestApp, type TestClient } from './utils';

/**
 * A counselor's caseload (docs/product/tracker.md, "Caseloads"): who is in
 * it, the rows and alerts, the CSV, and the admin reassigning students.
 */

const app = await startTestApp();
const a = await schoolWithPeople(app, 'Escuela Caseload A');
const b = await schoolWithPeople(app, 'Escuela Caseload B');

const caseloadOf = async (client: TestClient, query = '') => {
  const answer = await client.get(`/api/school/caseload${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { id: number; alerts: { kind: string }[]; programmes: unknown[] }[];
};
const idsOf = (rows: { id: number }[]) => rows.map(({ id }) => id).sort((x, y) => x - y);

// Every statement the app sends to PostgreSQL, counted while `during` runs.
async function statementsDuring(during: () => Promise<unknown>): Promise<number> {
  const query = pg.Client.prototype.query;
  let count = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count += 1;
    return (query as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await during();
  } finally {
    pg.Client.prototype.query = query;
  }
  return count;
}

describe('the caseload', () => {
  it("a student a counselor invited is in that counselor's caseload; their alerts clear as they act", async () => {
    const [row] = await caseloadOf(a.counselor.client);
    expect(row?.id).toBe(a.student.id);
    expect(row?.alerts.map(({ kind }) => kind)).toContain('no-programme');
    expect((await a.student.client.post('/api/selected-programs', { programId: 1 })).status).toBe(
      201,
    );
    const [after] = await caseloadOf(a.counselor.client);
    expect(after?.programmes).toHaveLength(1);
    expect(after?.alerts.map(({ kind }) => kind)).not.toContain('no-programme');
  });

  it('a student of the admin is in no counselor’s caseload until the admin assigns one', async () => {
    const own = await invited(app, a.admin.client, 'student');
    expect(idsOf(await caseloadOf(a.counselor.client))).not.toContain(own.id);
    expect(idsOf(await caseloadOf(a.admin.client))).toContain(own.id);

    const assigned = await a.admin.client.put(`/api/school/students/${own.id}/counselor`, {
      counselorId: a.counselor.id,
    });
    expect(assigned.status, assigned.text).toBe(200);
    expect(idsOf(await caseloadOf(a.counselor.client))).toContain(own.id);
    expect(idsOf(await caseloadOf(a.admin.client, `?counselor=${a.counselor.id}`))).toEqual(
      idsOf(await caseloadOf(a.counselor.client)),
    );
  });

  it('a counselor of another school, or a student of another school, is a 404 and changes nothing', async () => {
    const other = await a.admin.client.put(`/api/school/students/${a.student.id}/counselor`, {
      counselorId: b.counselor.id,
    });
    expect(other.status).toBe(404);
    const notOurs = await a.admin.client.put(`/api/school/students/${b.student.id}/counselor`, {
      counselorId: a.counselor.id,
    });
    expect(notOurs.status).toBe(404);
    const notACounselor = await a.admin.client.put(
      `/api/school/students/${a.student.id}/counselor`,
      { counselorId: a.admin.id },
    );
    expect(notACounselor.status).toBe(404);
    const bad = await a.admin.client.put(`/api/school/students/${a.student.id}/counselor`, {
      counselorId: 'everyone',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.counselorId).toEqual(['Choose a counselor']);
    expect((await a.admin.client.get('/api/school/caseload?counselor=x')).status).toBe(400);
    expect(idsOf(await caseloadOf(a.counselor.client))).toContain(a.student.id);
    expect(idsOf(await caseloadOf(b.counselor.client))).toEqual([b.student.id]);
    expect(idsOf(await caseloadOf(b.admin.client, `?counselor=${a.counselor.id}`))).toEqual([]);
  });

  it("a class code's counselor gets who joins with it; leaving the school leaves the caseload", async () => {
    const code = (await a.counselor.client.post('/api/class-codes', { label: '6B', maxUses: 5 }))
      .body;
    const joiner = await newAccount(app);
    expect((await joiner.client.post('/api/join', { code: code.code })).status).toBe(200);
    expect(idsOf(await caseloadOf(a.counselor.client))).toContain(joiner.id);

    expect((await joiner.client.delete('/api/user/school')).status).toBe(200);
    expect(idsOf(await caseloadOf(a.counselor.client))).not.toContain(joiner.id);
    const user = await app.orm.em.fork().findOneOrFail(User, joiner.id);
    expect(user.counselor).toBeNull();
  });

  it('answers in the same number of statements for one student or many (no query per student)', async () => {
    const { admin } = await newSchool(app, 'Escuela Statements');
    const counselor = await invited(app, admin.client, 'counselor');
    const first = await invited(app, counselor.client, 'student');
    await first.client.post('/api/selected-programs', { programId: 1 });
    await caseloadOf(counselor.client);
    const forOne = await statementsDuring(() => caseloadOf(counselor.client));
    for (let i = 0; i < 5; i += 1) {
      const student = await invited(app, counselor.client, 'student');
      await student.client.post('/api/selected-programs', { programId: 1 + i });
      await student.client.post('/api/selected-programs', { programId: 2 + i });
    }
    await caseloadOf(counselor.client);
    const forSix = await statementsDuring(async () => {
      expect(await caseloadOf(counselor.client)).toHaveLength(6);
    });
    expect(forSix).toBe(forOne);
    expect(forOne).toBeLessThanOrEqual(3);
  });
});

describe('the caseload as CSV', () => {
  it('never starts a cell as a formula, and reads back as the text it was', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom('=1+1', '+SUM(A1)', '-2', '@cmd', '\t=1', '\r=1', 'a,"b"\nc'),
        ),
        (text) => {
          const cell = csvCell(text);
          const quoted = cell.startsWith('"');
          const inner = quoted ? cell.slice(1, -1).replaceAll('""', '"') : cell;
          expect(inner).not.toMatch(/^[=+\-@\t\r]/);
          expect(inner).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
        },
      ),
    );
  });

  it('is a download for Excel, every cell safe from formulas', async () => {
    const em = app.orm.em.fork();
    await em.nativeUpdate(
      User,
      { id: a.student.id },
      { firstName: '=HYPERLINK("http://evil.example")', lastName: '+1, "quoted"' },
    );
    const answer = await a.counselor.client.get('/api/school/caseload.csv', {
      headers: { 'accept-language': 'es-MX' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="caseload-/);
    // fetch's text() drops the BOM; the bytes keep it.
    const bytes = new Uint8Array(
      await (await a.counselor.client.fetch(`${app.url}/api/school/caseload.csv`)).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = answer.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Estudiante,/);
    const row = lines.find((line) => line.includes('HYPERLINK'));
    expect(row).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.example""\) \+1, ""quoted"""/);
    // The stage in the reader's words, as My Students shows it.
    expect(row).toContain(',Investigando,');
    expect(lines.some((line) => /^[=+\-@]/.test(line))).toBe(false);
  });

  it('streams a school of 2,000 students while other requests are answered', async () => {
    const { admin, school } = await newSchool(app, 'Escuela Grande');
    const em = app.orm.em.fork();
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      username: `grande_${i}_${school.id}`,
      usernameKey: `grande_${i}_${school.id}`,
      password: 'x',
      email: `grande_${i}@example.com`,
      firstName: `Alumno ${i}`,
      lastName: 'Grande',
      role: 'student',
      school: school.id,
      schoolJoinedAt: new Date(),
    }));
    await em.insertMany(User, rows);
    const download = admin.client.get('/api/school/caseload.csv');
    const health = await app.client().get('/api/health');
    expect(health.status).toBe(200);
    const answer = await download;
    expect(answer.status).toBe(200);
    expect(answer.text.trimEnd().split('\r\n')).toHaveLength(2001);
  });
});
