import type { EntityManager } from '@mikro-orm/postgresql';
import type { CampaignDetails, CampaignSummary, StudentTask } from '@puente/core';
import { personName } from '@puente/core';
import type { StaffMember } from '../access/access';
import { entityKysely } from '../common/kysely';
import type { Recipient } from '../notice/recipients';
import { User } from '../user/user.entity';
import { Campaign } from './campaign.entity';
import { Task } from './task.entity';

/** The most campaigns the staff's list answers, newest first. */
export const CAMPAIGNS_LISTED = 50;
/** The most tasks a student's list answers, newest campaign first. */
export const TASKS_LISTED = 100;

/** A campaign and a task per recipient per question, in one flush. */
export async function launchCampaign(
  em: EntityManager,
  sender: StaffMember,
  { title, questions }: { title: string; questions: readonly string[] },
  recipients: readonly Recipient[],
): Promise<CampaignSummary> {
  const campaign = em.create(Campaign, {
    school: sender.school.id,
    sender: sender.id,
    senderName: sender.name,
    title,
    questions: [...questions],
  });
  for (const recipient of recipients) {
    questions.forEach((question, position) => {
      em.create(Task, {
        school: sender.school.id,
        campaign,
        student: recipient.id,
        position,
        question,
      });
    });
  }
  await em.flush();
  return toSummary(
    campaign,
    new Map([[campaign.id, { students: recipients.length, answered: 0 }]]),
  );
}

type Progress = Map<number, { students: number; answered: number }>;

/** Per campaign: how many students it reached, and how many answered every question. */
async function progressOf(em: EntityManager, campaigns: readonly Campaign[]): Promise<Progress> {
  const progress: Progress = new Map();
  if (campaigns.length === 0) return progress;
  const rows = await answeredPerStudent(
    em,
    campaigns.map(({ id }) => id),
  );
  const questions = new Map(campaigns.map(({ id, questions }) => [id, questions.length]));
  for (const row of rows) {
    const entry = progress.get(row.campaign) ?? { students: 0, answered: 0 };
    entry.students += 1;
    if (row.answered >= (questions.get(row.campaign) ?? 0)) entry.answered += 1;
    progress.set(row.campaign, entry);
  }
  return progress;
}

async function answeredPerStudent(em: EntityManager, campaignIds: readonly number[]) {
  const rows = await entityKysely<typeof Task>(em)
    .selectFrom('Task')
    .select((eb) => ['campaign', 'student', eb.fn.count<string>('answer').as('answered')])
    .where('campaign', 'in', [...campaignIds])
    .groupBy(['campaign', 'student'])
    .execute();
  return rows.map((row) => ({
    campaign: Number(row.campaign),
    student: Number(row.student),
    answered: Number(row.answered),
  }));
}

/** The school's campaigns, newest first, with who has answered. */
export async function listCampaigns(
  em: EntityManager,
  schoolId: number,
): Promise<CampaignSummary[]> {
  const campaigns = await em.find(
    Campaign,
    { school: schoolId },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: CAMPAIGNS_LISTED },
  );
  const progress = await progressOf(em, campaigns);
  return campaigns.map((campaign) => toSummary(campaign, progress));
}

/** One of the school's campaigns with each recipient's answered questions (null: not theirs). */
export async function campaignDetails(
  em: EntityManager,
  schoolId: number,
  campaignId: number,
): Promise<CampaignDetails | null> {
  const campaign = await em.findOne(Campaign, { id: campaignId, school: schoolId });
  if (!campaign) return null;
  const rows = await answeredPerStudent(em, [campaign.id]);
  const students = await em.find(
    User,
    { id: { $in: rows.map(({ student }) => student) } },
    { fields: ['id', 'username', 'firstName', 'lastName'] },
  );
  const names = new Map(students.map((student) => [student.id, personName(student)]));
  const recipients = rows
    .map(({ student, answered }) => ({
      id: student,
      name: names.get(student) ?? '',
      answeredQuestions: answered,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const answered = recipients.filter(
    ({ answeredQuestions }) => answeredQuestions >= campaign.questions.length,
  ).length;
  return {
    ...toSummary(campaign, new Map([[campaign.id, { students: rows.length, answered }]])),
    questionTexts: [...campaign.questions],
    recipients,
  };
}

function toSummary(campaign: Campaign, progress: Progress): CampaignSummary {
  const { students, answered } = progress.get(campaign.id) ?? { students: 0, answered: 0 };
  return {
    id: campaign.id,
    title: campaign.title,
    from: campaign.senderName,
    createdAt: campaign.createdAt.toISOString(),
    questions: campaign.questions.length,
    students,
    answered,
  };
}

/** The student's tasks: newest campaign first, its questions in order (answering moves none). */
export async function listTasks(em: EntityManager, studentId: number): Promise<StudentTask[]> {
  const tasks = await em.find(
    Task,
    { student: studentId },
    {
      populate: ['campaign'],
      orderBy: { campaign: { createdAt: 'desc', id: 'desc' }, position: 'asc' },
      limit: TASKS_LISTED,
    },
  );
  return tasks.map(toStudentTask);
}

/** Saves the student's answer to their own task (null: not theirs). */
export async function answerTask(
  em: EntityManager,
  studentId: number,
  taskId: number,
  answer: string,
): Promise<StudentTask | null> {
  const task = await em.findOne(
    Task,
    { id: taskId, student: studentId },
    { populate: ['campaign'] },
  );
  if (!task) return null;
  task.answer = answer;
  task.answeredAt = new Date();
  await em.flush();
  return toStudentTask(task);
}

function toStudentTask(task: Task): StudentTask {
  const campaign = task.campaign;
  return {
    id: task.id,
    campaign: campaign.title,
    question: task.question,
    from: campaign.senderName,
    sentAt: campaign.createdAt.toISOString(),
    answer: task.answer ?? null,
    answeredAt: task.answeredAt?.toISOString() ?? null,
  };
}
