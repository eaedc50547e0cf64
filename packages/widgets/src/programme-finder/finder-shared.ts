import type { ProgrammePage } from '@puente/core';

// What the finder and its lazily loaded results both use: a module of its own,
// so the results' chunk never imports the finder that loads it.

/**
 * 'student': the signed-in student's finder on the site; Add to My Selections
 * is saved to their account. 'browse': the finder on a school's site, without
 * an account; the programmes picked are kept on the page (`picked`) and
 * reported to `onProgrammeSelected` / `onProgrammeDeselected`.
 */
export type ProgrammeFinderMode = 'student' | 'browse';

/** The catalogue's options for the filters, from the server's answer. */
export type FinderOptions = Pick<ProgrammePage, 'subjects' | 'regions' | 'starts'>;

export const FINDER_TITLE = /*i18n*/ 'Foundation Year Pathways';
export const NO_PROGRAMMES = /*i18n*/ 'No Foundation Programs Found';
export const ADJUST_FILTERS = /*i18n*/ 'Try adjusting your search criteria or filters.';

/**
 * 'browse' mode without `apply-url`: Get Started Applying hands the picks to
 * the Puente server `apiBase` (with the school's `siteKey`) and opens the
 * registration link it answers (docs/product/schools.md).
 */
export interface HandOffTarget {
  apiBase: string;
  siteKey: string | undefined;
}
