export { breakpoints, media } from './breakpoints';
export type { ThemeName } from './vars.css';
export { autoTheme, darkTheme, lightTheme, puenteRoot, themeClass, vars } from './vars.css';
