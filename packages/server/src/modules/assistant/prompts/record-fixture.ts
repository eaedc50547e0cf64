import { PROFILE_ROW } from './fixtures';

/**
 * A student's record as the server reads it (`readStudentRecord`), with the
 * account, a statement's text and another student's row a prompt must never read.
 */
export const RECORD = {
  student: {
    id: 42,
    firstName: 'Ana',
    lastName: 'García',
    username: 'ana_garcia',
    email: 'ana.garcia@example.com',
  },
  profile: PROFILE_ROW,
  selections: [
    {
      id: 3,
      userId: 42,
      personalStatement: 'STATEMENT TEXT: I have loved bridges since I was ten.',
      tracker: { stage: 'preparing', documentsGathered: true },
      program: {
        programName: 'Engineering Foundation Year',
        universityName: 'University of Manchester',
        applicationDeadline: '2027-01-29',
      },
    },
  ],
  statements: [{ selectionId: 3, status: 'in-progress' }],
  statementShared: true,
};

/** What a prompt grounded in RECORD's programmes states: each one's deadline, stage and statement status. */
export const PROGRAMME_FACTS = [
  'Engineering Foundation Year, University of Manchester',
  'application deadline 2027-01-29',
  'tracker stage: preparing',
  'personal statement: in-progress',
];

/** Another student of the school, whom no prompt about Ana may mention. */
export const OTHER_STUDENT = ['Luis', 'luis.perez@example.com', 'Chemistry Foundation'];
