/**
 * The API paths a widget on a school's site calls from another origin,
 * without cookies. Only these answer CORS (`Access-Control-Allow-Origin: *`);
 * every credentialed endpoint stays same-origin. The one list to extend.
 */
export const PUBLIC_API_PATHS: readonly string[] = [
  '/api/waitlist',
  '/api/foundation-programs',
  '/api/exchange-rate',
];

/**
 * Public API paths with nothing public below them: POST /api/hand-offs is
 * called from a school's page, but a hand-off's own paths (its preview, and
 * accepting it, which needs the session) stay same-origin.
 */
export const PUBLIC_EXACT_API_PATHS: readonly string[] = ['/api/hand-offs'];

/**
 * The assistant for a school's website (`/api/assistant/site/<site key>/…`):
 * called without cookies, it answers CORS itself, for the school's own
 * websites only, so it is not a public path.
 */
export const SCHOOL_SITE_ASSISTANT_PATH = '/api/assistant/site';

/** Whether `path` is below the school site's assistant path: it needs no cross-site check. */
export function isSchoolSitePath(path: string): boolean {
  return (
    path.startsWith(SCHOOL_SITE_ASSISTANT_PATH) && path[SCHOOL_SITE_ASSISTANT_PATH.length] === '/'
  );
}

/** Whether `path` is one of the public API paths, or below one (a programme by id). */
export function isPublicApiPath(path: string): boolean {
  if (PUBLIC_EXACT_API_PATHS.includes(path)) return true;
  // Asked several times a request: plain string tests, no regular expression or copy.
  for (const open of PUBLIC_API_PATHS) {
    if (path.startsWith(open) && (path.length === open.length || path[open.length] === '/')) {
      return true;
    }
  }
  return false;
}

/** Whether `path` is the API's (`/api` or below it). */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api') && (path.length === 4 || path[4] === '/');
}

/** URL prefix of the widget bundles, which any site may load as module scripts. */
export const WIDGETS_PREFIX = '/widgets/';
