import { useId } from 'react';

/**
 * Props for Ark's `Field.Root` giving every part a stable id, and the
 * `aria-describedby` that links the control to its description and (when
 * shown) its error message. Ark names the control by `id` and, oddly, the
 * root element by `ids.control`.
 */
export function useFieldIds(id: string | undefined, hasDescription: boolean, hasError: boolean) {
  const generated = useId();
  const control = id ?? `field${generated.replace(/:/g, '')}`;
  const ids = {
    control: `${control}-field`,
    label: `${control}-label`,
    helperText: `${control}-description`,
    errorText: `${control}-error`,
  };
  const describedBy =
    [hasDescription && ids.helperText, hasError && ids.errorText].filter(Boolean).join(' ') ||
    undefined;
  return { rootProps: { id: control, ids }, describedBy };
}
