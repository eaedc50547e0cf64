import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_MATCH_PROFILE } from '../domain/match-profile';
import { parseWith } from './field-errors';
import { studentInfoSchema } from './student-info.schema';

const valid = { intendedSubject: ['Computer Science'], currentYear: '12th' };

describe('student info', () => {
  it('defaults scores to empty and not-taken to false', () => {
    expect(parseWith(studentInfoSchema, valid)).toEqual({
      ok: true,
      value: { ...EMPTY_MATCH_PROFILE, ...valid },
    });
  });

  it.each([
    [{ intendedSubject: [] }, 'intendedSubject', 'Please select at least one subject'],
    [
      { intendedSubject: ['Law', 'Economics', 'Education'] },
      'intendedSubject',
      'You can select at most two subjects',
    ],
    [{ currentYear: '' }, 'currentYear', 'Please select your current year'],
    [{ mathScore: -1 }, 'mathScore', 'Must be at least 0'],
    [{ physicsScore: 101 }, 'physicsScore', 'Must be at most 100'],
  ])('rejects %o with its message', (change, field, message) => {
    expect(parseWith(studentInfoSchema, { ...valid, ...change })).toEqual({
      ok: false,
      errors: { [field]: [message] },
    });
  });

  it('accepts the score bounds 0 and 100', () => {
    expect(parseWith(studentInfoSchema, { ...valid, mathScore: 0, biologyScore: 100 }).ok).toBe(
      true,
    );
  });

  it('counts subjects before reading them: 30,000 of them are one message', () => {
    const result = v.safeParse(studentInfoSchema, {
      ...valid,
      intendedSubject: Array.from({ length: 30_000 }, () => 'Astrology'),
    });
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'You can select at most two subjects',
    ]);
  });

  it('accepts only the listed subjects', () => {
    expect(parseWith(studentInfoSchema, { ...valid, intendedSubject: ['Astrology'] }).ok).toBe(
      false,
    );
  });
});
