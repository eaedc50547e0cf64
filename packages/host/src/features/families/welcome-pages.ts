/**
 * The welcome pages' titles and leads (message ids): each screen's header,
 * and its prerendered page's title and description (app/public-routes.ts).
 */
export const studentWelcome = {
  title: /*i18n*/ 'Your way to a UK university',
  lead: /*i18n*/ 'Puente helps you choose a foundation year in the UK and apply on time.',
};

export const parentWelcome = {
  title: /*i18n*/ "Follow your child's path to a UK university",
  lead: /*i18n*/ 'With Puente you see how your child is choosing and applying, without doing it for them.',
};
