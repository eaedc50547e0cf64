import { type EntityManager, type EntityName, wrap } from '@mikro-orm/core';
import { PRIVACY_NOTICE_VERSION } from '@puente/core';
import { ContentAssignment } from '../assignment/assignment.entity';
import { AssistantUsage } from '../assistant/assistant-usage.entity';
import { DataViewEntry } from '../data-view/data-view.entity';
import { keepSchoolRecordOfReads } from '../data-view/data-view.repository';
import { HandOff } from '../hand-off/hand-off.entity';
import { Invitation } from '../invitation/invitation.entity';
import { Notice } from '../notice/notice.entity';
import { ParentLink } from '../parent-link/parent-link.entity';
import { Selection } from '../selection/selection.entity';
import { signedInBrowsers } from '../session/signed-in-browsers';
import { StudentInfo } from '../student-info/student-info.entity';
import { Task } from '../task/task.entity';
import { User } from '../user/user.entity';

// Secrets and keys that are the server's, not the student's: hashes of link and cookie tokens.
const NOT_THE_STUDENTS = new Set(['password', 'tokenHash', 'usernameKey']);

/** An entity as plain data: its own columns, other rows by id, the server's secrets left out. */
function plain(entity: object): Record<string, unknown> {
  const object = wrap(entity).toObject() as Record<string, unknown>;
  return Object.fromEntries(Object.entries(object).filter(([key]) => !NOT_THE_STUDENTS.has(key)));
}

async function rows<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: Record<string, number>,
): Promise<Record<string, unknown>[]> {
  const found = await em.find(entity, where as never, { orderBy: { id: 'asc' } as never });
  return found.map(plain);
}

/**
 * Everything a student's account holds (docs/product/privacy.md), for
 * "Download my data": the account, profile, programmes and statements,
 * parents, who read their data, the school's notices, tasks and reading,
 * invitations they sent, hand-offs, the assistant's use and the browsers
 * they are signed in on. Null for an account that is gone.
 */
export async function studentData(em: EntityManager, userId: number, currentSession?: string) {
  const user = await em.findOne(User, userId, { populate: ['school'] });
  if (!user) return null;
  const { school, ...account } = plain(user);
  return {
    exportedAt: new Date().toISOString(),
    privacyNotice: PRIVACY_NOTICE_VERSION,
    account: {
      ...account,
      school: user.school ? { id: user.school.id, name: user.school.name } : null,
    },
    studentInfo: (await rows(em, StudentInfo, { user: userId }))[0] ?? null,
    selectedProgrammes: await rows(em, Selection, { user: userId }),
    parents: await rows(em, ParentLink, { student: userId }),
    invitationsSent: await rows(em, Invitation, { invitedBy: userId }),
    dataViews: await rows(em, DataViewEntry, { student: userId }),
    notices: await rows(em, Notice, { student: userId }),
    tasks: await rows(em, Task, { student: userId }),
    assignments: await rows(em, ContentAssignment, { student: userId }),
    handOffs: await rows(em, HandOff, { acceptedBy: userId }),
    assistantUsage: await rows(em, AssistantUsage, { user: userId }),
    signedInBrowsers: await signedInBrowsers(em, userId, currentSession),
  };
}

/**
 * Deletes a student's account and, by the database's cascades, every row
 * that is theirs (the list in docs/product/privacy.md). Rows others wrote
 * about them go with it; rows that only name them as the sender keep the
 * sender's name. Their school's record of which staff read their data stays
 * for `accessLogRetentionDays`, naming them no more. False when there was no
 * such account.
 */
export function deleteStudent(
  em: EntityManager,
  userId: number,
  accessLogRetentionDays: number,
): Promise<boolean> {
  return em.transactional(async (tx) => {
    await keepSchoolRecordOfReads(tx, userId, accessLogRetentionDays);
    const deleted = await tx.nativeDelete(User, { id: userId, role: 'student' });
    return deleted > 0;
  });
}
