export { JOIN_WAITLIST_FAILED, useJoinWaitlist } from './use-join-waitlist';
export type { WaitlistDialogProps } from './waitlist-dialog';
export { WaitlistDialog } from './waitlist-dialog';
export type { WaitlistFormProps, WaitlistFormValues } from './waitlist-form';
export { WaitlistForm } from './waitlist-form';
export type { WaitlistThankYouProps } from './waitlist-thank-you';
export { WaitlistThankYou } from './waitlist-thank-you';
