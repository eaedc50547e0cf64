/**
 * The Puente server an element calls: its `api-base`, else the loader's
 * `data-api-base` (or the origin the loader came from), else the origin this
 * code was served from, so an element on a school's page never calls the
 * school's own server by mistake. Empty (same origin) where the code did not
 * come over HTTP (tests).
 */
export function elementApiBase(apiBase: string | undefined): string {
  if (apiBase) return apiBase;
  const fromLoader = (globalThis as { Puente?: { apiBase?: string } }).Puente?.apiBase;
  if (fromLoader) return fromLoader;
  const served = new URL(import.meta.url);
  return served.protocol === 'http:' || served.protocol === 'https:' ? served.origin : '';
}
