import { PASSWORD_BLANK, PASSWORD_UNPAIRED } from '@puente/core';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD, PASSWORD_IS_USERNAME } from '../src/modules/auth/password-policy';
import { initTestApp, newStudent, ROOMY_RATE_LIMITS, startTestApp } from './utils';

const app = await startTestApp();

describe('a new password', () => {
  it('is refused when it is the username with spaces around it', async () => {
    const student = newStudent();
    const answer = await app
      .client()
      .post('/api/register', { ...student, password: ` ${student.username} ` });
    expect(answer.body.fieldErrors).toEqual({ password: [PASSWORD_IS_USERNAME] });
  });

  it('is refused with a lone surrogate, before any hash: two such passwords are not one', async () => {
    const answer = await app
      .client()
      .post('/api/register', newStudent({ password: 'abc\uD800defg' }));
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ password: [PASSWORD_UNPAIRED] });
    const signIn = await app
      .client()
      .post('/api/login', { username: 'anybody', password: 'abc\uDC00defg' });
    expect(signIn.status).toBe(400);
    expect(signIn.body.fieldErrors).toEqual({ password: [PASSWORD_UNPAIRED] });
  });

  it.each([
    ['one of the most common', '123456', COMMON_PASSWORD],
    ['one of the most common', 'password1', COMMON_PASSWORD],
    ['one of the most common', 'Qwerty123', COMMON_PASSWORD],
    ['one of the most common', 'iloveyou', COMMON_PASSWORD],
    ['one of the most common', 'football', COMMON_PASSWORD],
    ['one of the most common with a trailing space', 'password ', COMMON_PASSWORD],
    ['one of the most common with spaces around', '  iloveyou  ', COMMON_PASSWORD],
    ['one of the most common with a tab', '\tfootball', COMMON_PASSWORD],
    ['blank (six spaces)', '      ', PASSWORD_BLANK],
    ['control characters only (six NULs)', '\u0000'.repeat(6), PASSWORD_BLANK],
    ['control characters only (tabs, newlines and a DEL)', '\t\n\r\u007F\t\n', PASSWORD_BLANK],
  ])('is refused when it is %s: %j', async (_what, password, message) => {
    const answer = await app.client().post('/api/register', newStudent({ password }));
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ password: [message] });
  });

  it('is refused when it is the username, whatever the case', async () => {
    const student = newStudent();
    const answer = await app
      .client()
      .post('/api/register', { ...student, password: student.username.toUpperCase() });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ password: [PASSWORD_IS_USERNAME] });
  });

  it("keeps SPEC's 6-character minimum and its message", async () => {
    const answer = await app.client().post('/api/register', newStudent({ password: 'gx7!q' }));
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      password: ['Password must be at least 6 characters'],
    });
    expect(
      (await app.client().post('/api/register', newStudent({ password: 'gx7!qz' }))).status,
    ).toBe(201);
  });

  it('follows the same rules on a password change', async () => {
    const student = newStudent();
    const browser = app.client();
    await browser.post('/api/register', student);
    const common = await browser.post('/api/user/password', {
      currentPassword: student.password,
      newPassword: 'letmein1',
    });
    expect(common.status).toBe(400);
    expect(common.body.fieldErrors).toEqual({ newPassword: [COMMON_PASSWORD] });
    const username = await browser.post('/api/user/password', {
      currentPassword: student.password,
      newPassword: student.username,
    });
    expect(username.body.fieldErrors).toEqual({ newPassword: [PASSWORD_IS_USERNAME] });
  });

  it('refused is no failed sign-in: a student may try several', async () => {
    const limited = await initTestApp({
      config: { rateLimits: { ...ROOMY_RATE_LIMITS, loginPerAccount: 2, registerPerAccount: 2 } },
    });
    try {
      const student = newStudent();
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const refused = await limited
          .client()
          .post('/api/register', { ...student, password: 'qwerty' });
        expect(refused.status).toBe(400);
      }
      const browser = limited.client();
      expect((await browser.post('/api/register', student)).status).toBe(201);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const refused = await browser.post('/api/user/password', {
          currentPassword: student.password,
          newPassword: 'monkey',
        });
        expect(refused.status).toBe(400);
      }
      const changed = await browser.post('/api/user/password', {
        currentPassword: student.password,
        newPassword: 'a far less common one',
      });
      expect(changed.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
