/**
 * The finder's results (cards, match, pager) and its sort and filter
 * controls are chunks of their own, fetched on the finder's first render. A
 * page that knows it will show the finder fetches them earlier with this: a
 * module of its own, so importing it brings nothing else along.
 */
export const preloadProgrammeResults = () =>
  Promise.all([import('./programme-results'), import('./finder-choices')]).then(
    ([results]) => results,
  );
