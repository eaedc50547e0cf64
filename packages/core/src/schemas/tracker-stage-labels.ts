import type { TrackerStage } from './tracker.schema';

/** How each tracker stage reads (docs/product/tracker.md's table), as message ids. */
export const TRACKER_STAGE_LABELS: Readonly<Record<TrackerStage, string>> = {
  researching: /*i18n*/ 'Researching',
  preparing: /*i18n*/ 'Preparing',
  submitted: /*i18n*/ 'Submitted',
  offer: /*i18n*/ 'Offer',
  firm: /*i18n*/ 'Firm choice',
  insurance: /*i18n*/ 'Insurance choice',
  declined: /*i18n*/ 'Declined',
  unsuccessful: /*i18n*/ 'Unsuccessful',
};
