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
    title: 'Why this subject',
    prompt: 'What first sparked your interest, and what keeps you reading about it?',
  },
  {
    title: 'Studies and achievements',
    prompt: 'Which classes, projects or results show you are ready for it?',
  },
  {
    title: 'Experience outside class',
    prompt: 'Work, volunteering, clubs or online courses, and what each taught you.',
  },
  {
    title: 'Skills and qualities',
    prompt: 'One or two strengths, each shown with a short example.',
  },
  {
    title: 'Why a foundation year in the UK',
    prompt: 'How it bridges your current studies and the degree you want.',
  },
  {
    title: 'Your goals',
    prompt: 'Where you hope the degree will take you, and the difference you want to make.',
  },
];
