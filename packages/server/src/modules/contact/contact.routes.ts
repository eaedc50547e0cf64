import { Router } from '@koa/router';
import { setJsonBody } from '../../answer-headers';

export const CONTACT_PATH = '/api/contact';

/**
 * GET /api/contact (anyone): where families write to Puente (CONTACT_EMAIL),
 * for the pages a browser shows without a prerendered copy (the prerendered
 * ones have it written in by the server).
 */
export function contactRoutes({ email }: { email: string }): Router {
  // Serialised once: the address changes only with a restart.
  const body = JSON.stringify({ email });
  return new Router().get(CONTACT_PATH, (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    setJsonBody(ctx, body);
  });
}
