import { defineElement, PuenteElement } from '@puente/ui/elements/puente-element';
import { TimelineWidget } from './timeline-widget';

/**
 * A foundation programme's Application Timeline for any page: from the
 * programme's deadline it lists Start Application, Personal Statement,
 * Documents, English Test and the Application Deadline, each with its due
 * date and status. Start Application is due two months before the deadline,
 * the statement one month before, documents and the English test 14 days
 * before. A deadline that is not a date counts as two months from today.
 *
 * @summary The steps of a programme application and their statuses, from its deadline.
 *
 * @attr {string} deadline - The programme's application deadline: an ISO day (`2027-01-15`), a date-time, or text such as `15 January 2027`.
 * @attr {boolean} has-statement - Present (without a value, or `true`) when the student has written a personal statement: that step shows Completed and its button reads Edit.
 * @attr {string} now - A fixed moment to compute statuses for (ISO day or date-time), for demos and tests; the visitor's clock when omitted.
 * @attr {string} statement-url - Where the personal statement step's Complete / Edit link goes; without it the step has a button that only fires `puente-timeline-step`.
 *
 * @event {CustomEvent<PuenteTimelineStepDetail>} puente-timeline-step - The student activated the personal statement step's Complete / Edit; `detail` is `{ id, title, status, date, action }`.
 *
 * @cssproperty --puente-color-primary - The Complete button, focus accents (default deep teal).
 * @cssproperty --puente-color-primary-foreground - Text on the Complete button.
 * @cssproperty --puente-color-text-muted - Dates and descriptions.
 * @cssproperty --puente-color-surface - Card background.
 * @cssproperty --puente-color-border - Card border and the line joining the steps.
 * @cssproperty --puente-radius - Corner radius of buttons (the card uses 1.6x).
 *
 * @csspart card - The card around the timeline.
 * @csspart heading - The "Application Timeline" heading.
 * @csspart timeline - The ordered list of steps.
 * @csspart step - Each step; it also has the part `step-completed`, `step-current`, `step-upcoming` or `step-overdue`.
 * @csspart status - A step's status badge.
 * @csspart step-action - The personal statement step's Complete / Edit link or button.
 *
 * @reserve min-height: 839px
 * @reserve (min-width: 768px) min-height: 643px
 */
export class PuenteTimelineElement extends PuenteElement(TimelineWidget, {
  deadline: 'string',
  hasStatement: 'string',
  now: 'string',
  statementUrl: 'string',
}) {
  override attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
    // r2wc skips empty and removed attributes; has-statement is a boolean: bare is true, removed false.
    const read =
      name === 'has-statement' && (value === '' || value === null) ? String(value === '') : value;
    super.attributeChangedCallback(name, oldValue, read);
  }
}

export const TIMELINE_TAG = 'puente-timeline';

defineElement(TIMELINE_TAG, PuenteTimelineElement);

declare global {
  interface HTMLElementTagNameMap {
    'puente-timeline': PuenteTimelineElement;
  }
}
