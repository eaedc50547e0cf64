import { defineElement, PuenteSiteKeyElement } from '@puente/ui/elements/puente-element';
import { AdvisorChatWidget } from './advisor-chat-widget';

/**
 * The exploration advisor: a short scripted chat with a student about what
 * they enjoy, then a four-point summary they can edit and share.
 *
 * With the school's `site-key`, on one of the school's registered websites, the
 * replies and the summary come from the model the Puente server is configured
 * with, if it has one (only the conversation is sent; the school's limits
 * apply); otherwise the scripted chat plays.
 *
 * @summary Chats with a student about their interests and offers a summary to share with their counselor.
 *
 * @attr {string} dashboard-url - Where "Return to Dashboard" links once the summary is shared or declined; the button is hidden without it.
 *
 * @event {CustomEvent<string[]>} puente-chat-summary - The student shared the summary; `detail` is its points, as they last edited them.
 *
 * @cssproperty --puente-color-primary - The student's bubbles, buttons, focus accents (default deep teal).
 * @cssproperty --puente-color-primary-foreground - Text on the student's bubbles and primary buttons.
 * @cssproperty --puente-color-surface - Card and advisor bubble background.
 * @cssproperty --puente-color-surface-muted - Background behind the messages.
 * @cssproperty --puente-radius - Corner radius of bubbles, fields and buttons.
 *
 * @csspart chat - The whole chat: the conversation card and the summary.
 * @csspart message - Each message bubble row (also `message-bot` or `message-user`).
 * @csspart message-bot - An advisor message row.
 * @csspart message-user - A student message row.
 * @csspart input - The message text box.
 * @csspart send-button - The send button.
 * @csspart summary - The summary card.
 * @csspart share-button - "Share Summary".
 * @csspart edit-button - "Edit Summary".
 * @csspart decline-button - "No, thanks".
 * @csspart save-button - "Save Changes" while editing.
 * @csspart back-button - "Back" while editing.
 * @csspart return-button - "Return to Dashboard".
 *
 * @reserve min-height: 648px
 * @reserve (min-width: 768px) min-height: 606px
 */
export class PuenteAdvisorChatElement extends PuenteSiteKeyElement(AdvisorChatWidget, {
  dashboardUrl: 'string',
}) {}

export const ADVISOR_CHAT_TAG = 'puente-advisor-chat';

defineElement(ADVISOR_CHAT_TAG, PuenteAdvisorChatElement);

declare global {
  interface HTMLElementTagNameMap {
    'puente-advisor-chat': PuenteAdvisorChatElement;
  }
}
