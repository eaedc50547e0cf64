import {
  type BrandColours,
  type BrandTheme,
  brandColours,
  hexColour,
  type Rgb,
  type SettableBrandColour,
} from '@puente/core';
import { themeClass, vars } from '../theme/vars.css';

/** A CSS colour as sRGB 0–255, whatever syntax it is in (`color-mix`, `oklch`, a name…). */
function rgbOf(colour: string, paint: CanvasRenderingContext2D): Rgb {
  paint.clearRect(0, 0, 1, 1);
  paint.fillStyle = '#000';
  paint.fillStyle = colour;
  paint.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = paint.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}

/** The custom property behind a theme contract's `var(--name)`. */
const propertyOf = (value: string) => value.slice(4, -1);

const SETTABLE: Record<SettableBrandColour, string> = {
  foreground: 'primary-foreground',
  hover: 'primary-hover',
  pressed: 'primary-pressed',
  focusRing: 'focus-ring',
};

const CONTRACT: Record<keyof BrandColours, string> = {
  primary: vars.color.primary,
  hover: vars.color.primaryHover,
  pressed: vars.color.primaryPressed,
  foreground: vars.color.primaryForeground,
  focusRing: vars.color.focusRing,
};

/**
 * Brings a school's brand colour (`--puente-color-primary`, `-dark`) to
 * colours that read in both themes, by core's `brandColours`: the element's
 * own stylesheet sets the derived hover, pressed, text and focus ring over
 * CSS's first guess. Each pair the school's own choices keep under its
 * minimum is told in the console, naming the property to change: the
 * school's web developer sees it while trying their colours. Puente's own
 * colours, designed to pass, are left alone.
 */
export function holdBrandColours(element: HTMLElement): void {
  const root = element.shadowRoot;
  const page = getComputedStyle(element);
  const own = (name: string) => page.getPropertyValue(`--puente-color-${name}`).trim();
  const light = own('primary');
  const dark = own('primary-dark') || light;
  if (!root || !dark) return;
  const paint = element.ownerDocument.createElement('canvas').getContext('2d', {
    willReadFrequently: true,
  });
  if (!paint) return;

  const attribute = element.getAttribute('theme');
  // Both themes are set, for a `theme` changed later; only the ones shown are told of.
  const shown = (theme: BrandTheme) =>
    attribute === 'auto' || theme === (attribute === 'dark' ? 'dark' : 'light');
  const rules: Partial<Record<BrandTheme, string>> = {};
  for (const theme of ['light', 'dark'] as const) {
    const brand = theme === 'light' ? light : dark;
    if (!brand) continue;
    const suffix = theme === 'dark' ? '-dark' : '';
    const set: Partial<Record<SettableBrandColour, Rgb>> = {};
    for (const [colour, property] of Object.entries(SETTABLE) as [SettableBrandColour, string][]) {
      const value = own(property + suffix);
      if (value) set[colour] = rgbOf(value, paint);
    }
    const probe = element.ownerDocument.createElement('span');
    probe.hidden = true;
    probe.className = themeClass[theme];
    probe.style.color = vars.color.surface;
    root.append(probe);
    const surface = rgbOf(getComputedStyle(probe).color, paint);
    probe.remove();

    const { colours, shortfalls } = brandColours({
      theme,
      brand: rgbOf(brand, paint),
      ownDark: theme === 'dark' && own('primary-dark') !== '',
      surface,
      set,
    });
    rules[theme] = (Object.keys(CONTRACT) as (keyof BrandColours)[])
      .map((colour) => `${propertyOf(CONTRACT[colour])}: ${hexColour(colours[colour])};`)
      .join(' ');
    for (const {
      property,
      what,
      ratio,
      needed,
      colours: [a, b],
    } of shown(theme) ? shortfalls : []) {
      console.warn(
        // untranslated: for a school's web developer (docs/i18n.md)
        `Puente: <${element.localName}>'s ${what} in ${theme} theme has a contrast of ${ratio.toFixed(2)}:1 (${hexColour(a)} on ${hexColour(b)}); it needs ${needed}:1. Change ${property}.`,
      );
    }
  }

  const sheet = new CSSStyleSheet();
  const block = (theme: BrandTheme, selector: string) =>
    rules[theme] ? `:host .${selector} { ${rules[theme]} }` : '';
  sheet.replaceSync(
    [
      block('light', themeClass.light),
      block('dark', themeClass.dark),
      block('light', themeClass.auto),
      rules.dark ? `@media (prefers-color-scheme: dark) { ${block('dark', themeClass.auto)} }` : '',
    ].join('\n'),
  );
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
