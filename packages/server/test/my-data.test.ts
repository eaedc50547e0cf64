import { PRIVACY_CONSENT_REQUIRED, PRIVACY_NOTICE_VERSION } from '@puente/core';
import { describe, expect, it } from 'vitest';
import { Selection } from '../src/modules/selection/selection.entity';
import { StudentInfo } from '../src/modules/student-info/student-info.entity';
import { User } from '../src/modules/user/user.entity';
import { invited, schoolWithPeople } from './schools';
import { newStudent, signedInStudent, startTestApp } from './utils';

/** The privacy notice's consent and a student's data rights (docs/product/privacy.md). */
const app = await startTestApp();

const profile = {
  intendedSubject: ['Law'],
  currentYear: '12th',
  overallGpa: '9.1',
};

describe('registering', () => {
  it('without accepting the privacy notice is a 400 with the field’s message, and no account', async () => {
    const { privacyConsent: _consent, ...student } = newStudent();
    for (const body of [student, { ...student, privacyConsent: false }]) {
      const answer = await app.client().post('/api/register', body);
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ privacyConsent: [PRIVACY_CONSENT_REQUIRED] });
    }
    const em = app.orm.em.fork();
    expect(await em.count(User, { username: student.username })).toBe(0);
  });

  it('records the notice’s version and when it was accepted', async () => {
    const before = Date.now();
    const { userId } = await signedInStudent(app);
    const user = await app.orm.em.fork().findOneOrFail(User, userId);
    expect(user.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(user.privacyConsentedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('downloading my data', () => {
  it('needs a session', async () => {
    expect((await app.client().get('/api/user/data')).status).toBe(401);
  });

  it("has the student's account, profile and statements, and no one else's", async () => {
    const ana = await signedInStudent(app);
    const other = await signedInStudent(app);
    await ana.client.post('/api/student-info', profile);
    const saved = await ana.client.post('/api/selected-programs', { programId: 1 });
    await ana.client.put(`/api/selected-programs/${saved.body.id}/personal-statement`, {
      personalStatement: 'Ana wrote about the law clinic in Puebla.',
    });
    await other.client.post('/api/student-info', { ...profile, intendedSubject: ['Medicine'] });
    const theirs = await other.client.post('/api/selected-programs', { programId: 1 });
    await other.client.put(`/api/selected-programs/${theirs.body.id}/personal-statement`, {
      personalStatement: 'Someone else entirely.',
    });

    const answer = await ana.client.get('/api/user/data');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const otherUser = (await other.client.get('/api/user')).body;
    expect(answer.body.account).toMatchObject({
      id: ana.userId,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(answer.body.account).not.toHaveProperty('password');
    expect(answer.body.studentInfo).toMatchObject({ intendedSubject: ['Law'] });
    expect(answer.body.selectedProgrammes).toHaveLength(1);
    expect(answer.text).toContain('the law clinic in Puebla');
    expect(answer.text).not.toContain('Someone else entirely');
    expect(answer.text).not.toContain(otherUser.username);
    expect(answer.text).not.toContain('Medicine');
    expect(answer.body.signedInBrowsers).toHaveLength(1);
  });

  it('is the student’s own: staff and parents are refused', async () => {
    const { student, counselor } = await schoolWithPeople(app);
    const parent = await invited(app, student.client, 'parent');
    expect((await counselor.client.get('/api/user/data')).status).toBe(403);
    expect((await parent.client.get('/api/user/data')).status).toBe(403);
    expect((await student.client.get('/api/user/data')).body.parents).toHaveLength(1);
  });
});

describe('deleting my account', () => {
  it('removes the student’s rows, signs them out everywhere and leaves others alone', async () => {
    const ana = await signedInStudent(app);
    const other = await signedInStudent(app);
    await ana.client.post('/api/student-info', profile);
    await ana.client.post('/api/selected-programs', { programId: 1 });
    await other.client.post('/api/selected-programs', { programId: 1 });
    const { username } = (await ana.client.get('/api/user')).body;
    const secondBrowser = app.client();
    await secondBrowser.post('/api/login', { username, password: 'correct horse battery' });

    const answer = await ana.client.delete('/api/user');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });

    const em = app.orm.em.fork();
    expect(await em.count(User, { id: ana.userId })).toBe(0);
    expect(await em.count(StudentInfo, { user: ana.userId })).toBe(0);
    expect(await em.count(Selection, { user: ana.userId })).toBe(0);
    expect(await em.count(Selection, { user: other.userId })).toBe(1);
    expect((await ana.client.get('/api/user')).status).toBe(401);
    expect((await secondBrowser.get('/api/user')).status).toBe(401);
    expect(
      (await app.client().post('/api/login', { username, password: 'correct horse battery' }))
        .status,
    ).toBe(401);
  });

  it('a second deletion, or a deletion signed out, is a 401 and deletes nothing', async () => {
    const ana = await signedInStudent(app);
    expect((await ana.client.delete('/api/user')).status).toBe(200);
    expect((await ana.client.delete('/api/user')).status).toBe(401);
    expect((await app.client().delete('/api/user')).status).toBe(401);
  });

  it('is for students: staff are refused and stay', async () => {
    const { admin } = await schoolWithPeople(app);
    expect((await admin.client.delete('/api/user')).status).toBe(403);
    expect((await admin.client.get('/api/user')).status).toBe(200);
  });
});
