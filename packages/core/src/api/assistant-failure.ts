import { isAssistantLimit } from '../assistant/assistant-error';

/** What a failed assistant reply says when nothing better is known. */
export const ASSISTANT_FAILED = /*i18n*/ 'The assistant could not answer. Please try again.';

/**
 * The toast for an assistant call that failed, saying `description`: a daily
 * limit reached is a pause, not a failure (the server's message says when to
 * come back); anything else is an error. Its title is in the api catalog.
 */
export function assistantFailureToast(error: unknown, description: string) {
  const limited = isAssistantLimit(error);
  return {
    title: limited ? /*i18n*/ 'Daily limit reached' : /*i18n*/ 'Error',
    description,
    variant: limited ? ('default' as const) : ('destructive' as const),
  };
}
