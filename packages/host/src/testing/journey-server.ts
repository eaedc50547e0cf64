import {
  distinctSubjects,
  type FoundationProgramme,
  type ProgrammePage,
  regionOptions,
  SAMPLE_PROGRAMMES,
  type SelectedProgramme,
  type StudentInfoRecord,
  sampleSelection,
  startOptions,
} from '@puente/core';
import { maria, signedInServer } from './fetch-stub';

export interface JourneyServerOptions {
  /** The catalogue GET /api/foundation-programs answers (one page, whatever is asked). */
  programmes?: readonly FoundationProgramme[];
  /** The saved profile; null answers 404 (no profile yet). */
  studentInfo?: StudentInfoRecord | null;
  selections?: SelectedProgramme[];
}

/**
 * A signed-in student's server for the journey screens: the catalogue, the
 * profile and the selections, kept in memory so adding and removing stick.
 */
export function journeyServer({
  programmes = SAMPLE_PROGRAMMES,
  studentInfo = null,
  selections: initial = [],
}: JourneyServerOptions = {}) {
  let selections = [...initial];
  let nextId = 100;
  const page: ProgrammePage = {
    items: [...programmes],
    total: programmes.length,
    page: 1,
    pageSize: Math.max(1, programmes.length),
    pageCount: 1,
    subjects: distinctSubjects(programmes),
    regions: regionOptions(programmes),
    starts: startOptions(programmes),
  };
  const server = signedInServer(maria, {
    'GET /api/foundation-programs': () => ({ status: 200, body: page }),
    'GET /api/student-info': () =>
      studentInfo
        ? { status: 200, body: studentInfo }
        : { status: 404, body: { message: 'No student profile yet' } },
    'POST /api/student-info': (body) => {
      studentInfo = {
        ...(body as StudentInfoRecord),
        id: 1,
        userId: maria.id,
        createdAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-20T10:00:00.000Z',
      };
      return { status: 201, body: studentInfo };
    },
    'GET /api/selected-programs': () => ({ status: 200, body: selections }),
    // My Profile lists the browsers the student is signed in on: just this one.
    'GET /api/user/sessions': () => ({
      status: 200,
      body: [{ id: 'this-browser-id-000000', current: true, userAgent: null, signedInAt: null }],
    }),
    'POST /api/selected-programs': (body) => {
      const { programId } = body as { programId: number };
      const programme = programmes.find(({ id }) => id === programId);
      if (!programme) return { status: 404, body: { message: 'Program not found' } };
      const selection = sampleSelection(nextId++, programme);
      selections = [selection, ...selections];
      removable(selection.id);
      return { status: 201, body: selection };
    },
  });
  function removable(selectionId: number) {
    server.on(`DELETE /api/selected-programs/${selectionId}`, () => {
      selections = selections.filter(({ id }) => id !== selectionId);
      return { status: 200, body: { ok: true } };
    });
  }
  for (const { id } of initial) removable(id);
  return Object.assign(server, {
    get selections() {
      return selections;
    },
  });
}
