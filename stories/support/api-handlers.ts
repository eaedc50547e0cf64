import {
  type ContentAssignment,
  type CounselorNote,
  DEFAULT_EXCHANGE_RATE,
  type ExchangeRate,
  type FoundationProgramme,
  SAMPLE_PROGRAMMES,
  SAMPLE_STUDENT_INFO,
  type SelectedProgramme,
  type StudentInfoRecord,
  type User,
} from '@puente/core';
import {
  accountHandlers,
  type CheckInDataOptions,
  catalogueHandler,
  createCheckInData,
  createHandOffs,
  createReminderData,
  createSchoolData,
  createStudentData,
  guardian,
  lopez,
  REALISTIC_LATENCY,
  type SchoolDataOptions,
  schoolAdmin,
  userHandler,
  waitlistHandler,
} from '@puente/ui/testing';
import type { StoryContext } from '@storybook/react-vite';

// The fake API the tests use, served by MSW at realistic speed.
export { failsWith, pendingForever } from '@puente/ui/testing';

/** The student the signed-in stories show. */
export const sampleUser: User = {
  id: 1,
  username: 'ana.garcia',
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana.garcia@example.mx',
  role: 'student',
  school: null,
};

/** Signing in, registering and signing out succeed, as they would for a real account. */
export const accountActions = accountHandlers({ student: sampleUser, latency: REALISTIC_LATENCY });

/** Answers at the network edge, as the real API would; stories override them per state. */
export const storyHandlers = [
  userHandler(null),
  // A student's bell and tasks: none, unless a story gives some.
  ...createReminderData({ now: new Date() }).handlers,
  ...accountActions,
  waitlistHandler(REALISTIC_LATENCY.waitlist),
];

/** A signed-in session. */
export const signedIn = userHandler(sampleUser);

/**
 * The programme catalogue as GET /api/foundation-programs answers it: core's search and choice,
 * the server's pages, the operator's rate (the committed default; null, none configured).
 */
export const catalogue = (
  programmes: readonly FoundationProgramme[] = SAMPLE_PROGRAMMES,
  { exchangeRate = DEFAULT_EXCHANGE_RATE }: { exchangeRate?: ExchangeRate | null } = {},
) =>
  catalogueHandler(programmes, {
    now: new Date(),
    exchangeRate,
    latency: REALISTIC_LATENCY.catalogue,
  });

/**
 * A signed-in student's profile (none: 404) and selections, kept in memory
 * while the story runs, so adding and removing stick.
 */
export function studentData(options: Parameters<typeof studentDataStore>[0] = {}) {
  return studentDataStore(options).handlers;
}

function studentDataStore({
  studentInfo = null,
  selections = [],
  programmes = SAMPLE_PROGRAMMES,
}: {
  studentInfo?: StudentInfoRecord | null;
  selections?: SelectedProgramme[];
  programmes?: readonly FoundationProgramme[];
} = {}) {
  return createStudentData({
    programmes,
    selections,
    studentInfo,
    // My Profile's signed-in browsers: this one and a phone.
    browsers: [
      {
        id: 'this-browser-000000000',
        current: true,
        userAgent: navigator.userAgent,
        signedInAt: new Date().toISOString(),
      },
      {
        id: 'phone-browser-00000000',
        current: false,
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        signedInAt: '2026-11-20T18:05:00.000Z',
      },
    ],
    userId: sampleUser.id,
    now: new Date(),
    latency: REALISTIC_LATENCY,
  });
}

/**
 * The fake API's hand-offs (`HAND_OFF_TOKENS` from `@puente/ui/testing`: from its
 * school, attributed to none, expired) and the student's selections they are saved to.
 */
export function handOffs(programmes: readonly FoundationProgramme[] = SAMPLE_PROGRAMMES) {
  const student = studentDataStore({ programmes });
  return [
    ...student.handlers,
    ...createHandOffs({
      programmes,
      select: student.select,
      now: new Date(),
      latency: REALISTIC_LATENCY,
    }).handlers,
  ];
}

/** A story's `beforeEach` for a student with core's sample profile saved: My Profile shows it. */
export const withSavedProfile = ({ msw }: StoryContext) =>
  msw.use(...studentData({ studentInfo: SAMPLE_STUDENT_INFO }));

/** The schools' routes (the school, its students, staff, invitations, codes; a parent's children; a student's parents and data views), kept in memory while the story runs. */
export const schoolData = (options: SchoolDataOptions = {}, user: User | null = lopez) =>
  createSchoolData({ ...options, user, now: new Date(), latency: REALISTIC_LATENCY }).handlers;

/** A note the counselor shared with the student, and one kept for staff. */
export const SAMPLE_NOTES: CounselorNote[] = [
  {
    id: 2,
    text: 'Book the IELTS test before January.\nAsk me about the Leeds scholarship.',
    visibility: 'shared',
    author: 'Lucía López',
    createdAt: '2026-11-18T16:00:00.000Z',
  },
  {
    id: 1,
    text: 'Family worried about fees: talk about halls and bursaries.',
    visibility: 'private',
    author: 'Rosa Garza',
    createdAt: '2026-11-10T16:00:00.000Z',
  },
];

/** Two resources assigned: the first completed by the student, the workshop not yet. */
export const SAMPLE_ASSIGNMENTS: ContentAssignment[] = [
  {
    id: 7,
    contentId: 1,
    assignedBy: 'Lucía López',
    assignedAt: '2026-11-10T16:00:00.000Z',
    completedAt: '2026-11-12T09:00:00.000Z',
  },
  {
    id: 8,
    contentId: 3,
    assignedBy: 'Lucía López',
    assignedAt: '2026-11-18T16:00:00.000Z',
    completedAt: null,
  },
];

/** A check-in's notes and assigned content, in memory (none by default). */
export const checkInData = (options: CheckInDataOptions = {}) =>
  createCheckInData({
    ...options,
    author: 'Lucía López',
    now: new Date(),
    latency: REALISTIC_LATENCY,
  }).handlers;

/** The school's counselor, its admin and a parent of two of its students, signed in. */
export const signedInAsCounselor = userHandler(lopez);
export const signedInAsAdmin = userHandler(schoolAdmin);
export const signedInAsParent = userHandler(guardian);
