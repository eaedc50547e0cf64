import {
  SCORED_SUBJECTS,
  type ScoredSubject,
  type StudentInfoRecord,
  type StudentInfoRequest,
  subjectScore,
} from '@puente/core';

/** The student-info form as typed: scores are text until they are sent. */
export interface StudentInfoValues {
  intendedSubject: string[];
  currentYear: string;
  scores: Record<ScoredSubject, string>;
  notTaken: Record<ScoredSubject, boolean>;
  overallGpa: string;
}

const each = <T>(value: (subject: ScoredSubject) => T) =>
  Object.fromEntries(SCORED_SUBJECTS.map((subject) => [subject, value(subject)])) as Record<
    ScoredSubject,
    T
  >;

/**
 * The form's starting values: the saved profile (My Profile), its id, owner
 * and timestamps dropped (SPEC §3), or an empty form.
 */
export function studentInfoValues(saved: StudentInfoRecord | null): StudentInfoValues {
  return {
    intendedSubject: saved ? [...saved.intendedSubject] : [],
    currentYear: saved?.currentYear ?? '',
    scores: each((subject) => {
      const score = saved?.[`${subject}Score`];
      return score === null || score === undefined ? '' : String(score);
    }),
    notTaken: each((subject) => saved?.[`${subject}NotTaken`] ?? false),
    overallGpa: saved?.overallGpa ?? '',
  };
}

/** What the form sends (POST /api/student-info): a blank score is no score; 'not taken' is 0; '9.2' is 92. */
export function studentInfoRequest(values: StudentInfoValues): StudentInfoRequest {
  const request: Record<string, unknown> = {
    intendedSubject: values.intendedSubject,
    currentYear: values.currentYear,
    overallGpa: values.overallGpa,
  };
  for (const subject of SCORED_SUBJECTS) {
    request[`${subject}NotTaken`] = values.notTaken[subject];
    request[`${subject}Score`] = values.notTaken[subject]
      ? 0
      : subjectScore(values.scores[subject]);
  }
  // Checked by studentInfoSchema before it is sent.
  return request as StudentInfoRequest;
}
