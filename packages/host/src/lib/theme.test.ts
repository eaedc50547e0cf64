import { describe, expect, it } from 'vitest';
import { createThemeStore, THEME_STORAGE_KEY } from './theme';

/** A stand-in for the operating system's dark-mode setting that can flip live. */
function systemSetting(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  } as unknown as MediaQueryList;
  return {
    matchMedia: () => list,
    flip(next: boolean) {
      dark = next;
      for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
    },
  };
}

describe('theme store', () => {
  it('defaults to system and marks the root with what the system prefers', () => {
    const root = document.createElement('html');
    const store = createThemeStore({ root, matchMedia: systemSetting(true).matchMedia });
    const disconnect = store.connect();

    expect(store.preference.value).toBe('system');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('light')).toBe(false);
    disconnect();
  });

  it('hydrating a prerendered page, renders first as system, then the saved choice on connecting', () => {
    const root = document.createElement('html');
    const storage = new Map([[THEME_STORAGE_KEY, 'dark']]);
    const store = createThemeStore({
      root,
      storage: { getItem: (key) => storage.get(key) ?? null, setItem: () => {} },
      matchMedia: systemSetting(false).matchMedia,
      prerendered: true,
    });
    expect(store.preference.value).toBe('system');
    const disconnect = store.connect();
    expect(store.preference.value).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('light')).toBe(false);
    disconnect();
  });

  it('follows the system setting live while the preference is system', () => {
    const root = document.createElement('html');
    const system = systemSetting(false);
    const store = createThemeStore({ root, matchMedia: system.matchMedia });
    const disconnect = store.connect();
    expect(root.classList.contains('light')).toBe(true);

    system.flip(true);
    expect(root.className.split(' ')).toContain('dark');
    expect(root.classList.contains('light')).toBe(false);

    store.setPreference('light');
    system.flip(false);
    system.flip(true);
    expect(root.classList.contains('light')).toBe(true);
    disconnect();
  });

  it('keeps the choice under vite-ui-theme and reads it back on the next visit', () => {
    const root = document.createElement('html');
    const first = createThemeStore({ root, matchMedia: systemSetting(false).matchMedia });
    const disconnectFirst = first.connect();
    first.setPreference('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(THEME_STORAGE_KEY).toBe('vite-ui-theme');
    disconnectFirst();

    const next = createThemeStore({ root, matchMedia: systemSetting(false).matchMedia });

    const disconnectNext = next.connect();
    expect(next.preference.value).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    disconnectNext();
  });

  it('adds the widgets theme class beside the marker and swaps it with the theme', () => {
    const root = document.createElement('html');
    const store = createThemeStore({
      root,
      matchMedia: systemSetting(false).matchMedia,
      themeClasses: { light: 'widgets-light', dark: 'widgets-dark' },
    });
    const disconnect = store.connect();
    expect([...root.classList]).toEqual(expect.arrayContaining(['light', 'widgets-light']));

    store.setPreference('dark');
    expect([...root.classList]).toEqual(expect.arrayContaining(['dark', 'widgets-dark']));
    expect(root.classList.contains('widgets-light')).toBe(false);
    disconnect();
  });

  it('ignores an unknown stored value and falls back to system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    const store = createThemeStore({
      root: document.createElement('html'),
      matchMedia: systemSetting(false).matchMedia,
    });
    const disconnect = store.connect();
    expect(store.preference.value).toBe('system');
    disconnect();
  });
});
