import { conversationDay } from './conversations';

/** What the College Profile tab shows (SPEC §3 college-profile preferences). */
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
  location:
    /*i18n*/ 'United Kingdom first, open to Italy; prefers a large city with good transport',
  setting: /*i18n*/ 'Urban campus close to teaching hospitals and research labs',
  fieldsOfStudy: [
    /*i18n*/ 'Medicine',
    /*i18n*/ 'Biomedical Engineering',
    /*i18n*/ 'Biomedical Sciences',
  ],
  campusSize: /*i18n*/ 'Medium to large (15,000+ students)',
  housingPreference: /*i18n*/ 'University halls in the first year',
  budgetConsiderations:
    /*i18n*/ 'Family budget of about £25,000 a year including living costs; scholarships will be important',
  extracurriculars: [
    /*i18n*/ 'Robotics',
    /*i18n*/ 'Health volunteering',
    /*i18n*/ 'Debate and Model UN',
  ],
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
    title: /*i18n*/ 'What Is a UK Foundation Year?',
    type: 'Article',
    description:
      /*i18n*/ 'How a one-year foundation programme bridges Mexican preparatoria and a UK degree.',
  },
  {
    id: 2,
    title: /*i18n*/ 'A Day in the Life of a Biomedical Engineering Student',
    type: 'Video',
    description:
      /*i18n*/ 'A second-year student at a London university walks through labs, lectures and projects.',
  },
  {
    id: 3,
    title: /*i18n*/ 'Writing Your Personal Statement for Medicine',
    type: 'Workshop',
    description:
      /*i18n*/ 'A live session on turning volunteering and club work into a strong statement.',
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
  title: /*i18n*/ 'Connect robotics with medicine',
  description:
    /*i18n*/ 'Sofía lights up when she talks about her robotics club and her clinic volunteering. Suggest she explore biomedical engineering foundation years, which combine both and keep the route to medicine open.',
};

export interface CounselorNotes {
  text: string;
  /** ISO date shown as 'Last updated'. */
  lastUpdated: string;
}

/** The notes the Counselor Notes box opens with, last updated after the latest conversation (from `today`, the demo's clock). */
export function sampleCounselorNotes(today: Date): CounselorNotes {
  return {
    text: /*i18n*/ 'Strong science profile. Needs to book an IELTS date soon. Family asked about scholarships and halls of residence.',
    lastUpdated: conversationDay(today, 'interests'),
  };
}
