import { spanishMessages } from './english-shown';

export type Locale = 'en-GB' | 'es-MX';

const spanish = spanishMessages();

/** A message as the screen shows it in `locale`, its `{values}` filled in. */
export const say =
  (locale: Locale) =>
  (english: string, values: Record<string, string> = {}): string => {
    const text = locale === 'es-MX' ? (spanish.get(english) ?? english) : english;
    return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
