import { expect } from 'vitest';
import { newStudent, type TestApp, type TestClient } from './utils';

/** A signed-in person in a test: their browser and account id. */
export interface Person {
  client: TestClient;
  id: number;
}

let schools = 0;

/** A school made through POST /api/schools: its admin (signed in) and its details. */
export async function newSchool(app: TestApp, name?: string) {
  schools += 1;
  const client = app.client();
  const created = await client.post('/api/schools', {
    ...newStudent({ firstName: 'Rosa', lastName: `Admin${schools}` }),
    schoolName: name ?? `Escuela ${schools}`,
    city: 'Monterrey',
    country: 'Mexico',
  });
  expect(created.status, created.text).toBe(201);
  const school = (await client.get('/api/school')).body;
  return { admin: { client, id: created.body.id as number }, school };
}

/** A new account (a student in no school), signed in. */
export async function newAccount(app: TestApp, overrides: Record<string, unknown> = {}) {
  const client = app.client();
  const registered = await client.post('/api/register', newStudent(overrides));
  expect(registered.status, registered.text).toBe(201);
  return { client, id: registered.body.id as number };
}

/** The token of an invitation's link (`/join/<token>`). */
export const tokenOf = (invitation: { link: string }) => invitation.link.replace('/join/', '');

/** `inviter` invites someone as `role` (and for `studentId`); answers the invitation. */
export async function invite(
  inviter: TestClient,
  body: { role: string; studentId?: number; email?: string; name?: string },
) {
  const made = await inviter.post('/api/invitations', body);
  expect(made.status, made.text).toBe(201);
  return made.body;
}

/** A new account that accepted an invitation from `inviter` as `role`. */
export async function invited(
  app: TestApp,
  inviter: TestClient,
  role: 'counselor' | 'student' | 'parent',
  studentId?: number,
): Promise<Person> {
  const invitation = await invite(inviter, { role, ...(studentId && { studentId }) });
  const person = await newAccount(app);
  const accepted = await person.client.post(
    `/api/invitations/by-token/${tokenOf(invitation)}/accept`,
    {},
  );
  expect(accepted.status, accepted.text).toBe(200);
  return person;
}

/** A school with an admin, a counselor and a student. */
export async function schoolWithPeople(app: TestApp, name?: string) {
  const { admin, school } = await newSchool(app, name);
  const counselor = await invited(app, admin.client, 'counselor');
  const student = await invited(app, counselor.client, 'student');
  return { school, admin, counselor, student };
}
