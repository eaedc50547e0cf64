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
        colour: 'blue',
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

  it('reads the choice: sort, maximum fees, IELTS band, start, and the true/false filters', () => {
    expect(
      parseWith(programmeQuerySchema, {
        sort: 'deadline',
        maxFees: '20000',
        ielts: '5.5',
        start: 'September 2027',
        open: 'true',
        meetsGrades: 'false',
      }),
    ).toEqual({
      ok: true,
      value: {
        sort: 'deadline',
        maxFees: 20000,
        ielts: 5.5,
        start: 'September 2027',
        open: true,
        meetsGrades: false,
      },
    });
  });

  it('refuses an unknown sort, fees that are not whole pounds, a band off the scale and a vague flag', () => {
    expect(
      parseWith(programmeQuerySchema, {
        sort: 'cheapest',
        maxFees: '£20k',
        ielts: '5.3',
        open: 'yes',
      }),
    ).toEqual({
      ok: false,
      errors: {
        sort: ['Sort must be one of match, deadline, fees, rank'],
        maxFees: ['Maximum fees must be a whole number'],
        ielts: ['IELTS must be a band from 0 to 9 in steps of 0.5, e.g. 5.5'],
        open: ['Open must be true or false'],
      },
    });
    expect(parseWith(programmeQuerySchema, { ielts: '9.5' })).toMatchObject({
      ok: false,
      errors: { ielts: ['IELTS must be at most 9'] },
    });
  });
});
