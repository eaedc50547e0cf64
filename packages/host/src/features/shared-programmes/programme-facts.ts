import {
  type FoundationProgramme,
  formatDeadline,
  formatGbp,
  formatProgrammeStarts,
  ieltsDisplayMessage,
  type Locale,
  regionName,
  sayMessage,
} from '@puente/core';

/** A message in the reader's language (`(id, values) => i18n._(id, values)`). */
export type Say = (id: string, values?: Record<string, string | number>) => string;

/** A fact a family reads about a programme: its label and its value as text. */
export interface ProgrammeFact {
  /** Which fact, whatever the language. */
  name: 'university' | 'region' | 'tuition' | 'deadline' | 'starts' | 'english' | 'leadsTo';
  label: string;
  value: (programme: FoundationProgramme) => string;
}

/** What a shared programme or comparison shows of each: the facts a family asks about first. */
export function programmeFacts(say: Say, locale: Locale): ProgrammeFact[] {
  return [
    {
      name: 'university',
      label: say(/*i18n*/ 'University'),
      value: (programme) => programme.universityName,
    },
    {
      name: 'region',
      label: say(/*i18n*/ 'Region'),
      value: (programme) => regionName(programme.region, say),
    },
    {
      name: 'tuition',
      label: say(/*i18n*/ 'Tuition fees'),
      value: (programme) =>
        say(/*i18n*/ '{amount}/year', { amount: formatGbp(programme.tuitionFees, locale) }),
    },
    {
      name: 'deadline',
      label: say(/*i18n*/ 'Deadline'),
      value: (programme) => formatDeadline(programme.applicationDeadline, locale),
    },
    {
      name: 'starts',
      label: say(/*i18n*/ 'Start dates'),
      value: (programme) => formatProgrammeStarts(programme, locale),
    },
    {
      name: 'english',
      label: say(/*i18n*/ 'English'),
      value: (programme) => {
        const ielts = ieltsDisplayMessage(programme);
        return ielts ? sayMessage(say, ielts) : say(/*i18n*/ 'Not stated');
      },
    },
    {
      name: 'leadsTo',
      label: say(/*i18n*/ 'Leads to'),
      value: (programme) => programme.pathways.join(', '),
    },
  ];
}
