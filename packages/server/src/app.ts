import { Router } from '@koa/router';
import { RequestContext } from '@mikro-orm/core';
import { DEFAULT_CONTACT_EMAIL, DEFAULT_EXCHANGE_RATE } from '@puente/core';
import Koa, { type Middleware } from 'koa';
import compose from 'koa-compose';
import { inject } from 'light-my-request';
import { rememberApiRoutes } from './api-routes';
import {
  type Config,
  DEFAULT_ACCESS_LOG_RETENTION_DAYS,
  DEFAULT_MAIL_FROM,
  DEFAULT_RATE_LIMITS,
  DEFAULT_REMINDER_LIMITS,
} from './config';
import { type Orm, WRITE_TURN_WAIT_MS, writeTurnsOf } from './db';
import {
  answerHttpError,
  connectionErrorLogger,
  errorHandler,
  HttpError,
  notFound,
} from './errors';
import { translateInto } from './i18n';
import type { Logger } from './logger';
import { answerCors } from './middleware/cors';
import { crossSiteRequests } from './middleware/cross-site-requests';
import { jsonBody } from './middleware/json-body';
import { createMetaFor } from './middleware/page-meta';
import { prerenderedPages } from './middleware/prerendered-pages';
import { hostCsp, setSecurityHeaders } from './middleware/security-headers';
import type { ReadAs } from './middleware/signed-in-pages';
import { staticFiles } from './middleware/static-files';
import { writeTurns } from './middleware/write-turns';
import { assignmentRoutes } from './modules/assignment/assignment.routes';
import { assistantRoutes, waitsOnAssistant } from './modules/assistant/assistant.routes';
import { authRoutes, hashesPassword } from './modules/auth/auth.routes';
import { createPasswordHasher, type PasswordHasher } from './modules/auth/password';
import { caseloadRoutes } from './modules/caseload/caseload.routes';
import { classCodeRoutes } from './modules/class-code/class-code.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { dataViewRoutes } from './modules/data-view/data-view.routes';
import { exchangeRateRoutes } from './modules/exchange-rate/exchange-rate.routes';
import { handOffRoutes } from './modules/hand-off/hand-off.routes';
import { createHealthCheck, type HealthCheck, healthRoutes } from './modules/health/health.routes';
import { createWriteFailures } from './modules/health/write-failures';
import { invitationRoutes } from './modules/invitation/invitation.routes';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { myDataRoutes } from './modules/my-data/my-data.routes';
import { noteRoutes } from './modules/note/note.routes';
import { noticeRoutes } from './modules/notice/notice.routes';
import { parentLinkRoutes } from './modules/parent-link/parent-link.routes';
import {
  passwordResetRoutes,
  setsPasswordByLink,
} from './modules/password-reset/password-reset.routes';
import { programmeRoutes, wantsStudentProfile } from './modules/programme/programme.routes';
import {
  createProgrammeCatalogue,
  type ProgrammeCatalogue,
} from './modules/programme/programme-catalogue';
import { schoolRoutes } from './modules/school/school.routes';
import { schoolOverviewRoutes } from './modules/school/school-overview.routes';
import { selectionRoutes } from './modules/selection/selection.routes';
import { sessionMiddleware } from './modules/session/session.middleware';
import { sessionRoutes } from './modules/session/session.routes';
import type { SessionStore } from './modules/session/session-store';
import { studentInfoRoutes } from './modules/student-info/student-info.routes';
import { taskRoutes } from './modules/task/task.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { isApiPath } from './public-paths';

export interface AppOptions {
  orm: Orm;
  config: Pick<Config, 'hostDist' | 'widgetsDist' | 'trustProxy' | 'excludedUniversities'> &
    Partial<
      Pick<
        Config,
        | 'allowedOrigins'
        | 'rateLimits'
        | 'reminderLimits'
        | 'smtpUrl'
        | 'publicUrl'
        | 'mailFrom'
        | 'assistant'
        | 'exchangeRate'
        | 'contactEmail'
        | 'accessLogRetentionDays'
      >
    >;
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
    exchangeRate: config.exchangeRate ?? DEFAULT_EXCHANGE_RATE,
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
  const {
    allowedOrigins = [],
    rateLimits = DEFAULT_RATE_LIMITS,
    reminderLimits = DEFAULT_REMINDER_LIMITS,
    publicUrl,
    exchangeRate = DEFAULT_EXCHANGE_RATE,
    contactEmail = DEFAULT_CONTACT_EMAIL,
    accessLogRetentionDays = DEFAULT_ACCESS_LOG_RETENTION_DAYS,
  } = config;
  // Inside RequestContext (below), `orm.em` resolves to the request's own fork.
  const em = orm.em;
  app.on('error', connectionErrorLogger(logger));
  // Writes PostgreSQL refuses for want of space (the error handler sees them), for /api/health.
  const writes = createWriteFailures();

  const session = sessionMiddleware(app, sessions);
  // Inside RequestContext, `orm.em` resolves to the request's own EntityManager fork.
  const withEntities: Middleware = (_ctx, next) => RequestContext.create(orm.em, next);
  const handOffs = handOffRoutes({ em, rateLimits, sessions });
  const assistant = assistantRoutes({ em, config: config.assistant, logger });
  // A school's website asks the assistant without cookies: no session, its own fork.
  const schoolSiteApi = new Router().use(withEntities).use(assistant.schoolSite.routes());

  // What anyone may call: the health check, the catalogue, the waitlist and a
  // school page's hand-off (public-paths.ts). No session, so a cookie costs no
  // lookup; a write gets its fork, and the catalogue ordered by a signed-in
  // student's match reads their session and profile.
  const publicApi = new Router().use((ctx, next) => {
    if (wantsStudentProfile(ctx)) return session(ctx, () => withEntities(ctx, next));
    return SAFE_METHODS.has(ctx.method) ? next() : withEntities(ctx, next);
  });
  for (const routes of [
    healthRoutes({ check: healthCheck, writes }),
    exchangeRateRoutes({ rate: exchangeRate }),
    contactRoutes({ email: contactEmail }),
    programmeRoutes({ catalogue, em }),
    waitlistRoutes({ em, rateLimits }),
    handOffs.open,
  ]) {
    publicApi.use(routes.routes());
  }

  // Everything else: the session, then the request's fork. A router's own
  // middleware runs only for a request one of its routes answers.
  const privateApi = new Router().use(session, withEntities);
  for (const routes of [
    authRoutes({ em, hasher: passwordHasher, rateLimits, sessions }),
    sessionRoutes({ em, sessions }),
    myDataRoutes({ em, sessions, accessLogRetentionDays }),
    passwordResetRoutes({ em, hasher: passwordHasher, mailer, publicUrl, rateLimits, sessions }),
    studentInfoRoutes({ em }),
    selectionRoutes({ em }),
    schoolRoutes({ em, hasher: passwordHasher, rateLimits, sessions, mailer, publicUrl }),
    invitationRoutes({ em, mailer, publicUrl, rateLimits, sessions }),
    classCodeRoutes({ em, rateLimits, sessions }),
    caseloadRoutes({ em }),
    parentLinkRoutes({ em }),
    dataViewRoutes({ em }),
    noticeRoutes({ em, mailer, publicUrl, reminderLimits }),
    taskRoutes({ em, reminderLimits }),
    schoolOverviewRoutes({ em }),
    noteRoutes({ em }),
    assignmentRoutes({ em }),
    handOffs.signedIn,
    assistant.signedIn,
  ]) {
    privateApi.use(routes.routes());
  }
  rememberApiRoutes(app, [publicApi, schoolSiteApi, privateApi]);

  // A write (any method but GET, HEAD, OPTIONS) passes the cross-site check,
  // has its JSON body parsed and waits its turn; a read has no body and no
  // cross-site concern.
  const forWrites = compose([
    crossSiteRequests({ allowedOrigins }),
    jsonBody(),
    // The assistant's requests wait on the provider for up to a minute, not on the database.
    writeTurns(
      writeTurnsOf(orm),
      (path) => hashesPassword(path) || setsPasswordByLink(path) || waitsOnAssistant(path),
      WRITE_TURN_WAIT_MS,
    ),
  ]);
  const api = compose([
    answerUnmatched(privateApi.allowedMethods() as Middleware),
    (ctx, next) => (SAFE_METHODS.has(ctx.method) ? next() : forWrites(ctx, next)),
    publicApi.routes() as Middleware,
    schoolSiteApi.routes() as Middleware,
    privateApi.routes() as Middleware,
  ]);
  const metaFor = createMetaFor(catalogue, translateInto);
  const prerendered = prerenderedPages({
    hostDist: config.hostDist,
    publicUrl,
    contactEmail,
    catalogue,
    metaFor,
    readAs: readsThrough(app),
    logger,
  });
  const site = staticFiles({ ...config, logger, prerendered, metaFor });
  const csp = hostCsp(prerendered.scriptHashes, prerendered.styleHashes);

  app.use(errorHandler({ logger, writes }, (_ctx, next) => next()));
  app.use((ctx, next) => {
    setSecurityHeaders(ctx, ctx.path, csp);
    return answerCors(ctx, ctx.path) ? undefined : next();
  });
  app.use((ctx, next) => (isApiPath(ctx.path) ? api(ctx, next) : site(ctx, next)));
  return app;
}

/**
 * Reads the API as a request's visitor would, in this process: the request
 * goes through the app itself (light-my-request), with the visitor's cookie,
 * languages and address, so it meets the very routes, session and checks
 * their browser's read would.
 */
function readsThrough(app: Koa): ReadAs {
  let handler: ReturnType<Koa['callback']> | undefined;
  return async (ctx, path) => {
    handler ??= app.callback();
    const answer = await inject(handler, {
      method: 'GET',
      url: path,
      remoteAddress: ctx.ip,
      headers: {
        accept: 'application/json',
        cookie: ctx.get('Cookie'),
        'accept-language': ctx.get('Accept-Language'),
      },
    });
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Answered, never thrown or changed: one for every 404 (an Error costs to make).
const NOT_FOUND = notFound();

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
