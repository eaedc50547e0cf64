import {
  createApiClient,
  DEFAULT_EXCHANGE_RATE,
  type ExchangeRate,
  type FoundationProgramme,
  SAMPLE_PROGRAMMES,
  type SelectedProgramme,
  type SignedInBrowser,
  type StudentInfoRecord,
  type User,
} from '@puente/core';
import { getResponse, type HttpHandler, http } from 'msw';
import { accountHandlers, maria, userHandler } from './account';
import { type Answer, respond } from './answer';
import { catalogueHandler } from './catalogue';
import { type CheckInDataOptions, createCheckInData } from './check-ins';
import { createHandOffs } from './hand-offs';
import { type Latency, NO_LATENCY } from './latency';
import { createReminderData, type ReminderDataOptions } from './reminders';
import { createSchoolData, type SchoolDataOptions } from './schools';
import { createStudentData, THIS_BROWSER } from './student-data';
import { waitlistHandler } from './waitlist';

/** One route's answer in a test: what the request asked, and the answer to give. */
export type RouteHandler = (request: { url: URL; body: unknown }) => Answer | Promise<Answer>;

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, e.g. '?sort=fees'; '' without one. */
  search: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeApiOptions {
  /** Who is signed in; nobody by default (GET /api/user answers 401). */
  user?: User | null;
  programmes?: readonly FoundationProgramme[];
  /** The rate the catalogue's pages carry (the committed default; null, none configured). */
  exchangeRate?: ExchangeRate | null;
  selections?: readonly SelectedProgramme[];
  studentInfo?: StudentInfoRecord | null;
  browsers?: readonly SignedInBrowser[];
  /** The school's workspace, people, invitations and links (school-sample.ts by default). */
  schools?: SchoolDataOptions;
  /** The signed-in student's notices and tasks (none by default). */
  reminders?: Omit<ReminderDataOptions, 'now'>;
  /** A check-in's notes and assigned content (none by default). */
  checkIns?: CheckInDataOptions;
  /** Answers in place of the fake's own, by "METHOD /path" (as `on()`). */
  routes?: Record<string, RouteHandler>;
  baseUrl?: string;
  /** The server's clock for passed deadlines and time stamps (default: 20 November 2026). */
  now?: Date;
  latency?: Latency;
}

const NOW = new Date('2026-11-20T10:00:00.000Z');
const ORIGIN = 'http://puente.test';
const METHODS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/** The MSW handler answering "METHOD /path" (":id" for any id) with `handler`. */
function routeHandler(route: string, handler: RouteHandler): HttpHandler {
  const [method = '', path = ''] = route.split(' ');
  const on = METHODS[method as keyof typeof METHODS];
  if (!on) throw new Error(`not a route: ${route}`);
  return on(`*${path}`, async ({ request }) => {
    const text = await request.text();
    return respond(
      await handler({ url: new URL(request.url), body: text ? JSON.parse(text) : undefined }),
    );
  });
}

/**
 * The Puente API at the network edge, in memory, for a test: the session, the
 * catalogue (search and pages with core's rules), the student's profile,
 * selections and signed-in browsers, the schools and the waitlist, as the MSW handlers
 * stories serve. The test injects `fetch` (or `api`), which records every
 * request and answers through those handlers, `on()`'s first, with no
 * interception of the page's network.
 */
export function createFakeApi({
  user = null,
  programmes = SAMPLE_PROGRAMMES,
  exchangeRate = DEFAULT_EXCHANGE_RATE,
  selections = [],
  studentInfo = null,
  browsers = [THIS_BROWSER],
  schools = {},
  reminders = {},
  checkIns = {},
  routes = {},
  baseUrl = '',
  now = NOW,
  latency = NO_LATENCY,
}: FakeApiOptions = {}) {
  const student = createStudentData({
    programmes,
    selections,
    studentInfo,
    browsers,
    userId: user?.id ?? maria.id,
    now,
    latency,
  });
  const school = createSchoolData({ ...schools, user, now, latency });
  const handlers: HttpHandler[] = [
    userHandler(user),
    ...accountHandlers({ student: user ?? maria, latency }),
    catalogueHandler(programmes, { now, exchangeRate, latency: latency.catalogue }),
    ...student.handlers,
    ...createHandOffs({ programmes, select: student.select, now, latency }).handlers,
    ...school.handlers,
    ...createReminderData({ ...reminders, now }).handlers,
    ...createCheckInData({ ...checkIns, author: 'Ms López', now, latency }).handlers,
    waitlistHandler(latency.waitlist),
  ];
  let overrides = Object.entries(routes).map(([route, handler]) => routeHandler(route, handler));
  const requests: RecordedRequest[] = [];

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), ORIGIN);
    const method = (init.method ?? 'GET').toUpperCase();
    requests.push({
      method,
      path: url.pathname,
      search: url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    });
    const request = new Request(url, { method, headers: init.headers, body: init.body });
    const answer = await getResponse([...overrides, ...handlers], request);
    return answer ?? respond({ status: 404, body: 'Not Found' });
  };
  const requestsTo = (route: string) =>
    requests.filter(({ method, path }) => `${method} ${path}` === route);

  return {
    api: createApiClient({ baseUrl, fetch: fetch as typeof globalThis.fetch }),
    fetch: fetch as typeof globalThis.fetch,
    requests,
    /** The requests to one "METHOD /path". */
    requestsTo,
    /** The host's tests' names for the same record. */
    calls: requests,
    callsTo: requestsTo,
    /** Answers "METHOD /path" ("DELETE /api/selected-programs/:id" for any removal) with `handler` from now on. */
    on(route: string, handler: RouteHandler) {
      overrides = [routeHandler(route, handler), ...overrides];
    },
    get selections() {
      return student.selections;
    },
    get studentInfo() {
      return student.studentInfo;
    },
    /** The school's invitations, class codes and workspace as they now are. */
    schools: school,
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
