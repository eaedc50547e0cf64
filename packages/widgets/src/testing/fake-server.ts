import {
  createApiClient,
  distinctSubjects,
  type FoundationProgramme,
  findProgrammes,
  NEW_SELECTION_STATUS,
  PROGRAMME_PAGE_SIZE_DEFAULT,
  type ProgrammePage,
  parseWith,
  programmeQuerySchema,
  regionOptions,
  SAMPLE_PROGRAMMES,
  type SelectedProgramme,
  type StudentInfoRecord,
  type StudentInfoRequest,
  startOptions,
} from '@puente/core';

type Answer = { status: number; body?: unknown };
type Handler = (request: { url: URL; body: unknown }) => Answer | Promise<Answer>;

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeServerOptions {
  programmes?: readonly FoundationProgramme[];
  selections?: SelectedProgramme[];
  studentInfo?: StudentInfoRecord | null;
  baseUrl?: string;
  /** The server's clock for passed deadlines (default: 20 November 2026). */
  now?: Date;
}

const NOW = '2026-11-20T10:00:00.000Z';

/**
 * A Puente API at the network edge for component tests: the catalogue
 * (search and pages as the server does them, with core's rules), the
 * student's profile and selections in memory. `on()` replaces one route's
 * answer (failures, slow answers); every request is recorded.
 */
export function createFakeServer({
  programmes = SAMPLE_PROGRAMMES,
  selections: initialSelections = [],
  studentInfo: initialInfo = null,
  baseUrl = '',
  now = new Date(NOW),
}: FakeServerOptions = {}) {
  const requests: RecordedRequest[] = [];
  const overrides = new Map<string, Handler>();
  let selections = [...initialSelections];
  let studentInfo = initialInfo;
  let nextSelectionId = 100;

  const routes: Record<string, Handler> = {
    'GET /api/foundation-programs': ({ url }) => {
      const query = parseWith(programmeQuerySchema, Object.fromEntries(url.searchParams));
      if (!query.ok)
        return { status: 400, body: { message: 'Invalid', fieldErrors: query.errors } };
      const body: ProgrammePage = {
        // A signed-in student's match sort is the real server's; this one answers anonymously.
        ...findProgrammes(programmes, query.value, {
          now,
          defaultPageSize: PROGRAMME_PAGE_SIZE_DEFAULT,
        }),
        subjects: distinctSubjects(programmes),
        regions: regionOptions(programmes),
        starts: startOptions(programmes),
      };
      return { status: 200, body };
    },
    'GET /api/selected-programs': () => ({ status: 200, body: selections }),
    'POST /api/selected-programs': ({ body }) => {
      const { programId } = body as { programId: number };
      const program = programmes.find(({ id }) => id === programId);
      if (!program) return { status: 404, body: { message: 'Program not found' } };
      const existing = selections.find((selection) => selection.programId === programId);
      if (existing) return { status: 200, body: existing };
      const created: SelectedProgramme = {
        id: nextSelectionId++,
        userId: 7,
        programId,
        status: NEW_SELECTION_STATUS,
        personalStatement: null,
        createdAt: NOW,
        updatedAt: NOW,
        program,
      };
      selections = [created, ...selections];
      return { status: 201, body: created };
    },
    'GET /api/student-info': () =>
      studentInfo
        ? { status: 200, body: studentInfo }
        : { status: 404, body: { message: 'No student profile yet' } },
    'POST /api/student-info': ({ body }) => {
      const form = body as StudentInfoRequest;
      const created = studentInfo === null;
      studentInfo = {
        mathScore: null,
        chemistryScore: null,
        biologyScore: null,
        physicsScore: null,
        mathNotTaken: false,
        chemistryNotTaken: false,
        biologyNotTaken: false,
        physicsNotTaken: false,
        overallGpa: '',
        ...form,
        id: 1,
        userId: 7,
        createdAt: NOW,
        updatedAt: NOW,
      } as StudentInfoRecord;
      return { status: created ? 201 : 200, body: studentInfo };
    },
  };

  function route(method: string, path: string): Handler | undefined {
    const key = `${method} ${path}`;
    const removal = /^DELETE \/api\/selected-programs\/(\d+)$/.exec(key);
    const override =
      overrides.get(key) ??
      (removal ? overrides.get('DELETE /api/selected-programs/:id') : undefined);
    if (override) return override;
    if (removal) {
      const id = Number(removal[1]);
      return () => {
        if (!selections.some((selection) => selection.id === id)) {
          return { status: 404, body: { message: 'Selection not found' } };
        }
        selections = selections.filter((selection) => selection.id !== id);
        return { status: 200, body: { ok: true } };
      };
    }
    return routes[key];
  }

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://puente.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({
      method,
      path: url.pathname,
      search: url.search,
      body,
      credentials: init.credentials,
    });
    const handler = route(method, url.pathname);
    const answer = handler ? await handler({ url, body }) : { status: 404, body: 'Not Found' };
    const text =
      answer.body === undefined
        ? ''
        : typeof answer.body === 'string'
          ? answer.body
          : JSON.stringify(answer.body);
    return new Response(text || null, { status: answer.status });
  };

  return {
    api: createApiClient({ baseUrl, fetch: fetch as typeof globalThis.fetch }),
    fetch: fetch as typeof globalThis.fetch,
    requests,
    /** The requests to one "METHOD /path". */
    requestsTo: (route: string) =>
      requests.filter(({ method, path }) => `${method} ${path}` === route),
    /** Replaces the answer to "METHOD /path" ("DELETE /api/selected-programs/:id" for any removal). */
    on: (route: string, handler: Handler) => overrides.set(route, handler),
    get selections() {
      return selections;
    },
    get studentInfo() {
      return studentInfo;
    },
  };
}

export type FakeServer = ReturnType<typeof createFakeServer>;

/** A promise the test resolves when it wants: holds an answer back to show a busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
