import { describe, expect, it } from 'vitest';
import { User } from '../src/modules/user/user.entity';
import { invite, invited, newAccount, newSchool, schoolWithPeople, tokenOf } from './schools';
import { startTestApp } from './utils';

const app = await startTestApp();

describe('creating a school', () => {
  it('registers its admin, signs them in, and gives the school a site key', async () => {
    const { admin, school } = await newSchool(app, 'Prepa Tec');
    const me = (await admin.client.get('/api/user')).body;
    expect(me).toMatchObject({ role: 'admin', school: { id: school.id, name: 'Prepa Tec' } });
    expect(school).toMatchObject({ name: 'Prepa Tec', city: 'Monterrey', origins: [] });
    expect(school.siteKey).toMatch(/^pk_[A-Za-z0-9_-]{24}$/);
  });

  it('refuses a weak password and bad fields with field messages, making nothing', async () => {
    const answer = await app.client().post('/api/schools', {
      username: 'weak-admin',
      email: 'nope',
      password: 'password',
      schoolName: '',
      city: 'x',
      country: 'y',
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fieldErrors)).toEqual(
      expect.arrayContaining(['email', 'schoolName']),
    );
    expect(await app.orm.em.fork().count(User, { username: 'weak-admin' })).toBe(0);
  });

  it('saves its settings, and a rename is seen by the next request', async () => {
    const { admin } = await newSchool(app);
    const saved = await admin.client.put('/api/school', {
      schoolName: 'Colegio Nuevo',
      city: 'Puebla',
      country: 'Mexico',
      origins: ['https://colegio.example', 'https://colegio.example'],
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.origins).toEqual(['https://colegio.example']);
    expect((await admin.client.get('/api/user')).body.school.name).toBe('Colegio Nuevo');
  });
});

describe('invitations', () => {
  it('bring a counselor and a student in; each sees their role at once', async () => {
    const { school, counselor, student } = await schoolWithPeople(app);
    expect((await counselor.client.get('/api/user')).body).toMatchObject({
      role: 'counselor',
      school: { id: school.id },
    });
    expect((await student.client.get('/api/user')).body).toMatchObject({
      role: 'student',
      school: { id: school.id },
    });
    const students = (await counselor.client.get('/api/school/students')).body;
    expect(students.map((s: { id: number }) => s.id)).toEqual([student.id]);
  });

  it('show who invites, to what, before joining; then work once', async () => {
    const { admin, school } = await newSchool(app, 'Escuela Preview');
    const invitation = await invite(admin.client, { role: 'counselor', name: 'Ms López' });
    expect(invitation).toMatchObject({ role: 'counselor', status: 'pending', emailed: false });
    const token = tokenOf(invitation);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const preview = await app.client().get(`/api/invitations/by-token/${token}`);
    expect(preview.body).toMatchObject({
      role: 'counselor',
      school: { id: school.id, name: 'Escuela Preview' },
      invitedBy: expect.stringContaining('Rosa'),
      student: null,
    });
    const first = await newAccount(app);
    expect((await first.client.post(`/api/invitations/by-token/${token}/accept`, {})).body).toEqual(
      { role: 'counselor', school: { id: school.id, name: 'Escuela Preview' } },
    );
    const second = await newAccount(app);
    const again = await second.client.post(`/api/invitations/by-token/${token}/accept`, {});
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('This invitation has already been used');
    expect((await second.client.get('/api/user')).body).toMatchObject({
      role: 'student',
      school: null,
    });
  });

  it('answer expired, revoked and forged links clearly, changing nothing', async () => {
    const { admin } = await newSchool(app);
    const expired = await invite(admin.client, { role: 'student' });
    await app.orm.em
      .fork()
      .getConnection()
      .execute("update invitations set expires_at = now() - interval '1 minute' where id = ?", [
        expired.id,
      ]);
    const revoked = await invite(admin.client, { role: 'student' });
    expect((await admin.client.delete(`/api/invitations/${revoked.id}`)).status).toBe(200);
    const someone = await newAccount(app);
    const cases: [string, number, string, string | undefined][] = [
      [tokenOf(expired), 410, 'This invitation has expired', 'expired'],
      [tokenOf(revoked), 410, 'This invitation was withdrawn', 'revoked'],
      ['A'.repeat(43), 404, 'This invitation link is not valid', undefined],
      ['short', 404, 'This invitation link is not valid', undefined],
    ];
    for (const [token, status, message, spent] of cases) {
      const preview = await app.client().get(`/api/invitations/by-token/${token}`);
      // The page says what to do about a spent link by its status, in either language.
      expect([preview.status, preview.body.message, preview.body.status]).toEqual([
        status,
        message,
        spent,
      ]);
      const accept = await someone.client.post(`/api/invitations/by-token/${token}/accept`, {});
      expect([accept.status, accept.body.message]).toEqual([status, message]);
    }
    expect((await someone.client.get('/api/user')).body.school).toBeNull();
    const listed = (await admin.client.get('/api/invitations')).body;
    expect(listed.map((i: { status: string }) => i.status).sort()).toEqual(['expired', 'revoked']);
    expect(JSON.stringify(listed)).not.toContain('/join/');
  });

  it('refuse a student of another school until they leave it', async () => {
    const one = await schoolWithPeople(app);
    const other = await newSchool(app);
    const invitation = await invite(other.admin.client, { role: 'student' });
    const path = `/api/invitations/by-token/${tokenOf(invitation)}/accept`;
    const refused = await one.student.client.post(path, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'You already belong to a school. Leave it from My Profile first.',
    );
    expect((await one.student.client.delete('/api/user/school')).body).toEqual({
      role: 'student',
      school: null,
    });
    expect((await one.student.client.post(path, {})).status).toBe(200);
    expect((await one.counselor.client.get('/api/school/students')).body).toEqual([]);
  });

  it('let a student invite a parent, who sees the child without statement text', async () => {
    const { student, counselor } = await schoolWithPeople(app);
    const selection = (await student.client.post('/api/selected-programs', { programId: 1 })).body;
    await student.client.put(`/api/selected-programs/${selection.id}/personal-statement`, {
      personalStatement: 'my private statement',
    });
    const parent = await invited(app, student.client, 'parent');
    expect((await parent.client.get('/api/user')).body).toMatchObject({
      role: 'parent',
      school: null,
    });
    const children = (await parent.client.get('/api/children')).body;
    expect(children.map((c: { id: number }) => c.id)).toEqual([student.id]);
    const record = await parent.client.get(`/api/children/${student.id}`);
    expect(record.status).toBe(200);
    expect(record.body.selections[0].personalStatement).toBeNull();
    expect(record.text).not.toContain('my private statement');
    const staffRecord = await counselor.client.get(`/api/school/students/${student.id}`);
    expect(staffRecord.body.selections[0].personalStatement).toBe('my private statement');

    const views = (await student.client.get('/api/user/data-views')).body;
    expect(views.map((v: { role: string; what: string }) => `${v.role} ${v.what}`).sort()).toEqual([
      'counselor profile',
      'counselor programmes',
      'parent profile',
      'parent programmes',
    ]);
    expect((await student.client.get('/api/user/parents')).body[0].id).toBe(parent.id);
    expect((await student.client.delete(`/api/user/parents/${parent.id}`)).status).toBe(200);
    expect((await parent.client.get(`/api/children/${student.id}`)).status).toBe(404);
  });
});

describe("the school's student list", () => {
  it('counts each student’s parents and programmes, and only their own', async () => {
    const { counselor, student } = await schoolWithPeople(app, 'Prepa Cuentas');
    const other = await invited(app, counselor.client, 'student');
    await invited(app, student.client, 'parent');
    for (const programId of [1, 2]) {
      expect((await student.client.post('/api/selected-programs', { programId })).status).toBe(201);
    }
    const list = await counselor.client.get('/api/school/students');
    expect(list.status).toBe(200);
    const row = (id: number) => list.body.find((entry: { id: number }) => entry.id === id);
    expect(row(student.id)).toMatchObject({ parents: 1, programmes: 2 });
    expect(row(other.id)).toMatchObject({ parents: 0, programmes: 0 });
  });
});
