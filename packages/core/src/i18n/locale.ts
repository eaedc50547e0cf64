/** The languages Puente speaks: SPEC's British English and Mexican Spanish. */
export const LOCALES = ['en-GB', 'es-MX'] as const;
export type Locale = (typeof LOCALES)[number];

/** SPEC's language: what anyone gets when nothing asks for another. */
export const DEFAULT_LOCALE: Locale = 'en-GB';

/** The name of each language in itself, for the language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'en-GB': 'English',
  'es-MX': 'Español',
};

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** A language tag Puente speaks as its `Locale`, else the default (Lingui keeps a plain string). */
export function localeOf(tag: string): Locale {
  return isLocale(tag) ? tag : DEFAULT_LOCALE;
}

/**
 * The locale a language tag means: any Spanish (`es`, `es-MX`, `es-419`,
 * `es-ES`…) is Mexican Spanish, any English is SPEC's en-GB; anything else
 * is none of ours.
 */
export function localeOfTag(tag: string | null | undefined): Locale | undefined {
  const language = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  if (language === 'es') return 'es-MX';
  if (language === 'en') return 'en-GB';
  return undefined;
}

/** The first of a visitor's languages (a browser's `navigator.languages`) that Puente speaks. */
export function negotiateLocale(preferences: readonly string[] | null | undefined): Locale {
  for (const tag of preferences ?? []) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * An `Accept-Language` header's languages, most wanted first (RFC 9110 §12.5.4:
 * `q` weights, `q=0` means "not this one"). Bounded: a header of any length
 * costs at most its first 32 entries.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',', 32)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * `make` called once per locale and its answer kept: an `Intl` formatter costs far more to build
 * than to use, and a screen formats every row of a list.
 */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}
