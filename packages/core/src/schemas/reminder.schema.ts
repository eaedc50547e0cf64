import * as v from 'valibot';
import { boundedArray } from './bounded-array';
import { recordId } from './record-id';
import { withoutControlCharacters } from './text-characters';

/** The most students one reminder or campaign goes to (a year group's caseload). */
export const RECIPIENTS_MAX = 200;
/** The longest reminder, as typed. */
export const REMINDER_MESSAGE_MAX = 2000;
/** The longest campaign title. */
export const CAMPAIGN_TITLE_MAX = 120;
/** The most questions one campaign asks. */
export const CAMPAIGN_QUESTIONS_MAX = 10;
/** The longest campaign question. */
export const CAMPAIGN_QUESTION_MAX = 500;
/** The longest answer a student gives to a task. */
export const TASK_ANSWER_MAX = 2000;
/** The most notices one "mark as read" names. */
export const NOTICES_READ_MAX = 100;

const studentIds = boundedArray(
  recordId(/*i18n*/ 'Choose the students by their ids'),
  { min: 1, max: RECIPIENTS_MAX },
  {
    notAList: /*i18n*/ 'Choose the students by their ids',
    tooFew: /*i18n*/ 'Choose at least one student',
    tooMany: /*i18n*/ 'Send to at most 200 students at once',
  },
);

/** Text as typed: no trimming inside, newlines kept, control characters refused. */
const typedText = (required: string, tooLong: string, control: string, max: number) =>
  v.pipe(
    v.string(required),
    v.maxLength(max, tooLong),
    v.check((text) => text.trim() !== '', required),
    withoutControlCharacters(control, { textArea: true }),
  );

/**
 * POST /api/school/reminders: a message to each chosen student of the
 * counselor's school. `{studentName}` in it becomes each student's name.
 */
export const reminderRequestSchema = v.object({
  studentIds,
  message: typedText(
    /*i18n*/ 'Write a message',
    /*i18n*/ 'A reminder must be at most 2,000 characters',
    /*i18n*/ 'A reminder must not contain control characters',
    REMINDER_MESSAGE_MAX,
  ),
});
export type ReminderRequest = v.InferOutput<typeof reminderRequestSchema>;

/** POST /api/school/campaigns: each question becomes a task for each chosen student. */
export const campaignRequestSchema = v.object({
  studentIds,
  title: v.pipe(
    v.string(/*i18n*/ 'Give the campaign a title'),
    v.trim(),
    v.nonEmpty(/*i18n*/ 'Give the campaign a title'),
    v.maxLength(CAMPAIGN_TITLE_MAX, /*i18n*/ 'A campaign title must be at most 120 characters'),
    withoutControlCharacters(/*i18n*/ 'A campaign title must not contain control characters'),
  ),
  questions: boundedArray(
    typedText(
      /*i18n*/ 'A question cannot be empty',
      /*i18n*/ 'A question must be at most 500 characters',
      /*i18n*/ 'A question must not contain control characters',
      CAMPAIGN_QUESTION_MAX,
    ),
    { min: 1, max: CAMPAIGN_QUESTIONS_MAX },
    {
      notAList: /*i18n*/ 'Questions must be a list of texts',
      tooFew: /*i18n*/ 'Add at least one question',
      tooMany: /*i18n*/ 'A campaign asks at most 10 questions',
    },
  ),
});
export type CampaignRequest = v.InferOutput<typeof campaignRequestSchema>;

/** PUT /api/user/tasks/:id: the student's answer, as typed. */
export const taskAnswerRequestSchema = v.object({
  answer: typedText(
    /*i18n*/ 'Write your answer',
    /*i18n*/ 'An answer must be at most 2,000 characters',
    /*i18n*/ 'An answer must not contain control characters',
    TASK_ANSWER_MAX,
  ),
});
export type TaskAnswerRequest = v.InferOutput<typeof taskAnswerRequestSchema>;

/** POST /api/user/notices/read: these notices, or every one when `ids` is left out. */
export const noticesReadRequestSchema = v.object({
  ids: v.optional(
    boundedArray(
      recordId(/*i18n*/ 'Name the notices by their ids'),
      { max: NOTICES_READ_MAX },
      {
        notAList: /*i18n*/ 'Name the notices by their ids',
        tooMany: /*i18n*/ 'Mark at most 100 notices at once',
      },
    ),
  ),
});
export type NoticesReadRequest = v.InferOutput<typeof noticesReadRequestSchema>;
