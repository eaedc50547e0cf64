/**
 * The API paths a widget on a school's site calls from another origin,
 * without cookies. Only these answer CORS (`Access-Control-Allow-Origin: *`);
 * every credentialed endpoint stays same-origin. The one list to extend.
 */
export const PUBLIC_API_PATHS: readonly string[] = ['/api/waitlist', '/api/foundation-programs'];

/** Whether `path` is one of the public API paths, or below one (a programme by id). */
export function isPublicApiPath(path: string): boolean {
  const trimmed = path.replace(/\/+$/, '');
  return PUBLIC_API_PATHS.some((open) => trimmed === open || trimmed.startsWith(`${open}/`));
}

/** URL prefix of the widget bundles, which any site may load as module scripts. */
export const WIDGETS_PREFIX = '/widgets/';
