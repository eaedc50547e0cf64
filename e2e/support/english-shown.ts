import { globSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { englishWithSpanishIn, shownTexts } from './shown-texts';

/** Every en-GB message whose Spanish differs, from every package's es-MX catalog. */
export function englishWithSpanish(): Set<string> {
  const root = new URL('../../', import.meta.url);
  return englishWithSpanishIn(
    globSync('packages/*/src/**/locales/es-MX.po', { cwd: root.pathname }).map((file) =>
      readFileSync(new URL(file, root), 'utf8'),
    ),
  );
}

/** The en-GB messages with a Spanish translation that the page shows. */
export async function englishShown(page: Page, english: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(shownTexts);
  return [...new Set(texts.filter((text) => english.has(text)))];
}
