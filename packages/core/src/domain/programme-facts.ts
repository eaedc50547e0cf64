import type { Locale } from '../i18n/locale';
import { sayMessage } from '../i18n/message';
import type { Translate } from '../i18n/translate';
import type { FoundationProgramme } from '../schemas/foundation-programme.schema';
import { formatDeadline } from './deadline';
import { ieltsDisplayMessage } from './ielts';
import { formatGbp } from './money';
import { regionName } from './programme-choice';
import { formatProgrammeStarts } from './start-terms';

/** Which fact, whatever the language. */
export type ProgrammeFactName =
  | 'university'
  | 'region'
  | 'tuition'
  | 'deadline'
  | 'starts'
  | 'english'
  | 'leadsTo';

/** A fact a family reads about a programme: its label and its value as text. */
export interface ProgrammeFact {
  label: string;
  value: (programme: FoundationProgramme) => string;
}

/**
 * The facts a family asks about a programme first, as text in the reader's language: what a
 * shared programme or comparison shows of each, and the rows the finder's comparison starts from.
 * In the order a family reads them.
 */
export function programmeFacts(
  say: Translate,
  locale: Locale,
): Record<ProgrammeFactName, ProgrammeFact> {
  return {
    university: {
      label: say(/*i18n*/ 'University'),
      value: (programme) => programme.universityName,
    },
    region: {
      label: say(/*i18n*/ 'Region'),
      value: (programme) => regionName(programme.region, say),
    },
    tuition: {
      label: say(/*i18n*/ 'Tuition fees'),
      value: (programme) =>
        say(/*i18n*/ '{amount}/year', { amount: formatGbp(programme.tuitionFees, locale) }),
    },
    deadline: {
      label: say(/*i18n*/ 'Deadline'),
      value: (programme) => formatDeadline(programme.applicationDeadline, locale),
    },
    starts: {
      label: say(/*i18n*/ 'Start dates'),
      value: (programme) => formatProgrammeStarts(programme, locale),
    },
    english: {
      label: say(/*i18n*/ 'English'),
      value: (programme) => {
        const ielts = ieltsDisplayMessage(programme);
        return ielts ? sayMessage(say, ielts) : say(/*i18n*/ 'Not stated');
      },
    },
    leadsTo: {
      label: say(/*i18n*/ 'Leads to'),
      value: (programme) => programme.pathways.join(', '),
    },
  };
}
