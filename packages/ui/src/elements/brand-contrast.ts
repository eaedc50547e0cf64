import { vars } from '../theme/vars.css';

/** WCAG 2.2's minimum for text (1.4.3). */
const TEXT_CONTRAST = 4.5;

/** A CSS colour as sRGB 0–255, whatever syntax the browser computed it in (`color-mix`, `oklch`…). */
function rgbOf(colour: string, paint: CanvasRenderingContext2D): [number, number, number] {
  paint.clearRect(0, 0, 1, 1);
  paint.fillStyle = '#000';
  paint.fillStyle = colour;
  paint.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = paint.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two sRGB colours. */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Warns in the console when the brand colours an element shows (a school's
 * `--puente-color-primary`, its text colour) make text under WCAG's 4.5:1:
 * the school's web developer sees it while trying their colours.
 */
export function warnOfLowBrandContrast(element: HTMLElement, themed: Element): void {
  const paint = element.ownerDocument.createElement('canvas').getContext('2d', {
    willReadFrequently: true,
  });
  if (!paint) return;
  const probe = element.ownerDocument.createElement('span');
  probe.hidden = true;
  themed.append(probe);
  const colourOf = (value: string) => {
    probe.style.color = value;
    return getComputedStyle(probe).color;
  };
  const primary = colourOf(vars.color.primary);
  const pairs = [
    [
      'text on buttons',
      colourOf(vars.color.primaryForeground),
      primary,
      '--puente-color-primary-foreground',
    ],
    ['links and accents', primary, colourOf(vars.color.surface), '--puente-color-surface'],
  ] as const;
  probe.remove();
  for (const [what, text, background, other] of pairs) {
    const ratio = contrastRatio(rgbOf(text, paint), rgbOf(background, paint));
    if (ratio >= TEXT_CONTRAST) continue;
    console.warn(
      // untranslated: for a school's web developer (docs/i18n.md)
      `Puente: <${element.localName}>'s brand colour ${primary} gives its ${what} a contrast of ${ratio.toFixed(2)}:1 (${text} on ${background}); text needs ${TEXT_CONTRAST}:1. Choose another --puente-color-primary (or --puente-color-primary-dark for theme="dark"), or set ${other}.`,
    );
  }
}
