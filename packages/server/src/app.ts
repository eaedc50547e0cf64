import { Router } from '@koa/router';
import { RequestContext } from '@mikro-orm/core';
import Koa, { type Context, type Middleware } from 'koa';
import compose from 'koa-compose';
import { rememberApiRoutes } from './api-routes';
import { type Config, DEFAULT_MAIL_FROM, DEFAULT_RATE_LIMITS } from './config';
import { type Orm, WRITE_TURN_WAIT_MS, writeTurnsOf } from './db';
import {
  answerHttpError,
  connectionErrorLogger,
  errorHandler,
  HttpError,
  notFound,
} from './errors';
import type { Logger } from './logger';
import { answerCors } from './middleware/cors';
import { crossSiteRequests } from './middleware/cross-site-requests';
import { jsonBody } from './middleware/json-body';
import { setSecurityHeaders } from './middleware/security-headers';
import { staticFiles } from './middleware/static-files';
import { writeTurns } from './middleware/write-turns';
import { authRoutes, hashesPassword } from './modules/auth/auth.routes';
import { createPasswordHasher, type PasswordHasher } from './modules/auth/password';
import { classCodeRoutes } from './modules/class-code/class-code.routes';
import { dataViewRoutes } from './modules/data-view/data-view.routes';
import { handOffRoutes } from './modules/hand-off/hand-off.routes';
import {
  createHealthCheck,
  HEALTH_PATH,
  type HealthCheck,
  healthRoutes,
} from './modules/health/health.routes';
import { createWriteFailures } from './modules/health/write-failures';
import { invitationRoutes } from './modules/invitation/invitation.routes';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { parentLinkRoutes } from './modules/parent-link/parent-link.routes';
import { programmeRoutes, wantsStudentProfile } from './modules/programme/programme.routes';
import {
  createProgrammeCatalogue,
  type ProgrammeCatalogue,
} from './modules/programme/programme-catalogue';
import { schoolRoutes } from './modules/school/school.routes';
import { selectionRoutes } from './modules/selection/selection.routes';
import { sessionMiddleware } from './modules/session/session.middleware';
import { sessionRoutes } from './modules/session/session.routes';
import type { SessionStore } from './modules/session/session-store';
import { studentInfoRoutes } from './modules/student-info/student-info.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { isApiPath, isPublicApiPath } from './public-paths';

export interface AppOptions {
  orm: Orm;
  config: Pick<Config, 'hostDist' | 'widgetsDist' | 'trustProxy' | 'excludedUniversities'> &
    Partial<Pick<Config, 'allowedOrigins' | 'rateLimits' | 'smtpUrl' | 'publicUrl' | 'mailFrom'>>;
  logger: Logger;
  /** Tests pass a cheaper hasher; production uses OWASP's scrypt cost. */
  passwordHasher?: PasswordHasher;
  /** The in-memory programme catalogue; by default one of this ORM with the config's exclusions. */
  catalogue?: ProgrammeCatalogue;
  /** Whether the database answers, cached for a second; by default one of this ORM. */
  healthCheck?: HealthCheck;
  /** The sessions (`createSessionStore`): its owner closes it before the ORM. */
  sessions: SessionStore;
  /** Sends invitations; by default through the config's SMTP_URL, or none. */
  mailer?: Mailer;
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
  sessions,
  mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? DEFAULT_MAIL_FROM,
    logger,
  }),
}: AppOptions): Koa {
  // Behind one trusted proxy the client is the last X-Forwarded-For entry (the proxy's own).
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  const { allowedOrigins = [], rateLimits = DEFAULT_RATE_LIMITS, publicUrl } = config;
  // Inside RequestContext, `orm.em` resolves to the request's own fork.
  const em = orm.em;
  app.on('error', connectionErrorLogger(logger));
  // Writes PostgreSQL refuses for want of space (the error handler sees them), for /api/health.
  const writes = createWriteFailures();

  const api = new Router();
  for (const routes of [
    healthRoutes({ check: healthCheck, writes }),
    authRoutes({ em, hasher: passwordHasher, rateLimits, sessions }),
    sessionRoutes({ em, sessions }),
    waitlistRoutes({ em, rateLimits }),
    programmeRoutes({ catalogue, em }),
    studentInfoRoutes({ em }),
    selectionRoutes({ em }),
    schoolRoutes({ em, hasher: passwordHasher, rateLimits, sessions, mailer, publicUrl }),
    invitationRoutes({ em, mailer, publicUrl, rateLimits, sessions }),
    classCodeRoutes({ em, rateLimits, sessions }),
    parentLinkRoutes({ em }),
    dataViewRoutes({ em }),
    handOffRoutes({ em, rateLimits, sessions }),
  ]) {
    api.use(routes.routes());
  }
  rememberApiRoutes(app, api);

  // Each request looks at its path and method once, here, and runs the API's
  // middleware for reads or for writes, or the files': no middleware wrapped
  // to ask again whether it applies. A read has no body to parse and no
  // cross-site check (both only concern methods that change state).
  // docs/performance.md ("What a request costs") has what each one costs.
  const fixed = fixedPathRoutes(api);
  const routes = forAnsweredRoutes(api, fixed, sessionMiddleware(app, sessions), orm);
  const unmatched = answerUnmatched(api.allowedMethods() as Middleware);
  const routerDispatch = api.routes() as Middleware;
  const dispatch: Middleware = (ctx, next) =>
    (fixed.get(`${ctx.method} ${ctx.path}`) ?? routerDispatch)(ctx, next);
  const apiReads = compose([unmatched, routes, dispatch]);
  const apiWrites = compose([
    unmatched,
    crossSiteRequests({ allowedOrigins }),
    jsonBody(),
    writeTurns(writeTurnsOf(orm), hashesPassword, WRITE_TURN_WAIT_MS),
    routes,
    dispatch,
  ]);
  const site = staticFiles({ ...config, logger });

  // Security headers and CORS are plain calls here rather than middleware of
  // their own: each level of Koa's chain costs a bound function and a promise.
  app.use(
    errorHandler({ logger, writes }, (ctx, next) => {
      const path = ctx.path;
      setSecurityHeaders(ctx, path);
      if (answerCors(ctx, path)) return;
      if (!isApiPath(path)) return site(ctx, next);
      return SAFE_METHODS.has(ctx.method) ? apiReads(ctx, next) : apiWrites(ctx, next);
    }),
  );
  return app;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Answered, never thrown or changed: one for every 404 (an Error costs to make).
const NOT_FOUND = notFound();

// Reads of the catalogue (served from memory) and the health check (cached,
// see health.routes.ts) need neither the session nor the request's EntityManager;
// but the catalogue ordered by a signed-in student's match reads their profile.
const isSessionFree = (ctx: Context) =>
  (isPublicApiPath(ctx.path) && !wantsStudentProfile(ctx)) || ctx.path === HEALTH_PATH;

/**
 * The session and, inside RequestContext, the request's own EntityManager
 * fork (`orm.em` resolves to it), for the requests a route answers that may
 * use them. Public paths read no session: they answer the same to everyone,
 * so a cookie costs no lookup there; their reads, the health check and
 * requests no route answers (404, 405) need no fork either.
 */
function forAnsweredRoutes(
  api: Router,
  fixed: Map<string, Middleware>,
  session: Middleware,
  orm: Orm,
): Middleware {
  const withEntities: Middleware = (_ctx, next) => RequestContext.create(orm.em, next);
  return (ctx, next) => {
    const { path, method } = ctx;
    if (isSessionFree(ctx)) return SAFE_METHODS.has(method) ? next() : withEntities(ctx, next);
    if (fixed.has(`${method} ${path}`)) return session(ctx, () => withEntities(ctx, next));
    const match = api.match(path, method);
    if (match.route) return session(ctx, () => withEntities(ctx, next));
    // No route has this path: a 404 here, without the router's second look
    // and its Allow logic (which is for a known path and another method).
    return match.path.length === 0 ? answerHttpError(ctx, NOT_FOUND) : next();
  };
}

/**
 * The routes of a fixed path (no parameters) by "METHOD path", each its
 * middleware composed once: found with a Map lookup rather than by
 * @koa/router's dispatch, which for every request tests each route's pattern,
 * builds the matched layers' chain anew and reads their parameters
 * (docs/performance.md). Any other path, a trailing slash included, goes
 * through the router as before.
 */
function fixedPathRoutes(api: Router): Map<string, Middleware> {
  const fixed = new Map<string, Middleware>();
  for (const layer of api.stack) {
    if (typeof layer.path !== 'string' || layer.paramNames.length > 0) continue;
    const answer = compose(layer.stack as Middleware[]);
    for (const method of layer.methods) {
      const key = `${method} ${layer.path}`;
      // Two routes of one path and method would run as one chain: leave those to the router.
      if (fixed.has(key)) throw new Error(`two routes answer ${key}`);
      fixed.set(key, answer);
    }
  }
  return fixed;
}

/**
 * Unknown API paths and methods get JSON answers like every other error. A
 * method no route knows (TRACE, PROPFIND…) is, like a known one on the wrong
 * path, a 405 with Allow: the router's 501 would read as a server fault.
 */
function answerUnmatched(allowedMethods: Middleware): Middleware {
  const nothingAfter = () => Promise.resolve();
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    // The router's Allow and 405/501, for a path a route knows: it only looks at a 404.
    if (ctx.status === 404) await allowedMethods(ctx, nothingAfter);
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status === 405 || ctx.status === 501) {
      const allow = ctx.response.get('Allow');
      if (allow === '') return answerHttpError(ctx, NOT_FOUND);
      const notAllowed = new HttpError(405, /*i18n*/ 'Method not allowed', undefined, {
        Allow: allow,
      });
      return answerHttpError(ctx, notAllowed);
    }
    if (ctx.status === 404) return answerHttpError(ctx, NOT_FOUND);
  };
}
