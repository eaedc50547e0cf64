import { defineElement } from '@puente/ui/elements/define-element';
import { adoptStyles } from '@puente/ui/elements/element-styles';
import r2wc from '@r2wc/react-to-web-component';
import { WaitlistWidget } from './waitlist-widget';

/**
 * A school's "join the waitlist" form for Puente, as an inline card or as a
 * button that opens it in a dialog.
 *
 * @summary Lets a school counselor join the Puente waitlist (name, email, school name).
 *
 * @attr {string} api-base - Origin of the Puente server, e.g. `https://puente.example`. When omitted: the loader script's `data-api-base`, else the origin the element's script came from.
 * @attr {'light' | 'dark' | 'auto'} theme - `light` (default), `dark`, or `auto` (follows the visitor's colour scheme).
 * @attr {string} lang - The element's language: any Spanish (`es`, `es-MX`, `es-419`) for Mexican Spanish, English (`en`, `en-GB`) for British English. When omitted, the closest ancestor's `lang` (so `<html lang="es">` is enough), else British English. Changing it, or the page's, re-renders the element in place; its dates, numbers and the Puente server's messages follow.
 * @attr {'inline' | 'button'} mode - `inline` (default): the form in a card. `button`: a button that opens the form in a dialog.
 * @attr {string} button-label - Text of the button in `button` mode. Default "Join the waitlist".
 *
 * @event {CustomEvent<WaitlistEntry>} puente-waitlist-joined - The server accepted the request; `detail` is what was sent: `{ name, email, schoolName }`.
 * @event {CustomEvent<PuenteReadyDetail>} puente-ready - The element shows its content for the first time; `detail` is `{ tagName }`.
 *
 * @cssproperty --puente-color-primary - Buttons, focus accents (default deep teal).
 * @cssproperty --puente-color-primary-foreground - Text on primary buttons.
 * @cssproperty --puente-color-text - Body text.
 * @cssproperty --puente-color-surface - Card, dialog and field background.
 * @cssproperty --puente-radius - Corner radius of fields and buttons (cards and dialogs use 1.6x).
 * @cssproperty --puente-font-family - Font of everything inside the element.
 *
 * @csspart card - The card around the inline form.
 * @csspart form - The form.
 * @csspart input - Each text input.
 * @csspart submit - The "Join Waitlist" submit button.
 * @csspart button - The button that opens the dialog (`button` mode).
 * @csspart thank-you - The view shown after joining.
 *
 * @reserve min-height: 440px
 * @reserve [mode="button"] min-height: 48px
 */
export class PuenteWaitlistElement extends r2wc(WaitlistWidget, {
  shadow: 'open',
  props: { apiBase: 'string', theme: 'string', mode: 'string', buttonLabel: 'string' },
}) {
  constructor() {
    super();
    if (this.shadowRoot) adoptStyles(this.shadowRoot);
  }
}

export const WAITLIST_TAG = 'puente-waitlist';

defineElement(WAITLIST_TAG, PuenteWaitlistElement);

declare global {
  interface HTMLElementTagNameMap {
    'puente-waitlist': PuenteWaitlistElement;
  }
}
