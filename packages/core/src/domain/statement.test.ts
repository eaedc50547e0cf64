import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  characterCount,
  counterTone,
  decodeStatement,
  emptyStatement,
  encodeStatement,
  isStatementWritten,
  type PersonalStatement,
  STATEMENT_MAX_LINES,
  statementProgress,
  statementText,
  UCAS_2026_QUESTIONS,
  ucasLineCount,
  wordCount,
} from './statement';

const free = (text: string): PersonalStatement => ({ format: 'free', text, answers: ['', '', ''] });
const ucas = (a: string, b: string, c: string, text = ''): PersonalStatement => ({
  format: 'ucas-2026',
  text,
  answers: [a, b, c],
});
const chars = (n: number, char = 'a') => char.repeat(n);

describe('counterTone (SPEC §5)', () => {
  it.each([
    [0, 'normal'],
    [3499, 'normal'],
    [3500, 'normal'],
    [3501, 'warning'],
    [3999, 'warning'],
    [4000, 'warning'],
    [4001, 'danger'],
    [20000, 'danger'],
  ])('%i characters → %s', (length, tone) => {
    expect(counterTone(length)).toBe(tone);
  });
});

describe('characterCount', () => {
  it('counts spaces and newlines', () => {
    expect(characterCount('a b\nc')).toBe(5);
    expect(characterCount('')).toBe(0);
  });

  it('counts an accented letter or an emoji as one character', () => {
    expect(characterCount('Querétaro')).toBe(9);
    expect(characterCount('🎓')).toBe(1);
  });

  it('counts a Windows line break once', () => {
    expect(characterCount('a\r\nb')).toBe(3);
  });
});

describe('ucasLineCount', () => {
  it('has no lines for empty text and one for a short text', () => {
    expect(ucasLineCount('')).toBe(0);
    expect(ucasLineCount('I want to study engineering.')).toBe(1);
  });

  it('fits 95 characters, spaces included, on a line', () => {
    expect(ucasLineCount(chars(95))).toBe(1);
    expect(ucasLineCount(chars(96))).toBe(2);
    expect(ucasLineCount(chars(190))).toBe(2);
    expect(ucasLineCount(chars(191))).toBe(3);
    expect(ucasLineCount(`${chars(47)} ${chars(47)}`)).toBe(1);
    expect(ucasLineCount(`${chars(47)} ${chars(48)}`)).toBe(2);
  });

  it('wraps whole words, so a word that does not fit starts the next line', () => {
    // 152 characters would fill 2 lines if cut anywhere, but no two 50-letter words fit on one.
    expect(ucasLineCount([chars(50), chars(50, 'b'), chars(50, 'c')].join(' '))).toBe(3);
  });

  it('ends a full line at the space after it', () => {
    expect(ucasLineCount(`${chars(95)} b`)).toBe(2);
    expect(ucasLineCount(`${chars(95)} `)).toBe(1);
  });

  it('starts a new line at every newline, blank lines included', () => {
    expect(ucasLineCount('a\nb')).toBe(2);
    expect(ucasLineCount('First paragraph.\n\nSecond paragraph.')).toBe(3);
    expect(ucasLineCount('a\n')).toBe(2);
    expect(ucasLineCount('\n')).toBe(2);
    expect(ucasLineCount('a\r\nb\rc')).toBe(3);
    expect(ucasLineCount(`${chars(96)}\n\n${chars(10)}`)).toBe(4);
  });
});

describe('statementProgress, free format', () => {
  it('counts characters and lines, with no per-answer counters', () => {
    expect(statementProgress(free('Hello\n\nworld'))).toEqual({
      total: 12,
      perAnswer: [],
      tone: 'normal',
      lines: 3,
      withinLimit: true,
    });
  });

  it('is within the limit at 4000 characters and over it at 4001', () => {
    expect(statementProgress(free(chars(4000)))).toMatchObject({
      total: 4000,
      tone: 'warning',
      lines: 43,
      withinLimit: true,
    });
    expect(statementProgress(free(chars(4001)))).toMatchObject({
      total: 4001,
      tone: 'danger',
      withinLimit: false,
    });
  });

  it('is over the limit past 47 lines even when short', () => {
    const lines = (n: number) => Array.from({ length: n }, () => 'x').join('\n');
    expect(statementProgress(free(lines(STATEMENT_MAX_LINES)))).toMatchObject({
      lines: 47,
      withinLimit: true,
    });
    expect(statementProgress(free(lines(STATEMENT_MAX_LINES + 1)))).toMatchObject({
      lines: 48,
      tone: 'normal',
      withinLimit: false,
    });
  });
});

describe('statementProgress, UCAS 2026 format', () => {
  it('has a counter per answer with its 350-character minimum', () => {
    const progress = statementProgress(ucas(chars(349), chars(350), ''));
    expect(progress.perAnswer).toEqual([
      { length: 349, min: 350, ok: false },
      { length: 350, min: 350, ok: true },
      { length: 0, min: 350, ok: false },
    ]);
    expect(progress.total).toBe(699);
  });

  it('counts the three answers together against 4000, ignoring the free text', () => {
    expect(statementProgress(ucas(chars(1400), chars(1400), chars(1200), chars(9000)))).toEqual(
      expect.objectContaining({ total: 4000, tone: 'warning', withinLimit: true }),
    );
    expect(statementProgress(ucas(chars(1400), chars(1400), chars(1201)))).toEqual(
      expect.objectContaining({ total: 4001, tone: 'danger', withinLimit: false }),
    );
    expect(statementProgress(ucas(chars(1200), chars(1200), chars(1101)))).toEqual(
      expect.objectContaining({ total: 3501, tone: 'warning' }),
    );
  });

  it('adds up the lines of the three answers', () => {
    expect(statementProgress(ucas('a', 'b\nc', chars(96))).lines).toBe(5);
  });

  it('has the three UCAS questions', () => {
    expect(UCAS_2026_QUESTIONS).toEqual([
      'Why do you want to study this course or subject?',
      'How have your qualifications and studies helped you to prepare for this course or subject?',
      'What else have you done to prepare outside of education, and why are these experiences useful?',
    ]);
  });
});

describe('isStatementWritten and statementText', () => {
  it('looks only at the current format, ignoring whitespace', () => {
    expect(isStatementWritten(emptyStatement())).toBe(false);
    expect(isStatementWritten(free(' \n '))).toBe(false);
    expect(isStatementWritten(free('Hola'))).toBe(true);
    expect(isStatementWritten(ucas('', ' ', '', 'free draft'))).toBe(false);
    expect(isStatementWritten(ucas('', 'An answer', ''))).toBe(true);
  });

  it('joins the written UCAS answers with a blank line', () => {
    expect(statementText(free('Mine'))).toBe('Mine');
    expect(statementText(ucas('One.', ' ', 'Three.', 'free draft'))).toBe('One.\n\nThree.');
  });
});

describe('wordCount', () => {
  it('counts words separated by any whitespace', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('   ')).toBe(0);
    expect(wordCount('  I love\nrobotics\tand  maths ')).toBe(5);
  });

  it('counts words with accents, numbers and hyphens, but not lone punctuation', () => {
    expect(wordCount('Estudié en Querétaro — 18-year-old student, 2026.')).toBe(6);
  });
});

describe('storing a statement in one text column', () => {
  it('stores a free statement as its plain text, as legacy rows hold it', () => {
    expect(encodeStatement(free('I have always loved chemistry.'))).toBe(
      'I have always loved chemistry.',
    );
    expect(encodeStatement(emptyStatement())).toBe('');
  });

  it('reads plain legacy text as a free statement', () => {
    expect(decodeStatement('I have always loved chemistry.')).toEqual(
      free('I have always loved chemistry.'),
    );
    expect(decodeStatement('')).toEqual(emptyStatement());
    expect(decodeStatement(null)).toEqual(emptyStatement());
    expect(decodeStatement(undefined)).toEqual(emptyStatement());
  });

  it('stores a UCAS 2026 statement as a versioned JSON envelope keeping both drafts', () => {
    const value = ucas('Why.', 'How.', 'What else.', 'My older free draft');
    const stored = encodeStatement(value);
    expect(JSON.parse(stored)).toEqual({
      $type: 'puente/personal-statement',
      version: 1,
      format: 'ucas-2026',
      text: 'My older free draft',
      answers: ['Why.', 'How.', 'What else.'],
    });
    expect(decodeStatement(stored)).toEqual(value);
  });

  it('keeps UCAS answers when the student switches back to the free format', () => {
    const value: PersonalStatement = { format: 'free', text: 'Free', answers: ['A', '', ''] };
    expect(encodeStatement(value).startsWith('{')).toBe(true);
    expect(decodeStatement(encodeStatement(value))).toEqual(value);
  });

  it('wraps a free text that itself looks like an envelope, so it reads back as written', () => {
    const tricky = encodeStatement(ucas('a', 'b', 'c'));
    expect(decodeStatement(encodeStatement(free(tricky)))).toEqual(free(tricky));
  });

  it('reads text that is not an envelope as free text', () => {
    for (const stored of [
      '{',
      '{ I start with a brace }',
      '{"format":"ucas-2026","answers":["a","b","c"]}',
      'null',
      '[1,2,3]',
      '"just a string"',
      '{"$type":"something-else"}',
    ]) {
      expect(decodeStatement(stored)).toEqual(free(stored));
    }
  });

  it('reads a damaged envelope as far as it can', () => {
    expect(
      decodeStatement(
        '{"$type":"puente/personal-statement","version":9,"format":"essay","text":7,"answers":"x"}',
      ),
    ).toEqual(emptyStatement());
    expect(
      decodeStatement(
        '{"$type":"puente/personal-statement","format":"ucas-2026","answers":["a",null,"c","d"]}',
      ),
    ).toEqual(ucas('a', '', 'c'));
  });

  it('round-trips any statement', () => {
    const value = fc.record({
      format: fc.constantFrom('free' as const, 'ucas-2026' as const),
      text: fc.oneof(fc.string({ unit: 'grapheme' }), fc.json()),
      answers: fc.tuple(fc.string(), fc.string(), fc.string()),
    });
    fc.assert(
      fc.property(value, (statement) => {
        expect(decodeStatement(encodeStatement(statement))).toEqual(statement);
      }),
    );
  });

  it('never throws whatever text the column holds', () => {
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.constantFrom('free', 'ucas-2026'),
      fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 4 }),
    );
    const envelopeLike = fc
      .record(
        {
          $type: fc.constant('puente/personal-statement'),
          format: field,
          text: field,
          answers: field,
        },
        { requiredKeys: ['$type'] },
      )
      .map((envelope) => JSON.stringify(envelope));
    const isText = (value: unknown) => typeof value === 'string';
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme' }), fc.json({ maxDepth: 2 }), envelopeLike),
        (stored) => {
          const value = decodeStatement(stored);
          return (
            (value.format === 'free' || value.format === 'ucas-2026') &&
            isText(value.text) &&
            value.answers.length === 3 &&
            value.answers.every(isText)
          );
        },
      ),
    );
  });
});
