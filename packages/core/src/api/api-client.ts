import type { ExchangeRate } from '../domain/money';
import type { ProgrammeChoice } from '../domain/programme-choice';
import type { LoginRequest, RegisterRequest, User } from '../schemas/auth.schema';
import type { FoundationProgramme } from '../schemas/foundation-programme.schema';
import type { SelectedProgramme } from '../schemas/selection.schema';
import type { StudentInfoRecord, StudentInfoRequest } from '../schemas/student-info.schema';
import type { WaitlistRequest } from '../schemas/waitlist.schema';
import type { ProgrammePage, SignedInBrowser } from './api-answers';
import { ApiError, NetworkError } from './api-error';
import type { ContactAnswer } from './contact';

export interface ApiClientOptions {
  /** Origin (and optional path) of the Puente server; '' for the same origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /**
   * The interface's language, asked before each request and sent as
   * `Accept-Language`, so the server's messages match the screen (not the
   * browser's own setting, which a visitor may have overridden).
   */
  locale?: () => string;
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

/**
 * What a counselor joined the waitlist with. The server answers only that it
 * accepted the request (the same for a new email and one already on the
 * list), so this is the request as sent.
 */
export interface WaitlistEntry {
  name: string;
  email: string;
  schoolName: string;
}

/** GET /api/foundation-programs: free text, exact subject and region, the choice (issue 17), 1-based page. */
export interface ProgrammeListQuery extends ProgrammeChoice {
  q?: string | undefined;
  subject?: string | undefined;
  region?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The query string of a programme list request; empty values are left out. */
function programmeListSearch(query: ProgrammeListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export type ApiClient = ReturnType<typeof createApiClient>;

function headersFor(body: unknown, locale: string | undefined): Record<string, string> | undefined {
  if (body === undefined && locale === undefined) return undefined;
  return {
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...(locale === undefined ? {} : { 'Accept-Language': locale }),
  };
}

/** The typed HTTP client of SPEC §7, shared by the host, the widgets and the tests. */
export function createApiClient({ baseUrl = '', fetch: fetchImpl, locale }: ApiClientOptions = {}) {
  const root = baseUrl.replace(/\/+$/, '');

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const doFetch = fetchImpl ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(`${root}${path}`, {
        method,
        credentials: options.public ? 'same-origin' : 'include',
        headers: headersFor(body, locale?.()),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      });
    } catch (error) {
      // A cancelled request stays the caller's own abort; anything else is no answer at all.
      if (options.signal?.aborted) throw error;
      throw new NetworkError(error);
    }
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
    /** The browsers the student is signed in on, this one marked `current`. */
    signedInBrowsers: () => request<SignedInBrowser[]>('GET', '/api/user/sessions'),
    /** Signs the student out on one of those browsers. */
    /** DELETE /api/user: deletes the student's account and everything in it, and signs them out. */
    deleteAccount: () => request<{ ok: true }>('DELETE', '/api/user'),
    signOutBrowser: (id: string) =>
      request<{ ok: true }>('DELETE', `/api/user/sessions/${encodeURIComponent(id)}`),
    joinWaitlist: async (body: WaitlistRequest): Promise<WaitlistEntry> => {
      await request<{ ok: true }>('POST', '/api/waitlist', body, { public: true });
      return { name: body.name, email: body.email, schoolName: body.schoolName };
    },

    /** The public catalogue: one page of the search (the whole list without page params). */
    foundationProgrammes: (
      query: ProgrammeListQuery = {},
      options?: Pick<RequestOptions, 'signal'>,
    ) =>
      request<ProgrammePage>(
        'GET',
        `/api/foundation-programs${programmeListSearch(query)}`,
        undefined,
        {
          public: true,
          signal: options?.signal,
        },
      ),
    /** GET /api/contact: where families write to Puente (CONTACT_EMAIL). */
    contact: () => request<ContactAnswer>('GET', '/api/contact', undefined, { public: true }),
    /** GET /api/exchange-rate: the operator's pounds-to-pesos rate and its day. */
    exchangeRate: () =>
      request<ExchangeRate>('GET', '/api/exchange-rate', undefined, { public: true }),
    foundationProgramme: (id: number) =>
      request<FoundationProgramme>('GET', `/api/foundation-programs/${id}`, undefined, {
        public: true,
      }),
    /** The student's saved profile; null before the first save (the server answers 404). */
    studentInfo: async () => {
      try {
        return await request<StudentInfoRecord>('GET', '/api/student-info');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    saveStudentInfo: (body: StudentInfoRequest) =>
      request<StudentInfoRecord>('POST', '/api/student-info', body),
    selectedProgrammes: () => request<SelectedProgramme[]>('GET', '/api/selected-programs'),
    /** Adds the programme to the student's selections; selecting it again answers the same one. */
    selectProgramme: (programId: number) =>
      request<SelectedProgramme>('POST', '/api/selected-programs', { programId }),
    removeSelection: (id: number) =>
      request<{ ok: true }>('DELETE', `/api/selected-programs/${id}`),
    savePersonalStatement: (id: number, personalStatement: string) =>
      request<SelectedProgramme>('PUT', `/api/selected-programs/${id}/personal-statement`, {
        personalStatement,
      }),
  };
}
