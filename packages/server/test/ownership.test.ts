import { EMPTY_MATCH_PROFILE, emptyStatement, encodeStatement } from '@puente/core';
import { describe, expect, it } from 'vitest';
import { Selection } from '../src/modules/selection/selection.entity';
import { Session } from '../src/modules/session/session.entity';
import { StudentInfo } from '../src/modules/student-info/student-info.entity';
import { User } from '../src/modules/user/user.entity';
import { newStudent, startTestApp, type TestClient } from './utils';

/**
 * Every per-user route, tried by one student against another's rows: ids in
 * the path are a 404 (the same as an unknown id), owner fields in bodies are
 * ignored, and the other student's rows do not change.
 */

const app = await startTestApp();

interface Student {
  client: TestClient;
  id: number;
  username: string;
  password: string;
}

async function student(): Promise<Student> {
  const body = newStudent();
  const client = app.client();
  const answer = await client.post('/api/register', body);
  expect(answer.status).toBe(201);
  return { client, id: answer.body.id, username: body.username, password: body.password };
}

const profile = {
  ...EMPTY_MATCH_PROFILE,
  intendedSubject: ['Law'],
  currentYear: '11th',
  mathScore: 90,
  overallGpa: '9.1',
};

/** Everything the owner has, as rows, to compare before and after. */
async function snapshotOf(owner: Student) {
  const em = app.orm.em.fork();
  return {
    user: await em.findOneOrFail(User, owner.id, { populate: ['password'] }),
    info: await em.findOne(StudentInfo, { user: owner.id }),
    selections: await em.find(Selection, { user: owner.id }, { orderBy: { id: 'asc' } }),
    sessions: await em.count(Session, { user: owner.id }),
  };
}

describe("another student's rows", () => {
  it('are out of reach on every per-user route, and nothing of theirs changes', async () => {
    const owner = await student();
    const intruder = await student();
    await owner.client.post('/api/student-info', profile);
    const selection = (await owner.client.post('/api/selected-programs', { programId: 1 })).body;
    await owner.client.put(`/api/selected-programs/${selection.id}/personal-statement`, {
      personalStatement: encodeStatement({ ...emptyStatement(), text: 'mine' }),
    });
    const before = await snapshotOf(owner);

    const notFound = { message: 'Selection not found' };
    const attempts: [string, string, unknown, number, unknown?][] = [
      ['DELETE', `/api/selected-programs/${selection.id}`, undefined, 404, notFound],
      [
        'PUT',
        `/api/selected-programs/${selection.id}/personal-statement`,
        { personalStatement: 'not yours' },
        404,
        notFound,
      ],
    ];
    for (const [method, path, json, status, body] of attempts) {
      const answer = await intruder.client.request(method, path, { json });
      expect(answer.status, `${method} ${path}`).toBe(status);
      if (body) expect(answer.body).toEqual(body);
    }

    // Reads answer the intruder's own (empty) data, never the owner's.
    expect((await intruder.client.get('/api/selected-programs')).body).toEqual([]);
    expect((await intruder.client.get('/api/student-info')).status).toBe(404);
    expect((await intruder.client.get('/api/user')).body.id).toBe(intruder.id);

    // Owner fields in bodies are ignored: the rows are the intruder's own.
    const info = await intruder.client.post('/api/student-info', {
      ...profile,
      userId: owner.id,
      user: owner.id,
      id: before.info?.id,
    });
    expect(info.status).toBe(201);
    expect(info.body.userId).toBe(intruder.id);
    expect(info.body.id).not.toBe(before.info?.id);
    const selected = await intruder.client.post('/api/selected-programs', {
      programId: 1,
      userId: owner.id,
      id: selection.id,
    });
    expect(selected.status).toBe(201);
    expect(selected.body.userId).toBe(intruder.id);
    expect(selected.body.id).not.toBe(selection.id);
    const password = await intruder.client.post('/api/user/password', {
      currentPassword: intruder.password,
      newPassword: 'intruder secret',
      userId: owner.id,
      username: owner.username,
    });
    expect(password.status).toBe(200);
    expect(password.body.id).toBe(intruder.id);

    // The owner's rows are exactly as they were, and they are still signed in.
    const after = await snapshotOf(owner);
    expect(after.user.password).toBe(before.user.password);
    expect(after.info?.updatedAt).toEqual(before.info?.updatedAt);
    expect(after.info?.intendedSubject).toEqual(['Law']);
    expect(after.selections.map((row) => [row.id, row.personalStatement, row.updatedAt])).toEqual(
      before.selections.map((row) => [row.id, row.personalStatement, row.updatedAt]),
    );
    expect(after.sessions).toBe(before.sessions);
    expect((await owner.client.get('/api/user')).body.id).toBe(owner.id);
    const own = await app
      .client()
      .post('/api/login', { username: owner.username, password: owner.password });
    expect(own.status).toBe(200);
  });

  it('and unknown ids answer exactly alike, so ids reveal nothing', async () => {
    const owner = await student();
    const intruder = await student();
    const selection = (await owner.client.post('/api/selected-programs', { programId: 2 })).body;
    for (const method of ['DELETE', 'PUT'] as const) {
      const suffix = method === 'PUT' ? '/personal-statement' : '';
      const json = method === 'PUT' ? { personalStatement: 'x' } : undefined;
      const theirs = await intruder.client.request(
        method,
        `/api/selected-programs/${selection.id}${suffix}`,
        { json },
      );
      const unknown = await intruder.client.request(
        method,
        `/api/selected-programs/2147483647${suffix}`,
        { json },
      );
      expect([theirs.status, theirs.body]).toEqual([unknown.status, unknown.body]);
    }
  });
});
