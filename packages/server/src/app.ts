import { Router } from '@koa/router';
import { RequestContext } from '@mikro-orm/core';
import Koa, { type Middleware } from 'koa';
import compose from 'koa-compose';
import { type Config, DEFAULT_RATE_LIMITS } from './config';
import type { Orm } from './db';
import { errorHandler, HttpError, notFound } from './errors';
import type { Logger } from './logger';
import { publicCors } from './middleware/cors';
import { crossSiteRequests } from './middleware/cross-site-requests';
import { jsonBody } from './middleware/json-body';
import { securityHeaders } from './middleware/security-headers';
import { staticFiles } from './middleware/static-files';
import { authRoutes } from './modules/auth/auth.routes';
import { createPasswordHasher, type PasswordHasher } from './modules/auth/password';
import {
  createHealthCheck,
  HEALTH_PATH,
  type HealthCheck,
  healthRoutes,
} from './modules/health/health.routes';
import { programmeRoutes } from './modules/programme/programme.routes';
import {
  createProgrammeCatalogue,
  type ProgrammeCatalogue,
} from './modules/programme/programme-catalogue';
import { selectionRoutes } from './modules/selection/selection.routes';
import { sessionMiddleware } from './modules/session/session.middleware';
import { createSessionStore } from './modules/session/session-store';
import { studentInfoRoutes } from './modules/student-info/student-info.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { isApiPath, isPublicApiPath } from './public-paths';

export interface AppOptions {
  orm: Orm;
  config: Pick<Config, 'hostDist' | 'widgetsDist' | 'trustProxy' | 'excludedUniversities'> &
    Partial<Pick<Config, 'allowedOrigins' | 'rateLimits'>>;
  logger: Logger;
  /** Tests pass a cheaper hasher; production uses OWASP's scrypt cost. */
  passwordHasher?: PasswordHasher;
  /** The in-memory programme catalogue; by default one of this ORM with the config's exclusions. */
  catalogue?: ProgrammeCatalogue;
  /** Whether the database answers, cached for a second; by default one of this ORM. */
  healthCheck?: HealthCheck;
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
  healthCheck = createHealthCheck({ em: orm.em }),
}: AppOptions): Koa {
  // Behind one trusted proxy the client is the last X-Forwarded-For entry (the proxy's own).
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  const { allowedOrigins = [], rateLimits = DEFAULT_RATE_LIMITS } = config;
  // Inside RequestContext, `orm.em` resolves to the request's own fork.
  const em = orm.em;

  const api = new Router();
  for (const routes of [
    healthRoutes({ check: healthCheck }),
    authRoutes({ em, hasher: passwordHasher, rateLimits }),
    waitlistRoutes({ em }),
    programmeRoutes({ catalogue }),
    studentInfoRoutes({ em }),
    selectionRoutes({ em }),
  ]) {
    api.use(routes.routes());
  }

  // Each request looks at its path once, here, and runs either the API's
  // middleware or the files', never a wrapper per middleware that asks again
  // (see docs/performance.md, "What a request costs").
  const apiStack = compose<Koa.ParameterizedContext>([
    answerUnmatched(),
    crossSiteRequests({ allowedOrigins }),
    jsonBody(),
    withSession(api, sessionMiddleware(app, createSessionStore(orm))),
    withRequestContext(api, orm),
    api.routes() as Middleware,
    api.allowedMethods() as Middleware,
  ]);
  const site = staticFiles({ ...config, logger });

  app.use(errorHandler(logger));
  app.use(securityHeaders());
  app.use(publicCors());
  app.use((ctx, next) => (isApiPath(ctx.path) ? apiStack(ctx, next) : site(ctx, next)));
  return app;
}

// Reads of the catalogue (served from memory) and the health check (cached,
// see health.routes.ts) need neither the session nor the request's EntityManager.
const isSessionFree = (path: string) => isPublicApiPath(path) || path === HEALTH_PATH;
const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * The session, for the routes that may read it: not the public paths (they
 * answer the same to everyone, so a cookie costs no lookup there), not the
 * health check, and not a path or method no route answers (404, 405).
 */
function withSession(api: Router, session: Middleware): Middleware {
  return (ctx, next) =>
    isSessionFree(ctx.path) || !api.match(ctx.path, ctx.method).route ? next() : session(ctx, next);
}

/**
 * Inside RequestContext, `orm.em` resolves to the request's own fork. Reads of
 * the session-free paths and unanswered requests touch no entity, so they
 * skip the fork.
 */
function withRequestContext(api: Router, orm: Orm): Middleware {
  return (ctx, next) =>
    (isReadMethod(ctx.method) && isSessionFree(ctx.path)) || !api.match(ctx.path, ctx.method).route
      ? next()
      : RequestContext.create(orm.em, next);
}

/** Unknown API paths and methods get JSON answers like every other error. */
function answerUnmatched(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status === 405) throw new HttpError(405, 'Method not allowed');
    if (ctx.status === 501) throw new HttpError(501, 'Not implemented');
    if (ctx.status === 404) throw notFound();
  };
}
