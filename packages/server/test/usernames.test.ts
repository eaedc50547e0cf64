import type { Connection } from '@mikro-orm/postgresql';
import { USERNAME_INVISIBLE } from '@puente/core';
import { describe, expect, it, vi } from 'vitest';
import { USERNAME_KEY_INDEX } from '../src/migrations/migration-20261123220000-username-keys-known-devices-waitlist-repeats';
import { User } from '../src/modules/user/user.entity';
import { initTestApp, newStudent, startTestApp, type TestClient } from './utils';

const app = await startTestApp();

describe('usernames', () => {
  it('are one account whatever their case or Unicode form', async () => {
    const student = newStudent({ username: `Ana.Straße${Date.now()}` });
    expect((await app.client().post('/api/register', student)).status).toBe(201);
    for (const taken of [
      student.username.toLowerCase(),
      student.username.toUpperCase(),
      student.username.replace('ß', 'ss'),
      // Full-width A: the same letter after NFKC.
      student.username.replace('A', '\uFF21'),
    ]) {
      const again = await app.client().post('/api/register', newStudent({ username: taken }));
      expect(again.status, taken).toBe(409);
      expect(again.body).toEqual({ message: 'Username already exists' });
    }
    expect(await app.orm.em.fork().count(User, { email: student.email })).toBe(1);
  });

  it('are one account when they look the same: letters of other scripts that are confusable (UTS #39)', async () => {
    const stamp = Date.now();
    const student = newStudent({ username: `bob_sec${stamp}` });
    expect((await app.client().post('/api/register', student)).status).toBe(201);
    for (const lookalike of [
      // Cyrillic о, Greek ο, and a Cyrillic о and е in capitals.
      `b\u043Eb_sec${stamp}`,
      `b\u03BFb_sec${stamp}`,
      `B\u041EB_SEC${stamp}`,
    ]) {
      const again = await app.client().post('/api/register', newStudent({ username: lookalike }));
      expect(again.status, lookalike).toBe(409);
    }
    const signIn = await app
      .client()
      .post('/api/login', { username: `b\u043Eb_sec${stamp}`, password: student.password });
    expect(signIn.body.username).toBe(student.username);
  });

  it('sign in however they are written, as the account that was registered', async () => {
    const student = newStudent({ username: `MixedCase${Date.now()}` });
    await app.client().post('/api/register', student);
    const answer = await app.client().post('/api/login', {
      username: student.username.toLowerCase(),
      password: student.password,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.username).toBe(student.username);
  });

  it.each([
    ['a zero-width space', 'ana\u200Bmaria'],
    ['a right-to-left override', 'ana\u202Emaria'],
    ['a soft hyphen', 'ana\u00ADmaria'],
    // A control character gets the message every text field gives it (control-characters.test.ts).
  ])('refuse %s with a field message', async (_name, username) => {
    const answer = await app.client().post('/api/register', newStudent({ username }));
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ username: [USERNAME_INVISIBLE] });
    const login = await app.client().post('/api/login', { username, password: 'whatever' });
    expect(login.status).toBe(400);
  });
});

/**
 * A database of its own migrated down to `to`, the `users` rows inserted, and
 * migrated up again; `check` is given it and what the migrations warned.
 */
async function migratedWith(
  to: string,
  users: string,
  check: (migrated: {
    connection: Connection;
    client: TestClient;
    warned: string;
  }) => Promise<void>,
) {
  const own = await initTestApp();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const connection = own.orm.em.getConnection();
    await own.orm.migrator.down({ to });
    await connection.execute(`insert into users ${users}`);
    await own.orm.migrator.up();
    const warned = warn.mock.calls.map((call) => String(call[0])).join('\n');
    await check({ connection, client: own.client(), warned });
  } finally {
    warn.mockRestore();
    await own.close();
  }
}

const keyIndexes = (connection: Connection) =>
  connection.execute<{ indexname: string }[]>(
    `select indexname from pg_indexes where tablename = 'users' and indexname = '${USERNAME_KEY_INDEX}'`,
  );

describe('the migration to unique username keys', () => {
  it('reports accounts that clash, merges nothing, and leaves the index to a person', () =>
    migratedWith(
      'Migration20261122000000_session_timeouts_and_rate_limits',
      `(username, password, email) values ('Lucia', 'x', 'a@x.mx'), ('LUCIA', 'x', 'b@x.mx'), ('ｌｕｃｉａ', 'x', 'c@x.mx'), ('pedro', 'x', 'd@x.mx')`,
      async ({ connection, client, warned }) => {
        const rows = await connection.execute<{ username: string; username_key: string }[]>(
          `select username, username_key from users where username_key in ('lucia', 'pedro') order by id`,
        );
        expect(rows).toEqual([
          { username: 'Lucia', username_key: 'lucia' },
          { username: 'LUCIA', username_key: 'lucia' },
          { username: 'ｌｕｃｉａ', username_key: 'lucia' },
          { username: 'pedro', username_key: 'pedro' },
        ]);
        expect(await keyIndexes(connection)).toEqual([]);
        expect(warned).toContain('[Lucia, LUCIA, ｌｕｃｉａ]');
        expect(warned).toContain(`create unique index "${USERNAME_KEY_INDEX}"`);

        // Each signs in by its exact username; a new one with the same key is still refused.
        expect((await client.post('/api/register', newStudent({ username: 'lucia' }))).status).toBe(
          409,
        );
      },
    ));

  it('recomputes every key as its confusable skeleton, reporting the accounts that now clash', () =>
    migratedWith(
      'Migration20261127000000_session_changes',
      `(username, username_key, password, email) values ('paco', 'paco', 'x', 'a@x.mx'), ('p\u0430co', 'p\u0430co', 'x', 'b@x.mx'), ('rosa', 'rosa', 'x', 'c@x.mx')`,
      async ({ connection, warned }) => {
        const rows = await connection.execute<{ username: string; username_key: string }[]>(
          `select username, username_key from users where email in ('a@x.mx', 'b@x.mx', 'c@x.mx') order by id`,
        );
        expect(rows).toEqual([
          { username: 'paco', username_key: 'paco' },
          { username: 'p\u0430co', username_key: 'paco' },
          { username: 'rosa', username_key: 'rosa' },
        ]);
        expect(warned).toContain('[paco, p\u0430co]');
        expect(await keyIndexes(connection)).toEqual([]);
      },
    ));

  it('creates the unique index when nothing clashes', async () => {
    const indexes = await app.orm.em
      .getConnection()
      .execute<{ indexdef: string }[]>(
        `select indexdef from pg_indexes where tablename = 'users' and indexname = '${USERNAME_KEY_INDEX}'`,
      );
    expect(indexes[0]?.indexdef).toMatch(/CREATE UNIQUE INDEX .* \(username_key\)/);
  });
});
