/**
 * The help index's and the contact page's titles and leads (message ids):
 * each screen's header, and its prerendered page's title and description
 * (app/public-routes.ts).
 */
export const helpPage = {
  title: /*i18n*/ 'Help',
  lead: /*i18n*/ 'Answers to the questions students and families ask first.',
};

export const contactPage = {
  title: /*i18n*/ 'Contact us',
  lead: /*i18n*/ 'We read every message and answer in Spanish or English.',
};
