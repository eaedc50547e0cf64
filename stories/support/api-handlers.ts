import {
  distinctSubjects,
  type FoundationProgramme,
  findProgrammes,
  type LoginRequest,
  NEW_SELECTION_STATUS,
  PROGRAMME_PAGE_SIZE_DEFAULT,
  type ProgrammePage,
  parseWith,
  programmeQuerySchema,
  type RegisterRequest,
  regionOptions,
  SAMPLE_PROGRAMMES,
  type SelectedProgramme,
  type SignedInBrowser,
  type StudentInfoRecord,
  startOptions,
  type User,
} from '@puente/core';
import { delay, HttpResponse, http } from 'msw';

/** The student the signed-in stories show. */
export const sampleUser: User = {
  id: 1,
  username: 'ana.garcia',
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana.garcia@example.mx',
};

/** Signing in, registering and signing out succeed, as they would for a real account. */
export const accountActions = [
  http.post('*/api/login', async ({ request }) => {
    const { username } = (await request.json()) as LoginRequest;
    await delay(400);
    return HttpResponse.json({ ...sampleUser, username });
  }),
  http.post('*/api/register', async ({ request }) => {
    const { username, email, firstName, lastName } = (await request.json()) as RegisterRequest;
    await delay(600);
    const user: User = { id: 2, username, email, firstName, lastName };
    return HttpResponse.json(user, { status: 201 });
  }),
  http.post('*/api/logout', () => HttpResponse.json({ ok: true })),
];

/** Answers at the network edge, as the real API would; stories override them per state. */
export const storyHandlers = [
  http.get('*/api/user', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })),
  ...accountActions,
  // The server answers the same to every accepted request, new email or not.
  http.post('*/api/waitlist', async () => {
    await delay(600);
    return HttpResponse.json({ ok: true }, { status: 202 });
  }),
];

/** A signed-in session. */
export const signedIn = http.get('*/api/user', () => HttpResponse.json(sampleUser));

/** A request that never answers, to hold a screen in its busy state. */
export const pendingForever = (method: 'get' | 'post', path: string) =>
  http[method](`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A server failure with the server's own message. */
export const failsWith = (method: 'get' | 'post', path: string, status: number, message: string) =>
  http[method](`*${path}`, () => HttpResponse.json({ message }, { status }));

/** The programme catalogue as GET /api/foundation-programs answers it: core's search and choice, the server's pages. */
export const catalogue = (programmes: readonly FoundationProgramme[] = SAMPLE_PROGRAMMES) =>
  http.get('*/api/foundation-programs', async ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const query = parseWith(programmeQuerySchema, params);
    await delay(300);
    if (!query.ok) {
      return HttpResponse.json({ message: 'Invalid', fieldErrors: query.errors }, { status: 400 });
    }
    const answer: ProgrammePage = {
      ...findProgrammes(programmes, query.value, {
        now: new Date(),
        defaultPageSize: PROGRAMME_PAGE_SIZE_DEFAULT,
      }),
      subjects: distinctSubjects(programmes),
      regions: regionOptions(programmes),
      starts: startOptions(programmes),
    };
    return HttpResponse.json(answer);
  });

/**
 * A signed-in student's profile (none: 404) and selections, kept in memory
 * while the story runs, so adding and removing stick.
 */
export function studentData({
  studentInfo = null,
  selections = [],
  programmes = SAMPLE_PROGRAMMES,
}: {
  studentInfo?: StudentInfoRecord | null;
  selections?: SelectedProgramme[];
  programmes?: readonly FoundationProgramme[];
} = {}) {
  let info = studentInfo;
  let list = [...selections];
  // My Profile's signed-in browsers: this one and a phone.
  let browsers: SignedInBrowser[] = [
    {
      id: 'this-browser-000000000',
      current: true,
      userAgent: navigator.userAgent,
      signedInAt: new Date().toISOString(),
    },
    {
      id: 'phone-browser-00000000',
      current: false,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      signedInAt: '2026-11-20T18:05:00.000Z',
    },
  ];
  let nextId = 100;
  const now = () => new Date().toISOString();
  return [
    http.get('*/api/student-info', () =>
      info
        ? HttpResponse.json(info)
        : HttpResponse.json({ message: 'No student profile yet' }, { status: 404 }),
    ),
    http.post('*/api/student-info', async ({ request }) => {
      const form = (await request.json()) as Omit<StudentInfoRecord, 'id' | 'userId'>;
      await delay(800);
      info = { ...form, id: 1, userId: sampleUser.id, createdAt: now(), updatedAt: now() };
      return HttpResponse.json(info, { status: 201 });
    }),
    http.get('*/api/user/sessions', () => HttpResponse.json(browsers)),
    http.delete('*/api/user/sessions/:id', ({ params }) => {
      browsers = browsers.filter(({ id }) => id !== params.id);
      return HttpResponse.json({ ok: true });
    }),
    http.get('*/api/selected-programs', () => HttpResponse.json(list)),
    http.post('*/api/selected-programs', async ({ request }) => {
      const { programId } = (await request.json()) as { programId: number };
      const program = programmes.find(({ id }) => id === programId);
      await delay(400);
      if (!program) return HttpResponse.json({ message: 'Program not found' }, { status: 404 });
      const selection: SelectedProgramme = {
        id: nextId++,
        userId: sampleUser.id,
        programId,
        status: NEW_SELECTION_STATUS,
        personalStatement: null,
        createdAt: now(),
        updatedAt: now(),
        program,
      };
      list = [selection, ...list];
      return HttpResponse.json(selection, { status: 201 });
    }),
    http.delete('*/api/selected-programs/:id', async ({ params }) => {
      await delay(600);
      list = list.filter(({ id }) => id !== Number(params.id));
      return HttpResponse.json({ ok: true });
    }),
  ];
}
