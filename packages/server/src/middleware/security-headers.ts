import type { Middleware } from 'koa';
import { WIDGETS_PREFIX } from '../public-paths';

// The host pages load only their own scripts, styles and API. Images may come
// from programme pages elsewhere (https:). No inline script or style: widgets
// adopt their stylesheets, which CSP allows.
const HOST_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// A year; only ever sent over TLS, where the browser knows the answer is genuine.
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer. Host pages and the API may not be framed
 * and keep their own browsing context group (COOP); widget bundles must stay
 * loadable from any site, so they get no frame or page policy, and allow
 * cross-origin use. HSTS only when the request came over TLS (`ctx.secure`,
 * which believes X-Forwarded-Proto only with TRUST_PROXY=1). The one place to
 * harden further.
 */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    if (ctx.path.startsWith(WIDGETS_PREFIX)) {
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    } else {
      ctx.set('Content-Security-Policy', HOST_CSP);
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    }
    await next();
  };
}
