import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n, type Locale } from '@puente/core';
import { type ReactNode, useEffect, useState } from 'react';
import { loadCatalogsInUse } from './use-catalog';

export interface LocaleProviderProps {
  locale: Locale;
  /** Called once the new language is on screen (the host moves `<html lang>` then). */
  onLocaleShown?: ((locale: Locale) => void) | undefined;
  /** A ready instance in `locale`, its catalogs loaded (a prerendered page is hydrated with them). */
  i18n?: I18n | undefined;
  children?: ReactNode;
}

/**
 * The language of everything below. A change of `locale` first loads the
 * catalogs on screen in the new language, then switches them all at once: the
 * page re-renders in place, so a half-typed form keeps what was typed.
 */
export function LocaleProvider({
  locale,
  onLocaleShown,
  i18n: ready,
  children,
}: LocaleProviderProps) {
  const [i18n] = useState<I18n>(() => ready ?? createI18n(locale));

  useEffect(() => {
    if (i18n.locale === locale) {
      onLocaleShown?.(locale);
      return;
    }
    let current = true;
    void loadCatalogsInUse(i18n, locale).then(() => {
      if (!current) return;
      i18n.activate(locale);
      onLocaleShown?.(locale);
    });
    return () => {
      current = false;
    };
  }, [i18n, locale, onLocaleShown]);

  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
