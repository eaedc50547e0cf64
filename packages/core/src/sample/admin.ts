/** One of the administrator's 'Actions Required' alerts (SPEC §3). */
export interface AdminAlert {
  id: number;
  title: string;
  description: string;
  actionLabel: string;
}

/** The three alerts of SPEC §9. */
export const ADMIN_ALERTS: readonly AdminAlert[] = [
  {
    id: 1,
    title: /*i18n*/ 'Missing College Lists',
    description: /*i18n*/ "80% of Ms. Rivera's students have not started a college list.",
    actionLabel: /*i18n*/ 'Notify Teacher',
  },
  {
    id: 2,
    title: /*i18n*/ 'Potential Bias',
    description:
      /*i18n*/ 'All students of 2 homeroom instructors are applying only to US universities. They may not be hearing about UK and other options.',
    actionLabel: /*i18n*/ 'Review Guidance',
  },
  {
    id: 3,
    title: /*i18n*/ 'Deadline Alerts',
    description: /*i18n*/ '36 seniors are missing milestones with deadlines in under 10 days.',
    actionLabel: /*i18n*/ 'View Students',
  },
];

/** One row of the Grade Progress Overview (SPEC §3). */
export interface GradeProgress {
  grade: string;
  /** How many students are in the grade (a real school's). */
  students?: number;
  /** Percent of the grade's timeline milestones reached. */
  timelineProgress: number;
  /** How many students show low, medium and high engagement. */
  engagementDistribution: { low: number; medium: number; high: number };
}

export const GRADE_PROGRESS: readonly GradeProgress[] = [
  {
    grade: /*i18n*/ 'Grade 9',
    timelineProgress: 85,
    engagementDistribution: { low: 12, medium: 48, high: 60 },
  },
  {
    grade: /*i18n*/ 'Grade 10',
    timelineProgress: 72,
    engagementDistribution: { low: 20, medium: 55, high: 43 },
  },
  {
    grade: /*i18n*/ 'Grade 11',
    timelineProgress: 68,
    engagementDistribution: { low: 27, medium: 51, high: 38 },
  },
  {
    grade: /*i18n*/ 'Grade 12',
    timelineProgress: 91,
    engagementDistribution: { low: 8, medium: 35, high: 72 },
  },
];

/** What the School Customization Tool holds when the page opens. */
export const INITIAL_SCHOOL_CONTEXT: readonly string[] = [
  /*i18n*/ 'We are a bilingual (Spanish and English) school in Guadalajara, Mexico, with about 480 students in grades 9 to 12.',
  /*i18n*/ 'Most graduates apply to universities in Mexico and the US; we want more students to consider UK foundation years.',
  /*i18n*/ 'Seniors meet their counselor at least twice a term; families are invited to the second meeting.',
];

/** The entry Upload PDF appends. */
export const UPLOADED_PDF_CONTEXT =
  /*i18n*/ 'From "School Profile.pdf": a bachillerato curriculum recognised by the SEP (RVOE), grading scale 0 to 10 (pass at 6), and the preparatory subjects we offer.';

/** The entry Import from Google Drive appends. */
export const GOOGLE_DRIVE_CONTEXT =
  /*i18n*/ 'From Google Drive "Counseling Calendar": application workshops in October, parent evenings in November and February.';
