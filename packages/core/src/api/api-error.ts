import type { FieldErrors } from '../schemas/field-errors';

/**
 * A non-OK answer. `message` is SPEC §8's "<status>: <body or status text>";
 * `serverMessage` is the server's own sentence, for toasts.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The parsed JSON body, when the server answered JSON. */
  get json(): { message?: string; fieldErrors?: FieldErrors } | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' ? parsed : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's `message` when it gave one, else the SPEC §8 message. */
  get serverMessage(): string {
    return this.json?.message ?? this.message;
  }

  get fieldErrors(): FieldErrors {
    return this.json?.fieldErrors ?? {};
  }
}

/** What a student reads when the Puente server could not be reached at all. */
export const NETWORK_FAILED =
  /*i18n*/ 'Could not connect. Check your internet connection and try again.';

/**
 * No answer at all: the request failed before any HTTP status (offline, DNS,
 * refused, CORS). The browser's own text ('Failed to fetch', 'Load failed',
 * 'NetworkError when attempting to fetch resource.') is the `cause`; the
 * message is Puente's, a message id (`NETWORK_FAILED`).
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super(NETWORK_FAILED, { cause });
  }
}

/**
 * What to say in a toast for any thrown value. A network failure says
 * `NETWORK_FAILED`, written by `translate` when given (a component's `i18n.t`);
 * the server's messages are already in the language the client asked for.
 */
export function errorMessage(
  error: unknown,
  fallback: string,
  translate?: (id: string) => string,
): string {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof NetworkError) return translate ? translate(error.message) : error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
