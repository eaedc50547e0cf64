import { computed, effect, type ReadonlySignal, signal } from '@preact/signals-react';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

/** SPEC §9: the default storage key of the theme preference. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];
const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ThemeStoreOptions {
  /** Where the preference is kept; `window.localStorage` in the browser. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  storageKey?: string;
  /** Reads the operating system's dark-mode setting; `window.matchMedia` in the browser. */
  matchMedia?: ((query: string) => MediaQueryList) | undefined;
  /** The element that carries the marker classes; `<html>` in the browser. */
  root?: HTMLElement | undefined;
  /** Extra classes per theme, e.g. the widgets' `lightTheme` / `darkTheme`. */
  themeClasses?: Partial<Record<ResolvedTheme, string>>;
  /**
   * A prerendered page is hydrated: the first render shows the preference it
   * was drawn with (system), and `connect` reads the stored one, before paint.
   * (The page's inline script has already put the stored theme's colours on.)
   */
  prerendered?: boolean | undefined;
}

export interface ThemeStore {
  readonly preference: ReadonlySignal<ThemePreference>;
  readonly resolved: ReadonlySignal<ResolvedTheme>;
  setPreference(preference: ThemePreference): void;
  /**
   * Starts following the system setting and marking the root; answers the
   * function that stops both (so a React effect can connect and disconnect).
   */
  connect(): () => void;
}

function isPreference(value: unknown): value is ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference);
}

function readPreference(storage: ThemeStoreOptions['storage'], key: string): ThemePreference {
  try {
    const stored = storage?.getItem(key);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/**
 * The theme preference of SPEC §4: light, dark or system (the default), kept in
 * local storage, with the root element carrying a `light` or `dark` marker
 * (plus the widgets' theme class) that follows the system setting live.
 */
export function createThemeStore({
  storage = globalThis.localStorage,
  storageKey = THEME_STORAGE_KEY,
  matchMedia = globalThis.matchMedia?.bind(globalThis),
  root = globalThis.document?.documentElement,
  themeClasses = {},
  prerendered = false,
}: ThemeStoreOptions = {}): ThemeStore {
  const preference = signal<ThemePreference>(
    prerendered ? 'system' : readPreference(storage, storageKey),
  );
  const systemDark = signal(matchMedia?.(DARK_QUERY).matches ?? false);
  const resolved = computed<ResolvedTheme>(() => {
    if (preference.value !== 'system') return preference.value;
    return systemDark.value ? 'dark' : 'light';
  });
  const allClasses = ['light', 'dark', themeClasses.light, themeClasses.dark].filter(
    (name): name is string => Boolean(name),
  );

  function connect() {
    if (prerendered) preference.value = readPreference(storage, storageKey);
    const darkQuery = matchMedia?.(DARK_QUERY);
    const onSystemChange = (event: MediaQueryListEvent) => {
      systemDark.value = event.matches;
    };
    darkQuery?.addEventListener('change', onSystemChange);
    if (darkQuery) systemDark.value = darkQuery.matches;

    const stopMarking = effect(() => {
      if (!root) return;
      const theme = resolved.value;
      root.classList.remove(...allClasses);
      root.classList.add(theme);
      const extra = themeClasses[theme];
      if (extra) root.classList.add(extra);
    });

    return () => {
      darkQuery?.removeEventListener('change', onSystemChange);
      stopMarking();
    };
  }

  return {
    preference,
    resolved,
    connect,
    setPreference(next) {
      preference.value = next;
      try {
        storage?.setItem(storageKey, next);
      } catch {
        // Storage can be full or blocked; the choice still holds for this visit.
      }
    },
  };
}
