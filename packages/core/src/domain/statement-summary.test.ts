import { describe, expect, it } from 'vitest';
import { encodeStatement } from './statement';
import { summariseStatement } from './statement-summary';

describe('summariseStatement', () => {
  it('is not started with nothing saved or only blanks', () => {
    expect(summariseStatement(null)).toMatchObject({ status: 'not-started', words: 0 });
    expect(summariseStatement('   ').status).toBe('not-started');
  });

  it('counts the words and characters of a free draft', () => {
    expect(summariseStatement('I love physics.')).toEqual({
      format: 'free',
      words: 3,
      characters: 15,
      maxCharacters: 4000,
      status: 'drafting',
    });
  });

  it('is complete from 1,050 characters within the limit, over the limit past 4,000', () => {
    expect(summariseStatement('word '.repeat(210)).status).toBe('complete');
    expect(summariseStatement('word '.repeat(801)).status).toBe('over-limit');
  });

  it('needs each UCAS answer at its minimum to be complete', () => {
    const answer = 'a'.repeat(350);
    const ucas = (answers: [string, string, string]) =>
      summariseStatement(encodeStatement({ format: 'ucas-2026', text: '', answers }));
    expect(ucas([answer, answer, 'short'])).toMatchObject({ status: 'drafting', words: 3 });
    expect(ucas([answer, answer, answer]).status).toBe('complete');
  });
});
