import type { FoundationProgramme, MatchProfile, ProgrammePage } from '@puente/core';

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

/** What the finder passes on to its results: whose match, where applying goes, the picks. */
export interface FinderResultsProps {
  mode: ProgrammeFinderMode;
  /** The profile the match is computed from; without one every match is the default 80%. */
  profile?: MatchProfile | null | undefined;
  /**
   * The profile is still on its way: the heading and filters show, the
   * results wait for it, so no card shows a match that changes a moment later.
   */
  profileLoading?: boolean | undefined;
  /** Where Get Started Applying goes. */
  applyUrl: string;
  /** Takes over Get Started Applying (the site navigates without reloading). */
  onApply?: (() => void) | undefined;
  /** 'browse' mode: Get Started Applying hands the picks over to this Puente server. */
  handOff?: HandOffTarget | undefined;
  /**
   * 'browse' mode: the programmes picked on this page, first picked first
   * (the element keeps them); without it the finder keeps its own.
   */
  picked?: readonly FoundationProgramme[] | undefined;
  /** A programme was picked ('browse' mode). */
  onProgrammeSelected?: ((programme: FoundationProgramme) => void) | undefined;
  /** A picked programme was un-picked ('browse' mode). */
  onProgrammeDeselected?: ((programme: FoundationProgramme) => void) | undefined;
}
