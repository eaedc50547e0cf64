import { SAMPLE_ENGINEERING_PROFILE } from '@puente/core';
import { describe, expect, it } from 'vitest';
import { StudentInfo } from '../src/modules/student-info/student-info.entity';
import { signedInStudent, startTestApp } from './utils';

const app = await startTestApp();

// Core's engineering applicant (no biology), in her final year and choosing two subjects.
const form = {
  ...SAMPLE_ENGINEERING_PROFILE,
  intendedSubject: ['Computer Science', 'Engineering'],
  currentYear: '12th',
  mathScore: 92,
  physicsScore: 85,
  overallGpa: '8.7',
};

const rowsOf = (userId: number) => app.orm.em.fork().find(StudentInfo, { user: userId });

describe('GET /api/student-info', () => {
  it('answers 404 with a message before the first save, so the client can show its tip', async () => {
    const { client } = await signedInStudent(app);
    const answer = await client.get('/api/student-info');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'No student profile yet' });
  });

  it('answers 401 to someone not signed in', async () => {
    const answer = await app.client().get('/api/student-info');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Not signed in' });
  });
});

describe('POST /api/student-info', () => {
  it('creates the profile, then answers it to GET', async () => {
    const { client, userId } = await signedInStudent(app);
    const saved = await client.post('/api/student-info', form);
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      id: expect.any(Number),
      userId,
      ...form,
      biologyScore: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Date.parse(saved.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const read = await client.get('/api/student-info');
    expect(read.status).toBe(200);
    expect(read.body).toEqual(saved.body);
  });

  it('updates the same row on a second save', async () => {
    const { client, userId } = await signedInStudent(app);
    const first = await client.post('/api/student-info', form);
    const second = await client.post('/api/student-info', {
      ...form,
      intendedSubject: ['Law'],
      currentYear: '11th',
      mathScore: 60,
      overallGpa: '',
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      id: first.body.id,
      intendedSubject: ['Law'],
      currentYear: '11th',
      mathScore: 60,
      overallGpa: '',
      createdAt: first.body.createdAt,
    });
    expect(Date.parse(second.body.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(first.body.updatedAt),
    );
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('keeps one row when the same student saves twice at once', async () => {
    const { client, userId } = await signedInStudent(app);
    const answers = await Promise.all([
      client.post('/api/student-info', form),
      client.post('/api/student-info', { ...form, mathScore: 10 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('saves a score of 0 for every subject marked not taken, whatever score was sent', async () => {
    const { client, userId } = await signedInStudent(app);
    const saved = await client.post('/api/student-info', {
      ...form,
      mathNotTaken: true,
      mathScore: 95,
      chemistryNotTaken: true,
      chemistryScore: null,
      physicsNotTaken: true,
    });
    expect(saved.body).toMatchObject({
      mathScore: 0,
      chemistryScore: 0,
      biologyScore: 0,
      physicsScore: 0,
      mathNotTaken: true,
    });
    const [row] = await rowsOf(userId);
    expect(row?.mathScore).toBe(0);
    expect(row?.physicsScore).toBe(0);
  });

  it('answers 400 with the SPEC §5 messages for a bad form, and saves nothing', async () => {
    const { client, userId } = await signedInStudent(app);
    const answer = await client.post('/api/student-info', {
      intendedSubject: ['Law', 'Economics', 'Education'],
      currentYear: '13th',
      mathScore: 101,
      chemistryScore: -1,
      biologyScore: '80',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      intendedSubject: ['You can select at most two subjects'],
      currentYear: ['Please select your current year'],
      mathScore: ['Must be at most 100'],
      chemistryScore: ['Must be at least 0'],
      biologyScore: ['Must be a number'],
    });
    expect(answer.body.message).toBe('You can select at most two subjects');

    const empty = await client.post('/api/student-info', {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fieldErrors).sort()).toEqual(['currentYear', 'intendedSubject']);
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it('refuses an over-long GPA and ignores fields nobody asked for', async () => {
    const { client, userId } = await signedInStudent(app);
    const long = await client.post('/api/student-info', { ...form, overallGpa: 'x'.repeat(5000) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toEqual({ overallGpa: ['GPA must be at most 20 characters'] });

    const extra = await client.post('/api/student-info', {
      ...form,
      id: 4242,
      userId: 1,
      createdAt: '2000-01-01T00:00:00.000Z',
      isAdmin: true,
    });
    expect(extra.status).toBe(201);
    expect(extra.body.id).not.toBe(4242);
    expect(extra.body.userId).toBe(userId);
    expect(extra.body).not.toHaveProperty('isAdmin');
    expect(Date.parse(extra.body.createdAt)).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it('answers 401 to someone not signed in, and stores nothing', async () => {
    const before = await app.orm.em.fork().count(StudentInfo);
    const answer = await app.client().post('/api/student-info', form);
    expect(answer.status).toBe(401);
    expect(await app.orm.em.fork().count(StudentInfo)).toBe(before);
  });
});
