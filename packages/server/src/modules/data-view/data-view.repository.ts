import type { EntityManager } from '@mikro-orm/postgresql';
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
