import type { Locale } from '@puente/core';
import { LocaleProvider, type LocaleProviderProps, useCatalog } from '@puente/ui/i18n';
import { createContext, type ReactNode, Suspense, use } from 'react';
import type { LocaleStore } from './locale';
import { SHELL_CATALOGS } from './shell-catalogs';
import { useSignalValues } from './use-signal-values';

const LocaleStoreContext = createContext<LocaleStore | null>(null);

/** `<html lang>` follows the language on screen, so screen readers and translators read it right. */
function markDocument(locale: Locale) {
  document.documentElement.lang = locale;
}

/** The site's language around everything: the store's choice, shown in place when it changes. */
export function SiteLocaleProvider({
  store,
  i18n,
  children,
}: {
  store: LocaleStore;
  /** A ready instance in the store's language (`LocaleProvider`'s `i18n`). */
  i18n?: LocaleProviderProps['i18n'];
  children: ReactNode;
}) {
  const locale = useSignalValues(() => store.locale.value);
  return (
    <LocaleStoreContext value={store}>
      <LocaleProvider locale={locale} onLocaleShown={markDocument} i18n={i18n}>
        {/* Only a first visit in Spanish waits here, for the shell's catalog; later
            screens load theirs inside a navigation (a transition), never blanking the page. */}
        <Suspense fallback={null}>
          <ShellMessages>{children}</ShellMessages>
        </Suspense>
      </LocaleProvider>
    </LocaleStoreContext>
  );
}

export interface SiteLocale {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

/** The language the visitor chose (or their browser asked for), and the way to change it. */
export function useSiteLocale(): SiteLocale {
  const store = use(LocaleStoreContext);
  if (!store) throw new Error('useSiteLocale must be used within a SiteLocaleProvider');
  return useSignalValues(() => ({ locale: store.locale.value, setLocale: store.setLocale }));
}

/** The shell's messages (SHELL_CATALOGS) before anything shows. */
function ShellMessages({ children }: { children: ReactNode }) {
  useCatalog(...SHELL_CATALOGS);
  return children;
}
