import * as v from 'valibot';

/** Messages per field, as the forms show them and the API answers them in a 400. */
export type FieldErrors = Record<string, string[]>;

/** Collects valibot issues into one list of messages per top-level field. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]);
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(flat.nested ?? {})) {
    const field = path.split('.')[0] ?? path;
    if (messages) errors[field] = [...(errors[field] ?? []), ...messages];
  }
  if (flat.root) errors._ = [...flat.root];
  if (flat.other) errors._ = [...(errors._ ?? []), ...flat.other];
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
