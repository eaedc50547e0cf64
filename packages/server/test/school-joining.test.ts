import { describe, expect, it } from 'vitest';
import { ClassCode } from '../src/modules/class-code/class-code.entity';
import { HandOff } from '../src/modules/hand-off/hand-off.entity';
import { Invitation } from '../src/modules/invitation/invitation.entity';
import { User } from '../src/modules/user/user.entity';
import { newAccount, newSchool, tokenOf } from './schools';
import { startSmtpServer } from './smtp';
import { startTestApp } from './utils';

const { url: smtpUrl, received } = await startSmtpServer();

const app = await startTestApp({
  config: { smtpUrl, publicUrl: 'https://puente.example' },
});

describe('an invitation by email', () => {
  it('is sent over SMTP with its link, in the inviter’s language', async () => {
    const { admin } = await newSchool(app, 'Colegio Correo');
    const made = await admin.client.post(
      '/api/invitations',
      { role: 'counselor', email: 'orientadora@colegio.example' },
      { headers: { 'accept-language': 'es-MX' } },
    );
    expect(made.status).toBe(201);
    expect(made.body.emailed).toBe(true);
    const mail = received.find(({ to }) => to.includes('orientadora@colegio.example'));
    expect(mail?.text).toContain(`https://puente.example${made.body.link}`);
    expect(mail?.text).toContain('te invit');
    expect(mail?.text).toContain('Colegio Correo');
  });
});

describe('a class code', () => {
  it('lets students join up to its cap, even all at once', async () => {
    const { admin, school } = await newSchool(app);
    const code = (await admin.client.post('/api/class-codes', { label: '6B', maxUses: 3 })).body;
    expect(code.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const students = await Promise.all(Array.from({ length: 8 }, () => newAccount(app)));
    const answers = await Promise.all(
      students.map(({ client }) =>
        client.post('/api/join', { code: code.code.toLowerCase().replace(/(....)/, '$1-') }),
      ),
    );
    const statuses = answers.map(({ status }) => status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    const refused = answers.find(({ status }) => status === 409);
    expect(refused?.body.message).toBe('This class code has been used as many times as it allows');
    const em = app.orm.em.fork();
    expect((await em.findOneOrFail(ClassCode, code.id)).uses).toBe(3);
    expect(await em.count(User, { school: school.id, role: 'student' })).toBe(3);
    // Joining again is no new use.
    const joined = students[answers.findIndex(({ status }) => status === 200)];
    expect((await joined?.client.post('/api/join', { code: code.code }))?.status).toBe(200);
  });

  it('revoked or unknown is not valid', async () => {
    const { admin } = await newSchool(app);
    const code = (await admin.client.post('/api/class-codes', { label: '6C', maxUses: 3 })).body;
    await admin.client.delete(`/api/class-codes/${code.id}`);
    const student = await newAccount(app);
    for (const tried of [code.code, 'ABCDEFGH']) {
      const answer = await student.client.post('/api/join', { code: tried });
      expect([answer.status, answer.body.message]).toEqual([404, 'That class code is not valid']);
    }
    expect((await student.client.get('/api/user')).body.school).toBeNull();
  });
});

describe('the CSV import', () => {
  const header = 'first_name,last_name,email,parent_email';

  it('invites every student, and each parent once the child has joined', async () => {
    const { admin, school } = await newSchool(app);
    const csv = `${header}\nLuz,Pérez,luz@example.com,mama.luz@example.com\nIván,Soto,ivan@example.com,\n`;
    const answer = await admin.client.post('/api/school/import', { csv });
    expect(answer.status, answer.text).toBe(201);
    const roles = answer.body.invitations.map((i: { role: string }) => i.role);
    expect(roles).toEqual(['student', 'parent', 'student']);
    const [luz, mama] = answer.body.invitations;
    const parent = await newAccount(app);
    const early = await parent.client.post(`/api/invitations/by-token/${tokenOf(mama)}/accept`, {});
    expect([early.status, early.body.message]).toEqual([
      409,
      'This invitation works once your child has joined Puente',
    ]);
    const child = await newAccount(app);
    await child.client.post(`/api/invitations/by-token/${tokenOf(luz)}/accept`, {});
    expect((await child.client.get('/api/user')).body.school.id).toBe(school.id);
    const late = await parent.client.post(`/api/invitations/by-token/${tokenOf(mama)}/accept`, {});
    expect(late.status, late.text).toBe(200);
    expect((await parent.client.get('/api/children')).body[0].id).toBe(child.id);
  });

  it.each([
    [
      'formula injection',
      `${header}\n"=HYPERLINK(""https://x.example"")",Soto,a@example.com,`,
      'Row 2: first_name must not start with =, +, - or @',
    ],
    [
      'a bidi override',
      `${header}\nAna\u202E,Soto,a@example.com,`,
      'Row 2: first_name must not contain control or invisible characters',
    ],
    [
      'a bad encoding',
      `${header}\nAn\uFFFDa,Soto,a@example.com,`,
      'Row 2: The file is not UTF-8 text: save it as “CSV UTF-8” and try again',
    ],
    ['a bad email', `${header}\nAna,Soto,nope,`, 'Row 2: Invalid email address'],
    [
      'a duplicate email',
      `${header}\nAna,Soto,a@example.com,\nEva,Ruiz,A@example.com,`,
      'Row 3: This email is also on row 2',
    ],
    [
      'an unknown column',
      'first_name,last_name,mail\nAna,Soto,a@example.com',
      'Row 1: The first row must name the columns first_name, last_name, email and, optionally, parent_email',
    ],
  ])('refuses %s, importing nothing', async (_, csv, message) => {
    const { admin } = await newSchool(app);
    const answer = await admin.client.post('/api/school/import', { csv });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors.rows).toContain(message);
    expect(await app.orm.em.fork().count(Invitation, { invitedBy: admin.id })).toBe(0);
  });

  it('refuses 10,000 rows with a clear message, and lists at most 50 problems', async () => {
    const { admin } = await newSchool(app);
    const rows = Array.from({ length: 10_000 }, (_, i) => `Ana,Soto,a${i}@example.com,`);
    const big = await admin.client.post('/api/school/import', {
      csv: [header, ...rows].join('\n'),
    });
    expect(big.status).toBe(400);
    expect(big.body.fieldErrors.rows).toEqual([
      'The file has 10,000 students: at most 2,000 can be imported at once',
    ]);
    const bad = Array.from({ length: 120 }, () => 'Ana,Soto,nope,');
    const many = await admin.client.post('/api/school/import', {
      csv: [header, ...bad].join('\n'),
    });
    expect(many.body.fieldErrors.rows).toHaveLength(51);
    expect(many.body.fieldErrors.rows.at(-1)).toBe('…and 70 more problems');
    expect(await app.orm.em.fork().count(Invitation, { invitedBy: admin.id })).toBe(0);
  });
});

describe('a hand-off from a school page', () => {
  async function schoolWithSite() {
    const { admin, school } = await newSchool(app, 'Colegio Sitio');
    await admin.client.put('/api/school', {
      schoolName: 'Colegio Sitio',
      city: 'León',
      country: 'Mexico',
      origins: ['https://colegio.example'],
    });
    return { admin, school };
  }

  const handOff = (siteKey: string, origin?: string) =>
    app
      .client()
      .post(
        '/api/hand-offs',
        { siteKey, picks: [1, 2, 2, 999_999] },
        { headers: origin ? { origin } : {} },
      );

  it('is attributed from the school’s registered website, and the student chooses', async () => {
    const { admin, school } = await schoolWithSite();
    const ticket = await handOff(school.siteKey, 'https://colegio.example');
    expect(ticket.status, ticket.text).toBe(201);
    expect(ticket.headers.get('access-control-allow-origin')).toBe('*');
    expect(ticket.body.school).toEqual({ id: school.id, name: 'Colegio Sitio' });
    expect(ticket.body.link).toBe(`/auth?mode=register&handoff=${ticket.body.token}`);
    const stored = await app.orm.em.fork().findOneOrFail(HandOff, { school: school.id });
    expect(stored.picks).toEqual([1, 2]);
    expect(JSON.stringify(stored)).not.toContain(ticket.body.token);

    const student = await newAccount(app);
    const preview = (await student.client.get(`/api/hand-offs/${ticket.body.token}`)).body;
    expect(preview.programmes.map((p: { id: number }) => p.id)).toEqual([1, 2]);
    expect(preview.programmes[0].programName).toEqual(expect.any(String));
    const notPicked = await student.client.post(`/api/hand-offs/${ticket.body.token}/accept`, {
      programmeIds: [3],
      joinSchool: true,
    });
    expect(notPicked.status).toBe(400);
    const accepted = await student.client.post(`/api/hand-offs/${ticket.body.token}/accept`, {
      programmeIds: [2],
      joinSchool: true,
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.selections.map((s: { programId: number }) => s.programId)).toEqual([2]);
    expect(accepted.body.membership).toEqual({
      role: 'student',
      school: { id: school.id, name: 'Colegio Sitio' },
    });
    const [listed] = (await admin.client.get('/api/school/students')).body;
    expect(listed.cameFrom).toEqual({
      origin: 'https://colegio.example',
      verified: true,
      schoolName: 'Colegio Sitio',
    });
  });

  it.each([
    ['a third site', 'https://otro.example'],
    ['no Origin', undefined],
  ])('from %s attributes nothing', async (_, origin) => {
    const { school } = await schoolWithSite();
    const ticket = await handOff(school.siteKey, origin);
    expect(ticket.status).toBe(201);
    expect(ticket.body.school).toBeNull();
    const student = await newAccount(app);
    const accepted = await student.client.post(`/api/hand-offs/${ticket.body.token}/accept`, {
      programmeIds: [1],
      joinSchool: true,
    });
    expect(accepted.body.membership.school).toBeNull();
    expect(accepted.body.selections).toHaveLength(1);
    const user = await app.orm.em.fork().findOneOrFail(User, student.id);
    expect([user.school, user.cameFrom]).toEqual([null, null]);
  });

  it('answers forged and expired tokens clearly', async () => {
    const { school } = await schoolWithSite();
    const ticket = await handOff(school.siteKey, 'https://colegio.example');
    await app.orm.em
      .fork()
      .nativeUpdate(HandOff, { school: school.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await app.client().get(`/api/hand-offs/${ticket.body.token}`);
    expect([expired.status, expired.body.message]).toEqual([410, 'This link has expired']);
    const forged = await app.client().get(`/api/hand-offs/${'x'.repeat(43)}`);
    expect([forged.status, forged.body.message]).toEqual([404, 'This link is not valid']);
  });
});
