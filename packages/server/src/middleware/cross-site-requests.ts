import type { Context, Middleware } from 'koa';
import { forbidden } from '../errors';
import { isPublicApiPath, isSchoolSitePath } from '../public-paths';

export const CROSS_SITE_REFUSED =
  /*i18n*/ 'This request came from another website and was refused. Please use Puente directly.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests to credentialed API paths that a browser
 * says come from another site: an `Origin` that is neither this server's own
 * nor allowed, or `Sec-Fetch-Site: cross-site`. Requests without either
 * header (curl, server-to-server) carry no browser cookies by accident and
 * pass. The public paths (waitlist, catalogue) stay open to any origin: they
 * take no credentials; the school site's assistant checks its school's origins itself.
 */
export function crossSiteRequests({ allowedOrigins }: { allowedOrigins: string[] }): Middleware {
  const allowed = new Set(allowedOrigins.map(normalisedOrigin));
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || isPublicApiPath(ctx.path) || isSchoolSitePath(ctx.path)) {
      return next();
    }
    if (ctx.get('Sec-Fetch-Site').toLowerCase() === 'cross-site')
      throw forbidden(CROSS_SITE_REFUSED);
    const origin = ctx.get('Origin');
    if (origin !== '' && !isOwnOrigin(ctx, origin) && !allowed.has(normalisedOrigin(origin))) {
      throw forbidden(CROSS_SITE_REFUSED);
    }
    await next();
  };
}

function isOwnOrigin(ctx: Context, origin: string): boolean {
  const own = normalisedOrigin(`${ctx.protocol}://${ctx.host}`);
  const given = normalisedOrigin(origin);
  if (given === own) return true;
  // Behind a TLS proxy that is not trusted with X-Forwarded-Proto the request
  // looks like http, while the page that sent it was https on the same host.
  return ctx.protocol === 'http' && given === normalisedOrigin(`https://${ctx.host}`);
}

/** `URL.origin` (lower-case, default port dropped); the literal text for 'null' and garbage. */
function normalisedOrigin(origin: string): string {
  try {
    const { origin: normalised } = new URL(origin);
    return normalised === 'null' ? `invalid:${origin}` : normalised;
  } catch {
    return `invalid:${origin}`;
  }
}
