import {
  assignVars,
  createTheme,
  createThemeContract,
  globalStyle,
  style,
} from '@vanilla-extract/css';

/** Reads an outside custom property, falling back to Puente's own value. */
const outside = (name: string, fallback: string) => `var(--puente-${name}, ${fallback})`;

const radius = outside('radius', '0.625rem');

/** `color` mixed with `other`, keeping `percent` of `color`. */
const mix = (color: string, other: string, percent: number) =>
  `color-mix(in oklab, ${color} ${percent}%, ${other})`;

/**
 * A school's brand colour: `--puente-color-primary`, and for dark theme
 * `--puente-color-primary-dark`, else the light one as it is (browsers
 * without relative colours) or lifted to a lightness that reads on dark
 * (`brandColours` below). Hover, pressed and the focus ring follow it.
 */
const lightPrimary = outside('color-primary', '#0d5c6e');
const darkPrimary = outside('color-primary-dark', outside('color-primary', '#5cc6d6'));

/** `brand`'s values where the browser computes colours from colours (relative colour syntax). */
const withRelativeColours = (brand: Record<string, string>) => ({
  '@supports': { '(color: oklch(from red l c h))': { vars: brand } },
});

/**
 * Text on the brand colour: white or near-black, whichever contrasts more
 * (their contrast ratios cross at a relative luminance of about 0.18, an
 * OKLCH lightness of about 0.57), so a school's colour keeps text at 4.5:1
 * or better whatever it is. Old browsers keep the fixed defaults.
 */
const textOn = (colour: string) => `oklch(from ${colour} clamp(0, (0.57 - l) * 1000, 1) 0 0)`;

/** The spacing scale: steps of a quarter rem, named by how many. */
const steps = ['1', '2', '3', '4', '5', '6', '8'] as const;
type Space = Record<(typeof steps)[number], string>;

const shared = {
  radius: {
    sm: `calc(${radius} * 0.6)`,
    md: radius,
    lg: `calc(${radius} * 1.6)`,
    full: '9999px',
  },
  font: {
    family: outside(
      'font-family',
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    ),
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.125rem',
    sizeXl: '1.5rem',
    weightNormal: '400',
    weightMedium: '500',
    weightBold: '650',
    lineHeight: '1.5',
  },
  space: Object.fromEntries(steps.map((step) => [step, `${Number(step) / 4}rem`])) as Space,
};

/**
 * Each colour, light and dark. `named` ones a school sets from outside as
 * `--puente-color-<name>`; `own` ones read `--puente-color-<name>-dark` in dark.
 */
const colours = {
  primary: [lightPrimary, darkPrimary],
  primaryHover: [mix(lightPrimary, 'black', 84), mix(darkPrimary, 'white', 80), 'own'],
  primaryPressed: [mix(lightPrimary, 'black', 72), mix(darkPrimary, 'white', 65), 'own'],
  primaryForeground: ['#ffffff', '#062a33', 'own'],
  /** What an element paints behind itself: nothing in light, the dark background in dark. */
  canvas: ['transparent', '#0b1622', 'own'],
  background: ['#ffffff', '#0b1622', 'named'],
  surface: ['#ffffff', '#12202f', 'named'],
  surfaceMuted: ['#f1f5f8', '#1a2b3d', 'named'],
  text: ['#0f1d2b', '#e8eff5', 'named'],
  textMuted: ['#4a5b6d', '#a6b6c6', 'named'],
  border: ['#c9d4de', '#2e4257', 'named'],
  /** The edge of a field or checkbox: 3:1 or more against the surfaces it sits on (WCAG 1.4.11). */
  controlBorder: ['#7a8b9c', '#607890', 'named'],
  danger: ['#b42318', '#f4796d', 'named'],
  dangerForeground: ['#ffffff', '#2d0a06'],
  success: ['#0b7a4b', '#4fd18f'],
  warning: ['#a15c07', '#f5b84a'],
  focusRing: [lightPrimary, darkPrimary, 'own'],
  overlay: ['rgb(15 29 43 / 0.55)', 'rgb(0 0 0 / 0.65)'],
};

/** Named hues, light and dark, for labels whose colour the SPEC fixes (match bands, progress). */
const palette = {
  purple: ['#6b3fa0', '#d2b6f7'],
  purpleSoft: ['#f1eafb', '#2d2242'],
  blue: ['#1d5fae', '#9cc8f7'],
  blueSoft: ['#e6f0fb', '#172a40'],
  green: ['#1a7340', '#86dfa8'],
  greenSoft: ['#e4f4ea', '#153220'],
  yellow: ['#7a5000', '#f4d27a'],
  yellowSoft: ['#fcf1d2', '#362b0f'],
  red: ['#b42318', '#f6a39a'],
  redSoft: ['#fdebe9', '#3b1815'],
};

const shadows = {
  sm: ['0 1px 2px rgb(15 29 43 / 0.08)', '0 1px 2px rgb(0 0 0 / 0.4)'],
  md: ['0 4px 12px rgb(15 29 43 / 0.12)', '0 4px 12px rgb(0 0 0 / 0.45)'],
  lg: ['0 16px 40px rgb(15 29 43 / 0.22)', '0 16px 40px rgb(0 0 0 / 0.6)'],
};

/** A list's names, each without a value: the shape of the contract. */
const names = <K extends string>(list: Record<K, unknown>) =>
  Object.fromEntries(Object.keys(list).map((key) => [key, null])) as Record<K, null>;

/**
 * The one theme contract every widget style reads, named from the lists above.
 * Values come from the light or dark theme below; a school themes from outside
 * through the `--puente-*` custom properties those themes fall back from.
 */
export const vars = createThemeContract({
  color: names(colours),
  palette: names(palette),
  radius: names(shared.radius),
  font: names(shared.font),
  space: names(shared.space),
  shadow: names(shadows),
});

/** One theme's values from the lists above: `0` light, `1` dark. */
function themeOf(dark: 0 | 1) {
  const pick = <K extends string>(list: Record<K, string[]>, value = (_: K, v: string) => v) =>
    Object.fromEntries(
      Object.entries<string[]>(list).map(([key, both]) => [key, value(key as K, both[dark] ?? '')]),
    ) as Record<K, string>;
  const color = pick(colours, (key, value) => {
    const named = colours[key][2];
    if (!named) return value;
    const name = `color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    return outside(dark && named === 'own' ? `${name}-dark` : name, value);
  });
  return { ...shared, color, palette: pick(palette), shadow: pick(shadows) };
}

/** The themes' values (tests check contrast between tokens). */
export const themeValues = { light: themeOf(0), dark: themeOf(1) };

export const lightTheme = createTheme(vars, themeValues.light, 'puente-light');
export const darkTheme = createTheme(vars, themeValues.dark, 'puente-dark');

/** Light, or dark when the operating system prefers it (theme="auto"). */
export const autoTheme = style([
  lightTheme,
  {
    '@media': {
      '(prefers-color-scheme: dark)': { vars: assignVars(vars, themeValues.dark) },
    },
  },
]);

const lightBrand = {
  [vars.color.primaryForeground]: outside('color-primary-foreground', textOn(lightPrimary)),
};
const darkLifted = `oklch(from ${outside('color-primary', '#5cc6d6')} max(l, 0.75) c h)`;
const darkBrand = {
  [vars.color.primary]: outside('color-primary-dark', darkLifted),
  [vars.color.primaryForeground]: outside(
    'color-primary-foreground-dark',
    textOn(vars.color.primary),
  ),
};
globalStyle(`.${lightTheme}`, withRelativeColours(lightBrand));
globalStyle(`.${darkTheme}`, withRelativeColours(darkBrand));
globalStyle(`.${autoTheme}`, {
  ...withRelativeColours(lightBrand),
  '@media': { '(prefers-color-scheme: dark)': withRelativeColours(darkBrand) },
});

/** The wrapper of an element with a theme: dark paints its own surface (`--puente-color-canvas-dark`). */
export const canvas = style({ backgroundColor: vars.color.canvas });

/**
 * Base typography and box sizing, scoped to Puente's own root element so
 * nothing leaks into a host page.
 */
export const puenteRoot = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  textAlign: 'start',
});

globalStyle(`${puenteRoot} *, ${puenteRoot} *::before, ${puenteRoot} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(`${puenteRoot} :where(h1, h2, h3, h4, p)`, { margin: 0 });

export const themeClass = { light: lightTheme, dark: darkTheme, auto: autoTheme };

export type ThemeName = keyof typeof themeClass;
