import { defineElement } from '@puente/ui/elements/define-element';
import { adoptStyles } from '@puente/ui/elements/element-styles';
import r2wc from '@r2wc/react-to-web-component';
import { CounselorCheckInWidget } from './counselor-check-in-widget';

/**
 * A counselor's check-in screen for their student, for the counselor's own
 * portal: the student's profile and past conversations, the college profile
 * and list, recommended content, notes, AI insights and an AI assistant.
 *
 * @summary The counselor check-in screen: student profile, conversation scripts, college list and Ask AI.
 *
 * @attr {'light' | 'dark' | 'auto'} theme - `light` (default), `dark`, or `auto` (follows the visitor's colour scheme).
 * @attr {string} lang - The element's language: any Spanish (`es`, `es-MX`, `es-419`) for Mexican Spanish, English (`en`, `en-GB`) for British English. When omitted, the closest ancestor's `lang` (so `<html lang="es">` is enough), else British English. Changing it, or the page's, re-renders the element in place; its dates, numbers and the Puente server's messages follow.
 * @attr {'1' | '2'} check-in - Which check-in: `1` (the earlier one) or `2` (default, "Check-In #2").
 * @attr {string} dashboard-url - Where "Back to Dashboard" links; the button is hidden without it.
 *
 * @event {CustomEvent<PuenteReadyDetail>} puente-ready - The element shows its content for the first time; `detail` is `{ tagName }`.
 *
 * @cssproperty --puente-color-primary - Buttons, the student's bubbles, focus accents (default deep teal).
 * @cssproperty --puente-color-primary-foreground - Text on primary buttons and the student's bubbles.
 * @cssproperty --puente-color-text - Body text.
 * @cssproperty --puente-color-surface - Card and dialog background.
 * @cssproperty --puente-color-surface-muted - Tab bar, transcript and answer backgrounds.
 * @cssproperty --puente-radius - Corner radius of cards, fields and buttons.
 * @cssproperty --puente-font-family - Font of everything inside the element.
 *
 * @csspart check-in - The whole screen.
 * @csspart back-button - "Back to Dashboard".
 * @csspart student-card - The student card with its Profile and Scripts tabs.
 * @csspart college-profile-dialog - The College Profile dialog.
 * @csspart recommended-content - The AI-Recommended Content card.
 * @csspart counselor-notes - The Counselor Notes card.
 * @csspart ai-insights - The AI Insights card.
 * @csspart ask-ai - The Ask AI Assistant card.
 * @csspart ask-input - The Ask AI question box.
 * @csspart ask-button - The Ask button.
 */
export class PuenteCounselorCheckInElement extends r2wc(CounselorCheckInWidget, {
  shadow: 'open',
  props: { theme: 'string', checkIn: 'string', dashboardUrl: 'string' },
}) {
  constructor() {
    super();
    if (this.shadowRoot) adoptStyles(this.shadowRoot);
  }
}

export const COUNSELOR_CHECK_IN_TAG = 'puente-counselor-check-in';

defineElement(COUNSELOR_CHECK_IN_TAG, PuenteCounselorCheckInElement);

declare global {
  interface HTMLElementTagNameMap {
    'puente-counselor-check-in': PuenteCounselorCheckInElement;
  }
}
