/** Intended-subject options of SPEC §5, in the order the form lists them. */
export const SUBJECT_OPTIONS = [
  'Business & Management',
  'Computer Science',
  'Engineering',
  'Medicine & Health Sciences',
  'Social Sciences',
  'Arts & Humanities',
  'Natural Sciences',
  'Law',
  'Economics',
  'Education',
  'Architecture',
  'Other',
] as const;

/** Current-year options of SPEC §5, shown with 'Grade'. */
export const YEAR_OPTIONS = ['12th', '11th', '10th', '9th'] as const;

export const MAX_INTENDED_SUBJECTS = 2;

/** The four scored subjects, in the form's order. */
export const SCORED_SUBJECTS = ['math', 'chemistry', 'biology', 'physics'] as const;
export type ScoredSubject = (typeof SCORED_SUBJECTS)[number];
