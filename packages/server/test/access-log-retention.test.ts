import { describe, expect, it } from 'vitest';
import { DataViewEntry } from '../src/modules/data-view/data-view.entity';
import { purgeExpired } from '../src/purge-expired';
import { invited, schoolWithPeople } from './schools';
import { startTestApp } from './utils';

/** A deleted student's school keeps its record of who read their data (docs/product/privacy.md). */
const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const app = await startTestApp({ config: { accessLogRetentionDays: RETENTION_DAYS } });

/** A school whose counselor read its student's record and whose parent read their tasks. */
async function readStudent() {
  const people = await schoolWithPeople(app);
  const parent = await invited(app, people.student.client, 'parent');
  const read = await people.counselor.client.get(`/api/school/students/${people.student.id}`);
  expect(read.status).toBe(200);
  expect((await parent.client.get(`/api/children/${people.student.id}/tasks`)).status).toBe(200);
  return { ...people, parent };
}

const keptRows = (ids: number[]) =>
  app.orm.em
    .fork()
    .find(DataViewEntry, { id: { $in: ids } }, { orderBy: { id: 'asc' }, populate: ['school'] });

describe('deleting a student who was read', () => {
  it('keeps the staff reads naming no student, with the school, the reader and their day to go', async () => {
    const { school, counselor, student } = await readStudent();
    const em = app.orm.em.fork();
    const before = await em.find(
      DataViewEntry,
      { student: student.id },
      { orderBy: { id: 'asc' } },
    );
    expect(before.map((row) => row.viewerRole)).toEqual(['counselor', 'counselor', 'parent']);

    const deletedAt = Date.now();
    expect((await student.client.delete('/api/user')).status).toBe(200);

    const kept = await keptRows(before.map((row) => row.id));
    expect(kept.map((row) => [row.student, row.school?.name, row.viewer?.id, row.what])).toEqual([
      [null, school.name, counselor.id, 'profile'],
      [null, school.name, counselor.id, 'programmes'],
    ]);
    for (const row of kept) {
      const keptFor = (row.keptUntil?.getTime() ?? 0) - deletedAt;
      expect(keptFor).toBeGreaterThan(RETENTION_DAYS * DAY_MS - 60_000);
      expect(keptFor).toBeLessThan(RETENTION_DAYS * DAY_MS + 60_000);
    }
  });

  it('shows the kept reads to no one as the student’s', async () => {
    const { counselor, student } = await readStudent();
    expect((await student.client.delete('/api/user')).status).toBe(200);
    const roster = await counselor.client.get('/api/school/students');
    expect(roster.text).not.toContain(`"id":${student.id},`);
    expect((await counselor.client.get(`/api/school/students/${student.id}`)).status).toBe(404);
  });
});

describe('the hourly purge of kept reads', () => {
  it('deletes only the rows past their day, and never a living student’s', async () => {
    const { student } = await readStudent();
    const em = app.orm.em.fork();
    const [due, notYet] = await em.find(
      DataViewEntry,
      { student: student.id, viewerRole: 'counselor' },
      { orderBy: { id: 'asc' } },
    );
    if (!due || !notYet) throw new Error('the counselor’s two reads');
    await em.nativeUpdate(
      DataViewEntry,
      { id: due.id },
      { student: null, keptUntil: new Date(Date.now() - 1000) },
    );
    await em.nativeUpdate(
      DataViewEntry,
      { id: notYet.id },
      { student: null, keptUntil: new Date(Date.now() + DAY_MS) },
    );

    const purged = await purgeExpired(app.orm);
    expect(purged.dataViews).toBeGreaterThanOrEqual(1);
    expect((await keptRows([due.id, notYet.id])).map((row) => row.id)).toEqual([notYet.id]);
    expect(await em.count(DataViewEntry, { student: student.id })).toBe(1);
  });
});

describe('the migration', () => {
  it('names the school of reads from before it, none for a parent’s, and goes down and up again', async () => {
    const { school, student } = await readStudent();
    await app.orm.migrator.down({ to: 'Migration20261206140000_assistant_usage_of_school_sites' });
    await app.orm.migrator.up();
    const rows = await app.orm.em
      .fork()
      .find(DataViewEntry, { student: student.id }, { orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.viewerRole, row.school?.id ?? null])).toEqual([
      ['counselor', school.id],
      ['counselor', school.id],
      ['parent', null],
    ]);
  });
});
