import { ApiError, type FieldErrors } from '@puente/core';
import { useFailureText } from './use-failure-text';

/**
 * A refused write's words under the form's field it was about: the server's
 * message for that field, else its sentence, else a network message.
 */
export function useFieldFailure() {
  const failureText = useFailureText();
  return (field: string, error: unknown): FieldErrors => ({
    [field]: [
      error instanceof ApiError && error.fieldErrors[field]?.[0]
        ? error.fieldErrors[field][0]
        : failureText(error),
    ],
  });
}
