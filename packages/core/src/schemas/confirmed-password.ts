import * as v from 'valibot';

const PASSWORDS_DIFFER = /*i18n*/ "Passwords don't match";

/** The password typed again: any text as long as a password may be; matching it is checked below. */
const confirmPassword = v.pipe(v.string(PASSWORDS_DIFFER), v.maxLength(128, PASSWORDS_DIFFER));

/**
 * A form's fields plus `confirmPassword`, which must equal the password in `field` (SPEC §5):
 * "Passwords don't match" under the confirmation, while the form's other checks still run.
 */
export function withConfirmedPassword<Entries extends v.ObjectEntries>(
  entries: Entries,
  field: keyof Entries & string,
) {
  const form = v.object({ ...entries, confirmPassword });
  type Form = v.InferOutput<typeof form>;
  // Valibot's types cannot follow a path into entries not yet known; the check itself is plain.
  const matching = v.forward(
    v.partialCheck(
      [[field], ['confirmPassword']],
      (input: Record<string, unknown>) => input[field] === input.confirmPassword,
      PASSWORDS_DIFFER,
    ),
    ['confirmPassword'],
  ) as unknown as v.PipeItem<Form, Form, v.BaseIssue<unknown>>;
  return v.pipe(form, matching);
}
