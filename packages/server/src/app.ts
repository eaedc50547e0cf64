import { Router } from '@koa/router';
import { RequestContext } from '@mikro-orm/core';
import Koa, { type Middleware } from 'koa';
import { type Config, DEFAULT_RATE_LIMITS } from './config';
import type { Orm } from './db';
import { connectionErrorLogger, errorHandler, HttpError, notFound } from './errors';
import type { Logger } from './logger';
import { publicCors } from './middleware/cors';
import { crossSiteRequests } from './middleware/cross-site-requests';
import { jsonBody } from './middleware/json-body';
import { securityHeaders } from './middleware/security-headers';
import { staticFiles } from './middleware/static-files';
import { authRoutes } from './modules/auth/auth.routes';
import { createPasswordHasher, type PasswordHasher } from './modules/auth/password';
import { healthRoutes } from './modules/health/health.routes';
import { programmeRoutes, wantsStudentProfile } from './modules/programme/programme.routes';
import {
  createProgrammeCatalogue,
  type ProgrammeCatalogue,
} from './modules/programme/programme-catalogue';
import { selectionRoutes } from './modules/selection/selection.routes';
import { sessionMiddleware } from './modules/session/session.middleware';
import { sessionRoutes } from './modules/session/session.routes';
import { createSessionStore } from './modules/session/session-store';
import { studentInfoRoutes } from './modules/student-info/student-info.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { isPublicApiPath } from './public-paths';

export interface AppOptions {
  orm: Orm;
  config: Pick<Config, 'hostDist' | 'widgetsDist' | 'trustProxy' | 'excludedUniversities'> &
    Partial<Pick<Config, 'allowedOrigins' | 'rateLimits'>>;
  logger: Logger;
  /** Tests pass a cheaper hasher; production uses OWASP's scrypt cost. */
  passwordHasher?: PasswordHasher;
  /** The in-memory programme catalogue; by default one of this ORM with the config's exclusions. */
  catalogue?: ProgrammeCatalogue;
}

/**
 * The whole HTTP surface: the API under `/api`, the widget bundles under
 * `/widgets/`, and the host site for everything else.
 */
export function createApp({
  orm,
  config,
  logger,
  passwordHasher = createPasswordHasher(),
  catalogue = createProgrammeCatalogue({
    em: orm.em,
    excludedUniversities: config.excludedUniversities,
  }),
}: AppOptions): Koa {
  // Behind one trusted proxy the client is the last X-Forwarded-For entry (the proxy's own).
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  const { allowedOrigins = [], rateLimits = DEFAULT_RATE_LIMITS } = config;
  // Inside RequestContext, `orm.em` resolves to the request's own fork.
  const em = orm.em;
  app.on('error', connectionErrorLogger(logger));

  const api = new Router();
  for (const routes of [
    healthRoutes({ em }),
    authRoutes({ em, hasher: passwordHasher, rateLimits }),
    sessionRoutes({ em }),
    waitlistRoutes({ em, rateLimits }),
    programmeRoutes({ catalogue, em }),
    studentInfoRoutes({ em }),
    selectionRoutes({ em }),
  ]) {
    api.use(routes.routes());
  }

  app.use(errorHandler(logger));
  app.use(securityHeaders());
  app.use(publicCors());
  app.use(staticFiles({ ...config, logger }));
  app.use(apiOnly(answerUnmatched()));
  app.use(apiOnly(crossSiteRequests({ allowedOrigins })));
  app.use(apiOnly(jsonBody()));
  app.use(withoutSession(apiOnly(sessionMiddleware(app, createSessionStore(orm)))));
  app.use((_ctx, next) => RequestContext.create(orm.em, next));
  app.use(api.routes());
  app.use(api.allowedMethods());
  return app;
}

function apiOnly(middleware: Middleware): Middleware {
  return (ctx, next) =>
    ctx.path === '/api' || ctx.path.startsWith('/api/') ? middleware(ctx, next) : next();
}

/**
 * Public paths answer the same to everyone: they read no session (and cost no
 * session lookup), except the programme list ordered by a student's match.
 */
function withoutSession(middleware: Middleware): Middleware {
  return (ctx, next) =>
    isPublicApiPath(ctx.path) && !wantsStudentProfile(ctx) ? next() : middleware(ctx, next);
}

/**
 * Unknown API paths and methods get JSON answers like every other error. A
 * method no route knows (TRACE, PROPFIND…) is, like a known one on the wrong
 * path, a 405 with Allow: the router's 501 would read as a server fault.
 */
function answerUnmatched(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status === 405 || ctx.status === 501) {
      const allow = ctx.response.get('Allow');
      if (allow === '') throw notFound();
      throw new HttpError(405, 'Method not allowed', undefined, { Allow: allow });
    }
    if (ctx.status === 404) throw notFound();
  };
}
