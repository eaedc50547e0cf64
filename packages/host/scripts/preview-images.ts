/**
 * The link preview's image (Open Graph, 1200×630) in each language, as PNG:
 * most previews (WhatsApp, Facebook, LinkedIn) ignore an SVG. Drawn from the
 * page below by Chromium's screenshot and committed, so the build does no
 * drawing: run again after changing the brand or the taglines,
 * `pnpm --filter @puente/host preview-images` (CHROMIUM for another browser).
 * Writes public/images/og-image-<locale>.png; scripts/prerender.ts and the
 * server's page-meta.ts point previews to them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The auth screen's tagline ('Your bridge to a UK university') in each language. */
const TAGLINES = {
  'en-GB': 'Your bridge to a UK university',
  'es-MX': 'Tu puente a una universidad del Reino Unido',
};

// lucide's graduation cap, as the header draws it.
const CAP = [
  'M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z',
  'M22 10v6',
  'M6 12.5V16a6 3 0 0 0 12 0v-3.5',
];

const page = (tagline: string) => `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
  body { background: #0d5c6e; color: #fff; font-family: 'DejaVu Sans', system-ui, sans-serif;
    box-sizing: border-box; padding: 0 96px; display: flex; flex-direction: column;
    justify-content: center; border-bottom: 18px solid #5cc6d6; }
  h1 { margin: 0; display: flex; align-items: center; gap: 32px; font-size: 112px; font-weight: 700; }
  p { margin: 40px 0 0; font-size: 52px; line-height: 1.25; color: #d8f1f5; max-width: 960px; }
</style></head><body>
  <h1><svg width="120" height="120" viewBox="0 0 24 24" fill="none" stroke="currentColor"
    stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${CAP.map((d) => `<path d="${d}"/>`).join('')}</svg>Puente</h1>
  <p>${tagline}</p>
</body></html>`;

const images = fileURLToPath(new URL('../public/images/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'puente-preview-'));
try {
  for (const [locale, tagline] of Object.entries(TAGLINES)) {
    const html = join(work, `${locale}.html`);
    writeFileSync(html, page(tagline));
    execFileSync(process.env.CHROMIUM ?? 'chromium', [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      '--window-size=1200,630',
      `--screenshot=${join(images, `og-image-${locale}.png`)}`,
      `file://${html}`,
    ]);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
