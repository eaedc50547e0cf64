/** Intended-subject options of SPEC §5, in the order the form lists them. */
export const SUBJECT_OPTIONS = [
  /*i18n*/ 'Business & Management',
  /*i18n*/ 'Computer Science',
  /*i18n*/ 'Engineering',
  /*i18n*/ 'Medicine & Health Sciences',
  /*i18n*/ 'Social Sciences',
  /*i18n*/ 'Arts & Humanities',
  /*i18n*/ 'Natural Sciences',
  /*i18n*/ 'Law',
  /*i18n*/ 'Economics',
  /*i18n*/ 'Education',
  /*i18n*/ 'Architecture',
  /*i18n*/ 'Other',
] as const;

/** Current-year options of SPEC §5, shown with 'Grade'. */
export const YEAR_OPTIONS = ['12th', '11th', '10th', '9th'] as const;

/** How each current year reads (SPEC §5: '12th Grade'); es-MX says it the Mexican way. */
export const YEAR_LABELS: Readonly<Record<(typeof YEAR_OPTIONS)[number], string>> = {
  '12th': /*i18n*/ '12th Grade',
  '11th': /*i18n*/ '11th Grade',
  '10th': /*i18n*/ '10th Grade',
  '9th': /*i18n*/ '9th Grade',
};

export const MAX_INTENDED_SUBJECTS = 2;

/** The four scored subjects, in the form's order. */
export const SCORED_SUBJECTS = ['math', 'chemistry', 'biology', 'physics'] as const;
export type ScoredSubject = (typeof SCORED_SUBJECTS)[number];
