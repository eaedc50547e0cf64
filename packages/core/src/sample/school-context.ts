import { DEFAULT_DELAYS, type Delays } from '../domain/delays';
import { sleep } from '../domain/sleep';
import { createListeners, type Store } from '../domain/store';
import { GOOGLE_DRIVE_CONTEXT, INITIAL_SCHOOL_CONTEXT, UPLOADED_PDF_CONTEXT } from './admin';

/** One piece of school context the AI reads (SPEC §3: plain text entries). */
export interface SchoolContextEntry {
  id: number;
  text: string;
}

/** What the School Customization Tool is busy with; one thing at a time. */
export type SchoolContextTask = 'adding' | 'uploading' | 'importing';

export interface SchoolContextState {
  entries: readonly SchoolContextEntry[];
  /** The Add Context text box. */
  draft: string;
  busy: SchoolContextTask | null;
}

/** Add Context is enabled for a non-blank draft while nothing else runs (SPEC §5). */
export function canAddContext(state: Pick<SchoolContextState, 'draft' | 'busy'>): boolean {
  return state.busy === null && state.draft.trim() !== '';
}

export interface SchoolContext extends Store<SchoolContextState> {
  setDraft(draft: string): void;
  /** 'Adding...' for `addContext`, then the trimmed draft is appended and the box cleared. */
  add(): Promise<void>;
  /** After `uploadImport`, appends the fixed entry of the sample PDF. */
  uploadPdf(): Promise<void>;
  /** After `uploadImport`, appends the fixed entry of the sample Google Drive file. */
  importFromGoogleDrive(): Promise<void>;
  remove(id: number): Promise<void>;
  /** Stops a pending task without appending (e.g. on unmount). */
  dispose(): void;
}

export interface SchoolContextOptions {
  initial?: readonly string[];
  delays?: Readonly<Pick<Delays, 'addContext' | 'uploadImport'>>;
  /**
   * Keeps the entries (a real school's, on the server): called with them all
   * before an entry shows as added, and after one is removed (put back if it
   * fails). Without it the entries live only in the page (the demo).
   */
  save?: (entries: readonly string[]) => Promise<unknown>;
}

/** The administrator's School Customization Tool as a small store (SPEC §4 "Admin context"). */
export function createSchoolContext({
  initial = INITIAL_SCHOOL_CONTEXT,
  delays = DEFAULT_DELAYS,
  save,
}: SchoolContextOptions = {}): SchoolContext {
  let nextId = 1;
  const entry = (text: string): SchoolContextEntry => ({ id: nextId++, text });
  let state: SchoolContextState = { entries: initial.map(entry), draft: '', busy: null };
  const listeners = createListeners();
  let pending: AbortController | null = null;

  const update = (patch: Partial<SchoolContextState>) => {
    state = { ...state, ...patch };
    listeners.notify();
  };

  async function run(task: SchoolContextTask, ms: number, text: string, clearDraft: boolean) {
    const controller = new AbortController();
    pending = controller;
    update({ busy: task });
    try {
      await sleep(ms, controller.signal);
    } catch {
      return;
    }
    const texts = [...state.entries.map((e) => e.text), text];
    try {
      await save?.(texts);
    } catch (error) {
      pending = null;
      update({ busy: null });
      throw error;
    }
    if (controller.signal.aborted) return;
    pending = null;
    update({
      entries: [...state.entries, entry(text)],
      busy: null,
      ...(clearDraft ? { draft: '' } : {}),
    });
  }

  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    setDraft(draft) {
      if (state.busy !== 'adding') update({ draft });
    },
    async add() {
      if (!canAddContext(state)) return;
      await run('adding', delays.addContext, state.draft.trim(), true);
    },
    async uploadPdf() {
      if (state.busy) return;
      await run('uploading', delays.uploadImport, UPLOADED_PDF_CONTEXT, false);
    },
    async importFromGoogleDrive() {
      if (state.busy) return;
      await run('importing', delays.uploadImport, GOOGLE_DRIVE_CONTEXT, false);
    },
    async remove(id) {
      if (!state.entries.some((e) => e.id === id)) return;
      const before = state.entries;
      update({ entries: before.filter((e) => e.id !== id) });
      try {
        await save?.(state.entries.map((e) => e.text));
      } catch (error) {
        update({ entries: before });
        throw error;
      }
    },
    dispose() {
      pending?.abort();
      pending = null;
      if (state.busy) update({ busy: null });
    },
  };
}
