import type { EntityManager } from '@mikro-orm/postgresql';
import type { SkippedStudent } from '@puente/core';
import { personName } from '@puente/core';
import type { ReminderLimits } from '../../config';
import { notFound } from '../../errors';
import type { StaffMember } from '../access/access';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import { STUDENT_NOT_FOUND } from '../school/student-record';
import { User } from '../user/user.entity';
import { reminderRules, tooManyReminders } from './reminder-limits';

/** A student a reminder or campaign reaches. */
export interface Recipient {
  id: number;
  /** "First Last", else the username: as staff see them, and as the reminder's preview names them. */
  name: string;
  email: string;
}

/**
 * The chosen students, each of `me`'s school, within the limits: 404 when
 * any is not the school's student (nothing is sent), 429 when the sender has
 * sent too many this hour; a student who had the day's most is skipped.
 */
export async function admitRecipients(
  em: EntityManager,
  limits: ReminderLimits,
  me: StaffMember,
  studentIds: readonly number[],
): Promise<{ admitted: Recipient[]; skipped: SkippedStudent[] }> {
  const ids = [...new Set(studentIds)];
  const students = await em.find(
    User,
    { school: me.school.id, role: 'student', id: { $in: ids } },
    { fields: ['id', 'username', 'firstName', 'lastName', 'email'], orderBy: { id: 'asc' } },
  );
  if (students.length !== ids.length) throw notFound(STUDENT_NOT_FOUND);
  const rules = reminderRules(limits);
  const limiter = createRateLimiter(em);
  await limiter.charge([rules.sender(me.id)], tooManyReminders);
  const within = new Set(
    (await limiter.admit(students.map(({ id }) => rules.student(id)))).map(
      ({ subject }) => subject,
    ),
  );
  const recipients = students.map((student) => ({
    id: student.id,
    name: personName(student),
    email: student.email,
  }));
  return {
    admitted: recipients.filter(({ id }) => within.has(String(id))),
    skipped: recipients
      .filter(({ id }) => !within.has(String(id)))
      .map(({ id, name }) => ({ id, name })),
  };
}
