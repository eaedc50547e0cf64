import {
  checkTrackerChange,
  type FoundationProgramme,
  parseWith,
  type SelectedProgramme,
  type SignedInBrowser,
  type StudentInfoRecord,
  sampleSelection,
  studentInfoSchema,
  trackerUpdateSchema,
} from '@puente/core';
import { HttpResponse, http } from 'msw';
import { invalid, notFound } from './answer';
import { type Latency, wait } from './latency';

export interface StudentDataOptions {
  /** The catalogue a selection is made from. */
  programmes: readonly FoundationProgramme[];
  /** The selections, newest first as the server answers them. */
  selections: readonly SelectedProgramme[];
  /** The saved profile; null answers 404 (no profile yet). */
  studentInfo: StudentInfoRecord | null;
  /** The browsers My Profile lists as signed in. */
  browsers: readonly SignedInBrowser[];
  userId: number;
  /** The time stamps of what is saved. */
  now: Date;
  latency: Latency;
}

/** The browser a test runs in, the only one signed in. */
export const THIS_BROWSER: SignedInBrowser = {
  id: 'this-browser-id-000000',
  current: true,
  userAgent: null,
  signedInAt: null,
};

/**
 * A signed-in student's profile, selections and signed-in browsers, kept in
 * memory so that saving, adding and removing stick, as the server answers them.
 */
export function createStudentData(options: StudentDataOptions) {
  const { programmes, userId, latency } = options;
  const stamp = options.now.toISOString();
  let selections = [...options.selections];
  let studentInfo = options.studentInfo;
  let browsers = [...options.browsers];
  let nextSelectionId = 100;

  /** Adds programme `programId` to the selections (kept once); null when the catalogue has no such programme. */
  const select = (programId: number) => {
    const programme = programmes.find(({ id }) => id === programId);
    if (!programme) return null;
    const existing = selections.find((selection) => selection.programId === programId);
    if (existing) return { selection: existing, created: false };
    const created: SelectedProgramme = {
      ...sampleSelection(nextSelectionId++, programme),
      userId,
      createdAt: stamp,
      updatedAt: stamp,
    };
    selections = [created, ...selections];
    return { selection: created, created: true };
  };

  const handlers = [
    http.get('*/api/student-info', () =>
      studentInfo ? HttpResponse.json(studentInfo) : notFound('No student profile yet'),
    ),
    http.post('*/api/student-info', async ({ request }) => {
      const form = parseWith(studentInfoSchema, await request.json());
      await wait(latency.saveProfile);
      if (!form.ok) return invalid(form.errors);
      const created = studentInfo === null;
      studentInfo = { ...form.value, id: 1, userId, createdAt: stamp, updatedAt: stamp };
      return HttpResponse.json(studentInfo, { status: created ? 201 : 200 });
    }),
    http.get('*/api/selected-programs', () => HttpResponse.json(selections)),
    http.post('*/api/selected-programs', async ({ request }) => {
      const { programId } = (await request.json()) as { programId: number };
      await wait(latency.select);
      const saved = select(programId);
      if (!saved) return notFound('Program not found');
      return HttpResponse.json(saved.selection, { status: saved.created ? 201 : 200 });
    }),
    http.delete('*/api/selected-programs/:id', async ({ params }) => {
      const id = Number(params.id);
      await wait(latency.remove);
      if (!selections.some((selection) => selection.id === id)) {
        return notFound('Selection not found');
      }
      selections = selections.filter((selection) => selection.id !== id);
      return HttpResponse.json({ ok: true });
    }),
    http.put('*/api/selected-programs/:id/tracker', async ({ params, request }) => {
      const id = Number(params.id);
      const selection = selections.find((row) => row.id === id);
      if (!selection) return notFound('Selection not found');
      const change = parseWith(trackerUpdateSchema, await request.json());
      if (!change.ok) return invalid(change.errors);
      const checked = checkTrackerChange(selection.tracker, change.value, new Date());
      if (!checked.ok) return invalid(checked.errors);
      const saved = { ...selection, tracker: checked.tracker };
      selections = selections.map((row) => (row.id === id ? saved : row));
      return HttpResponse.json(saved);
    }),
    http.get('*/api/user/sessions', () => HttpResponse.json(browsers)),
    http.delete('*/api/user/sessions/:id', ({ params }) => {
      browsers = browsers.filter(({ id }) => id !== params.id);
      return HttpResponse.json({ ok: true });
    }),
  ];

  return {
    handlers,
    select,
    get selections() {
      return selections;
    },
    get studentInfo() {
      return studentInfo;
    },
  };
}
