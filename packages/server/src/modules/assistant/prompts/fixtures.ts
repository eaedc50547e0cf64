/** A profile row as the database answers it, with fields a prompt must never read. */
export const PROFILE_ROW = {
  id: 7,
  user: 42,
  intendedSubject: ['Engineering', 'Computer Science'],
  currentYear: '12th',
  mathScore: 91,
  chemistryScore: null,
  biologyScore: 0,
  physicsScore: 77,
  mathNotTaken: false,
  chemistryNotTaken: false,
  biologyNotTaken: true,
  physicsNotTaken: false,
  overallGpa: '9.1',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  // What an account holds and a careless join could bring along.
  email: 'ana.garcia@example.com',
  username: 'ana_garcia',
  firstName: 'Ana',
  passwordHash: 'scrypt$secret',
};

/** What a prompt grounded in PROFILE_ROW states: subjects, a score and the GPA. */
export const PROFILE_FACTS = [
  'Engineering, Computer Science',
  'math score (out of 100): 91',
  'Overall GPA: 9.1',
];

/** What no prompt may contain. */
export const NEVER_SENT = [
  'ana.garcia@example.com',
  'ana_garcia',
  'Ana',
  'scrypt',
  '"user":42',
  '"id":7',
];
