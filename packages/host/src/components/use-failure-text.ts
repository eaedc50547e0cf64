import { useLingui } from '@lingui/react';
import { errorMessage } from '@puente/core';

/**
 * The words for a failed read or write, in the visitor's language: the
 * server's sentence, else a network message, else "Please try again.".
 */
export function useFailureText() {
  const { i18n } = useLingui();
  return (error: unknown) => errorMessage(error, i18n._('Please try again.'), (id) => i18n._(id));
}
