import { defineElement, PuenteApiElement } from '@puente/ui/elements/puente-element';
import { WaitlistWidget } from './waitlist-widget';

/**
 * A school's "join the waitlist" form for Puente, as an inline card or as a
 * button that opens it in a dialog.
 *
 * @summary Lets a school counselor join the Puente waitlist (name, email, school name).
 *
 * @attr {'inline' | 'button'} mode - `inline` (default): the form in a card. `button`: a button that opens the form in a dialog.
 * @attr {string} button-label - Text of the button in `button` mode. Default "Join the waitlist".
 *
 * @event {CustomEvent<WaitlistEntry>} puente-waitlist-joined - The server accepted the request; `detail` is what was sent: `{ name, email, schoolName }`.
 *
 * @cssproperty --puente-color-primary - Buttons, focus accents (default deep teal).
 * @cssproperty --puente-color-primary-foreground - Text on primary buttons.
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
export class PuenteWaitlistElement extends PuenteApiElement(WaitlistWidget, {
  mode: 'string',
  buttonLabel: 'string',
}) {}

export const WAITLIST_TAG = 'puente-waitlist';

defineElement(WAITLIST_TAG, PuenteWaitlistElement);

declare global {
  interface HTMLElementTagNameMap {
    'puente-waitlist': PuenteWaitlistElement;
  }
}
