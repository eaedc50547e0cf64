import { describe, expect, it } from 'vitest';
import { User } from '../src/modules/user/user.entity';
import { newStudent, startTestApp } from './utils';

const app = await startTestApp();

const schoolOf = async (username: string) =>
  (await app.orm.em.fork().findOneOrFail(User, { username })).cameFrom;

describe('the school a registration came from', () => {
  it('is kept on the account as an unverified came-from, attributing the student to no school', async () => {
    // An old `school=` link: any site could set it, so it names where they came from, nothing more.
    const student = newStudent({ school: 'https://colegio.example' });
    const registered = await app.client().post('/api/register', student);
    expect(registered.status).toBe(201);
    expect(registered.text).not.toContain('colegio');
    expect(registered.body).toMatchObject({ role: 'student', school: null });
    expect(await schoolOf(student.username)).toBe('https://colegio.example');
    const user = await app.orm.em.fork().findOneOrFail(User, { username: student.username });
    expect([user.school, user.cameFromSchool]).toEqual([null, null]);
  });

  it('is nobody for a registration on Puente itself', async () => {
    const student = newStudent();
    expect((await app.client().post('/api/register', student)).status).toBe(201);
    expect(await schoolOf(student.username)).toBeNull();
  });

  it.each([
    'https://colegio.example/orientacion',
    'colegio',
    `https://${'a'.repeat(300)}.example`,
    42,
  ])('refuses %j with a 400 and the field message, and registers nobody', async (school) => {
    const student = newStudent({ school });
    const answer = await app.client().post('/api/register', student);
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      school: ['School must be a web origin such as https://school.example'],
    });
    expect(await app.orm.em.fork().count(User, { username: student.username })).toBe(0);
  });
});
