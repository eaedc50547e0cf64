/**
 * A school's brand colour, brought to colours that read in light and dark
 * theme: the button's fill, its hover and pressed fills, the text on them and
 * the keyboard focus ring. What the school set itself is kept and only
 * checked; what it left to Puente is chosen to pass.
 */

/** An sRGB colour, channels 0–255. */
export type Rgb = readonly [number, number, number];

export type BrandTheme = 'light' | 'dark';

/** WCAG 2.2's minimum for text (1.4.3). */
export const TEXT_CONTRAST = 4.5;
/** WCAG 2.2's minimum for what identifies a control, its focus ring included (1.4.11). */
export const UI_CONTRAST = 3;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * How far hover and pressed move from the brand colour, in percent of the
 * other colour mixed in (the documented defaults).
 */
const STATE_STEP: Record<BrandTheme, { hover: number; pressed: number }> = {
  light: { hover: 16, pressed: 28 },
  dark: { hover: 20, pressed: 35 },
};

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function gamma(value: number): number {
  const c = value <= 0.0031308 ? 12.92 * value : 1.055 * value ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
}

/** WCAG's relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

type Oklab = readonly [number, number, number];

function toOklab([r, g, b]: Rgb): Oklab {
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function fromOklab([L, a, b]: Oklab): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    gamma(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    gamma(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    gamma(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** `colour` with `percent` of `other` mixed in, as CSS's `color-mix(in oklab, …)`. */
export function mixColours(colour: Rgb, other: Rgb, percent: number): Rgb {
  const [from, to] = [toOklab(colour), toOklab(other)];
  const share = percent / 100;
  const at = (i: 0 | 1 | 2) => from[i] + (to[i] - from[i]) * share;
  return fromOklab([at(0), at(1), at(2)]);
}

/** A colour as CSS `#rrggbb`. */
export function hexColour(colour: Rgb): string {
  return `#${colour.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The colours a primary button and its focus ring are painted in. */
export interface BrandColours {
  primary: Rgb;
  hover: Rgb;
  pressed: Rgb;
  /** Text on the primary, hover and pressed fills. */
  foreground: Rgb;
  focusRing: Rgb;
}

/** The colours of `BrandColours` a school can set itself (each a CSS custom property). */
export type SettableBrandColour = Exclude<keyof BrandColours, 'primary'>;

export interface BrandChoice {
  theme: BrandTheme;
  /** The school's brand colour: `--puente-color-primary`, or in dark theme `-dark` where set. */
  brand: Rgb;
  /** In dark theme, whether `brand` is the school's own dark one (else Puente lifts it to read on dark). */
  ownDark?: boolean;
  /** The card the button sits on. */
  surface: Rgb;
  /** What the school set itself: kept as it is, only checked. */
  set?: Partial<Record<SettableBrandColour, Rgb>>;
}

/** A pair under its minimum that Puente could not change: the school's own choice. */
export interface BrandShortfall {
  /** The CSS custom property to change. */
  property: string;
  /** What reads badly, in words for the school's web developer. */
  what: string;
  ratio: number;
  needed: number;
  colours: readonly [Rgb, Rgb];
}

const PROPERTY: Record<keyof BrandColours, string> = {
  primary: '--puente-color-primary',
  hover: '--puente-color-primary-hover',
  pressed: '--puente-color-primary-pressed',
  foreground: '--puente-color-primary-foreground',
  focusRing: '--puente-color-focus-ring',
};

/** The custom property a school sets a colour with in `theme` (dark ones end in `-dark`). */
export function brandProperty(colour: keyof BrandColours, theme: BrandTheme): string {
  return theme === 'dark' ? `${PROPERTY[colour]}-dark` : PROPERTY[colour];
}

/** Mixes of `colour` towards white and black, the nearest first. */
function* shades(colour: Rgb): Generator<Rgb> {
  for (let percent = 5; percent <= 100; percent += 5) {
    yield mixColours(colour, WHITE, percent);
    yield mixColours(colour, BLACK, percent);
  }
}

/** The brand's shade nearest to it that reads as a ring against both the button and the surface. */
function ringFor(primary: Rgb, surface: Rgb): Rgb | undefined {
  for (const shade of shades(primary)) {
    if (
      contrastRatio(shade, primary) >= UI_CONTRAST &&
      contrastRatio(shade, surface) >= UI_CONTRAST
    )
      return shade;
  }
  return undefined;
}

/**
 * The brand on dark: the school's light brand mixed with white until it reads
 * as text on the surface (links) and leaves a ring that reads against both.
 */
function liftedOnDark(brand: Rgb, surface: Rgb): Rgb {
  for (let percent = 0; percent < 100; percent += 5) {
    const lifted = mixColours(brand, WHITE, percent);
    if (contrastRatio(lifted, surface) >= TEXT_CONTRAST && ringFor(lifted, surface)) return lifted;
  }
  return WHITE;
}

/** White or black, whichever reads better on `fill` (one of them reaches 4.58:1 on any colour). */
function textOn(fill: Rgb): Rgb {
  return contrastRatio(WHITE, fill) >= contrastRatio(BLACK, fill) ? WHITE : BLACK;
}

/** How far apart two colours are in oklab (0 the same, about 1 black to white). */
function distance(a: Rgb, b: Rgb): number {
  const [from, to] = [toOklab(a), toOklab(b)];
  return Math.hypot(from[0] - to[0], from[1] - to[1], from[2] - to[2]);
}

/**
 * A button state's fill: the brand moved away from the text on it (darker
 * under white text, lighter under black), so the text only gains, at least
 * `step`% and further until the change is seen; a brand already at that end
 * (white under black text) moves towards the text instead, as far as the text
 * keeps 4.5:1.
 */
function stateFill(primary: Rgb, foreground: Rgb, step: number): Rgb {
  const seen = step / 400;
  const away = contrastRatio(foreground, BLACK) > contrastRatio(foreground, WHITE) ? BLACK : WHITE;
  for (let percent = step; percent <= 100; percent += 4) {
    const moved = mixColours(primary, away, percent);
    if (distance(moved, primary) >= seen) return moved;
  }
  const towards = mixColours(primary, foreground, step * 1.5);
  return contrastRatio(foreground, towards) >= TEXT_CONTRAST ? towards : primary;
}

/**
 * The colours of the brand in `choice.theme`, each passing its minimum: text
 * on the primary, hover and pressed fills at 4.5:1, the focus ring at 3:1
 * against the button and against the surface. `shortfalls` names each pair a
 * school's own choice keeps under its minimum (Puente never changes those).
 */
export function brandColours(choice: BrandChoice): {
  colours: BrandColours;
  shortfalls: BrandShortfall[];
} {
  const { theme, surface, set = {} } = choice;
  const lifted = theme === 'dark' && !choice.ownDark;
  const primary = lifted ? liftedOnDark(choice.brand, surface) : choice.brand;
  const foreground = set.foreground ?? textOn(primary);
  const hover = set.hover ?? stateFill(primary, foreground, STATE_STEP[theme].hover);
  const pressed = set.pressed ?? stateFill(primary, foreground, STATE_STEP[theme].pressed);
  const ring = set.focusRing ?? ringFor(primary, surface);
  const focusRing =
    ring ?? (contrastRatio(WHITE, surface) > contrastRatio(BLACK, surface) ? WHITE : BLACK);

  const shortfalls: BrandShortfall[] = [];
  const check = (
    property: keyof BrandColours,
    what: string,
    colours: readonly [Rgb, Rgb],
    needed: number,
  ) => {
    const ratio = contrastRatio(...colours);
    if (ratio < needed) {
      shortfalls.push({ property: brandProperty(property, theme), what, ratio, needed, colours });
    }
  };
  const textBlame = set.foreground ? 'foreground' : 'primary';
  check(textBlame, 'text on buttons', [foreground, primary], TEXT_CONTRAST);
  check(
    set.hover ? 'hover' : textBlame,
    'text on hovered buttons',
    [foreground, hover],
    TEXT_CONTRAST,
  );
  check(
    set.pressed ? 'pressed' : textBlame,
    'text on pressed buttons',
    [foreground, pressed],
    TEXT_CONTRAST,
  );
  // The school's own brand is kept as it is, so links in it are only checked.
  if (!lifted) check('primary', 'links and accents', [primary, surface], TEXT_CONTRAST);
  const ringBlame = set.focusRing ? 'focusRing' : 'primary';
  check(ringBlame, 'focus ring around buttons', [focusRing, primary], UI_CONTRAST);
  check(ringBlame, 'focus ring on the surface', [focusRing, surface], UI_CONTRAST);
  return { colours: { primary, hover, pressed, foreground, focusRing }, shortfalls };
}
