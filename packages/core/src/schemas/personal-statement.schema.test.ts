import { describe, expect, it } from 'vitest';
import { encodeStatement } from '../domain/statement';
import { parseWith } from './field-errors';
import { personalStatementRequestSchema } from './personal-statement.schema';

describe('personal statement save body', () => {
  it('accepts any statement text, over 4000 characters and empty included', () => {
    for (const personalStatement of ['', 'a'.repeat(4001), '  spaces are kept  ']) {
      expect(parseWith(personalStatementRequestSchema, { personalStatement })).toEqual({
        ok: true,
        value: { personalStatement },
      });
    }
  });

  it('accepts an encoded UCAS 2026 statement at its full size', () => {
    const personalStatement = encodeStatement({
      format: 'ucas-2026',
      text: 'é\n'.repeat(2000),
      answers: ['a'.repeat(1400), 'b'.repeat(1400), 'c'.repeat(1200)],
    });
    expect(parseWith(personalStatementRequestSchema, { personalStatement }).ok).toBe(true);
  });

  it('refuses more than 20,000 characters', () => {
    expect(
      parseWith(personalStatementRequestSchema, { personalStatement: 'a'.repeat(20000) }).ok,
    ).toBe(true);
    expect(
      parseWith(personalStatementRequestSchema, { personalStatement: 'a'.repeat(20001) }),
    ).toEqual({
      ok: false,
      errors: {
        personalStatement: ['Personal statement is too long to save (at most 20,000 characters)'],
      },
    });
  });

  it('refuses a missing or non-text statement', () => {
    for (const body of [{}, { personalStatement: null }, { personalStatement: 42 }]) {
      expect(parseWith(personalStatementRequestSchema, body)).toEqual({
        ok: false,
        errors: { personalStatement: ['Personal statement must be text'] },
      });
    }
  });

  it('answers one message for a body that is not an object', () => {
    expect(parseWith(personalStatementRequestSchema, 'text')).toEqual({
      ok: false,
      errors: { _: ['Personal statement must be text'] },
    });
  });
});
