import { describe, expect, it } from 'vitest';
import {
  type BrandTheme,
  brandColours,
  contrastRatio,
  mixColours,
  type Rgb,
  relativeLuminance,
  TEXT_CONTRAST,
  UI_CONTRAST,
} from './brand-colours';

/** The card a button sits on in each theme (Puente's defaults). */
const SURFACE: Record<BrandTheme, Rgb> = { light: [255, 255, 255], dark: [18, 32, 47] };

const schools: [string, Rgb][] = [
  ['maroon #7a0019', [0x7a, 0x00, 0x19]],
  ['navy #000080', [0x00, 0x00, 0x80]],
  ['pale yellow #f5e663', [0xf5, 0xe6, 0x63]],
  ['pure black', [0, 0, 0]],
  ['pure white', [255, 255, 255]],
];

const themes: BrandTheme[] = ['light', 'dark'];

describe('brandColours: one brand colour, nothing else set', () => {
  describe.each(themes)('%s theme', (theme) => {
    const surface = SURFACE[theme];
    it.each(schools)('%s: text, hover, pressed and the focus ring all read', (_, brand) => {
      const { colours, shortfalls } = brandColours({ theme, brand, surface });
      const { primary, hover, pressed, foreground, focusRing } = colours;
      for (const fill of [primary, hover, pressed]) {
        expect(contrastRatio(foreground, fill)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
      expect(contrastRatio(focusRing, primary)).toBeGreaterThanOrEqual(UI_CONTRAST);
      expect(contrastRatio(focusRing, surface)).toBeGreaterThanOrEqual(UI_CONTRAST);
      // Hover and press are seen: each changes the fill.
      expect(hover).not.toEqual(primary);
      expect(pressed).not.toEqual(hover);
      // The only thing Puente cannot mend is the school's own colour as a link on the light card.
      expect(shortfalls.map(({ what }) => what)).toEqual(
        theme === 'light' && relativeLuminance(brand) > 0.3 ? ['links and accents'] : [],
      );
    });
  });

  it('keeps the school’s colour in light theme', () => {
    const maroon: Rgb = [0x7a, 0x00, 0x19];
    expect(brandColours({ theme: 'light', brand: maroon, surface: SURFACE.light }).colours).toEqual(
      expect.objectContaining({ primary: maroon, foreground: [255, 255, 255] }),
    );
  });

  it.each(schools.slice(0, 4))(
    'lifts %s in dark theme so it reads as a link on the dark card, and hovers lighter',
    (_, brand) => {
      const { primary, hover, pressed } = brandColours({
        theme: 'dark',
        brand,
        surface: SURFACE.dark,
      }).colours;
      expect(contrastRatio(primary, SURFACE.dark)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(relativeLuminance(hover)).toBeGreaterThan(relativeLuminance(primary));
      expect(relativeLuminance(pressed)).toBeGreaterThan(relativeLuminance(hover));
    },
  );

  it('hovers darker in light theme under white text, lighter under black text', () => {
    const navy = brandColours({ theme: 'light', brand: [0, 0, 0x80], surface: SURFACE.light });
    expect(relativeLuminance(navy.colours.hover)).toBeLessThan(
      relativeLuminance(navy.colours.primary),
    );
    const yellow = brandColours({
      theme: 'light',
      brand: [0xf5, 0xe6, 0x63],
      surface: SURFACE.light,
    });
    expect(yellow.colours.foreground).toEqual([0, 0, 0]);
    expect(relativeLuminance(yellow.colours.hover)).toBeGreaterThan(
      relativeLuminance(yellow.colours.primary),
    );
  });
});

describe('brandColours: what the school set itself is kept, and named when it fails', () => {
  it('white text the school chose on yellow', () => {
    const { colours, shortfalls } = brandColours({
      theme: 'light',
      brand: [255, 212, 0],
      surface: SURFACE.light,
      set: { foreground: [255, 255, 255] },
    });
    expect(colours.foreground).toEqual([255, 255, 255]);
    expect(shortfalls.map(({ property, what }) => [property, what])).toEqual([
      ['--puente-color-primary-foreground', 'text on buttons'],
      ['--puente-color-primary-foreground', 'text on hovered buttons'],
      ['--puente-color-primary-foreground', 'text on pressed buttons'],
      ['--puente-color-primary', 'links and accents'],
    ]);
  });

  it('a focus ring the school set to its navy, on the dark card', () => {
    const navy: Rgb = [0, 0, 0x80];
    const { shortfalls } = brandColours({
      theme: 'dark',
      brand: navy,
      surface: SURFACE.dark,
      set: { focusRing: navy },
    });
    expect(shortfalls.map(({ property, what, needed }) => [property, what, needed])).toEqual([
      ['--puente-color-focus-ring-dark', 'focus ring on the surface', UI_CONTRAST],
    ]);
  });

  it('a dark brand the school chose for dark theme is kept, and named as a link under 4.5:1', () => {
    const navy: Rgb = [0, 0, 0x80];
    const { colours, shortfalls } = brandColours({
      theme: 'dark',
      brand: navy,
      ownDark: true,
      surface: SURFACE.dark,
    });
    expect(colours.primary).toEqual(navy);
    expect(contrastRatio(colours.focusRing, navy)).toBeGreaterThanOrEqual(UI_CONTRAST);
    expect(shortfalls.map(({ property, what }) => [property, what])).toEqual([
      ['--puente-color-primary-dark', 'links and accents'],
    ]);
  });
});

describe('mixColours', () => {
  it('mixes in oklab as CSS color-mix does, ends included', () => {
    expect(mixColours([0x7a, 0, 0x19], [255, 255, 255], 0)).toEqual([0x7a, 0, 0x19]);
    expect(mixColours([0x7a, 0, 0x19], [255, 255, 255], 100)).toEqual([255, 255, 255]);
    expect(mixColours([0, 0, 0], [255, 255, 255], 50)).toEqual([99, 99, 99]);
  });
});
