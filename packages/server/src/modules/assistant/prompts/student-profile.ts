/** The profile fields a prompt may read: the student's studies, never who they are. */
export interface ProfileFacts {
  intendedSubject?: readonly string[] | null | undefined;
  currentYear?: string | null | undefined;
  mathScore?: number | null | undefined;
  chemistryScore?: number | null | undefined;
  biologyScore?: number | null | undefined;
  physicsScore?: number | null | undefined;
  mathNotTaken?: boolean | null | undefined;
  chemistryNotTaken?: boolean | null | undefined;
  biologyNotTaken?: boolean | null | undefined;
  physicsNotTaken?: boolean | null | undefined;
  overallGpa?: string | null | undefined;
}

const SUBJECTS = ['math', 'chemistry', 'biology', 'physics'] as const;

/** The student's profile under its heading: two paragraphs of a prompt's task. */
export function profileParagraphs(profile: ProfileFacts | null): string[] {
  return ['What the student told Puente in their profile:', profileLines(profile)];
}

/**
 * The student's profile as lines for a prompt. Built from the profile's
 * fields by name, so nothing else on the row (or the account: name, email,
 * username) can reach a provider.
 */
function profileLines(profile: ProfileFacts | null): string {
  if (!profile) return 'The student has not filled in their profile yet.';
  const lines: string[] = [];
  if (profile.intendedSubject?.length) {
    lines.push(`Subjects they want to study: ${profile.intendedSubject.join(', ')}.`);
  }
  if (profile.currentYear) lines.push(`Current school year: ${profile.currentYear}.`);
  for (const subject of SUBJECTS) {
    if (profile[`${subject}NotTaken`]) lines.push(`${subject}: not taken.`);
    else if (profile[`${subject}Score`] != null) {
      lines.push(`${subject} score (out of 100): ${profile[`${subject}Score`]}.`);
    }
  }
  if (profile.overallGpa) lines.push(`Overall GPA: ${profile.overallGpa}.`);
  return lines.length > 0 ? lines.join('\n') : 'The student has not filled in their profile yet.';
}
