/**
 * What a visitor sees and hears, and which of it is English that slipped
 * through: browser-safe, shared by the e2e journeys (through
 * `english-shown.ts`) and the stories' es-MX project.
 */

const poString = (quoted: string) =>
  quoted
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string)
    .join('');

/** Every catalog's en-GB message and its es-MX translation, from the text of every es-MX catalog. */
export function spanishMessagesIn(catalogs: string[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const po of catalogs) {
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
 * Every en-GB message whose Spanish differs: shown on a Spanish page, one of
 * these is English that slipped through (a constant shown without `i18n._`,
 * a catalog not loaded). Messages with ICU arguments are left out (their
 * text on screen has the values in it).
 */
export function englishWithSpanishIn(catalogs: string[]): Set<string> {
  const english = new Set<string>();
  for (const [text, translation] of spanishMessagesIn(catalogs)) {
    if (text.length < 4 || /[{}<]/.test(text)) continue;
    if (translation !== text) english.add(text);
  }
  return english;
}

/**
 * What a visitor sees or hears on the page: text, and the labels,
 * placeholders and titles of elements, shadow roots included; never what is
 * hidden from everyone (`aria-hidden`) or marked English on purpose (`lang="en"`).
 * Self-contained, so that Playwright can run it in a page (`page.evaluate(shownTexts)`).
 */
export function shownTexts(): string[] {
  const SKIPPED = 'script, style, pre, code, [aria-hidden="true"], [lang^="en"]';
  const texts: string[] = [];
  const visit = (root: Document | ShadowRoot) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
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
}
