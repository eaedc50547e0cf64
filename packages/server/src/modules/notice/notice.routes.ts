import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  fillReminder,
  noticesReadRequestSchema,
  type ReminderResult,
  reminderRequestSchema,
} from '@puente/core';
import type { ReminderLimits } from '../../config';
import { validBody } from '../../middleware/json-body';
import { member, STUDENT, staffMember } from '../access/access';
import type { Mailer } from '../mail/mailer';
import { createNotices, listNotices, readNotices, unreadNotices } from './notice.repository';
import { emailReminders } from './notice-mail';
import { admitRecipients } from './recipients';

export interface NoticeRoutesOptions {
  em: EntityManager;
  mailer: Mailer;
  publicUrl: string | undefined;
  reminderLimits: ReminderLimits;
}

/**
 * Reminders (docs/product/schools.md): staff send one to chosen students of
 * their school, each gets a notice (and an email with SMTP); a student reads
 * their notices and marks them read.
 */
export function noticeRoutes(options: NoticeRoutesOptions): Router {
  const { em, reminderLimits } = options;
  return new Router()
    .post('/api/school/reminders', async (ctx) => {
      const me = await staffMember(ctx);
      const { studentIds, message } = validBody(ctx, reminderRequestSchema);
      const { admitted, skipped } = await admitRecipients(em, reminderLimits, me, studentIds);
      const reminders = admitted.map((recipient) => ({
        recipient,
        message: fillReminder(message, recipient.name),
      }));
      await createNotices(
        em,
        me,
        reminders.map(({ recipient, message }) => ({ studentId: recipient.id, message })),
      );
      const emailed = await emailReminders(ctx, options, me.name, reminders);
      ctx.status = 201;
      ctx.body = { sent: admitted.length, emailed, skipped } satisfies ReminderResult;
    })
    .get('/api/user/notices', async (ctx) => {
      const me = await member(ctx, STUDENT);
      ctx.body = await listNotices(em, me.id);
    })
    .post('/api/user/notices/read', async (ctx) => {
      const me = await member(ctx, STUDENT);
      const { ids } = validBody(ctx, noticesReadRequestSchema);
      await readNotices(em, me.id, ids);
      ctx.body = { unread: await unreadNotices(em, me.id) };
    });
}
