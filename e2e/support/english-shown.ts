import { globSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const poString = (quoted: string) =>
  quoted
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string)
    .join('');

/**
 * Every en-GB message whose Spanish differs, from every catalog: shown on a
 * Spanish page, one of these is English that slipped through (a constant
 * shown without `i18n._`, a catalog not loaded). Messages with ICU
 * arguments are left out (their text on screen has the values in it).
 */
export function englishWithSpanish(): Set<string> {
  const english = new Set<string>();
  for (const [text, translation] of spanishMessages()) {
    if (text.length < 4 || /[{}<]/.test(text)) continue;
    if (translation !== text) english.add(text);
  }
  return english;
}

/** Every catalog's en-GB message and its es-MX translation, as the .po files hold them. */
export function spanishMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  const root = new URL('../../', import.meta.url);
  for (const file of globSync('packages/*/src/**/locales/es-MX.po', { cwd: root.pathname })) {
    const po = readFileSync(new URL(file, root), 'utf8');
    // A long message is written over several quoted lines.
    for (const [, id = '', translation = ''] of po.matchAll(
      /^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm,
    )) {
      const text = poString(id);
      if (!messages.has(text)) messages.set(text, poString(translation));
    }
  }
  return messages;
}

/**
 * What a visitor sees or hears on the page: text, and the labels,
 * placeholders and titles of elements, shadow roots included; never what is
 * hidden from everyone (`aria-hidden`) or marked English on purpose (`lang="en"`).
 */
export function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SKIPPED = 'script, style, pre, code, [aria-hidden="true"], [lang^="en"]';
    const texts: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(
        root,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          const parent = node.parentElement;
          if (!parent || parent.closest(SKIPPED)) continue;
          texts.push(node.data);
          continue;
        }
        const element = node as Element;
        if (element.closest(SKIPPED)) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) texts.push(value);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    texts.push(document.title);
    return texts.map((text) => text.trim()).filter((text) => text !== '');
  });
}

/** The en-GB messages with a Spanish translation that the page shows. */
export async function englishShown(page: Page, english: Set<string>): Promise<string[]> {
  const texts = await shownTexts(page);
  return [...new Set(texts.filter((text) => english.has(text)))];
}
