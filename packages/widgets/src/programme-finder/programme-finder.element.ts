import type { FoundationProgramme } from '@puente/core';
import { elementApiBase } from '@puente/ui/elements/api-base';
import { defineElement, PuenteSiteKeyElement } from '@puente/ui/elements/puente-element';
import { pickedProgrammes } from './picked-programmes';
import { ProgrammeFinderWidget } from './programme-finder-widget';

/**
 * Puente's foundation programme finder for a school's own website: search and
 * filter the whole UK foundation-year catalogue without an account, see how
 * well each programme matches a student's profile, and hand a chosen
 * programme to the page. Set the `profile` property to a StudentInfo-like
 * object (`intendedSubject`, `mathScore`, `chemistryScore`, `biologyScore`,
 * `physicsScore`, the `...NotTaken` flags, `overallGpa`) for a real match;
 * without it every programme shows the default 50% (a target option).
 *
 * Attributes preset the search, so a school can embed, say, Engineering
 * foundation years in Scotland under £20,000 in deadline order:
 * `<puente-programme-finder subject="Engineering" region="Scotland" max-fees="20000" sort="deadline">`.
 * The visitor can still change every filter; a value the finder does not
 * understand is ignored.
 *
 * Add to My Selections keeps the programme in the element, not in a Puente
 * account (the page sends no Puente cookie): the button turns to Saved here,
 * and pressing it again un-picks it. The picks outlive closing the tab (the
 * school origin's localStorage, per Puente server, 30 days from the last pick;
 * forgotten once handed to Puente) and the page reads them from
 * `selected`. Get Started Applying hands the picks to Puente (a request from
 * the element, with the school's `site-key`) and opens Puente's registration
 * with the token it answers, never the picks or the school in the link; the
 * student sees the programmes by name and chooses which to save, and whether
 * to join the school, once registered or signed in. The hand-off is
 * attributed to the school only when this page's origin is one of the
 * websites registered for its site key (the console says so when it is not).
 *
 * @summary Browse, search and filter UK foundation-year programmes, with the match for a student.
 *
 * @attr {string} api-base - Origin of the Puente server, e.g. `https://puente.example`. When omitted: the loader script's `data-api-base`, else the origin the element's script came from. Programme pictures load from it too.
 * @attr {string} apply-url - Where Get Started Applying goes (a new tab), as written: nothing is handed over. Default: the picks are handed to the Puente server at `api-base` (with `site-key`), then its registration opens in a new tab with the hand-off's token (`/auth?mode=register&handoff=…`); with no picks and no site key, registration alone.
 * @attr {number} page-size - Programmes on one page, 1–100 (default 20). The server pages the catalogue, so any size stays quick.
 * @attr {string} profile - The `profile` property as JSON, for pages that write attributes only.
 * @attr {string} subject - Preset subject, as the catalogue names it, e.g. `Engineering`, `Computer Science`.
 * @attr {string} region - Preset region: a UK nation (`England`, `Scotland`, `Wales`, `Northern Ireland`) or a place as the catalogue writes it (`Edinburgh, Scotland`).
 * @attr {'match' | 'deadline' | 'fees' | 'rank'} sort - Preset order: best match (default; catalogue order without a `profile`), deadline soonest, fees lowest or university rank.
 * @attr {number} max-fees - Preset highest tuition fees a year, in pounds, e.g. `20000`.
 *
 * @property {StudentInfo | null} profile - The student's profile (`intendedSubject`, `currentYear`, `highSchoolGrade`, `mathGrade`, `scienceGrade`, `englishGrade`, `gpa`, `ieltsScore`, ...) for a real match and the match sort; `null` (default) shows every programme at 50% (a target option).
 * @property {FoundationProgram[]} selected - Read-only: the programmes the visitor picked on this page, first picked first, as in the events' `detail`.
 *
 * @event {CustomEvent<FoundationProgram>} puente-programme-selected - The visitor picked a programme (Add to My Selections); `detail` is the programme (`id`, `slug`, `universityName`, `programName`, `subject`, `region`, `tuitionFees`, `applicationDeadline`, `startDates`, `requirements`, `rank`, `imageUrl`, `pathways`, ...). `selected` already holds it.
 * @event {CustomEvent<FoundationProgram>} puente-programme-deselected - The visitor un-picked a programme (pressed Saved here); `detail` is the programme, as in `puente-programme-selected`.
 * @event {CustomEvent<PuenteReadyDetail>} puente-ready - The element shows its content: the first page of programmes, the empty state, or the message saying why they could not load (`puente-error` says why too); `detail` is `{ tagName }`.
 *
 * @cssproperty --puente-color-primary - Buttons, links, focus accents (default deep teal).
 * @cssproperty --puente-color-primary-foreground - Text on primary buttons.
 * @cssproperty --puente-color-surface - Card and field background.
 * @cssproperty --puente-color-border - Card and field borders.
 * @cssproperty --puente-radius - Corner radius of fields and buttons (cards use 1.6x).
 *
 * @csspart finder - The whole finder.
 * @csspart search - The search field.
 * @csspart subject - The subject dropdown's button.
 * @csspart sort - The Sort by dropdown's button.
 * @csspart region - The region dropdown's button.
 * @csspart max-fees - The maximum fees dropdown's button.
 * @csspart ielts - The My IELTS score dropdown's button.
 * @csspart start - The start term dropdown's button.
 * @csspart countdown - How long is left before a card's deadline ('Closes in 3 weeks').
 * @csspart compare-button - A card's Compare toggle.
 * @csspart compare-bar - The bar of programmes chosen to compare.
 * @csspart compare-open - The Compare side by side button.
 * @csspart programme - Each programme card.
 * @csspart match - The match figure, band and reasons on a card.
 * @csspart details-button - A card's Details button.
 * @csspart select-button - A card's Add to My Selections / Saved here button.
 * @csspart picks-note - Beside Get Started Applying while programmes are picked: how many, and that they are kept in this browser for 30 days.
 * @csspart clear-filters - The Clear Filters button of the empty state.
 * @csspart pager - The Previous / Next page navigation.
 * @csspart apply-link - The Get Started Applying link (a button while it hands the picks over).
 *
 * @reserve min-height: calc(1600px + var(--puente-page-size, 20) * 560px)
 * @reserve (min-width: 768px) min-height: calc(1280px + var(--puente-page-size, 20) * 280px)
 * @reserve (min-width: 1100px) min-height: calc(570px + var(--puente-page-size, 20) * 220px)
 */
export class PuenteProgrammeFinderElement extends PuenteSiteKeyElement(ProgrammeFinderWidget, {
  applyUrl: 'string',
  pageSize: 'number',
  profile: 'json',
  subject: 'string',
  region: 'string',
  sort: 'string',
  maxFees: 'number',
}) {
  /** The student profile the match is computed from (StudentInfo-like); unset for the default match. */
  declare profile: unknown;

  /**
   * The programmes the visitor picked on this page, first picked first (at
   * most 20), each as in `puente-programme-selected`'s `detail`. A copy:
   * changing it changes nothing. Picks are shared by the finders of a page
   * with the same Puente server.
   */
  get selected(): FoundationProgramme[] {
    // The prop, not the attribute: a page (or a React wrapper) may set `apiBase` as a property.
    const { apiBase } = this as { apiBase?: string };
    return [...pickedProgrammes(elementApiBase(apiBase))];
  }
}

export const PROGRAMME_FINDER_TAG = 'puente-programme-finder';

defineElement(PROGRAMME_FINDER_TAG, PuenteProgrammeFinderElement);

declare global {
  interface HTMLElementTagNameMap {
    'puente-programme-finder': PuenteProgrammeFinderElement;
  }
}
