import { darkTheme, lightTheme } from '@puente/ui/theme';
import { createContext, type ReactNode, use, useLayoutEffect, useState } from 'react';
import {
  createThemeStore,
  type ResolvedTheme,
  type ThemePreference,
  type ThemeStore,
  type ThemeStoreOptions,
} from './theme';
import { useSignalValues } from './use-signal-values';

const ThemeContext = createContext<ThemeStore | null>(null);

export interface ThemeProviderProps extends ThemeStoreOptions {
  children: ReactNode;
}

/** Holds the theme preference and keeps `<html>` marked with the chosen theme. */
export function ThemeProvider({ children, ...options }: ThemeProviderProps) {
  const [store] = useState(() =>
    createThemeStore({ themeClasses: { light: lightTheme, dark: darkTheme }, ...options }),
  );
  // Before paint, so the first frame already has the theme's colours.
  useLayoutEffect(() => store.connect(), [store]);
  return <ThemeContext value={store}>{children}</ThemeContext>;
}

export interface Theme {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
}

/** The theme preference, what it resolves to now, and the way to change it. */
export function useTheme(): Theme {
  const store = use(ThemeContext);
  if (!store) throw new Error('useTheme must be used within a ThemeProvider');
  return useSignalValues(() => ({
    preference: store.preference.value,
    resolved: store.resolved.value,
    setPreference: store.setPreference,
  }));
}
