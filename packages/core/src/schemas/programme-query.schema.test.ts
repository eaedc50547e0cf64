import { describe, expect, it } from 'vitest';
import { parseWith } from './field-errors';
import { programmeQuerySchema } from './programme-query.schema';

describe('programme list query', () => {
  it('reads the filters as given and the paging as numbers, dropping unknown parameters', () => {
    expect(
      parseWith(programmeQuerySchema, {
        q: "King's",
        subject: 'Law',
        region: 'London, England',
        page: '2',
        pageSize: '10',
        sort: 'fees',
      }),
    ).toEqual({
      ok: true,
      value: { q: "King's", subject: 'Law', region: 'London, England', page: 2, pageSize: 10 },
    });
    expect(parseWith(programmeQuerySchema, {})).toEqual({ ok: true, value: {} });
  });

  it('refuses pages outside their range, with a message per field', () => {
    expect(parseWith(programmeQuerySchema, { page: '-1', pageSize: '100000' })).toEqual({
      ok: false,
      errors: {
        page: ['Page must be a whole number'],
        pageSize: ['Page size must be at most 100'],
      },
    });
    expect(parseWith(programmeQuerySchema, { page: '0', pageSize: '1.5' })).toEqual({
      ok: false,
      errors: { page: ['Page must be at least 1'], pageSize: ['Page size must be a whole number'] },
    });
  });

  it('refuses an over-long search and a repeated parameter', () => {
    expect(
      parseWith(programmeQuerySchema, { q: 'a'.repeat(201), subject: ['Law', 'Law'] }),
    ).toEqual({
      ok: false,
      errors: {
        q: ['Search must be at most 200 characters'],
        subject: ['Subject must be given once, as text'],
      },
    });
  });
});
