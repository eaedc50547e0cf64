import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FieldErrors } from '@puente/core';
import type { Middleware } from 'koa';
import type { Logger } from './logger';

/** An answer other than success, thrown from anywhere below the error handler. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

/** A body that failed its core schema: 400 with the field messages the forms show. */
export function validationFailed(fieldErrors: FieldErrors): HttpError {
  // The first field message doubles as the toast text (SPEC §8 shows the server's message).
  const first = Object.values(fieldErrors).find((messages) => messages.length > 0)?.[0];
  return new HttpError(400, first ?? 'Invalid request body', fieldErrors);
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unsupportedMediaType = (message = 'Content-Type must be application/json') =>
  new HttpError(415, message);

/** The JSON every error answer carries. */
export interface ErrorBody {
  message: string;
  fieldErrors?: FieldErrors;
}

interface Answer {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** What a client gets for a thrown value; `undefined` means it is a bug (500). */
export function answerFor(error: unknown): Answer | undefined {
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message };
    if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
    return { status: error.status, body };
  }
  if (error instanceof UniqueConstraintViolationException) {
    return { status: 409, body: { message: 'Already exists' } };
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
    return { status: 413, body: { message: 'Request body is too large' } };
  }
  if (error instanceof SyntaxError && status === 400) {
    return { status: 400, body: { message: 'Request body must be valid JSON' } };
  }
  if (type === 'encoding.unsupported') {
    return { status: 415, body: { message: 'Unsupported Content-Encoding' } };
  }
  if (typeof status === 'number' && status >= 400 && status < 500 && expose === true) {
    return { status, body: { message: error.message }, headers };
  }
  return undefined;
}

/**
 * The outermost middleware: every error becomes a JSON answer here and
 * nowhere else. Unexpected errors are logged and answered with a generic 500.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const answer = answerFor(error);
      if (answer) {
        ctx.status = answer.status;
        ctx.body = answer.body;
        for (const [name, value] of Object.entries(answer.headers ?? {})) ctx.set(name, value);
        return;
      }
      logger.error(`${ctx.method} ${ctx.path} failed`, loggable(error));
      ctx.status = 500;
      ctx.body = { message: 'Something went wrong. Please try again.' } satisfies ErrorBody;
    }
  };
}

/**
 * A database error carries the driver's extra fields (detail, parameters);
 * only its name, code, message and stack go to the log.
 */
function loggable(error: unknown): unknown {
  if (!(error instanceof DriverException)) return error;
  return `${error.name} [${error.code ?? 'no code'}]: ${error.message}\n${error.stack ?? ''}`;
}
