import { darkTheme, lightTheme } from '@puente/ui/theme';
import { THEME_STORAGE_KEY } from './theme';

/**
 * The theme's classes on `<html>` before the first paint, as `ThemeStore`
 * marks them: an inline script at the top of every page the server sends
 * (scripts/prerender.ts writes it, and the server's CSP allows it by hash),
 * so a dark-mode visitor never sees a light page first.
 */
export function themeScript(): string {
  const classes = JSON.stringify({ light: ['light', lightTheme], dark: ['dark', darkTheme] });
  return [
    '(function(){var p;',
    `try{p=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}`,
    "var d=p==='dark'||(p!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);",
    `var c=${classes}[d?'dark':'light'];`,
    'document.documentElement.classList.add(c[0],c[1])})()',
  ].join('');
}
