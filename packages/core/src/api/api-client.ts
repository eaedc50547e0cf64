import type { LoginRequest, RegisterRequest, User } from '../schemas/auth.schema';
import type { WaitlistRequest } from '../schemas/waitlist.schema';
import { ApiError } from './api-error';

export interface ApiClientOptions {
  /** Origin (and optional path) of the Puente server; '' for the same origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
}

export interface RequestOptions {
  /** SPEC §7: a read can yield null on 401 instead of failing. */
  on401?: 'throw' | 'returnNull';
  /**
   * Public endpoints (waitlist, catalogue) are called without cookies from
   * another origin, so a school site can use them under `Access-Control-Allow-Origin: *`.
   */
  public?: boolean;
  signal?: AbortSignal;
}

export interface WaitlistEntry {
  id: number;
  name: string;
  email: string;
  schoolName: string;
  createdAt: string;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The typed HTTP client of SPEC §7, shared by the host, the widgets and the tests. */
export function createApiClient({ baseUrl = '', fetch: fetchImpl }: ApiClientOptions = {}) {
  const root = baseUrl.replace(/\/+$/, '');

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const doFetch = fetchImpl ?? globalThis.fetch;
    const response = await doFetch(`${root}${path}`, {
      method,
      credentials: options.public ? 'same-origin' : 'include',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
    if (response.status === 401 && options.on401 === 'returnNull') return null as T;
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, text, response.statusText);
    return (text ? JSON.parse(text) : null) as T;
  }

  return {
    baseUrl: root,
    request,
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, body ?? {}, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, body ?? {}, options),
    delete: <T>(path: string, options?: RequestOptions) =>
      request<T>('DELETE', path, undefined, options),

    login: (body: LoginRequest) => request<User>('POST', '/api/login', body),
    register: (body: RegisterRequest) => request<User>('POST', '/api/register', body),
    logout: () => request<{ ok: true }>('POST', '/api/logout', {}),
    currentUser: () => request<User | null>('GET', '/api/user', undefined, { on401: 'returnNull' }),
    joinWaitlist: (body: WaitlistRequest) =>
      request<WaitlistEntry>('POST', '/api/waitlist', body, { public: true }),
  };
}

/**
 * SPEC §7's default read for a query cache: fetch the path given as the first
 * key and parse JSON, optionally yielding null on 401.
 */
export function queryFnFor(client: ApiClient, on401: RequestOptions['on401'] = 'throw') {
  return ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) =>
    client.get<unknown>(String(queryKey[0]), { on401, signal });
}
