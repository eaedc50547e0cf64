export { classicScript } from './classic-script.ts';
export { elementChunkGroups, recordElementGraph } from './element-chunks.ts';
export { ELEMENT_REGISTRY_ID, elementRegistry } from './element-registry.ts';
export { type ElementSource, findElementSources, reservationCss } from './element-sources.ts';
export { CSS_REGISTRY_KEY, inlineCssForShadowRoots } from './inline-css.ts';
export { precompress } from './precompress.ts';
export { RELEASE_FILE, type Release, release } from './release.ts';
