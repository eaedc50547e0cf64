/**
 * Marks a part of an element's first screen that is still waiting for its
 * data (the finder's "Loading programs"): `puente-ready` waits until no part
 * of the element carries it, so a page hears it once the content shows.
 */
export const PENDING_ATTRIBUTE = 'data-puente-pending';
