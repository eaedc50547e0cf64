import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DELAYS, NO_DELAYS } from '../domain/delays';
import { GOOGLE_DRIVE_CONTEXT, INITIAL_SCHOOL_CONTEXT, UPLOADED_PDF_CONTEXT } from './admin';
import { canAddContext, createSchoolContext } from './school-context';

afterEach(() => {
  vi.useRealTimers();
});

const texts = (context: ReturnType<typeof createSchoolContext>) =>
  context.getState().entries.map((e) => e.text);

describe('school context', () => {
  it.each([
    ['', null, false],
    ['   \n\t', null, false],
    ['Uniforms on Fridays', null, true],
    ['Uniforms on Fridays', 'uploading', false],
  ] as const)('Add Context with %j while %s is enabled: %s', (draft, busy, enabled) => {
    expect(canAddContext({ draft, busy })).toBe(enabled);
  });

  it('starts with the sample entries', () => {
    expect(texts(createSchoolContext())).toEqual(INITIAL_SCHOOL_CONTEXT);
  });

  it('appends the trimmed draft and clears the box; ignores a blank one', async () => {
    const context = createSchoolContext({ delays: NO_DELAYS });
    context.setDraft('   ');
    await context.add();
    expect(texts(context)).toHaveLength(INITIAL_SCHOOL_CONTEXT.length);

    context.setDraft('  Uniforms on Fridays \n');
    await context.add();
    expect(texts(context).at(-1)).toBe('Uniforms on Fridays');
    expect(context.getState().draft).toBe('');
  });

  it('shows Adding... for 1 s, and uploads or imports for 1.5 s each', async () => {
    vi.useFakeTimers();
    const context = createSchoolContext();
    context.setDraft('Exam week is in May');
    void context.add();
    expect(context.getState().busy).toBe('adding');
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.addContext - 1);
    expect(texts(context)).not.toContain('Exam week is in May');
    await vi.advanceTimersByTimeAsync(1);
    expect(context.getState().busy).toBeNull();
    expect(texts(context).at(-1)).toBe('Exam week is in May');

    void context.uploadPdf();
    expect(context.getState().busy).toBe('uploading');
    void context.importFromGoogleDrive();
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.uploadImport);
    expect(texts(context).at(-1)).toBe(UPLOADED_PDF_CONTEXT);

    void context.importFromGoogleDrive();
    expect(context.getState().busy).toBe('importing');
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.uploadImport);
    expect(texts(context).at(-1)).toBe(GOOGLE_DRIVE_CONTEXT);
    expect(texts(context)).toHaveLength(INITIAL_SCHOOL_CONTEXT.length + 3);
  });

  it('appends the fixed entries again each time, and removes entries by id', async () => {
    const context = createSchoolContext({ delays: NO_DELAYS });
    await context.uploadPdf();
    await context.uploadPdf();
    expect(texts(context).filter((t) => t === UPLOADED_PDF_CONTEXT)).toHaveLength(2);

    const [first, second] = context.getState().entries;
    context.remove(first?.id ?? -1);
    expect(context.getState().entries[0]).toEqual(second);
    context.remove(first?.id ?? -1);
    expect(texts(context)).toHaveLength(INITIAL_SCHOOL_CONTEXT.length + 1);
  });

  it('dispose stops a pending task without appending', async () => {
    vi.useFakeTimers();
    const context = createSchoolContext();
    const upload = context.uploadPdf();
    context.dispose();
    await vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.uploadImport);
    await upload;
    expect(context.getState().busy).toBeNull();
    expect(texts(context)).toEqual(INITIAL_SCHOOL_CONTEXT);
  });
});

describe('a school context kept on the server', () => {
  it('saves every entry before it shows as added, and after a removal', async () => {
    const saved: (readonly string[])[] = [];
    const context = createSchoolContext({
      initial: ['We teach the IB.'],
      delays: { addContext: 0, uploadImport: 0 },
      save: async (entries) => {
        saved.push(entries);
      },
    });
    context.setDraft('  Families ask about scholarships. ');
    await context.add();
    expect(saved).toEqual([['We teach the IB.', 'Families ask about scholarships.']]);
    await context.remove(context.getState().entries[0]?.id ?? 0);
    expect(saved.at(-1)).toEqual(['Families ask about scholarships.']);
    expect(context.getState().entries.map((e) => e.text)).toEqual([
      'Families ask about scholarships.',
    ]);
  });

  it('keeps the draft and the entries as they were when saving fails', async () => {
    const context = createSchoolContext({
      initial: ['We teach the IB.'],
      delays: { addContext: 0, uploadImport: 0 },
      save: () => Promise.reject(new Error('offline')),
    });
    context.setDraft('New');
    await expect(context.add()).rejects.toThrow('offline');
    expect(context.getState()).toMatchObject({ draft: 'New', busy: null });
    await expect(context.remove(context.getState().entries[0]?.id ?? 0)).rejects.toThrow();
    expect(context.getState().entries.map((e) => e.text)).toEqual(['We teach the IB.']);
  });
});
