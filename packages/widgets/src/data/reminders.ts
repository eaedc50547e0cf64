import { type CampaignRequest, type ReminderRequest, reminderApi } from '@puente/core';
import { useApiQuery, useRefetchingMutation } from './api-hooks';

export const NOTICES_KEY = ['/api/user/notices'] as const;
export const TASKS_KEY = ['/api/user/tasks'] as const;
export const CAMPAIGNS_KEY = ['/api/school/campaigns'] as const;
export const campaignKey = (id: number) => ['/api/school/campaigns', id] as const;

/** GET /api/user/notices: the student's reminders, newest first, and how many are unread. */
export const useNotices = () => useApiQuery(NOTICES_KEY, (api) => reminderApi.notices(api));

/** POST /api/user/notices/read: marks these notices read (every one without ids). */
export const useReadNotices = () =>
  useRefetchingMutation(NOTICES_KEY, (api, ids: number[] | undefined) =>
    reminderApi.readNotices(api, ids ? { ids } : {}),
  );

/** GET /api/user/tasks: the campaign questions the student answers. */
export const useTasks = () => useApiQuery(TASKS_KEY, (api) => reminderApi.tasks(api));

/** PUT /api/user/tasks/:id: the student's answer. */
export const useAnswerTask = () =>
  useRefetchingMutation(TASKS_KEY, (api, { id, answer }: { id: number; answer: string }) =>
    reminderApi.answerTask(api, id, answer),
  );

/** POST /api/school/reminders: a notice (and an email) to each chosen student. */
export const useSendReminder = () =>
  useRefetchingMutation(CAMPAIGNS_KEY, (api, body: ReminderRequest) =>
    reminderApi.sendReminder(api, body),
  );

/** POST /api/school/campaigns: each question becomes a task for each chosen student. */
export const useLaunchCampaign = () =>
  useRefetchingMutation(CAMPAIGNS_KEY, (api, body: CampaignRequest) =>
    reminderApi.launchCampaign(api, body),
  );

/** GET /api/school/campaigns: the school's campaigns with who has answered. */
export const useCampaigns = () => useApiQuery(CAMPAIGNS_KEY, (api) => reminderApi.campaigns(api));

/** GET /api/school/campaigns/:id: each recipient, answered or not. */
export const useCampaign = (id: number | null) =>
  useApiQuery(campaignKey(id ?? 0), (api) => reminderApi.campaign(api, id ?? 0), {
    enabled: id !== null,
  });
