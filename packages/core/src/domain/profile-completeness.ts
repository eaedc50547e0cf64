/** The student-info form's fields (SPEC §5), as saved or as a query reads them. */
export interface ProfileFields {
  intendedSubject: readonly string[] | null;
  currentYear: string | null;
  mathScore: number | null;
  chemistryScore: number | null;
  biologyScore: number | null;
  physicsScore: number | null;
  mathNotTaken: boolean | null;
  chemistryNotTaken: boolean | null;
  biologyNotTaken: boolean | null;
  physicsNotTaken: boolean | null;
  overallGpa: string | null;
}

const SUBJECTS = ['math', 'chemistry', 'biology', 'physics'] as const;

/**
 * How much of the student-info form (SPEC §5) a student has filled in, 0–100:
 * the subjects, the year, each of the four scores (a score, or "not taken")
 * and the GPA count alike. No profile yet is 0.
 */
export function profileCompleteness(profile: ProfileFields | null | undefined): number {
  if (!profile) return 0;
  const filled = [
    (profile.intendedSubject?.length ?? 0) > 0,
    Boolean(profile.currentYear),
    ...SUBJECTS.map(
      (subject) => profile[`${subject}NotTaken`] === true || profile[`${subject}Score`] != null,
    ),
    (profile.overallGpa ?? '').trim() !== '',
  ];
  return Math.round((100 * filled.filter(Boolean).length) / filled.length);
}
