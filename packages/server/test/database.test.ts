import { readFile } from 'node:fs/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { ormConfig } from '../src/db';
import { createLogger } from '../src/logger';
import { Programme } from '../src/modules/programme/programme.entity';
import { CATALOGUE_FILE, DatabaseSeeder } from '../src/seeders/database-seeder';
import { startTestApp } from './utils';

const app = await startTestApp();

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

/** Each table's columns: SPEC §3's, then Puente's own. */
const COLUMNS: Record<string, string[]> = {
  waitlist: ['created_at', 'email', 'id', 'name', 'school_name'],
  users: [
    'came_from',
    'came_from_school_id',
    'counselor_id',
    'email',
    'first_name',
    'id',
    'last_name',
    'password',
    'privacy_consented_at',
    'privacy_notice_version',
    'role',
    'school_id',
    'school_joined_at',
    'shares_statement',
    'username',
    'username_key',
  ],
  student_info: [
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
  ],
  foundation_year_info: [
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
    'slug',
    'pathways',
    'provider',
    'kind',
    'start_months',
    'nation',
    'ielts_overall',
    'ielts_reading',
    'ielts_writing',
    'ielts_speaking',
    'ielts_listening',
  ],
  selected_programs: [
    'id',
    'user_id',
    'program_id',
    'personal_statement',
    'statement_updated_at',
    'status',
    'stage',
    'submitted_on',
    'offer',
    'offer_conditions',
    'documents_gathered',
    'english_score',
    'english_test_on',
    'created_at',
    'updated_at',
  ],
  sessions: ['absolute_expires_at', 'data', 'expires_at', 'id', 'user_id'],
  rate_limits: ['hits', 'key', 'window_ends_at'],
  notices: [
    'created_at',
    'id',
    'message',
    'read_at',
    'school_id',
    'sender_id',
    'sender_name',
    'student_id',
  ],
  campaigns: ['created_at', 'id', 'questions', 'school_id', 'sender_id', 'sender_name', 'title'],
  tasks: [
    'answer',
    'answered_at',
    'campaign_id',
    'id',
    'position',
    'question',
    'school_id',
    'student_id',
  ],
  known_devices: ['expires_at', 'token_hash', 'user_id'],
  waitlist_repeats: ['created_at', 'email', 'id', 'name', 'school_name'],
  counselor_notes: [
    'author_id',
    'author_name',
    'created_at',
    'id',
    'school_id',
    'student_id',
    'text',
    'visibility',
  ],
  content_assignments: [
    'assigned_by_id',
    'assigned_by_name',
    'completed_at',
    'content_id',
    'created_at',
    'id',
    'school_id',
    'student_id',
  ],
};

describe('the schema', () => {
  it('has the SPEC §3 tables and columns, plus sessions', async () => {
    for (const [table, columns] of Object.entries(COLUMNS)) {
      expect((await columnsOf(table)).sort(), table).toEqual([...columns].sort());
    }
  });

  it('has nothing left for the entities to migrate', async () => {
    const pending = await app.orm.migrator.getPending();
    expect(pending).toEqual([]);
    const diff = await app.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });
});

describe('the seeder', () => {
  const catalogueFile = async () =>
    JSON.parse(await readFile(CATALOGUE_FILE, 'utf8')) as {
      programmes: { slug: string; tuitionFees: number }[];
    };

  it('seeds the whole catalogue file on start, and running it again adds nothing', async () => {
    const { programmes } = await catalogueFile();
    expect(programmes.length).toBeGreaterThanOrEqual(90);
    expect(await app.orm.em.fork().count(Programme)).toBe(programmes.length);

    await app.orm.seeder.seed(DatabaseSeeder);
    expect(await app.orm.em.fork().count(Programme)).toBe(programmes.length);
  });

  it('updates a programme in place by its slug, keeping its id', async () => {
    const { programmes } = await catalogueFile();
    const slug = programmes[0]?.slug ?? '';
    const em = app.orm.em.fork();
    const before = await em.findOneOrFail(Programme, { slug });
    await em.nativeUpdate(Programme, { slug }, { tuitionFees: 1 });

    await app.orm.seeder.seed(DatabaseSeeder);
    const after = await app.orm.em.fork().findOneOrFail(Programme, { slug });
    expect(after.id).toBe(before.id);
    expect(after.tuitionFees).toBe(programmes[0]?.tuitionFees);
  });
});

describe('upgrading a database seeded with the early sample catalogue', () => {
  it('keeps those programmes and their selections, with a slug, whole-pound fees and no pathways', async () => {
    const url = new URL(app.databaseUrl);
    url.pathname = `${url.pathname}_upgrade`;
    const orm = await MikroORM.init(ormConfig(url.toString(), createLogger({ level: 'error' })));
    try {
      await orm.migrator.up({ to: 'Migration20261121222139_initial' });
      const connection = orm.em.getConnection();
      await connection.execute(
        `insert into foundation_year_info (program_name, university_name, tuition_fees, region, image_url)
         values ('International Foundation Programme: Business and Management', 'Queen Mary University of London', '£23,700/year', 'London, England', null)`,
      );
      await connection.execute(
        `insert into users (username, password, email) values ('early', 'x', 'early@example.com')`,
      );
      await connection.execute(
        `insert into selected_programs (user_id, program_id, status) values (1, 1, 'Not Started')`,
      );

      await orm.migrator.up();
      const [row] = await connection.execute<Record<string, unknown>[]>(
        'select slug, tuition_fees, pathways, kind, provider, image_url, subject from foundation_year_info',
      );
      expect(row).toEqual({
        slug: 'queen-mary-university-of-london-international-foundation-programme-business-and-management-1',
        tuition_fees: 23700,
        pathways: [],
        kind: 'international',
        provider: null,
        image_url: '',
        subject: '',
      });
      const [selection] = await connection.execute<{ count: string }[]>(
        'select count(*) from selected_programs',
      );
      expect(Number(selection?.count)).toBe(1);
      expect((await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
    } finally {
      await orm.schema.dropDatabase();
      await orm.close();
    }
  });
});
