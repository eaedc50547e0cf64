import {
  encodeStatement,
  type FoundationProgramme,
  NEW_TRACKER,
  type SelectedProgramme,
} from '@puente/core';
import { describe, expect, it } from 'vitest';
import { Selection } from '../src/modules/selection/selection.entity';
import { signedInStudent, startTestApp } from './utils';

const app = await startTestApp();
const programmes: FoundationProgramme[] = (
  await app.client().get('/api/foundation-programs?pageSize=10')
).body.items;

const programme = (index: number) => programmes[index] as FoundationProgramme;
const rowsOf = (userId: number) =>
  app.orm.em.fork().find(Selection, { user: userId }, { orderBy: { id: 'asc' } });

describe('POST /api/selected-programs', () => {
  it('selects a programme with status Not Started and answers it with the programme', async () => {
    const { client, userId } = await signedInStudent(app);
    const answer = await client.post('/api/selected-programs', { programId: programme(0).id });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      userId,
      programId: programme(0).id,
      status: 'Not Started',
      personalStatement: null,
      statementUpdatedAt: null,
      tracker: NEW_TRACKER,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      program: programme(0),
    } satisfies Record<keyof SelectedProgramme, unknown>);
  });

  it('keeps one row when the same programme is selected again, or twice at once', async () => {
    const { client, userId } = await signedInStudent(app);
    const first = await client.post('/api/selected-programs', { programId: programme(1).id });
    const again = await client.post('/api/selected-programs', { programId: programme(1).id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const [a, b] = await Promise.all([
      client.post('/api/selected-programs', { programId: programme(2).id }),
      client.post('/api/selected-programs', { programId: programme(2).id }),
    ]);
    expect([a?.status, b?.status].sort()).toEqual([200, 201]);
    expect(a?.body.id).toBe(b?.body.id);
    expect(await rowsOf(userId)).toHaveLength(2);
  });

  it('answers 404 for a programme that does not exist', async () => {
    const { client, userId } = await signedInStudent(app);
    const answer = await client.post('/api/selected-programs', { programId: 999_999 });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Program not found' });
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it.each([
    [{}, 'Program id must be a number'],
    [{ programId: String(1) }, 'Program id must be a number'],
    [{ programId: 1.5 }, 'Program id must be a whole number'],
    [{ programId: -4 }, 'Program id must be at least 1'],
    [{ programId: 2 ** 40 }, 'Program id must be at most 2147483647'],
  ])('answers 400 to %j', async (body, message) => {
    const { client, userId } = await signedInStudent(app);
    const answer = await client.post('/api/selected-programs', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message, fieldErrors: { programId: [message] } });
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it('takes only the programme id: a status or owner in the body is not stored', async () => {
    const { client, userId } = await signedInStudent(app);
    const other = await signedInStudent(app);
    const answer = await client.post('/api/selected-programs', {
      programId: programme(3).id,
      status: 'Accepted',
      userId: other.userId,
      personalStatement: 'planted',
      id: 77_777,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ userId, status: 'Not Started', personalStatement: null });
    expect(answer.body.id).not.toBe(77_777);
    expect(await rowsOf(other.userId)).toHaveLength(0);
  });
});

describe('GET /api/selected-programs', () => {
  it("lists the student's own selections, newest first, each with its programme", async () => {
    const { client } = await signedInStudent(app);
    const other = await signedInStudent(app);
    await other.client.post('/api/selected-programs', { programId: programme(4).id });
    for (const index of [4, 5, 6]) {
      await client.post('/api/selected-programs', { programId: programme(index).id });
    }
    const answer = await client.get('/api/selected-programs');
    expect(answer.status).toBe(200);
    expect(answer.body.map((row: SelectedProgramme) => row.program.slug)).toEqual([
      programme(6).slug,
      programme(5).slug,
      programme(4).slug,
    ]);
    expect(answer.body.every((row: SelectedProgramme) => row.status === 'Not Started')).toBe(true);

    const empty = await (await signedInStudent(app)).client.get('/api/selected-programs');
    expect(empty.body).toEqual([]);
  });
});

describe('DELETE /api/selected-programs/:id', () => {
  it('removes the selection', async () => {
    const { client, userId } = await signedInStudent(app);
    const selected = await client.post('/api/selected-programs', { programId: programme(7).id });
    const removed = await client.delete(`/api/selected-programs/${selected.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true });
    expect(await rowsOf(userId)).toHaveLength(0);

    const twice = await client.delete(`/api/selected-programs/${selected.body.id}`);
    expect(twice.status).toBe(404);
    expect(twice.body).toEqual({ message: 'Selection not found' });
  });
});

describe('PUT /api/selected-programs/:id/personal-statement', () => {
  it('saves the encoded statement as is and answers the updated row', async () => {
    const { client, userId } = await signedInStudent(app);
    const selected = await client.post('/api/selected-programs', { programId: programme(8).id });
    const personalStatement = encodeStatement({
      format: 'ucas-2026',
      text: 'Ever since I built my first robot…\n\nÉl dijo: "¡sí!"',
      answers: ['Why this course', 'Preparation', 'Outside education'],
    });
    const saved = await client.put(
      `/api/selected-programs/${selected.body.id}/personal-statement`,
      {
        personalStatement,
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: selected.body.id,
      personalStatement,
      program: programme(8),
    });
    const [row] = await rowsOf(userId);
    expect(row?.personalStatement).toBe(personalStatement);

    const listed = await client.get('/api/selected-programs');
    expect(listed.body[0].personalStatement).toBe(personalStatement);
  });

  it('answers 400 to a missing, non-text or over-long statement, and keeps the old one', async () => {
    const { client, userId } = await signedInStudent(app);
    const selected = await client.post('/api/selected-programs', { programId: programme(9).id });
    const path = `/api/selected-programs/${selected.body.id}/personal-statement`;
    await client.put(path, { personalStatement: 'first draft' });

    for (const body of [{}, { personalStatement: 42 }, { personalStatement: ['a'] }]) {
      const answer = await client.put(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toEqual({
        personalStatement: ['Personal statement must be text'],
      });
    }
    const long = await client.put(path, { personalStatement: 'a'.repeat(20_001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(
      'Personal statement is too long to save (at most 20,000 characters)',
    );
    const [row] = await rowsOf(userId);
    expect(row?.personalStatement).toBe('first draft');
  });
});

describe("another student's selections", () => {
  it('cannot be read, removed or written: 404, and nothing changes', async () => {
    const owner = await signedInStudent(app);
    const intruder = await signedInStudent(app);
    const selected = await owner.client.post('/api/selected-programs', {
      programId: programme(0).id,
    });
    const id = selected.body.id;
    await owner.client.put(`/api/selected-programs/${id}/personal-statement`, {
      personalStatement: 'mine',
    });
    const before = await rowsOf(owner.userId);

    expect((await intruder.client.get('/api/selected-programs')).body).toEqual([]);

    const removed = await intruder.client.delete(`/api/selected-programs/${id}`);
    expect(removed.status).toBe(404);
    expect(removed.body).toEqual({ message: 'Selection not found' });

    const written = await intruder.client.put(`/api/selected-programs/${id}/personal-statement`, {
      personalStatement: 'not yours',
    });
    expect(written.status).toBe(404);
    expect(written.body).toEqual({ message: 'Selection not found' });

    // An unknown id answers exactly the same, so ids reveal nothing.
    const unknown = await intruder.client.delete('/api/selected-programs/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(removed.body);

    const after = await rowsOf(owner.userId);
    expect(after).toHaveLength(1);
    expect(after[0]?.personalStatement).toBe('mine');
    expect(after[0]?.updatedAt).toEqual(before[0]?.updatedAt);
    expect(await rowsOf(intruder.userId)).toHaveLength(0);
  });
});

describe('ids in the path', () => {
  it('answers 400 to an id that is not a whole number, 404 to one past any row', async () => {
    const { client } = await signedInStudent(app);
    for (const id of ['abc', '1.5', '-1', '0x10']) {
      const removed = await client.delete(`/api/selected-programs/${id}`);
      expect(removed.status, id).toBe(400);
      expect(removed.body.fieldErrors).toEqual({ id: ['Id must be a whole number'] });
      const written = await client.put(`/api/selected-programs/${id}/personal-statement`, {
        personalStatement: 'x',
      });
      expect(written.status, id).toBe(400);
    }
    const huge = await client.delete('/api/selected-programs/99999999999');
    expect(huge.status).toBe(404);
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/selected-programs', undefined],
    ['POST', '/api/selected-programs', { programId: 1 }],
    ['DELETE', '/api/selected-programs/1', undefined],
    ['PUT', '/api/selected-programs/1/personal-statement', { personalStatement: 'x' }],
  ])('%s %s answers 401', async (method, path, json) => {
    const answer = await app.client().request(method, path, { json });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Not signed in' });
  });

  it('a signed-out student loses access to their selections', async () => {
    const { client } = await signedInStudent(app);
    await client.post('/api/selected-programs', { programId: programme(1).id });
    await client.post('/api/logout');
    expect((await client.get('/api/selected-programs')).status).toBe(401);
  });
});
