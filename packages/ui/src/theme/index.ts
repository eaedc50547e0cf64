export { breakpoints, media } from './breakpoints.css';
export type { ThemeName } from './vars.css';
export { autoTheme, darkTheme, lightTheme, puenteRoot, themeClass, vars } from './vars.css';
