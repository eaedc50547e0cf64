import { describe, expect, it } from 'vitest';
import { parseWith } from './field-errors';
import { selectProgrammeRequestSchema } from './selection.schema';

describe('select programme body', () => {
  it('takes a programme id and nothing else', () => {
    expect(parseWith(selectProgrammeRequestSchema, { programId: 7, status: 'Done' })).toEqual({
      ok: true,
      value: { programId: 7 },
    });
  });

  it.each([
    [{}, 'Program id must be a number'],
    [{ programId: '7' }, 'Program id must be a number'],
    [{ programId: 1.5 }, 'Program id must be a whole number'],
    [{ programId: 0 }, 'Program id must be at least 1'],
    [{ programId: 2 ** 31 }, 'Program id must be at most 2147483647'],
  ])('refuses %j', (body, message) => {
    expect(parseWith(selectProgrammeRequestSchema, body)).toEqual({
      ok: false,
      errors: { programId: [message] },
    });
  });
});
