import { defineElement } from '@puente/ui/elements/define-element';
import { adoptStyles } from '@puente/ui/elements/element-styles';
import r2wc from '@r2wc/react-to-web-component';
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
 * @attr {string} api-base - Origin of the Puente server, e.g. `https://puente.example`. When omitted: the loader script's `data-api-base`, else the origin the element's script came from.
 * @attr {'light' | 'dark' | 'auto'} theme - `light` (default), `dark`, or `auto` (follows the visitor's colour scheme).
 * @attr {string} lang - The element's language: any Spanish (`es`, `es-MX`, `es-419`) for Mexican Spanish, English (`en`, `en-GB`) for British English. When omitted, the closest ancestor's `lang` (so `<html lang="es">` is enough), else British English. Changing it, or the page's, re-renders the element in place; its dates, numbers and the Puente server's messages follow.
 * @attr {'free' | 'ucas-2026'} format - The format a new draft starts in: `ucas-2026` (default, UCAS's three questions) or `free` (one text). A kept draft keeps its own format.
 * @attr {string} storage-key - The `localStorage` key of the draft. Default `puente-statement-draft`; give each editor on a page its own.
 *
 * @event {CustomEvent<StatementChangeDetail>} puente-statement-change - The student edited the text, an answer or the format; `detail` is `{ format, text, answers, progress }`, `progress` being `{ total, perAnswer, tone, lines, withinLimit }`.
 * @event {CustomEvent<PuenteReadyDetail>} puente-ready - The element shows its content for the first time; `detail` is `{ tagName }`.
 *
 * @cssproperty --puente-color-primary - Buttons, the chosen format, focus accents (default deep teal).
 * @cssproperty --puente-color-primary-foreground - Text on primary buttons.
 * @cssproperty --puente-color-text - Body text.
 * @cssproperty --puente-color-surface - Card and field background.
 * @cssproperty --puente-color-surface-muted - Background of the total counter and the spelling note.
 * @cssproperty --puente-radius - Corner radius of fields and buttons (cards use 1.6x).
 * @cssproperty --puente-font-family - Font of everything inside the element.
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
 * @reserve min-height: 960px
 * @reserve [format="free"] min-height: 720px
 */
export class PuenteStatementBuilderElement extends r2wc(StatementBuilderWidget, {
  shadow: 'open',
  props: { apiBase: 'string', theme: 'string', format: 'string', storageKey: 'string' },
}) {
  constructor() {
    super();
    if (this.shadowRoot) adoptStyles(this.shadowRoot);
  }
}

export const STATEMENT_BUILDER_TAG = 'puente-statement-builder';

defineElement(STATEMENT_BUILDER_TAG, PuenteStatementBuilderElement);

declare global {
  interface HTMLElementTagNameMap {
    'puente-statement-builder': PuenteStatementBuilderElement;
  }
}
