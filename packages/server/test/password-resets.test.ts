import { describe, expect, it } from 'vitest';
import { PasswordReset } from '../src/modules/password-reset/password-reset.entity';
import { Session } from '../src/modules/session/session.entity';
import { User } from '../src/modules/user/user.entity';
import { invited, schoolWithPeople } from './schools';
import { startSmtpServer } from './smtp';
import {
  from,
  initTestApp,
  newStudent,
  ROOMY_RATE_LIMITS,
  startTestApp,
  studentInTwoBrowsers,
} from './utils';

const { url: smtpUrl, received } = await startSmtpServer();
const app = await startTestApp({ config: { smtpUrl, publicUrl: 'https://puente.example' } });

/** The reset link emailed to `to`, once it arrives (the request does not wait for the email). */
async function linkSentTo(to: string, after = 0): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = received.slice(after).find((each) => each.to.includes(to));
    // Quoted-printable soft line breaks would cut the link.
    const link = mail?.text.replace(/=\r?\n/g, '').match(/https:\/\/puente\.example(\S+)/)?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset email reached ${to}`);
}

const tokenIn = (link: string) => link.replace('/reset-password/', '');

describe('forgot password', () => {
  it('emails a single-use link that sets a new password and signs every browser out', async () => {
    const { student, first, second } = await studentInTwoBrowsers(app);
    const before = received.length;
    const asked = await app
      .client()
      .post(
        '/api/password-resets',
        { account: student.username },
        { headers: { 'accept-language': 'es-MX' } },
      );
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ ok: true });
    const link = await linkSentTo(student.email, before);
    expect(link).toMatch(/^\/reset-password\/[A-Za-z0-9_-]{43}$/);
    expect(received.at(-1)?.text).toContain('Alguien pidi=C3=B3 restablecer');

    // Only the token's hash is stored.
    const em = app.orm.em.fork();
    const rows = await em.find(PasswordReset, {});
    expect(rows.some((row) => row.tokenHash === tokenIn(link))).toBe(false);

    const preview = await app
      .client()
      .get(`/api${link.replace('/reset-password/', '/password-resets/')}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ username: student.username });

    const path = `/api/password-resets/${tokenIn(link)}`;
    const tooShort = await app.client().post(path, { newPassword: 'abc' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.fieldErrors.newPassword).toEqual([
      'Password must be at least 6 characters',
    ]);

    const reset = await app.client().post(path, { newPassword: 'a fresh secret' });
    expect(reset.status).toBe(200);
    expect((await first.get('/api/user')).status).toBe(401);
    expect((await second.get('/api/user')).status).toBe(401);
    const user = await em.findOneOrFail(User, { username: student.username });
    expect(await em.count(Session, { user: user.id })).toBe(0);
    const withNew = await app
      .client()
      .post('/api/login', { username: student.username, password: 'a fresh secret' });
    expect(withNew.status).toBe(200);

    // Used once, never again.
    const reused = await app.client().post(path, { newPassword: 'another secret' });
    expect(reused.status).toBe(410);
    expect(reused.body.message).toBe('This reset link has already been used. Ask for a new one.');
    expect((await app.client().get(path)).status).toBe(410);
  });

  it('finds the account by its email too, in any case', async () => {
    const student = newStudent();
    await app.client().post('/api/register', student);
    const before = received.length;
    const asked = await app
      .client()
      .post('/api/password-resets', { account: student.email.toUpperCase() });
    expect(asked.status).toBe(202);
    expect(await linkSentTo(student.email, before)).toMatch(/^\/reset-password\//);
  });

  it('answers the same for an account that does not exist, and sends nothing', async () => {
    const before = received.length;
    for (const account of ['nobody-at-all', 'nobody@example.com']) {
      const asked = await app.client().post('/api/password-resets', { account });
      expect(asked.status).toBe(202);
      expect(asked.body).toEqual({ ok: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.length).toBe(before);
  });

  it('refuses an expired link and an unknown one', async () => {
    const student = newStudent();
    await app.client().post('/api/register', student);
    const before = received.length;
    await app.client().post('/api/password-resets', { account: student.username });
    const token = tokenIn(await linkSentTo(student.email, before));
    const em = app.orm.em.fork();
    const user = await em.findOneOrFail(User, { username: student.username });
    await em.nativeUpdate(
      PasswordReset,
      { user: user.id },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    const expired = await app
      .client()
      .post(`/api/password-resets/${token}`, { newPassword: 'too late now' });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This reset link has expired. Ask for a new one.');
    for (const unknown of ['A'.repeat(43), 'not-a-token']) {
      const answer = await app
        .client()
        .post(`/api/password-resets/${unknown}`, { newPassword: 'whatever1' });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('This reset link is not valid');
    }
    const login = await app.client().post('/api/login', student);
    expect(login.status).toBe(200);
  });

  it('asks for a username or email (400, never a 5xx)', async () => {
    for (const body of [{}, { account: '' }, { account: 5 }, { account: 'a'.repeat(300) }]) {
      const answer = await app.client().post('/api/password-resets', body);
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors.account).toHaveLength(1);
    }
  });

  it('says whether a link can be emailed', async () => {
    expect((await app.client().get('/api/password-resets/options')).body).toEqual({ email: true });
  });
});

describe('a counselor-issued reset link', () => {
  it('is made for a student of their own school, shown and emailed', async () => {
    const a = await schoolWithPeople(app, 'Prepa Reset A');
    const made = await a.counselor.client.post(
      `/api/school/students/${a.student.id}/password-reset`,
      {},
    );
    expect(made.status).toBe(201);
    expect(made.body.link).toMatch(
      /^https:\/\/puente\.example\/reset-password\/[A-Za-z0-9_-]{43}$/,
    );
    expect(made.body.emailed).toBe(true);
    const byAdmin = await a.admin.client.post(
      `/api/school/students/${a.student.id}/password-reset`,
      {},
    );
    expect(byAdmin.status).toBe(201);
    const token = made.body.link.split('/').at(-1);
    const reset = await app
      .client()
      .post(`/api/password-resets/${token}`, { newPassword: 'from my counselor' });
    expect(reset.status).toBe(200);
    // Setting the password spent the admin's link too.
    const other = byAdmin.body.link.split('/').at(-1);
    expect((await app.client().get(`/api/password-resets/${other}`)).status).toBe(410);
  });

  it("is refused for another school's student (404), and to students and parents (403)", async () => {
    const a = await schoolWithPeople(app, 'Prepa Reset B');
    const b = await schoolWithPeople(app, 'Prepa Reset C');
    const path = `/api/school/students/${a.student.id}/password-reset`;
    expect((await b.counselor.client.post(path, {})).status).toBe(404);
    expect((await b.admin.client.post(path, {})).status).toBe(404);
    expect(
      (await a.counselor.client.post(`/api/school/students/${a.counselor.id}/password-reset`, {}))
        .status,
    ).toBe(404);
    expect((await a.student.client.post(path, {})).status).toBe(403);
    const parent = await invited(app, a.student.client, 'parent');
    expect((await parent.client.post(path, {})).status).toBe(403);
    expect((await app.client().post(path, {})).status).toBe(401);
    expect(await app.orm.em.fork().count(PasswordReset, { user: a.student.id })).toBe(0);
  });
});

describe('without SMTP', () => {
  it('sends nothing, answers the same, and says so to the forgot page', async () => {
    const quiet = await initTestApp();
    try {
      const student = newStudent();
      await quiet.client().post('/api/register', student);
      const asked = await quiet
        .client()
        .post('/api/password-resets', { account: student.username });
      expect(asked.status).toBe(202);
      expect(await quiet.orm.em.fork().count(PasswordReset, {})).toBe(0);
      expect((await quiet.client().get('/api/password-resets/options')).body).toEqual({
        email: false,
      });
    } finally {
      await quiet.close();
    }
  });
});

describe('the reset limits', () => {
  it('refuse more requests for one account, and from one address, whether or not it exists', async () => {
    const limited = await initTestApp({
      config: {
        trustProxy: true,
        smtpUrl,
        rateLimits: { ...ROOMY_RATE_LIMITS, resetPerAccount: 2, resetPerAddress: 3 },
      },
    });
    try {
      const ask = (account: string, address: string) =>
        limited.client().post('/api/password-resets', { account }, from(address));
      // One account, from many addresses: the third is refused, existing or not.
      expect((await ask('ghost', '198.51.100.1')).status).toBe(202);
      expect((await ask('GHOST', '198.51.100.2')).status).toBe(202);
      const refused = await ask('ghost', '198.51.100.3');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body.message).toMatch(
        /^Too many reset requests\. Please try again in \d+ minutes?\.$/,
      );
      // One address, many accounts: the fourth is refused.
      for (const account of ['uno', 'dos', 'tres']) {
        expect((await ask(account, '198.51.100.9')).status).toBe(202);
      }
      expect((await ask('cuatro', '198.51.100.9')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
