import type { FieldErrors } from '@puente/core';

/** The names of a form's values that are text. */
type TextFieldName<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values] &
  string;

/**
 * A `useForm` form's text fields as `TextField` props: `field(name)` is the
 * field's name, value, first message and a change handler that updates the
 * form, then calls `changed` (to forget a server's message, say).
 */
export function bindFields<Values>(
  values: Values,
  errors: FieldErrors,
  update: (values: Values) => void,
  changed?: (name: TextFieldName<Values>) => void,
) {
  return (name: TextFieldName<Values>) => ({
    name,
    value: values[name] as string,
    error: errors[name]?.[0],
    onChange: (event: { target: { value: string } }) => {
      update({ ...values, [name]: event.target.value });
      changed?.(name);
    },
  });
}
