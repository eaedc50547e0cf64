import type { StudentProfile, StudentRecord } from '@puente/core';
import { personName, YEAR_LABELS } from '@puente/core';

const SCORE_LABELS = {
  math: /*i18n*/ 'Math',
  chemistry: /*i18n*/ 'Chemistry',
  biology: /*i18n*/ 'Biology',
  physics: /*i18n*/ 'Physics',
} as const;

/**
 * A real student as the check-in shows them, from what they entered: their
 * intended subjects are their aspirations, their chosen programmes' subjects
 * their interests, their year and GPA their background, their subject scores
 * in place of SAT and ACT. (The exploration chat's words are not kept on the
 * server, so nothing comes from it.)
 */
export function studentProfileOf(record: StudentRecord, school: string): StudentProfile {
  const { student, profile, selections } = record;
  const name = personName(student);
  const subjects = [...new Set(selections.map(({ program }) => program.subject))];
  const scores = profile
    ? (Object.keys(SCORE_LABELS) as (keyof typeof SCORE_LABELS)[]).flatMap((subject) => {
        const score = profile[`${subject}Score`];
        const notTaken = profile[`${subject}NotTaken`];
        return score === null || notTaken ? [] : [{ subject: SCORE_LABELS[subject], score }];
      })
    : [];
  return {
    id: student.id,
    name,
    age: 0,
    grade: profile ? YEAR_LABELS[profile.currentYear] : /*i18n*/ 'Profile not filled in yet',
    school,
    aspirations: (profile?.intendedSubject ?? []).join('\n'),
    interests: subjects.join('\n'),
    background: '',
    email: student.email,
    phone: '',
    gpa: profile?.overallGpa || '—',
    extracurriculars: [],
    testScores: { sat: 0, act: 0 },
    record: {
      programmes: selections.map(
        ({ program }) => `${program.programName}, ${program.universityName}`,
      ),
      scores,
    },
  };
}
