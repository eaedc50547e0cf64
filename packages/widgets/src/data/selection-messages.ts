/** SPEC §8's toasts of a selection, shown by the finder's toggle and by My Selections. */
export const PROGRAMME_SELECTED = {
  title: /*i18n*/ 'Program selected',
  description: /*i18n*/ 'The program has been added to your selection',
} as const;

export const PROGRAMME_REMOVED = {
  title: /*i18n*/ 'Program removed',
  description: /*i18n*/ 'The program has been removed from your selection',
} as const;

export const SELECT_FAILED = /*i18n*/ 'Failed to add the program to your selection';
export const REMOVE_FAILED = /*i18n*/ 'Failed to remove the program from your selection';
