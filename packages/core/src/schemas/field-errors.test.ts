import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, parseWith } from './field-errors';

const issueAt = (key: string | undefined, message: string): v.BaseIssue<unknown> =>
  ({
    kind: 'validation',
    type: 'check',
    input: '',
    expected: null,
    received: '""',
    message,
    path:
      key === undefined
        ? undefined
        : [{ type: 'object', origin: 'value', input: {}, key, value: '' }],
  }) as v.BaseIssue<unknown>;

describe('field errors', () => {
  it('keep one message per field: the first', () => {
    expect(
      fieldErrorsOf([issueAt('name', 'first'), issueAt('name', 'second'), issueAt('email', 'e')]),
    ).toEqual({ name: ['first'], email: ['e'] });
  });

  it('file issues without a field under _', () => {
    expect(fieldErrorsOf([issueAt(undefined, 'whole body')])).toEqual({ _: ['whole body'] });
  });

  it('name the top-level field of a nested issue', () => {
    const schema = v.object({ list: v.array(v.string('Must be text')) });
    expect(parseWith(schema, { list: ['a', 1, 2] })).toEqual({
      ok: false,
      errors: { list: ['Must be text'] },
    });
  });

  it('build 30,000 issues into one message per field', () => {
    const issues = Array.from({ length: 30_000 }, (_, index) =>
      issueAt(index % 2 === 0 ? 'a' : 'b', `message ${index}`),
    );
    expect(fieldErrorsOf(issues)).toEqual({ a: ['message 0'], b: ['message 1'] });
  });
});
