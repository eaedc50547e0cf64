import type { StudentProfile } from '../sample/student-profile';

/** The empty state's example questions, one per canned answer. */
export const ASK_AI_EXAMPLE_QUESTIONS = [
  /*i18n*/ 'What pre-med pathways would suit her?',
  /*i18n*/ 'Which programmes fit her interest in robotics?',
  /*i18n*/ 'What other universities should she consider?',
] as const;

/** A real student's example questions: their answer is the student's record, whatever is asked. */
const RECORD_EXAMPLE_QUESTIONS = [
  /*i18n*/ 'Which programmes has this student chosen?',
  /*i18n*/ 'What should we check before the deadlines?',
  /*i18n*/ 'What does this student want to study?',
] as const;

/** The example questions about `student`: the SPEC's for the sample student, the record's for a real one. */
export function askAiExamples(student: Pick<StudentProfile, 'record'>): readonly string[] {
  return student.record ? RECORD_EXAMPLE_QUESTIONS : ASK_AI_EXAMPLE_QUESTIONS;
}

/** The note under Ask AI Assistant. */
export const ASK_AI_FOOTNOTE =
  /*i18n*/ "Answers are based on the student's profile and conversation history.";
