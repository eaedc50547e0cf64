import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerRequestSchema } from './auth.schema';
import { parseWith } from './field-errors';
import { personalStatementRequestSchema } from './personal-statement.schema';
import { studentInfoSchema } from './student-info.schema';
import { withoutControlCharacters } from './text-characters';
import { waitlistSchema } from './waitlist.schema';

const line = v.object({
  name: v.pipe(v.string(), withoutControlCharacters('Name must not contain control characters')),
});
const area = v.object({
  statement: v.pipe(
    v.string(),
    withoutControlCharacters('Statement must not contain control characters', { textArea: true }),
  ),
});

describe('control characters', () => {
  it.each([
    ['a NUL', 'Ana\u0000'],
    ['a C0 control', 'A\u0007na'],
    ['an escape', '\u001b[31mAna'],
    ['DEL', 'Ana\u007f'],
    ['a C1 control', 'A\u0085na'],
    ['a newline', 'Ana\nGarcía'],
    ['a tab', 'Ana\tGarcía'],
    ['a lone high surrogate', 'Ana\ud83d'],
    ['a lone low surrogate', '\ude00Ana'],
    ['surrogates in the wrong order', 'Ana\ude00\ud83d'],
  ])('reject %s in a one-line field', (_what, text) => {
    expect(parseWith(line, { name: text })).toEqual({
      ok: false,
      errors: { name: ['Name must not contain control characters'] },
    });
  });

  it.each([
    ['letters and accents', 'Ana García-Ñúñez'],
    ['an emoji (a surrogate pair)', 'Ana 😀'],
    ['right-to-left script', 'مدرسة'],
    ['a non-breaking space', 'Ana\u00a0García'],
  ])('accept %s', (_what, text) => {
    expect(parseWith(line, { name: text }).ok).toBe(true);
  });

  it('allow newlines and tabs in a text area, nothing else', () => {
    expect(parseWith(area, { statement: 'First.\n\tSecond.\r\nThird 😀' }).ok).toBe(true);
    for (const text of ['a\u0000b', 'a\u000bb', 'a\u0085b', 'a\ud800b']) {
      expect(parseWith(area, { statement: text })).toEqual({
        ok: false,
        errors: { statement: ['Statement must not contain control characters'] },
      });
    }
  });
});

describe("the request schemas' stored text fields", () => {
  const register = {
    username: 'ana_garcia',
    password: 'correct horse',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'García',
    privacyConsent: true,
  };
  const waitlist = { name: 'Ms Rivera', email: 'rivera@school.mx', schoolName: 'Colegio Azteca' };
  const studentInfo = { intendedSubject: ['Law'], currentYear: '12th', overallGpa: '3.8' };
  const cases: [string, string, string, v.GenericSchema, Record<string, unknown>][] = [
    ['login', 'username', 'Username', loginRequestSchema, { username: 'ana', password: 'x' }],
    ['register', 'username', 'Username', registerRequestSchema, register],
    ['register', 'firstName', 'First name', registerRequestSchema, register],
    ['register', 'lastName', 'Last name', registerRequestSchema, register],
    ['waitlist', 'name', 'Name', waitlistSchema, waitlist],
    ['waitlist', 'schoolName', 'School name', waitlistSchema, waitlist],
    ['student info', 'overallGpa', 'GPA', studentInfoSchema, studentInfo],
    [
      'personal statement',
      'personalStatement',
      'Personal statement',
      personalStatementRequestSchema,
      { personalStatement: 'Dear admissions' },
    ],
  ];

  it.each(cases)('%s refuses a NUL or a lone surrogate in %s', (_, field, label, schema, valid) => {
    expect(parseWith(schema, valid).ok).toBe(true);
    for (const bad of ['ab\u0000c', 'ab\ud800c', 'ab\u009bc']) {
      expect(parseWith(schema, { ...valid, [field]: bad })).toEqual({
        ok: false,
        errors: { [field]: [`${label} must not contain control characters`] },
      });
    }
  });

  it('a personal statement keeps its paragraphs and tabs', () => {
    const personalStatement = 'First paragraph.\n\n\tSecond paragraph.\r\n';
    expect(parseWith(personalStatementRequestSchema, { personalStatement }).ok).toBe(true);
  });
});
