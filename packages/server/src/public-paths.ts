/**
 * The API paths a widget on a school's site calls from another origin,
 * without cookies. Only these answer CORS (`Access-Control-Allow-Origin: *`);
 * every credentialed endpoint stays same-origin. The one list to extend.
 */
export const PUBLIC_API_PATHS: readonly string[] = ['/api/waitlist', '/api/foundation-programs'];

/** Whether `path` is one of the public API paths. */
export function isPublicApiPath(path: string): boolean {
  return PUBLIC_API_PATHS.includes(path.replace(/\/+$/, ''));
}

/** URL prefix of the widget bundles, which any site may load as module scripts. */
export const WIDGETS_PREFIX = '/widgets/';
