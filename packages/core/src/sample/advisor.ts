import type { CampaignQuestion } from '../domain/campaign-questions';
import type { StudentProfile } from './student-profile';

export type AdvisorActionId =
  | 'a-g-requirements'
  | 'scheduling'
  | 'attendance'
  | 'essay-drafts'
  | 'sat-scores';

/** One row of 'Actions Required' (SPEC §3 advisor action item). */
export interface AdvisorActionItem {
  id: AdvisorActionId;
  title: string;
  description: string;
  count: number;
  actionLabel: string;
  severity: 'high' | 'medium';
}

/** The five alerts of SPEC §9, in the order the dashboard lists them. */
export const ADVISOR_ACTION_ITEMS: readonly AdvisorActionItem[] = [
  {
    id: 'a-g-requirements',
    title: /*i18n*/ 'A-G Requirements',
    description: /*i18n*/ '15 students are not on track to meet A-G requirements.',
    count: 15,
    actionLabel: /*i18n*/ 'Review Cases',
    severity: 'high',
  },
  {
    id: 'scheduling',
    title: /*i18n*/ 'Scheduling',
    description:
      /*i18n*/ '17 students have schedule conflicts to resolve in the student information system.',
    count: 17,
    actionLabel: /*i18n*/ 'Open in Synergy',
    severity: 'medium',
  },
  {
    id: 'attendance',
    title: /*i18n*/ 'Attendance and Grades',
    description: /*i18n*/ '4 students show falling attendance together with dropping grades.',
    count: 4,
    actionLabel: /*i18n*/ 'Review Patterns',
    severity: 'medium',
  },
  {
    id: 'essay-drafts',
    title: /*i18n*/ 'College Essay Drafts',
    description: /*i18n*/ '6 students are 5 days late submitting their college essay drafts.',
    count: 6,
    actionLabel: /*i18n*/ 'Send Reminder',
    severity: 'medium',
  },
  {
    id: 'sat-scores',
    title: /*i18n*/ 'SAT Scores',
    description: /*i18n*/ '5 students have new SAT scores that may change their college lists.',
    count: 5,
    actionLabel: /*i18n*/ 'Review Scores',
    severity: 'medium',
  },
];

export type Pathway = 'US' | 'UK' | 'Japan' | 'Europe' | 'Other';

/** One row of 'My Students' (SPEC §3 advisor student row). */
export interface AdvisorStudent {
  id: number;
  name: string;
  pathway: Pathway;
  /** 0 to 100. */
  engagementScore: number;
}

/** The advisor's cohort: 10 students. */
export const ADVISOR_STUDENTS: readonly AdvisorStudent[] = [
  { id: 1, name: 'Maya Chen', pathway: /*i18n*/ 'US', engagementScore: 92 },
  { id: 2, name: 'Diego Hernández', pathway: /*i18n*/ 'UK', engagementScore: 85 },
  { id: 3, name: 'Aiko Tanaka', pathway: /*i18n*/ 'Japan', engagementScore: 78 },
  { id: 4, name: 'Lucas Moreau', pathway: /*i18n*/ 'Europe', engagementScore: 64 },
  { id: 5, name: 'Amara Okafor', pathway: /*i18n*/ 'US', engagementScore: 58 },
  { id: 6, name: 'Ethan Brooks', pathway: /*i18n*/ 'UK', engagementScore: 71 },
  { id: 7, name: 'Valentina Cruz', pathway: /*i18n*/ 'Other', engagementScore: 45 },
  { id: 8, name: 'Noah Kim', pathway: /*i18n*/ 'US', engagementScore: 88 },
  { id: 9, name: 'Isabella Rossi', pathway: /*i18n*/ 'Europe', engagementScore: 67 },
  { id: 10, name: 'Samuel Mensah', pathway: /*i18n*/ 'Other', engagementScore: 33 },
];

export type AdvisorStudentProfile = StudentProfile & { pathway: Pathway };

/** The one full profile in the sample; every row reuses it (SPEC §9). */
const BASE_PROFILE: StudentProfile = {
  name: 'Maya Chen',
  age: 17,
  grade: /*i18n*/ '11th Grade',
  school: 'Lincoln International High School',
  aspirations: /*i18n*/ 'Become a biomedical engineer designing affordable prosthetics',
  interests: [
    /*i18n*/ 'Robotics and 3D printing',
    /*i18n*/ 'Human biology',
    /*i18n*/ 'Volunteering with younger students',
  ].join('\n'),
  background: [
    /*i18n*/ 'Bilingual household (English and Mandarin)',
    /*i18n*/ 'Part-time tutor at the local library',
    /*i18n*/ 'Interested in studying abroad for at least part of her degree',
  ].join('\n'),
  email: 'maya.chen@lincolnintl.edu',
  phone: '(555) 014-2233',
  gpa: '3.8',
  extracurriculars: [
    /*i18n*/ 'Robotics Team',
    /*i18n*/ 'Science Olympiad',
    /*i18n*/ 'Peer Tutoring',
    /*i18n*/ 'Varsity Swimming',
  ],
  testScores: { sat: 1450, act: 32 },
};

/**
 * The Student Profile dialog's data for a row: the sample profile with the
 * row's name, pathway and an email made from the name.
 */
export function advisorStudentProfile(student: AdvisorStudent): AdvisorStudentProfile {
  const emailName = student.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
  return {
    ...BASE_PROFILE,
    name: student.name,
    pathway: student.pathway,
    email: `${emailName}@lincolnintl.edu`,
  };
}

/** The students the 'Send Reminder' alert writes to: the 6 late essay drafts. */
export const REMINDER_RECIPIENTS: readonly AdvisorStudent[] = ADVISOR_STUDENTS.filter((student) =>
  [2, 4, 5, 7, 9, 10].includes(student.id),
);

/** The placeholder a reminder template uses for each student's name. */
export const STUDENT_NAME_PLACEHOLDER = '{studentName}';

/**
 * The reminder dialog's starting text (SPEC §9). In another language, say it
 * with `{ studentName: STUDENT_NAME_PLACEHOLDER }` so the placeholder stays.
 */
export const DEFAULT_REMINDER_TEMPLATE =
  /*i18n*/ 'Hi {studentName},\n\nThis is a gentle reminder that your personal statement draft is now overdue. Please share it with me by the end of this week, even if it is not finished, so we can work on it together.\n\nLet me know if anything is getting in the way.';

/** The reminder a student receives: every name placeholder replaced with their name. */
export function fillReminder(template: string, studentName: string): string {
  return template.replaceAll(STUDENT_NAME_PLACEHOLDER, studentName);
}

/** One student in the A-G Requirements Review dialog. */
export interface AgReviewStudent {
  id: number;
  name: string;
  grade: string;
  /** The A-G subject areas still missing. */
  missing: readonly string[];
}

/** The 15 students behind the A-G alert. */
export const AG_REVIEW_STUDENTS: readonly AgReviewStudent[] = [
  { id: 1, name: 'Amara Okafor', grade: /*i18n*/ '11th', missing: [/*i18n*/ '(c) Mathematics'] },
  {
    id: 2,
    name: 'Valentina Cruz',
    grade: /*i18n*/ '11th',
    missing: [/*i18n*/ '(e) Language Other than English'],
  },
  {
    id: 3,
    name: 'Samuel Mensah',
    grade: /*i18n*/ '12th',
    missing: [/*i18n*/ '(d) Science', /*i18n*/ '(f) Visual and Performing Arts'],
  },
  { id: 4, name: 'Jordan Reyes', grade: /*i18n*/ '10th', missing: [/*i18n*/ '(b) English'] },
  {
    id: 5,
    name: 'Priya Patel',
    grade: /*i18n*/ '11th',
    missing: [/*i18n*/ '(g) College-Preparatory Elective'],
  },
  { id: 6, name: 'Marcus Johnson', grade: /*i18n*/ '12th', missing: [/*i18n*/ '(c) Mathematics'] },
  {
    id: 7,
    name: 'Sofia Alvarez',
    grade: /*i18n*/ '10th',
    missing: [/*i18n*/ '(e) Language Other than English'],
  },
  { id: 8, name: 'Liam O’Connor', grade: /*i18n*/ '11th', missing: [/*i18n*/ '(d) Science'] },
  {
    id: 9,
    name: 'Hana Suzuki',
    grade: /*i18n*/ '12th',
    missing: [/*i18n*/ '(f) Visual and Performing Arts'],
  },
  {
    id: 10,
    name: 'Daniel Park',
    grade: /*i18n*/ '11th',
    missing: [/*i18n*/ '(a) History / Social Science'],
  },
  {
    id: 11,
    name: 'Grace Thompson',
    grade: /*i18n*/ '10th',
    missing: [/*i18n*/ '(c) Mathematics', /*i18n*/ '(d) Science'],
  },
  { id: 12, name: 'Mateo García', grade: /*i18n*/ '12th', missing: [/*i18n*/ '(b) English'] },
  {
    id: 13,
    name: 'Zoe Williams',
    grade: /*i18n*/ '11th',
    missing: [/*i18n*/ '(g) College-Preparatory Elective'],
  },
  {
    id: 14,
    name: 'Omar Haddad',
    grade: /*i18n*/ '10th',
    missing: [/*i18n*/ '(e) Language Other than English'],
  },
  {
    id: 15,
    name: 'Chloe Martin',
    grade: /*i18n*/ '12th',
    missing: [/*i18n*/ '(a) History / Social Science'],
  },
];

/** The Launch Learning Campaign dialog's starting questions, sent to the whole cohort. */
export const DEFAULT_CAMPAIGN_QUESTIONS: readonly CampaignQuestion[] = [
  { id: 1, text: /*i18n*/ 'Which subjects or activities make you lose track of time, and why?' },
  {
    id: 2,
    text: /*i18n*/ 'If you could study anywhere in the world, where would you go and what would you hope to learn there?',
  },
];
