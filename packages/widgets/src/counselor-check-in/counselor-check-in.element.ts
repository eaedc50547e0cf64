import { defineElement, PuenteElement } from '@puente/ui/elements/puente-element';
import { CounselorCheckInWidget } from './counselor-check-in-widget';

/**
 * A counselor's check-in screen for their student, for the counselor's own
 * portal: the student's profile and past conversations, the college profile
 * and list, recommended content, notes, AI insights and an AI assistant.
 *
 * @summary The counselor check-in screen: student profile, conversation scripts, college list and Ask AI.
 *
 * @attr {'1' | '2'} check-in - Which check-in: `1` (the earlier one) or `2` (default, "Check-In #2").
 * @attr {string} dashboard-url - Where "Back to Dashboard" links; the button is hidden without it.
 *
 *
 * @cssproperty --puente-color-primary - Buttons, the student's bubbles, focus accents (default deep teal).
 * @cssproperty --puente-color-primary-foreground - Text on primary buttons and the student's bubbles.
 * @cssproperty --puente-color-surface - Card and dialog background.
 * @cssproperty --puente-color-surface-muted - Tab bar, transcript and answer backgrounds.
 * @cssproperty --puente-radius - Corner radius of cards, fields and buttons.
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
 *
 * @reserve min-height: 3480px
 * @reserve (min-width: 768px) min-height: 2478px
 * @reserve (min-width: 1024px) min-height: 1440px
 */
export class PuenteCounselorCheckInElement extends PuenteElement(CounselorCheckInWidget, {
  checkIn: 'string',
  dashboardUrl: 'string',
}) {}

export const COUNSELOR_CHECK_IN_TAG = 'puente-counselor-check-in';

defineElement(COUNSELOR_CHECK_IN_TAG, PuenteCounselorCheckInElement);

declare global {
  interface HTMLElementTagNameMap {
    'puente-counselor-check-in': PuenteCounselorCheckInElement;
  }
}
