import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { backupDatabase, DatabaseNotEmpty, restoreDatabase } from '../src/backup';
import { createLogger } from '../src/logger';
import { signedInStudent, startTestApp } from './utils';

/**
 * A backup restores a school whole (issue 33): a seeded database with
 * students, their profiles, picks, statements, sessions and the waitlist is
 * backed up, restored into a new database, and every table's row count and
 * rows are equal; restoring over a database with tables is refused without
 * `force`.
 */

const app = await startTestApp();
const folder = mkdtempSync(join(tmpdir(), 'puente-backup-'));
const logger = createLogger({ level: 'error' });
const created: string[] = [];

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A URL for a database that does not exist yet on the test server. */
function newDatabaseUrl() {
  const url = new URL(inject('databaseServerUrl'));
  const name = `puente_restore_${randomBytes(5).toString('hex')}`;
  url.pathname = `/${name}`;
  created.push(name);
  return url.toString();
}

afterAll(async () => {
  for (const name of created) {
    await query(inject('databaseServerUrl'), `drop database if exists ${name} with (force)`);
  }
  rmSync(folder, { recursive: true, force: true });
});

/** Every table's rows, in a stable order, as PostgreSQL writes them in JSON. */
async function contents(url: string) {
  const tables = await query<{ name: string }>(
    url,
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await query<{ row: string }>(
      url,
      `select row_to_json(t)::text as row from "${name}" t order by row_to_json(t)::text`,
    );
    all[name] = rows.map((r) => r.row);
  }
  return all;
}

async function seedSchool() {
  for (let i = 0; i < 3; i += 1) {
    const { client } = await signedInStudent(app);
    expect(
      (
        await client.post('/api/student-info', {
          intendedSubject: ['Engineering', 'Law'],
          currentYear: '12th',
          mathScore: 70 + i,
          overallGpa: '3.8',
        })
      ).status,
    ).toBe(201);
    const [programme] = await query<{ id: number }>(
      app.databaseUrl,
      `select id from foundation_year_info order by id offset ${i} limit 1`,
    );
    const selected = await client.post('/api/selected-programs', { programId: programme?.id });
    expect(selected.status).toBe(201);
    expect(
      (
        await client.put(`/api/selected-programs/${selected.body.id}/personal-statement`, {
          personalStatement: `Quiero estudiar en el Reino Unido — “${i}” ✓`,
        })
      ).status,
    ).toBe(200);
  }
  expect(
    (
      await app.client().post('/api/waitlist', {
        name: 'Vera Counselor',
        email: 'vera@school.example',
        schoolName: 'Escuela Secundaria',
      })
    ).status,
  ).toBeLessThan(300);
}

describe('pnpm backup and pnpm restore', () => {
  it('restore a seeded school whole: every table’s rows equal', async () => {
    await seedSchool();
    const file = join(folder, 'school.puente-backup.gz');
    const header = await backupDatabase(app.databaseUrl, file);
    const before = await contents(app.databaseUrl);
    for (const table of ['users', 'student_info', 'selected_programs', 'waitlist', 'sessions']) {
      expect(before[table]?.length ?? 0, table).toBeGreaterThan(0);
    }
    expect(header.tables.find((t) => t.name === 'users')?.rows).toBe(before.users?.length);

    const target = newDatabaseUrl();
    await restoreDatabase(target, file, { logger });
    const after = await contents(target);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) {
      if (table === 'mikro_orm_migrations') {
        // Applied again on restore: the same migrations, at a new time.
        expect(after[table]?.length, table).toBe(before[table]?.length);
        continue;
      }
      expect(after[table], table).toEqual(before[table]);
    }

    // A new row after the restore continues the sequences.
    const [next] = await query<{ id: number }>(
      target,
      `insert into waitlist (name, email, school_name) values ('Next', 'next@example.com', 'S') returning id`,
    );
    const [largest] = await query<{ max: number }>(app.databaseUrl, 'select max(id) from waitlist');
    expect(next?.id).toBeGreaterThan(largest?.max ?? 0);
  });

  it('refuse a database that has tables, unless forced', async () => {
    const file = join(folder, 'again.puente-backup.gz');
    await backupDatabase(app.databaseUrl, file);
    const target = newDatabaseUrl();
    await restoreDatabase(target, file, { logger });
    await query(target, `update users set first_name = 'Changed'`);
    await expect(restoreDatabase(target, file, { logger })).rejects.toBeInstanceOf(
      DatabaseNotEmpty,
    );
    await restoreDatabase(target, file, { logger, force: true });
    expect(await contents(target)).toMatchObject({
      users: (await contents(app.databaseUrl)).users,
    });
  });
});
