import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { englishTranslate, type FieldErrors } from '@puente/core';
import type { Context, Middleware } from 'koa';
import { setJsonBody } from './answer-headers';
import { answersInEnglish, translate, translated } from './i18n';
import { type Logger, rateLimited } from './logger';
import type { WriteFailures } from './modules/health/write-failures';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A message with ICU values (a number of minutes, say): its id, the en-GB text
 * with placeholders (`/*i18n*\/ 'Please try again in {minutes, plural, …}.'`),
 * and the values. The error handler writes it in the caller's language.
 */
export interface MessageWithValues {
  id: string;
  values: Record<string, unknown>;
}

/** An answer other than success, thrown from anywhere below the error handler. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** The message's id and values when it has values; `message` is then its en-GB text. */
  readonly translation: MessageWithValues | undefined;

  constructor(
    readonly status: number,
    /** A message id (its en-GB text), or one with ICU values. */
    message: string | MessageWithValues,
    readonly fieldErrors?: FieldErrors,
    /** Extra headers of the answer, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    // An HttpError is answered, never logged: its stack trace would cost more
    // than the rest of a 404 (docs/performance.md).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(typeof message === 'string' ? message : englishTranslate(message.id, message.values));
    Error.stackTraceLimit = stackTraceLimit;
    this.translation = typeof message === 'string' ? undefined : message;
  }
}

/** A body that failed its core schema: 400 with the field messages the forms show. */
export function validationFailed(fieldErrors: FieldErrors): HttpError {
  // The first field message doubles as the toast text (SPEC §8 shows the server's message).
  const first = Object.values(fieldErrors).find((messages) => messages.length > 0)?.[0];
  return new HttpError(400, first ?? /*i18n*/ 'Invalid request body', fieldErrors);
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = /*i18n*/ 'Not signed in') => new HttpError(401, message);
export const forbidden = (message = /*i18n*/ 'Forbidden') => new HttpError(403, message);
export const notFound = (message = /*i18n*/ 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unsupportedMediaType = (message = /*i18n*/ 'Content-Type must be application/json') =>
  new HttpError(415, message);

/** 429 with Retry-After (whole seconds, at least 1). */
export const tooManyRequests = (message: string | MessageWithValues, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

const UNAVAILABLE_LOG_EVERY_MS = 5000;

export const DATABASE_UNAVAILABLE =
  /*i18n*/ 'The database is unavailable right now. Please try again in a moment.';
/** How long a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;

// Node's socket errors, and PostgreSQL's: admin_shutdown, crash_shutdown,
// cannot_connect_now (starting up or shutting down), too_many_connections,
// and the connection_exception class (08…).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // query_canceled (our statement timeout), lock_not_available (our lock timeout)
  '57014',
  '55P03',
]);
// What pg and pg-pool say when a connection dies or cannot be had in time,
// or a query gets no answer within the client's query timeout.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Query read timeout|timeout exceeded when trying to connect|connection timeout|not queryable|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery)|is not currently accepting connections/i;

/**
 * Whether `error` means "PostgreSQL cannot be reached right now" rather than
 * a bug: a refused or dropped connection, a server shutting down or starting,
 * a pool that could not get a connection in time.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code, cause, errors } = error as Error & {
    code?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}

export const OUT_OF_SPACE =
  /*i18n*/ 'Could not save: the server is out of space. Nothing was lost; please try again in a minute.';
export const OUT_OF_RESOURCES =
  /*i18n*/ 'Could not save: the server is short of memory or another resource. Nothing was lost; please try again in a minute.';
/** How long a client should wait before trying again while the database is out of space. */
export const OUT_OF_SPACE_RETRY_AFTER_S = 60;
const OUT_OF_RESOURCES_LOG_EVERY_MS = 60_000;

// PostgreSQL's insufficient_resources class (53…), but for too_many_connections
// (53300), which is a connection refused and answered as the database being away.
const RESOURCE_CONDITIONS: Record<string, string> = {
  '53000': 'insufficient resources',
  '53100': 'disk full',
  '53200': 'out of memory',
  '53400': 'configuration limit exceeded',
};

/**
 * The SQLSTATE when `error` is PostgreSQL short of disk space, memory or
 * another resource (class 53, too_many_connections aside): the write did not
 * happen, and retrying once space is freed succeeds.
 */
export function outOfResourcesCode(error: unknown): string | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth <= 5; depth += 1) {
    const { code, cause } = at as Error & { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && code.startsWith('53') && code !== '53300') return code;
    at = cause;
  }
  return undefined;
}

export const UNSTORABLE_TEXT =
  /*i18n*/ 'The request holds characters that cannot be saved. Please remove them and try again.';

// protocol_violation (what a NUL in a parameter gets), character_not_in_repertoire
// and untranslatable_character: the text is at fault, not the database.
const UNSTORABLE_TEXT_CODES = new Set(['08P01', '22021', '22P05']);

/** Whether PostgreSQL refused `error`'s text itself; core's schemas should have caught it first. */
export function isUnstorableText(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth <= 5; depth += 1) {
    const { code, cause } = at as Error & { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
    at = cause;
  }
  return false;
}

/** The JSON every error answer carries. */
export interface ErrorBody {
  message: string;
  fieldErrors?: FieldErrors;
}

interface Answer {
  status: number;
  /** In en-GB; the error handler answers it in the caller's language. */
  body: ErrorBody;
  headers?: Record<string, string>;
  /** The body's message id and values, when its message has values. */
  translation?: MessageWithValues;
}

function httpErrorAnswer(error: HttpError): Answer {
  const body: ErrorBody = { message: error.message };
  if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
  const answer: Answer = { status: error.status, body };
  if (error.headers) answer.headers = error.headers;
  if (error.translation) answer.translation = error.translation;
  return answer;
}

/** What a client gets for a thrown value; `undefined` means it is a bug (500). */
export function answerFor(error: unknown): Answer | undefined {
  if (error instanceof HttpError) return httpErrorAnswer(error);
  if (error instanceof UniqueConstraintViolationException) {
    return { status: 409, body: { message: /*i18n*/ 'Already exists' } };
  }
  if (isUnstorableText(error)) return { status: 400, body: { message: UNSTORABLE_TEXT } };
  const resources = outOfResourcesCode(error);
  if (resources) {
    return {
      status: 503,
      body: { message: resources === '53100' ? OUT_OF_SPACE : OUT_OF_RESOURCES },
      headers: { 'Retry-After': String(OUT_OF_SPACE_RETRY_AFTER_S) },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { message: DATABASE_UNAVAILABLE },
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_S) },
    };
  }
  if (!(error instanceof Error)) return undefined;

  // Errors of the body parser (co-body / raw-body) and of Koa's own helpers.
  const { status, type, expose, headers } = error as Error & {
    status?: unknown;
    type?: unknown;
    expose?: unknown;
    headers?: Record<string, string>;
  };
  if (type === 'entity.too.large' || status === 413) {
    return { status: 413, body: { message: /*i18n*/ 'Request body is too large' } };
  }
  if (error instanceof SyntaxError && status === 400) {
    return { status: 400, body: { message: /*i18n*/ 'Request body must be valid JSON' } };
  }
  if (type === 'encoding.unsupported') {
    return { status: 415, body: { message: /*i18n*/ 'Unsupported Content-Encoding' } };
  }
  if (typeof status === 'number' && status >= 400 && status < 500 && expose === true) {
    return { status, body: { message: error.message }, headers };
  }
  return undefined;
}

/**
 * Answers `answer` in the caller's language, as the error handler does: at
 * once in en-GB, without waiting a turn for a translation.
 */
function sendAnswer(ctx: Context, answer: Answer): Promise<void> | undefined {
  ctx.status = answer.status;
  for (const [name, value] of Object.entries(answer.headers ?? {})) ctx.set(name, value);
  if (!answersInEnglish(ctx)) {
    return translated(ctx, answer.body, answer.translation).then((body) =>
      setJsonBody(ctx, JSON.stringify(body)),
    );
  }
  setJsonBody(ctx, JSON.stringify(answer.body));
}

/**
 * The answer the error handler gives `error`, without throwing it: for the
 * middleware's own 404 and 405, whose rejection would travel up every level
 * of the chain (docs/performance.md).
 */
export function answerHttpError(ctx: Context, error: HttpError): Promise<void> | undefined {
  return sendAnswer(ctx, httpErrorAnswer(error));
}

/**
 * The outermost middleware, around `inner`: every error becomes a JSON
 * answer here and nowhere else. Unexpected errors are logged and answered
 * with a generic 500. It wraps `inner` itself rather than being a level of
 * Koa's chain of its own, which would cost every request a bound function
 * and a promise.
 */
export function errorHandler(
  {
    logger,
    writes,
  }: {
    logger: Logger;
    /** Told of writes refused for want of space and of writes that succeed, for /api/health. */
    writes?: WriteFailures;
  },
  inner: Middleware,
): Middleware {
  // While the database is away every request fails alike: one line every few seconds says so.
  const unavailable = rateLimited(
    (line) => logger.warn(`database unavailable: ${line}`),
    UNAVAILABLE_LOG_EVERY_MS,
  );
  // A 503 the server chose (the hashing queue full, a write's turn not come):
  // said as what it is, never as the database being away.
  const refused = rateLimited(
    (line) => logger.warn(`refused, busy: ${line}`),
    UNAVAILABLE_LOG_EVERY_MS,
  );
  // Out of disk space or memory: one line a minute per condition (issue 33 saw
  // 5,265 lines of stack traces in 6 s).
  const outOfResources = new Map<string, (line: string) => void>();
  const resourceLog = (code: string) => {
    let log = outOfResources.get(code);
    if (!log) {
      const condition = RESOURCE_CONDITIONS[code] ?? RESOURCE_CONDITIONS['53000'];
      log = rateLimited(
        (line) => logger.warn(`database out of resources: ${condition} [${code}]: ${line}`),
        OUT_OF_RESOURCES_LOG_EVERY_MS,
      );
      outOfResources.set(code, log);
    }
    return log;
  };
  return async (ctx, next) => {
    try {
      await inner(ctx, next);
      if (writes && ctx.status < 400 && !SAFE_METHODS.has(ctx.method)) writes.succeeded();
    } catch (error) {
      const answer = answerFor(error);
      const resources = outOfResourcesCode(error);
      if (resources) {
        writes?.failed();
        resourceLog(resources)(`${ctx.method} ${ctx.path}: ${describe(error)}`);
      } else if (answer?.status === 503) {
        const log = error instanceof HttpError ? refused : unavailable;
        log(`${ctx.method} ${ctx.path}: ${describe(error)}`);
      }
      if (answer) return sendAnswer(ctx, answer);
      logger.error(`${ctx.method} ${ctx.path} failed`, loggable(error));
      ctx.status = 500;
      const body: ErrorBody = {
        message: await translate(ctx, /*i18n*/ 'Something went wrong. Please try again.'),
      };
      setJsonBody(ctx, JSON.stringify(body));
    }
  };
}

const CONNECTION_ERROR_LOG_EVERY_MS = 5000;

/**
 * For Koa's `error` event, which is left with what the error handler cannot
 * answer: a client gone mid-request, HTTP the parser refuses mid-body. Not
 * the server's fault, so one warning line, at most one every few seconds,
 * instead of Koa's stack trace for each.
 */
export function connectionErrorLogger(
  logger: Logger,
  now: () => number = Date.now,
): (error: unknown, ctx?: { method: string; path: string }) => void {
  const log = rateLimited(
    (line) => logger.warn(`connection error (client gone or bad HTTP): ${line}`),
    CONNECTION_ERROR_LOG_EVERY_MS,
    now,
  );
  return (error, ctx) => log(`${ctx ? `${ctx.method} ${ctx.path}: ` : ''}${describe(error)}`);
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as Error & { code?: unknown }).code;
  return `${error.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${error.message.split('\n')[0]}`;
}

/**
 * A database error carries the driver's extra fields (detail, parameters);
 * only its name, code, message and stack go to the log.
 */
function loggable(error: unknown): unknown {
  if (!(error instanceof DriverException)) return error;
  return `${error.name} [${error.code ?? 'no code'}]: ${error.message}\n${error.stack ?? ''}`;
}
