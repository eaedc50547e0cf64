import { globSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { englishWithSpanishIn, shownTexts, spanishMessagesIn } from './shown-texts';

/** The text of every package's es-MX catalog. */
function catalogs(): string[] {
  const root = new URL('../../', import.meta.url);
  return globSync('packages/*/src/**/locales/es-MX.po', { cwd: root.pathname }).map((file) =>
    readFileSync(new URL(file, root), 'utf8'),
  );
}

/** Every en-GB message whose Spanish differs, from every package's es-MX catalog. */
export function englishWithSpanish(): Set<string> {
  return englishWithSpanishIn(catalogs());
}

/** Every en-GB message and its es-MX translation, from every package's es-MX catalog. */
export function spanishMessages(): Map<string, string> {
  return spanishMessagesIn(catalogs());
}

/** The en-GB messages with a Spanish translation that the page shows. */
export async function englishShown(page: Page, english: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(shownTexts);
  return [...new Set(texts.filter((text) => english.has(text)))];
}
