import type { Context } from 'koa';
import { isPublicApiPath } from '../public-paths';

const PREFLIGHT_MAX_AGE_S = String(600);

/**
 * CORS for the public API paths only: any origin, no credentials, and a
 * preflight answer for the JSON content type. Other paths get no CORS
 * headers, so browsers keep credentialed endpoints same-origin. Returns
 * whether it answered the request (a preflight).
 */
export function answerCors(ctx: Context, path: string): boolean {
  if (!isPublicApiPath(path)) return false;
  ctx.set('Access-Control-Allow-Origin', '*');
  if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
    ctx.set('Access-Control-Allow-Methods', 'GET, HEAD, POST');
    ctx.set('Access-Control-Allow-Headers', 'Content-Type');
    ctx.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_S);
    ctx.status = 204;
    return true;
  }
  return false;
}
