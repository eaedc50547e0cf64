import r2wc from '@r2wc/react-to-web-component';
import { defineElement } from '../elements/define-element';
import { adoptStyles } from '../elements/element-styles';
import { ProgrammeFinderWidget } from './programme-finder-widget';

/**
 * Puente's foundation programme finder for a school's own website: search and
 * filter the whole UK foundation-year catalogue without an account, see how
 * well each programme matches a student's profile, and hand a chosen
 * programme to the page. Set the `profile` property to a StudentInfo-like
 * object (`intendedSubject`, `mathScore`, `chemistryScore`, `biologyScore`,
 * `physicsScore`, the `...NotTaken` flags, `overallGpa`) for a real match;
 * without it every programme shows the default 80%.
 *
 * @summary Browse, search and filter UK foundation-year programmes, with the match for a student.
 *
 * @attr {string} api-base - Origin of the Puente server, e.g. `https://puente.example`. When omitted: the loader script's `data-api-base`, else the origin the element's script came from. Programme pictures load from it too.
 * @attr {'light' | 'dark' | 'auto'} theme - `light` (default), `dark`, or `auto` (follows the visitor's colour scheme).
 * @attr {string} apply-url - Where Get Started Applying goes (a new tab). Default: sign-up on the Puente site at `api-base`.
 * @attr {number} page-size - Programmes on one page, 1–100 (default 20). The server pages the catalogue, so any size stays quick.
 * @attr {string} profile - The `profile` property as JSON, for pages that write attributes only.
 *
 * @event {CustomEvent<FoundationProgram>} puente-programme-selected - The visitor pressed Add to My Selections; `detail` is the programme (`id`, `slug`, `universityName`, `programName`, `subject`, `region`, `tuitionFees`, `applicationDeadline`, `startDates`, `requirements`, `rank`, `imageUrl`, `pathways`, ...).
 * @event {CustomEvent<PuenteReadyDetail>} puente-ready - The element rendered for the first time; `detail` is `{ tagName }`.
 *
 * @cssproperty --puente-color-primary - Buttons, links, focus accents (default deep teal).
 * @cssproperty --puente-color-primary-foreground - Text on primary buttons.
 * @cssproperty --puente-color-text - Body text.
 * @cssproperty --puente-color-surface - Card and field background.
 * @cssproperty --puente-color-border - Card and field borders.
 * @cssproperty --puente-radius - Corner radius of fields and buttons (cards use 1.6x).
 * @cssproperty --puente-font-family - Font of everything inside the element.
 *
 * @csspart finder - The whole finder.
 * @csspart search - The search field.
 * @csspart subject - The subject dropdown's button.
 * @csspart programme - Each programme card.
 * @csspart match - The match figure, band and reasons on a card.
 * @csspart details-button - A card's Details button.
 * @csspart select-button - A card's Add to My Selections / Added button.
 * @csspart clear-filters - The Clear Filters button of the empty state.
 * @csspart pager - The Previous / Next page navigation.
 * @csspart apply-link - The Get Started Applying link.
 *
 * @reserve min-height: 368px
 */
export class PuenteProgrammeFinderElement extends r2wc(ProgrammeFinderWidget, {
  shadow: 'open',
  props: {
    apiBase: 'string',
    theme: 'string',
    applyUrl: 'string',
    pageSize: 'number',
    profile: 'json',
  },
}) {
  /** The student profile the match is computed from (StudentInfo-like); unset for the default match. */
  declare profile: unknown;

  constructor() {
    super();
    if (this.shadowRoot) adoptStyles(this.shadowRoot);
  }
}

export const PROGRAMME_FINDER_TAG = 'puente-programme-finder';

defineElement(PROGRAMME_FINDER_TAG, PuenteProgrammeFinderElement);

declare global {
  interface HTMLElementTagNameMap {
    'puente-programme-finder': PuenteProgrammeFinderElement;
  }
}
