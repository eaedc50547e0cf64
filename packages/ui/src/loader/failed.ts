/**
 * Set by the loader on an element whose code could not load: it reserves no
 * space (`vite/element-sources.ts`), and shows what the page put inside it
 * (a link, say), as a tag the browser does not know does.
 */
export const FAILED_ATTRIBUTE = 'data-puente-failed';
