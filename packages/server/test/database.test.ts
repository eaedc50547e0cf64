import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Programme } from '../src/modules/programme/programme.entity';
import { DatabaseSeeder } from '../src/seeders/database-seeder';
import { loadProgrammeCatalogue } from '../src/seeders/programme-catalogue';
import { initTestApp, type TestApp } from './utils';

let app: TestApp;
beforeAll(async () => {
  app = await initTestApp();
});
afterAll(() => app?.close());

const columnsOf = async (table: string) => {
  const rows = await app.orm.em
    .fork()
    .getConnection()
    .execute<{ column_name: string }[]>(
      'select column_name from information_schema.columns where table_name = ? order by column_name',
      [table],
    );
  return rows.map((row) => row.column_name);
};

describe('the schema', () => {
  it('has the SPEC §3 tables and columns, plus sessions', async () => {
    expect(await columnsOf('waitlist')).toEqual(
      ['created_at', 'email', 'id', 'name', 'school_name'].sort(),
    );
    expect(await columnsOf('users')).toEqual(
      ['email', 'first_name', 'id', 'last_name', 'password', 'username'].sort(),
    );
    expect(await columnsOf('student_info')).toEqual(
      [
        'id',
        'user_id',
        'intended_subject',
        'current_year',
        'math_score',
        'chemistry_score',
        'biology_score',
        'physics_score',
        'math_not_taken',
        'chemistry_not_taken',
        'biology_not_taken',
        'physics_not_taken',
        'overall_gpa',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(await columnsOf('foundation_year_info')).toEqual(
      [
        'id',
        'program_name',
        'university_name',
        'requirements',
        'tuition_fees',
        'application_deadline',
        'start_dates',
        'region',
        'subject',
        'rank',
        'match_percentage',
        'image_url',
      ].sort(),
    );
    expect(await columnsOf('selected_programs')).toEqual(
      [
        'id',
        'user_id',
        'program_id',
        'personal_statement',
        'status',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(await columnsOf('sessions')).toEqual(['data', 'expires_at', 'id', 'user_id']);
  });

  it('has nothing left for the entities to migrate', async () => {
    const pending = await app.orm.migrator.getPending();
    expect(pending).toEqual([]);
    const diff = await app.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });
});

describe('the seeder', () => {
  it('seeds the catalogue on start, and running it again adds nothing', async () => {
    const catalogue = await loadProgrammeCatalogue();
    expect(await app.orm.em.fork().count(Programme)).toBe(catalogue.length);

    await app.orm.seeder.seed(DatabaseSeeder);
    expect(await app.orm.em.fork().count(Programme)).toBe(catalogue.length);
  });

  it('refuses a catalogue entry without a programme name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'puente-catalogue-'));
    const file = join(dir, 'catalogue.json');
    await writeFile(file, JSON.stringify([{ universityName: 'Somewhere' }]));
    try {
      await expect(loadProgrammeCatalogue(file)).rejects.toThrow(/0\.programName/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
