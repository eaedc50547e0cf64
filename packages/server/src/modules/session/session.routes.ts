import { Router } from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import { notFound } from '../../errors';
import type { SessionStore } from './session-store';
import { currentSessionId, requireSignedIn } from './sign-in';
import { signedInBrowsers, signOutBrowser } from './signed-in-browsers';

const BROWSER_ID = /^[A-Za-z0-9_-]{22}$/;
const NO_SUCH_BROWSER = /*i18n*/ 'No such signed-in browser';

/**
 * GET /api/user/sessions: the browsers the student is signed in on.
 * DELETE /api/user/sessions/:id signs one of them out (this one included:
 * then it is a sign-out, the cookie cleared by the next request's 401).
 */
export function sessionRoutes({
  em,
  sessions,
}: {
  em: EntityManager;
  sessions: SessionStore;
}): Router {
  return new Router()
    .get('/api/user/sessions', async (ctx) => {
      const userId = requireSignedIn(ctx);
      ctx.body = await signedInBrowsers(em, userId, currentSessionId(ctx));
    })
    .delete('/api/user/sessions/:id', async (ctx) => {
      const userId = requireSignedIn(ctx);
      const browserId = String((ctx.params as Record<string, string>).id);
      if (!BROWSER_ID.test(browserId) || !(await signOutBrowser(em, userId, browserId))) {
        throw notFound(NO_SUCH_BROWSER);
      }
      sessions.forgetUser(userId);
      ctx.body = { ok: true };
    });
}
