import { type I18n, setupI18n } from '@lingui/core';
import { ENGLISH_MESSAGES } from './catalog';
import type { Locale } from './locale';

/**
 * A Lingui instance speaking `locale`. Messages are looked up by their en-GB
 * text; one no catalog holds (every plain en-GB message) is shown as it is
 * written, without a message compiler in the bundle.
 */
export function createI18n(locale: Locale): I18n {
  const i18n = setupI18n();
  i18n.setMessagesCompiler((message) => [message]);
  // By reference: Lingui keeps the first object a locale is given, so catalogs defined later are in it too.
  i18n.load('en-GB', ENGLISH_MESSAGES);
  if (locale !== 'en-GB') i18n.load(locale, {});
  i18n.activate(locale);
  return i18n;
}
