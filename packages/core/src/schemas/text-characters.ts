import * as v from 'valibot';

// Cc is C0, DEL and C1; Cs matches only a surrogate without its pair (the `u` flag reads pairs as one).
const CONTROL_OR_UNPAIRED = /[\p{Cc}\p{Cs}]/u;
const CONTROL_OR_UNPAIRED_BESIDES_LINES = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/**
 * Refuses control characters with `message` (e.g. 'Name must not contain control characters') (C0, DEL, C1) and unpaired surrogates: PostgreSQL
 * cannot store a NUL and would keep a lone surrogate as U+FFFD. A text area
 * keeps its newlines and tabs. Put it after the length checks, so it reads a
 * bounded string and the SPEC's messages come first.
 */
export function withoutControlCharacters(
  message: string,
  { textArea = false }: { textArea?: boolean } = {},
) {
  const refused = textArea ? CONTROL_OR_UNPAIRED_BESIDES_LINES : CONTROL_OR_UNPAIRED;
  return v.check<string, string>((text) => !refused.test(text), message);
}
