import {
  type CaseloadStudent,
  type ClassCode,
  type Invitation,
  type InvitationPreview,
  type LinkedChild,
  type LinkedParent,
  SAMPLE_PROGRAMMES,
  SAMPLE_STUDENT_INFO,
  type SchoolDetails,
  type SchoolOverview,
  type SchoolStudent,
  type StaffMember,
  type StudentDataView,
  type StudentRecord,
  sampleSelection,
  summariseStatement,
  type User,
} from '@puente/core';

/** The school the staff of the tests and stories work at. */
export const SAMPLE_SCHOOL: SchoolDetails = {
  id: 1,
  name: 'Preparatoria Benito Juárez',
  city: 'Puebla',
  country: 'Mexico',
  origins: ['https://prepa-juarez.edu.mx'],
  siteKey: 'pk_Q2xhc3NDb2RlU2FtcGxlMDAx',
  createdAt: '2026-09-01T09:00:00.000Z',
};
const school = { id: SAMPLE_SCHOOL.id, name: SAMPLE_SCHOOL.name };

/** The school's counselor. */
export const lopez: User = {
  id: 31,
  username: 'lucia.lopez',
  firstName: 'Lucía',
  lastName: 'López',
  email: 'lucia.lopez@prepa-juarez.edu.mx',
  role: 'counselor',
  school,
};

/** The school's admin, who created its workspace. */
export const schoolAdmin: User = {
  id: 30,
  username: 'roberto.sanchez',
  firstName: 'Roberto',
  lastName: 'Sánchez',
  email: 'direccion@prepa-juarez.edu.mx',
  role: 'admin',
  school,
};

/** A mother linked to two of the school's students. */
export const guardian: User = {
  id: 40,
  username: 'carmen.hernandez',
  firstName: 'Carmen',
  lastName: 'Hernández',
  email: 'carmen.hernandez@example.mx',
  role: 'parent',
  school: null,
};

/** The school's students as its staff list them. */
export const SCHOOL_STUDENTS: SchoolStudent[] = [
  {
    id: 51,
    firstName: 'Diego',
    lastName: 'Hernández',
    username: 'diego.h',
    email: 'diego.h@example.mx',
    joinedAt: '2026-10-02T16:00:00.000Z',
    cameFrom: { origin: 'https://prepa-juarez.edu.mx', verified: true, schoolName: school.name },
    parents: 1,
    programmes: 2,
    counselorId: lopez.id,
  },
  {
    id: 52,
    firstName: 'Valeria',
    lastName: 'Hernández',
    username: 'vale.hdz',
    email: 'valeria.h@example.mx',
    joinedAt: '2026-10-15T18:30:00.000Z',
    cameFrom: { origin: 'http://127.0.0.1:3102', verified: false, schoolName: null },
    parents: 1,
    programmes: 1,
    counselorId: lopez.id,
  },
  {
    id: 53,
    firstName: 'Sofía',
    lastName: 'Ramírez',
    username: 'sofia.rmz',
    email: 'sofia.ramirez@example.mx',
    joinedAt: '2026-11-03T12:00:00.000Z',
    cameFrom: null,
    parents: 0,
    programmes: 0,
    counselorId: null,
  },
];

/** The counselor's caseload: the school's students with their progress and alerts. */
export const SCHOOL_CASELOAD: CaseloadStudent[] = [
  {
    id: 51,
    firstName: 'Diego',
    lastName: 'Hernández',
    username: 'diego.h',
    currentYear: '12th',
    counselorId: lopez.id,
    joinedAt: '2026-10-02T16:00:00.000Z',
    profileCompleteness: 100,
    programmes: [
      {
        id: 510,
        programme: 'Engineering Foundation Year',
        university: 'University of Leeds',
        deadline: '2026-12-05',
        stage: 'preparing',
        statementWords: 412,
        statementCharacters: 2480,
        statementLimit: 4000,
        statementFinished: false,
        statementUpdatedAt: '2026-11-10T17:00:00.000Z',
      },
      {
        id: 511,
        programme: 'Computer Science with Foundation Year',
        university: 'University of Manchester',
        deadline: '2027-01-15',
        stage: 'submitted',
        statementWords: 640,
        statementCharacters: 3900,
        statementLimit: 4000,
        statementFinished: true,
        statementUpdatedAt: '2026-11-20T17:00:00.000Z',
      },
    ],
    nextDeadline: '2026-12-05',
    ielts: 6.5,
    alerts: [
      {
        kind: 'deadline-without-statement',
        studentId: 51,
        message:
          '{programme}: deadline in {days, plural, one {# day} other {# days}} and the statement is not finished',
        values: { programme: 'Engineering Foundation Year', days: 7 },
      },
      {
        kind: 'statement-untouched',
        studentId: 51,
        message: '{programme}: statement untouched for {days, plural, one {# day} other {# days}}',
        values: { programme: 'Engineering Foundation Year', days: 18 },
      },
    ],
  },
  {
    id: 52,
    firstName: 'Valeria',
    lastName: 'Hernández',
    username: 'vale.hdz',
    currentYear: '11th',
    counselorId: lopez.id,
    joinedAt: '2026-10-15T18:30:00.000Z',
    profileCompleteness: 86,
    programmes: [
      {
        id: 520,
        programme: 'Business Foundation Year',
        university: 'University of Bristol',
        deadline: '2027-06-30',
        stage: 'researching',
        statementWords: 0,
        statementCharacters: 0,
        statementLimit: 4000,
        statementFinished: false,
        statementUpdatedAt: null,
      },
    ],
    nextDeadline: '2027-06-30',
    ielts: null,
    alerts: [
      {
        kind: 'profile-unfinished',
        studentId: 52,
        message:
          'Profile {percent}% complete, {days, plural, one {# day} other {# days}} after joining',
        values: { percent: 86, days: 44 },
      },
    ],
  },
  {
    id: 53,
    firstName: 'Sofía',
    lastName: 'Ramírez',
    username: 'sofia.rmz',
    currentYear: null,
    counselorId: lopez.id,
    joinedAt: '2026-11-03T12:00:00.000Z',
    profileCompleteness: 0,
    programmes: [],
    nextDeadline: null,
    ielts: null,
    alerts: [
      { kind: 'no-programme', studentId: 53, message: 'No programme chosen yet', values: {} },
    ],
  },
];

/** A student's record: the sample profile for the first, the sample programmes by count. */
export function sampleRecord(student: SchoolStudent): StudentRecord {
  const selections = SAMPLE_PROGRAMMES.slice(0, student.programmes).map((programme, index) => ({
    ...sampleSelection(student.id * 10 + index, programme),
    userId: student.id,
  }));
  return {
    student,
    profile:
      student.programmes > 0
        ? { ...SAMPLE_STUDENT_INFO, userId: student.id, id: student.id }
        : null,
    selections,
    statements: selections.map((selection) => ({
      selectionId: selection.id,
      ...summariseStatement(selection.personalStatement),
    })),
    statementShared: false,
  };
}

/** The admin's overview of the sample school: two grades, its counselor's caseload. */
export const SAMPLE_SCHOOL_OVERVIEW: SchoolOverview = {
  grades: [
    {
      currentYear: '11th',
      students: 1,
      timelineProgress: 20,
      engagement: { low: 0, medium: 1, high: 0 },
    },
    {
      currentYear: '12th',
      students: 2,
      timelineProgress: 40,
      engagement: { low: 1, medium: 0, high: 1 },
    },
  ],
  counselors: [{ id: lopez.id, name: 'Lucía López', caseload: 2 }],
  unassigned: 1,
};

export const SCHOOL_STAFF: StaffMember[] = [
  { ...staffOf(schoolAdmin, 'admin'), joinedAt: '2026-09-01T09:00:00.000Z' },
  { ...staffOf(lopez, 'counselor'), joinedAt: '2026-09-03T10:00:00.000Z' },
];

function staffOf({ id, firstName, lastName, email }: User, role: StaffMember['role']) {
  return { id, firstName, lastName, email, role };
}

/** Invitations the school has sent: one still waiting, one accepted. */
export const SCHOOL_INVITATIONS: Invitation[] = [
  {
    id: 81,
    role: 'counselor',
    name: 'Jorge Medina',
    email: 'jorge.medina@prepa-juarez.edu.mx',
    student: null,
    status: 'pending',
    createdAt: '2026-11-18T09:00:00.000Z',
    expiresAt: '2026-11-25T09:00:00.000Z',
    emailed: false,
  },
  {
    id: 82,
    role: 'parent',
    name: '',
    email: 'papa.ramirez@example.mx',
    student: { id: 53, name: 'Sofía Ramírez' },
    status: 'pending',
    createdAt: '2026-11-19T09:00:00.000Z',
    expiresAt: '2026-11-26T09:00:00.000Z',
    emailed: false,
  },
];

export const CLASS_CODES: ClassCode[] = [
  {
    id: 91,
    code: 'K7MPQ2RX',
    label: '3.º de prepa, grupo A',
    maxUses: 35,
    uses: 12,
    createdAt: '2026-11-02T08:00:00.000Z',
    revoked: false,
  },
];

/** The guardian's children. */
export const LINKED_CHILDREN: LinkedChild[] = [
  {
    id: 51,
    firstName: 'Diego',
    lastName: 'Hernández',
    school,
    linkedAt: '2026-10-05T19:00:00.000Z',
  },
  {
    id: 52,
    firstName: 'Valeria',
    lastName: 'Hernández',
    school,
    linkedAt: '2026-10-20T19:00:00.000Z',
  },
];

/** A student's linked parent. */
export const LINKED_PARENTS: LinkedParent[] = [
  {
    id: guardian.id,
    firstName: guardian.firstName,
    lastName: guardian.lastName,
    email: guardian.email,
    linkedAt: '2026-10-05T19:00:00.000Z',
  },
];

/** Who looked at a student's data. */
export const DATA_VIEWS: StudentDataView[] = [
  {
    viewer: 'Lucía López',
    role: 'counselor',
    what: 'profile',
    viewedAt: '2026-11-19T15:20:00.000Z',
  },
  {
    viewer: 'Carmen Hernández',
    role: 'parent',
    what: 'programmes',
    viewedAt: '2026-11-12T21:05:00.000Z',
  },
];

/** What each sample invitation link shows, by token; the other tokens answer as the server does. */
export const INVITATION_PREVIEWS: Record<string, InvitationPreview> = {
  'student-invitation': {
    role: 'student',
    school,
    invitedBy: 'Lucía López',
    student: null,
    expiresAt: '2026-11-27T10:00:00.000Z',
  },
  'parent-invitation': {
    role: 'parent',
    school,
    invitedBy: 'Diego Hernández',
    student: 'Diego Hernández',
    expiresAt: '2026-11-27T10:00:00.000Z',
  },
  'counselor-invitation': {
    role: 'counselor',
    school,
    invitedBy: 'Roberto Sánchez',
    student: null,
    expiresAt: '2026-11-27T10:00:00.000Z',
  },
};

/** Tokens of links that no longer work, and why (the 410's `status`). */
export const SPENT_INVITATIONS: Record<string, 'expired' | 'accepted' | 'revoked'> = {
  'expired-invitation': 'expired',
  'used-invitation': 'accepted',
  'withdrawn-invitation': 'revoked',
};
