/**
 * Crests for the universities of the programme catalogue: the university's
 * initials on a shield in a colour taken from its name, so every catalogue
 * `imageUrl` has a picture and the same name always gets the same crest.
 * King's College London and Queen Mary have bundled logos of their own (SPEC §9).
 *
 * Run after the catalogue (packages/server/data/foundation-programmes.json)
 * gains a university: `pnpm --filter @puente/host crests` writes
 * public/images/universities/<slug>.svg for each one but the bundled logos.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Catalogue images drawn by hand rather than generated. */
export const BUNDLED_LOGOS: readonly string[] = [
  'kings-college-london.svg',
  'queen-mary-university-of-london.svg',
];

const MINOR_WORDS = new Set(['of', 'the', 'and', 'at', 'for', 'in', '&']);

/**
 * Up to three initials: an acronym the name gives in brackets ('UWE'), else
 * the first letters of its main words ('University College London' → 'UCL',
 * 'Heriot-Watt University' → 'HWU').
 */
export function initialsOf(name: string): string {
  const bracketed = /\(([A-Z]{2,4})\b/.exec(name)?.[1];
  if (bracketed) return bracketed;
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/[\s,/-]+/)
    .filter((word) => word !== '' && !MINOR_WORDS.has(word.toLowerCase()));
  return words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** FNV-1a over the name: small, stable, and spreads similar names apart. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The crest's colours: a dark shield (white initials stay readable) and a lighter band. */
export function crestColours(name: string): { shield: string; band: string } {
  // The top bits of the hash mix best; golden-ratio steps spread neighbouring values round the wheel.
  const hue = Math.round(((hash(name) >>> 16) * 0.618033988749895 * 360) % 360);
  return { shield: `hsl(${hue} 55% 30%)`, band: `hsl(${hue} 60% 62%)` };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The crest of one university as an SVG document. */
export function crestSvg(name: string): string {
  const initials = initialsOf(name);
  const { shield, band } = crestColours(name);
  const fontSize = initials.length >= 3 ? 30 : 38;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-labelledby="title">
  <title id="title">${escapeXml(name)}</title>
  <path d="M60 8 L104 22 V58 C104 84 86 102 60 112 C34 102 16 84 16 58 V22 Z" fill="${shield}"/>
  <path d="M60 15 L97 27 V58 C97 80 82 96 60 105 C38 96 23 80 23 58 V27 Z" fill="none" stroke="${band}" stroke-width="2.5"/>
  <path d="M23 40 H97" stroke="${band}" stroke-width="2.5"/>
  <text x="60" y="${fontSize >= 38 ? 80 : 78}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${fontSize}" font-weight="700" fill="#ffffff" letter-spacing="1">${escapeXml(initials)}</text>
  <circle cx="60" cy="30" r="4" fill="${band}"/>
</svg>
`;
}

const hostDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CATALOGUE_FILE = join(hostDir, '..', 'server', 'data', 'foundation-programmes.json');
export const IMAGES_DIR = join(hostDir, 'public', 'images', 'universities');

/** Each catalogue image file with the university it pictures. */
export function catalogueImages(): Map<string, string> {
  const catalogue = JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8')) as {
    programmes: { universityName: string; imageUrl: string }[];
  };
  const images = new Map<string, string>();
  for (const { universityName, imageUrl } of catalogue.programmes) {
    images.set(basename(imageUrl), universityName);
  }
  return images;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  let written = 0;
  for (const [file, universityName] of catalogueImages()) {
    if (BUNDLED_LOGOS.includes(file)) continue;
    writeFileSync(join(IMAGES_DIR, file), crestSvg(universityName));
    written += 1;
  }
  console.log(`${written} crests written to ${IMAGES_DIR}`);
}
