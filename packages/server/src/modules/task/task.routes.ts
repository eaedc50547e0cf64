import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { campaignRequestSchema, taskAnswerRequestSchema } from '@puente/core';
import type { ReminderLimits } from '../../config';
import { notFound } from '../../errors';
import { validBody } from '../../middleware/json-body';
import { idParam } from '../../middleware/request-params';
import { member, STUDENT, staffMember } from '../access/access';
import { admitRecipients } from '../notice/recipients';
import {
  answerTask,
  campaignDetails,
  launchCampaign,
  listCampaigns,
  listTasks,
} from './task.repository';

const CAMPAIGN_NOT_FOUND = /*i18n*/ 'Campaign not found';
const TASK_NOT_FOUND = /*i18n*/ 'Task not found';

/**
 * Learning campaigns: staff send questions to chosen students of their
 * school and see who has answered; each question is a task the student
 * answers. A campaign counts against the same limits as a reminder.
 */
export function taskRoutes({
  em,
  reminderLimits,
}: {
  em: EntityManager;
  reminderLimits: ReminderLimits;
}): Router {
  return new Router()
    .post('/api/school/campaigns', async (ctx) => {
      const me = await staffMember(ctx);
      const { studentIds, title, questions } = validBody(ctx, campaignRequestSchema);
      const { admitted, skipped } = await admitRecipients(em, reminderLimits, me, studentIds);
      const campaign = await launchCampaign(em, me, { title, questions }, admitted);
      ctx.status = 201;
      ctx.body = { campaign, skipped };
    })
    .get('/api/school/campaigns', async (ctx) => {
      const me = await staffMember(ctx);
      ctx.body = await listCampaigns(em, me.school.id);
    })
    .get('/api/school/campaigns/:id', async (ctx) => {
      const me = await staffMember(ctx);
      const missing = () => notFound(CAMPAIGN_NOT_FOUND);
      const details = await campaignDetails(em, me.school.id, idParam(ctx, missing));
      if (!details) throw missing();
      ctx.body = details;
    })
    .get('/api/user/tasks', async (ctx) => {
      const me = await member(ctx, STUDENT);
      ctx.body = await listTasks(em, me.id);
    })
    .put('/api/user/tasks/:id', async (ctx) => {
      const me = await member(ctx, STUDENT);
      const missing = () => notFound(TASK_NOT_FOUND);
      const id = idParam(ctx, missing);
      const { answer } = validBody(ctx, taskAnswerRequestSchema);
      const task = await answerTask(em, me.id, id, answer);
      if (!task) throw missing();
      ctx.body = task;
    });
}
