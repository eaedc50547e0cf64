import type { I18n } from '@lingui/core';
import {
  type FoundationProgramme,
  formatDeadline,
  formatGbp,
  ieltsDisplay,
  type Locale,
} from '@puente/core';

/** A fact a family reads about a programme: its label and its value as text. */
export interface ProgrammeFact {
  label: string;
  value: (programme: FoundationProgramme) => string;
}

/** What a shared programme or comparison shows of each: the facts a family asks about first. */
export function programmeFacts(i18n: I18n, locale: Locale): ProgrammeFact[] {
  return [
    { label: i18n._('University'), value: (programme) => programme.universityName },
    { label: i18n._('Region'), value: (programme) => programme.region },
    {
      label: i18n._('Tuition fees'),
      value: (programme) =>
        i18n._('{amount}/year', { amount: formatGbp(programme.tuitionFees, locale) }),
    },
    {
      label: i18n._('Deadline'),
      value: (programme) => formatDeadline(programme.applicationDeadline, locale),
    },
    { label: i18n._('Start dates'), value: (programme) => programme.startDates },
    {
      label: i18n._('English'),
      value: (programme) => ieltsDisplay(programme) ?? i18n._('Not stated'),
    },
    {
      label: i18n._('Leads to'),
      value: (programme) => programme.pathways.join(', '),
    },
  ];
}
