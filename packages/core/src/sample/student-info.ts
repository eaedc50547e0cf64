import type { MatchProfile } from '../domain/match';
import type { StudentInfoRecord } from '../schemas/student-info.schema';

/** A saved academic profile as GET /api/student-info answers it: a strong Computer Science applicant. */
export const SAMPLE_STUDENT_INFO: StudentInfoRecord = {
  id: 4,
  userId: 7,
  intendedSubject: ['Computer Science', 'Engineering'],
  currentYear: '12th',
  mathScore: 92,
  chemistryScore: 0,
  biologyScore: 81,
  physicsScore: 88,
  mathNotTaken: false,
  chemistryNotTaken: true,
  biologyNotTaken: false,
  physicsNotTaken: false,
  overallGpa: '9.1',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** A middling Engineering applicant's profile (no biology): the one the choice of programmes is tested and measured with. */
export const SAMPLE_ENGINEERING_PROFILE: MatchProfile = {
  intendedSubject: ['Engineering'],
  mathScore: 78,
  chemistryScore: 70,
  biologyScore: null,
  physicsScore: 72,
  mathNotTaken: false,
  chemistryNotTaken: false,
  biologyNotTaken: true,
  physicsNotTaken: false,
  overallGpa: '80',
};
