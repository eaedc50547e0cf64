// What the finder on a school's site says about the programmes picked there:
// they are kept on that page until the student takes them to Puente, and it
// never says "added to your selection" before they are.

/** A picked card's button, and the toast's title when a programme is picked. */
export const SAVED_HERE = /*i18n*/ 'Saved here';

export const PICK_SAVED = {
  title: SAVED_HERE,
  description: /*i18n*/ 'Sign up to keep it in your Puente account.',
} as const;

export const PICK_REMOVED = {
  title: /*i18n*/ 'Program removed',
  description: /*i18n*/ 'The program is no longer saved here.',
} as const;

/** With `{max}`: a pick past the most a hand-off carries. */
export const PICKS_FULL = /*i18n*/ 'You can save up to {max} programs here';

/** With `{count}`: beside Get Started Applying while programmes are picked. */
export const PICKS_WAITING =
  /*i18n*/ '{count, plural, one {# program is} other {# programs are}} kept in this browser for 30 days. Get Started Applying to keep them in your Puente account.';
