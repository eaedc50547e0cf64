import type { FieldErrors, ParseResult } from '@puente/core';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/**
 * `update` takes new values (after the first submit they are checked again
 * at once); `submit` checks them: the request to send, or undefined once the
 * errors show and the first has the focus. A tuple, like `useState`'s, so
 * each form names what it uses and the elements' bundles stay small.
 */
export type Form<Values, Output> = [
  values: Values,
  errors: FieldErrors,
  update: (values: Values) => void,
  submit: () => Output | undefined,
  formRef: RefObject<HTMLFormElement | null>,
  setErrors: (errors: FieldErrors) => void,
];

/**
 * A form's values and messages over one of core's schemas: checked on
 * submit, then again on every change, the focus moved to the first field in
 * error so a screen reader says what to fix.
 *
 * @param check checks values with core's schema: `(values) => parseWith(schema, values)`.
 * @param fields the fields in the order the form shows them.
 * @param controls a field's focusable control (a selector), when it is not the one named after it.
 */
export function useForm<Values, Output>(
  initial: Values | (() => Values),
  check: (values: Values) => ParseResult<Output>,
  fields: readonly string[],
  controls?: Record<string, string>,
): Form<Values, Output> {
  const [values, setValues] = useState(initial);
  // Null until the first submit: from then on every change is checked.
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, values, setValues);
  const run = (next: Values) => {
    const result = check(next);
    setErrors(result.ok ? {} : result.errors);
    return result;
  };
  return [
    values,
    errors ?? {},
    (next) => {
      setValues(next);
      if (errors) run(next);
    },
    () => {
      const result = run(values);
      if (result.ok) return result.value;
      const first = fields.find((name) => result.errors[name]?.length);
      if (first)
        formRef.current
          ?.querySelector<HTMLElement>(controls?.[first] ?? `[name="${first}"]`)
          ?.focus();
      return undefined;
    },
    formRef,
    setErrors,
  ];
}

/**
 * A form's `onSubmit`: checks its values with `submit` (from `useForm`) and,
 * when they pass and no request is `pending`, sends the checked request.
 */
export function onValidSubmit<Output>(
  submit: () => Output | undefined,
  pending: boolean,
  send: (request: Output) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = submit();
    if (request !== undefined && !pending) send(request);
  };
}
