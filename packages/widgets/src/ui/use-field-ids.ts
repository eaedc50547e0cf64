import { useId } from 'react';

/**
 * Ids for a field's parts, and the `aria-describedby` that links the control
 * to its description and (when shown) its error message.
 */
export function useFieldIds(id: string | undefined, hasDescription: boolean, hasError: boolean) {
  const generated = useId();
  const control = id ?? `field${generated.replace(/:/g, '')}`;
  const ids = {
    control,
    label: `${control}-label`,
    helperText: `${control}-description`,
    errorText: `${control}-error`,
  };
  const describedBy =
    [hasDescription && ids.helperText, hasError && ids.errorText].filter(Boolean).join(' ') ||
    undefined;
  return { ids, describedBy };
}
