import { useLingui } from '@lingui/react';
import { type Locale, localeOf } from '@puente/core';

/** The language on screen, typed: Lingui keeps it as a plain string. */
export function useLocale(): Locale {
  return localeOf(useLingui().i18n.locale);
}
