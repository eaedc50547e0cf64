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
  label: string;
  value: (programme: FoundationProgramme) => string;
}

/** What a shared programme or comparison shows of each: the facts a family asks about first. */
export function programmeFacts(say: Say, locale: Locale): ProgrammeFact[] {
  return [
    { label: say(/*i18n*/ 'University'), value: (programme) => programme.universityName },
    { label: say(/*i18n*/ 'Region'), value: (programme) => regionName(programme.region, say) },
    {
      label: say(/*i18n*/ 'Tuition fees'),
      value: (programme) =>
        say(/*i18n*/ '{amount}/year', { amount: formatGbp(programme.tuitionFees, locale) }),
    },
    {
      label: say(/*i18n*/ 'Deadline'),
      value: (programme) => formatDeadline(programme.applicationDeadline, locale),
    },
    {
      label: say(/*i18n*/ 'Start dates'),
      value: (programme) => formatProgrammeStarts(programme, locale),
    },
    {
      label: say(/*i18n*/ 'English'),
      value: (programme) => {
        const ielts = ieltsDisplayMessage(programme);
        return ielts ? sayMessage(say, ielts) : say(/*i18n*/ 'Not stated');
      },
    },
    {
      label: say(/*i18n*/ 'Leads to'),
      value: (programme) => programme.pathways.join(', '),
    },
  ];
}
