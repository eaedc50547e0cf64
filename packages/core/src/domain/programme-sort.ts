import type { ProgrammeSort } from '../schemas/programme-query.options';

/** The labels of the sort options, en-GB: message ids, shown with `i18n._(label)`. */
export const PROGRAMME_SORT_LABELS: Record<ProgrammeSort, string> = {
  match: /*i18n*/ 'Best match',
  deadline: /*i18n*/ 'Deadline soonest',
  fees: /*i18n*/ 'Fees lowest',
  rank: /*i18n*/ 'University rank',
};
