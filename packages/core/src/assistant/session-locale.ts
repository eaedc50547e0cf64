import type { Locale } from '../i18n/locale';

/**
 * A chat session's language: fixed, or read at each question, so a page
 * whose language changes mid-chat gets its next answers in the new one.
 */
export type SessionLocale = Locale | (() => Locale);

/** `locale` as an assistant call's option: the language now (none when not given). */
export const inLocale = (locale: SessionLocale | undefined): { locale?: Locale } =>
  locale === undefined ? {} : { locale: typeof locale === 'function' ? locale() : locale };
