import { defineElement, PuenteApiElement } from '@puente/ui/elements/puente-element';
import { StatementBuilderWidget } from './statement-builder-widget';

/**
 * The personal statement editor for a school's own site: one free text, or
 * UCAS's three questions for 2026 entry, with a character counter per answer
 * and in total (amber above 3,500, red above 4,000), the 47-line count and
 * suggested topics. With no Puente session, Save Draft keeps the draft in
 * the visitor's browser (`localStorage`), which the element restores on the
 * next visit; the page hears every edit.
 *
 * @summary A personal statement editor (free text or UCAS 2026 questions) with live counters that keeps its draft in the browser.
 *
 * @attr {'free' | 'ucas-2026'} format - The format a new draft starts in: `ucas-2026` (default, UCAS's three questions) or `free` (one text). A kept draft keeps its own format.
 * @attr {string} storage-key - The `localStorage` key of the draft. Default `puente-statement-draft`; give each editor on a page its own.
 *
 * @event {CustomEvent<StatementChangeDetail>} puente-statement-change - The student edited the text, an answer or the format; `detail` is `{ format, text, answers, progress }`, `progress` being `{ total, perAnswer, tone, lines, withinLimit }`.
 *
 * @cssproperty --puente-color-primary - Buttons, the chosen format, focus accents (default deep teal).
 * @cssproperty --puente-color-primary-foreground - Text on primary buttons.
 * @cssproperty --puente-color-surface - Card and field background.
 * @cssproperty --puente-color-surface-muted - Background of the total counter and the spelling note.
 * @cssproperty --puente-radius - Corner radius of fields and buttons (cards use 1.6x).
 *
 * @csspart card - The card around the editor.
 * @csspart builder - The editor: format choice, fields, topics and actions.
 * @csspart format - The format choice (Single statement / UCAS 2026 questions).
 * @csspart input - The statement textarea, or each answer's textarea.
 * @csspart total - The total character counter of the UCAS 2026 answers.
 * @csspart topics - The suggested topics.
 * @csspart actions - The bar of Check Spelling and Save Draft.
 * @csspart spelling-button - "Check Spelling".
 * @csspart save-button - "Save Draft".
 * @csspart saved-badge - The "Draft saved" badge shown for 3 seconds after a save.
 *
 * @reserve min-height: 1850px
 * @reserve [format="free"] min-height: 1360px
 * @reserve (min-width: 768px) min-height: 1440px
 * @reserve (min-width: 768px) [format="free"] min-height: 1100px
 * @reserve (min-width: 1100px) min-height: 1000px
 * @reserve (min-width: 1100px) [format="free"] min-height: 826px
 */
export class PuenteStatementBuilderElement extends PuenteApiElement(StatementBuilderWidget, {
  format: 'string',
  storageKey: 'string',
}) {}

export const STATEMENT_BUILDER_TAG = 'puente-statement-builder';

defineElement(STATEMENT_BUILDER_TAG, PuenteStatementBuilderElement);

declare global {
  interface HTMLElementTagNameMap {
    'puente-statement-builder': PuenteStatementBuilderElement;
  }
}
