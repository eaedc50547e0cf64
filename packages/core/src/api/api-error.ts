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

/** What to say in a toast for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
