/** A student a send skipped: they already had the day's most reminders. */
export type SkippedStudent = { id: number; name: string };

/** POST /api/school/reminders. */
export type ReminderResult = {
  /** How many students got the notice. */
  sent: number;
  /** How many of them were also emailed (only when the server has SMTP). */
  emailed: number;
  skipped: SkippedStudent[];
};

/** GET /api/school/campaigns: one campaign the school launched. */
export type CampaignSummary = {
  id: number;
  title: string;
  /** Who launched it, as named then. */
  from: string;
  createdAt: string;
  questions: number;
  students: number;
  /** Students who answered every question. */
  answered: number;
};

/** GET /api/school/campaigns/:id: who has answered and who has not. */
export type CampaignDetails = CampaignSummary & {
  questionTexts: string[];
  recipients: { id: number; name: string; answeredQuestions: number }[];
};

/** POST /api/school/campaigns. */
export type CampaignResult = { campaign: CampaignSummary; skipped: SkippedStudent[] };

/** A reminder delivered to the signed-in student. */
export type Notice = {
  id: number;
  message: string;
  from: string;
  sentAt: string;
  read: boolean;
};

/** GET /api/user/notices: the newest notices and how many are unread in all. */
export type NoticeList = { unread: number; notices: Notice[] };

/**
 * GET /api/children/:id/tasks: a child's campaign question as their parent
 * sees it: whether it is answered, never the answer (it is for the counselor).
 */
export type ChildTask = Omit<StudentTask, 'answer'>;

/** GET /api/user/tasks: a campaign question the student answers. */
export type StudentTask = {
  id: number;
  campaign: string;
  question: string;
  from: string;
  sentAt: string;
  answer: string | null;
  answeredAt: string | null;
};
