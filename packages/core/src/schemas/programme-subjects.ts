/**
 * Subjects a catalogue programme is filed under. They are the student-info
 * SUBJECT_OPTIONS without 'Other', so an intended subject can match a
 * programme exactly.
 */
export const PROGRAMME_SUBJECTS = [
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
] as const;
export type ProgrammeSubject = (typeof PROGRAMME_SUBJECTS)[number];
