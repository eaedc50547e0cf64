import type { EntityManager } from '@mikro-orm/postgresql';
import type { Notice as NoticeAnswer, NoticeList } from '@puente/core';
import type { StaffMember } from '../access/access';
import { Notice } from './notice.entity';

/** The most notices the student's list answers, newest first (the unread count covers all). */
export const NOTICES_LISTED = 50;

/** One notice per student, each with their own message, in one flush. */
export async function createNotices(
  em: EntityManager,
  sender: StaffMember,
  messages: readonly { studentId: number; message: string }[],
): Promise<void> {
  for (const { studentId, message } of messages) {
    em.create(Notice, {
      school: sender.school.id,
      student: studentId,
      sender: sender.id,
      senderName: sender.name,
      message,
    });
  }
  await em.flush();
}

export const unreadNotices = (em: EntityManager, studentId: number) =>
  em.count(Notice, { student: studentId, readAt: null });

/** The student's newest notices and how many are unread. */
export async function listNotices(em: EntityManager, studentId: number): Promise<NoticeList> {
  const [notices, unread] = await Promise.all([
    em.find(
      Notice,
      { student: studentId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: NOTICES_LISTED },
    ),
    unreadNotices(em, studentId),
  ]);
  return { unread, notices: notices.map(toNoticeAnswer) };
}

/** Marks the student's notices read: those of `ids`, or all. Another's ids change nothing. */
export async function readNotices(
  em: EntityManager,
  studentId: number,
  ids: readonly number[] | undefined,
): Promise<void> {
  await em.nativeUpdate(
    Notice,
    { student: studentId, readAt: null, ...(ids && { id: { $in: [...ids] } }) },
    { readAt: new Date() },
  );
}

function toNoticeAnswer(notice: Notice): NoticeAnswer {
  return {
    id: notice.id,
    message: notice.message,
    from: notice.senderName,
    sentAt: notice.createdAt.toISOString(),
    read: notice.readAt !== null && notice.readAt !== undefined,
  };
}
