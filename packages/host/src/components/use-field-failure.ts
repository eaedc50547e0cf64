import { useLingui } from '@lingui/react';
import { ApiError, errorMessage, type FieldErrors } from '@puente/core';

/**
 * A refused write's words under the form's field it was about: the server's
 * message for that field, else its sentence, else a network message.
 */
export function useFieldFailure() {
  const { i18n } = useLingui();
  return (field: string, error: unknown): FieldErrors => ({
    [field]: [
      error instanceof ApiError && error.fieldErrors[field]?.[0]
        ? error.fieldErrors[field][0]
        : errorMessage(error, i18n._('Please try again.'), (id) => i18n._(id)),
    ],
  });
}
