import type { User } from '@puente/core';

type Reply = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
type Handler = (body: unknown) => Reply;

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string, e.g. '?sort=fees'; '' without one. */
  search: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/**
 * A `fetch` stand-in at the network edge for unit tests: answers by
 * "METHOD /path", records every call, and answers 404 to anything unknown.
 */
export function createFetchStub(routes: Record<string, Handler> = {}) {
  const calls: RecordedCall[] = [];
  const handlers = new Map(Object.entries(routes));

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({
      method,
      path: url.pathname,
      search: url.search,
      body,
      credentials: init.credentials,
    });
    const handler = handlers.get(`${method} ${url.pathname}`);
    const reply = handler ? await handler(body) : { status: 404, body: 'Not Found' };
    const text =
      reply.body === undefined
        ? ''
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(text || null, {
      status: reply.status,
      headers: typeof reply.body === 'string' ? {} : { 'Content-Type': 'application/json' },
    });
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    /** Sets or replaces the answer to one "METHOD /path". */
    on(route: string, handler: Handler) {
      handlers.set(route, handler);
    },
    /** The calls made to one "METHOD /path". */
    callsTo(route: string) {
      return calls.filter((call) => `${call.method} ${call.path}` === route);
    },
  };
}

export type FetchStub = ReturnType<typeof createFetchStub>;

export const maria: User = {
  id: 7,
  username: 'maria.g',
  firstName: 'María',
  lastName: 'García',
  email: 'maria@example.mx',
};

/** A server where nobody is signed in yet: `GET /api/user` answers 401. */
export function signedOutServer(extra: Record<string, Handler> = {}) {
  return createFetchStub({
    'GET /api/user': () => ({ status: 401, body: 'Unauthorized' }),
    ...extra,
  });
}

/** A server where `user` is signed in. */
export function signedInServer(user: User = maria, extra: Record<string, Handler> = {}) {
  return createFetchStub({ 'GET /api/user': () => ({ status: 200, body: user }), ...extra });
}
