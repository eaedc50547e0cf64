import * as v from 'valibot';

/** Messages per field, as the forms show them and the API answers them in a 400. */
export type FieldErrors = Record<string, string[]>;

/**
 * One message per top-level field (its first issue), issues without a field
 * under `_`. One pass over the issues, however many there are.
 */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' || typeof key === 'number' ? String(key) : '_';
    errors[field] ??= [issue.message];
  }
  return errors;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Validates `input` against `schema`, answering the value or the field messages. */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): ParseResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, errors: fieldErrorsOf(result.issues) };
}
