import type { EntityManager } from '@mikro-orm/core';
import type { DataViewed, StudentDataView } from '@puente/core';
import type { Member } from '../access/access';
import { DataViewEntry } from './data-view.entity';

/** The most views a student's list answers, newest first. */
export const DATA_VIEWS_LISTED = 200;

/** Records that `viewer` (staff or a parent) read `what` of the student's data. */
export async function recordDataViews(
  em: EntityManager,
  studentId: number,
  viewer: Member,
  what: readonly DataViewed[],
): Promise<void> {
  for (const item of what) {
    em.create(DataViewEntry, {
      student: studentId,
      // A parent has no school: their reads are the student's to see, not a school's record.
      school: viewer.school?.id ?? null,
      viewer: viewer.id,
      viewerName: viewer.name,
      viewerRole: viewer.role,
      what: item,
    });
  }
  await em.flush();
}

/** Who looked at the student's data, newest first. */
export async function listDataViews(
  em: EntityManager,
  studentId: number,
): Promise<StudentDataView[]> {
  const views = await em.find(
    DataViewEntry,
    { student: studentId },
    { orderBy: { viewedAt: 'desc', id: 'desc' }, limit: DATA_VIEWS_LISTED },
  );
  return views.map((view) => ({
    viewer: view.viewerName,
    role: view.viewerRole as StudentDataView['role'],
    what: view.what as DataViewed,
    viewedAt: view.viewedAt.toISOString(),
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a student deletes their account (inside its transaction): their school's
 * staff's reads stay, naming the student no more, for `retentionDays`; a
 * parent's reads go. docs/product/privacy.md.
 */
export async function keepSchoolRecordOfReads(
  em: EntityManager,
  studentId: number,
  retentionDays: number,
  now = new Date(),
): Promise<void> {
  await em.nativeDelete(DataViewEntry, { student: studentId, school: null });
  await em.nativeUpdate(
    DataViewEntry,
    { student: studentId },
    { student: null, keptUntil: new Date(now.getTime() + retentionDays * DAY_MS) },
  );
}

/** Deletes the kept reads past their day; returns how many. */
export function purgeExpiredDataViews(em: EntityManager): Promise<number> {
  return em.fork().nativeDelete(DataViewEntry, { keptUntil: { $lte: new Date() } });
}
