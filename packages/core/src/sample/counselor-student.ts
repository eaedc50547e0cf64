import type { StudentProfile } from './student-profile';

/** The counselor's student on /check-in-1 and /check-in-2. */
export const COUNSELOR_STUDENT: StudentProfile = {
  name: 'Sofía Ramírez',
  age: 17,
  grade: '12th Grade',
  school: 'Instituto Bilingüe del Valle, Guadalajara',
  aspirations: 'Wants to study medicine or biomedical engineering at a UK university',
  interests: [
    'Biology and human anatomy',
    'Building robots with the school robotics club',
    'Volunteering at a community health clinic',
  ].join('\n'),
  background: [
    'First in her family to apply to university abroad',
    'Her grandmother is Italian; she spent two summers in Bologna',
    'Fluent in Spanish and English, conversational Italian',
  ].join('\n'),
  email: 'sofia.ramirez@ibvalle.edu.mx',
  phone: '+52 33 1234 5678',
  gpa: '92/100',
  extracurriculars: [
    'Robotics Club (captain)',
    'Community Health Clinic Volunteer',
    'Science Olympiad',
    'Model United Nations',
  ],
  testScores: { sat: 1420, act: 31 },
};

export type ConversationId = 'intro' | 'interests';

export interface ConversationLine {
  sender: 'ai' | 'student';
  message: string;
}

/** A past conversation between the AI and the student (SPEC §3). */
export interface ConversationScript {
  id: ConversationId;
  title: string;
  /** ISO date. */
  date: string;
  content: readonly ConversationLine[];
}

/** The conversation a profile line links to. */
export const EXPLORING_INTERESTS_ID: ConversationId = 'interests';

/** The conversation the Scripts tab opens on. */
export const INTRO_CONVERSATION_ID: ConversationId = 'intro';

export interface CollegeProfilePreferences {
  location: string;
  setting: string;
  fieldsOfStudy: readonly string[];
  campusSize: string;
  housingPreference: string;
  budgetConsiderations: string;
  extracurriculars: readonly string[];
}

export const COLLEGE_PROFILE: CollegeProfilePreferences = {
  location: 'United Kingdom first, open to Italy; prefers a large city with good transport',
  setting: 'Urban campus close to teaching hospitals and research labs',
  fieldsOfStudy: ['Medicine', 'Biomedical Engineering', 'Biomedical Sciences'],
  campusSize: 'Medium to large (15,000+ students)',
  housingPreference: 'University halls in the first year',
  budgetConsiderations:
    'Family budget of about £25,000 a year including living costs; scholarships will be important',
  extracurriculars: ['Robotics', 'Health volunteering', 'Debate and Model UN'],
};

export type RecommendedContentType = 'Article' | 'Video' | 'Workshop';

export interface RecommendedContent {
  id: number;
  title: string;
  type: RecommendedContentType;
  description: string;
}

/** The AI-Recommended Content card's three resources. */
export const RECOMMENDED_CONTENT: readonly RecommendedContent[] = [
  {
    id: 1,
    title: 'What Is a UK Foundation Year?',
    type: 'Article',
    description:
      'How a one-year foundation programme bridges Mexican preparatoria and a UK degree.',
  },
  {
    id: 2,
    title: 'A Day in the Life of a Biomedical Engineering Student',
    type: 'Video',
    description:
      'A second-year student at a London university walks through labs, lectures and projects.',
  },
  {
    id: 3,
    title: 'Writing Your Personal Statement for Medicine',
    type: 'Workshop',
    description: 'A live session on turning volunteering and club work into a strong statement.',
  },
];

/** Resources the student has finished (SPEC §4). */
export const COMPLETED_CONTENT_IDS: readonly number[] = [1, 2];

/** Resources already assigned when the page opens (SPEC §4). */
export const INITIALLY_ASSIGNED_CONTENT_IDS: readonly number[] = [1, 2];

export interface AiInsight {
  title: string;
  description: string;
}

/** The AI Insights card's one suggestion. */
export const AI_INSIGHT: AiInsight = {
  title: 'Connect robotics with medicine',
  description:
    'Sofía lights up when she talks about her robotics club and her clinic volunteering. Suggest she explore biomedical engineering foundation years, which combine both and keep the route to medicine open.',
};

export interface CounselorNotes {
  text: string;
  /** ISO date shown as 'Last updated'. */
  lastUpdated: string;
}

/** The notes the Counselor Notes box opens with. */
export const COUNSELOR_NOTES: CounselorNotes = {
  text: 'Strong science profile. Needs IELTS date booked before January. Family asked about scholarships and halls of residence.',
  lastUpdated: '2025-09-22',
};

export interface CheckIn {
  path: '/check-in-1' | '/check-in-2';
  title: string;
  subtitle: string;
}

/** The two counselor check-ins of the same student, earlier first. */
export const CHECK_INS: readonly [CheckIn, CheckIn] = [
  {
    path: '/check-in-1',
    title: 'Check-In #1',
    subtitle: 'First meeting: getting to know the student',
  },
  {
    path: '/check-in-2',
    title: 'Check-In #2',
    subtitle: 'Student profile review and pre-meeting assessment',
  },
];
