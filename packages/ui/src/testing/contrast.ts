import { type Rgb, contrastRatio as ratioOf } from '@puente/core';

/** The hex colour a theme value ends on: its own, or the fallback of an outside custom property. */
export function themeColour(value: string): string {
  const hex = value.match(/#[0-9a-f]{6}\b/i)?.[0];
  if (!hex) throw new Error(`No hex colour in theme value ${value}`);
  return hex;
}

const rgbOf = (hex: string): Rgb =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  return ratioOf(rgbOf(a), rgbOf(b));
}
