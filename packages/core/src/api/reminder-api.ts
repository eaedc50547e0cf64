import type {
  CampaignRequest,
  NoticesReadRequest,
  ReminderRequest,
} from '../schemas/reminder.schema';
import type { ApiClient } from './api-client';
import type {
  CampaignDetails,
  CampaignResult,
  CampaignSummary,
  ChildTask,
  NoticeList,
  ReminderResult,
  StudentTask,
} from './reminder-answers';

type Requests = Pick<ApiClient, 'request'>;

/**
 * Reminders and campaigns: the staff's sends and the student's notices and
 * tasks. Kept out of `createApiClient`, which every element loads: only the
 * site's screens make these calls.
 */
export const reminderApi = {
  sendReminder: ({ request }: Requests, body: ReminderRequest) =>
    request<ReminderResult>('POST', '/api/school/reminders', body),
  launchCampaign: ({ request }: Requests, body: CampaignRequest) =>
    request<CampaignResult>('POST', '/api/school/campaigns', body),
  campaigns: ({ request }: Requests) => request<CampaignSummary[]>('GET', '/api/school/campaigns'),
  campaign: ({ request }: Requests, id: number) =>
    request<CampaignDetails>('GET', `/api/school/campaigns/${id}`),
  notices: ({ request }: Requests) => request<NoticeList>('GET', '/api/user/notices'),
  /** Marks `ids` read, or every notice without them; answers what is left unread. */
  readNotices: ({ request }: Requests, body: NoticesReadRequest = {}) =>
    request<{ unread: number }>('POST', '/api/user/notices/read', body),
  tasks: ({ request }: Requests) => request<StudentTask[]>('GET', '/api/user/tasks'),
  answerTask: ({ request }: Requests, id: number, answer: string) =>
    request<StudentTask>('PUT', `/api/user/tasks/${id}`, { answer }),
  childTasks: ({ request }: Requests, childId: number) =>
    request<ChildTask[]>('GET', `/api/children/${childId}/tasks`),
};
