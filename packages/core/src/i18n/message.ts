/**
 * A sentence core composes from values, for the interface to say in the
 * visitor's language: `i18n._(message.id, message.values)`. The id is the
 * en-GB text with ICU arguments, marked for extraction where it is written.
 */
export interface Message {
  readonly id: string;
  /** Values by argument name; a value that is itself a message is said first. */
  readonly values?: Readonly<Record<string, string | number | Message>>;
}

/**
 * Says `message` with `translate` (an i18n's `_`), its message values first.
 * A plain string is an id without values (or text already said, which a
 * catalog leaves as it is).
 */
export function sayMessage(
  translate: (id: string, values?: Record<string, string | number>) => string,
  message: Message | string,
): string {
  if (typeof message === 'string') return translate(message);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    values[name] = typeof value === 'object' ? sayMessage(translate, value) : value;
  }
  return translate(message.id, values);
}

/** A message in SPEC's English, for callers without an i18n instance (plain `{name}` arguments only). */
export function inEnglish(message: Message): string {
  return sayMessage(
    (id, values) =>
      id.replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole)),
    message,
  );
}
