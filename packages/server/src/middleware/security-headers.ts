import type { Context } from 'koa';
import { WIDGETS_PREFIX } from '../public-paths';

/**
 * The host pages load only their own scripts, styles and API. Images may come
 * from programme pages elsewhere (https:). No inline style (widgets adopt
 * their stylesheets, which CSP allows) and no inline script but those whose
 * hashes the build lists: the theme's script, before the first paint, and the
 * style attributes of the prerendered pages.
 */
export const hostCsp = (
  scriptHashes: readonly string[] = [],
  styleHashes: readonly string[] = [],
) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    [
      "style-src 'self'",
      // The prerendered pages' style attributes (CSP counts them as inline style), exactly these.
      ...(styleHashes.length > 0 ? ["'unsafe-hashes'"] : []),
      ...styleHashes.map((hash) => `'${hash}'`),
    ].join(' '),
    "connect-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const HOST_CSP = hostCsp();

// A year; only ever sent over TLS, where the browser knows the answer is genuine.
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer. Host pages and the API may not be framed
 * and keep their own browsing context group (COOP); widget bundles must stay
 * loadable from any site, so they get no frame or page policy, and allow
 * cross-origin use. HSTS only when the request came over TLS (`ctx.secure`,
 * which believes X-Forwarded-Proto only with TRUST_PROXY=1). The one place to
 * harden further.
 *
 * Called first for every request, before anything can have sent headers, so
 * it sets them on Node's response itself: Koa's `ctx.set` would only add a
 * check and a call per header (docs/performance.md).
 */
export function setSecurityHeaders(ctx: Context, path: string, csp = HOST_CSP): void {
  const { res } = ctx;
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (ctx.secure) res.setHeader('Strict-Transport-Security', HSTS);
  if (path.startsWith(WIDGETS_PREFIX)) {
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  } else {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  }
}
