import { type RefObject, useLayoutEffect } from 'react';

/**
 * What a visitor typed, ticked or had a password manager fill in on a
 * prerendered form before its code arrived. React hydrates the fields as they
 * are, so the page still shows it, but the form's state starts as rendered
 * (empty): a submit would send nothing, and the next render would clear the
 * fields. As the form mounts, its state takes the values its named fields
 * hold; a form the browser rendered itself holds its state's, and nothing
 * changes.
 */
export function useTypedBeforeHydration<Values>(
  formRef: RefObject<HTMLFormElement | null>,
  values: Values,
  update: (values: Values) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form mounts: later values are React's own.
  useLayoutEffect(() => {
    const typed: Record<string, string | boolean> = {};
    const state = values as Record<string, unknown>;
    for (const field of formRef.current?.elements ?? []) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      const value = state[field.name];
      const ticked = field instanceof HTMLInputElement && field.type === 'checkbox';
      if (ticked && typeof value === 'boolean' && field.checked !== value) {
        typed[field.name] = field.checked;
      } else if (!ticked && typeof value === 'string' && field.value !== value) {
        typed[field.name] = field.value;
      }
    }
    if (Object.keys(typed).length > 0) update({ ...values, ...typed });
  }, []);
}
