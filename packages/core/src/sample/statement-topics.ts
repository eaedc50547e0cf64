/**
 * What the personal statement editor suggests writing about (SPEC §2
 * "suggested topics"): each with a question that gets a student started.
 */
export interface StatementTopic {
  title: string;
  prompt: string;
}

export const STATEMENT_TOPICS: readonly StatementTopic[] = [
  {
    title: /*i18n*/ 'Why this subject',
    prompt: /*i18n*/ 'What first sparked your interest, and what keeps you reading about it?',
  },
  {
    title: /*i18n*/ 'Studies and achievements',
    prompt: /*i18n*/ 'Which classes, projects or results show you are ready for it?',
  },
  {
    title: /*i18n*/ 'Experience outside class',
    prompt: /*i18n*/ 'Work, volunteering, clubs or online courses, and what each taught you.',
  },
  {
    title: /*i18n*/ 'Skills and qualities',
    prompt: /*i18n*/ 'One or two strengths, each shown with a short example.',
  },
  {
    title: /*i18n*/ 'Why a foundation year in the UK',
    prompt: /*i18n*/ 'How it bridges your current studies and the degree you want.',
  },
  {
    title: /*i18n*/ 'Your goals',
    prompt:
      /*i18n*/ 'Where you hope the degree will take you, and the difference you want to make.',
  },
];
