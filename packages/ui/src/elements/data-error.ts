import { ApiError } from '@puente/core';

/**
 * The `puente-error` message when an element could not load its data: what
 * failed, from where, and what a school's web developer can check.
 */
export function dataErrorMessage(
  tagName: string,
  what: string,
  apiBase: string,
  error: unknown,
): string {
  const server = apiBase || 'this page’s own origin';
  if (error instanceof ApiError) {
    // untranslated: for a school's web developer (docs/i18n.md)
    return `<${tagName}> could not load ${what} from ${server}: the server answered ${error.status}: ${error.serverMessage}.`;
  }
  // untranslated: for a school's web developer (docs/i18n.md)
  return `<${tagName}> could not load ${what} from ${server}: no answer. Check its api-base, that the Puente server is up, and that your Content-Security-Policy's connect-src allows ${server}.`;
}
