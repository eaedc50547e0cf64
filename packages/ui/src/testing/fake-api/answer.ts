import type { FieldErrors } from '@puente/core';
import { delay, HttpResponse, http } from 'msw';

/** An answer as a test writes it: a status, and a JSON body or a text one. */
export interface Answer {
  status: number;
  body?: unknown;
}

/** The HTTP response of `answer`: JSON unless the body is text, no body when there is none. */
export function respond({ status, body }: Answer): Response {
  if (body === undefined || body === '') return new HttpResponse(null, { status });
  if (typeof body === 'string') return new HttpResponse(body, { status });
  return HttpResponse.json(body, { status });
}

/** A body its core schema refused: 400 with the field messages, the first one the toast's, as the server answers. */
export function invalid(fieldErrors: FieldErrors): Response {
  const first = Object.values(fieldErrors).find((messages) => messages.length > 0)?.[0];
  return HttpResponse.json(
    { message: first ?? 'Invalid request body', fieldErrors },
    { status: 400 },
  );
}

/** A missing resource: 404 with the server's message. */
export const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

/** The requests `pendingForever` holds: what waits for every answer knows not to wait for these. */
export const heldForever = new Set<string>();

/** A request that never answers, to hold a screen in its busy state. */
export const pendingForever = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
  http[method](`*${path}`, async ({ requestId }) => {
    heldForever.add(requestId);
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A server failure with the server's own message. */
export const failsWith = (method: 'get' | 'post', path: string, status: number, message: string) =>
  http[method](`*${path}`, () => HttpResponse.json({ message }, { status }));
