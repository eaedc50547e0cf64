import { heldForever } from '@puente/ui/testing';
import { http, passthrough } from 'msw';
import { englishWithSpanishIn, shownTexts } from '../../e2e/support/shown-texts';

/**
 * What every story is checked for after its play (the preview's `afterEach`), beside axe's
 * checks: its custom elements styled, and in Mexican Spanish no English message that has a
 * translation.
 */

/** Every package's es-MX catalog, loaded only when a story is checked in Spanish. */
const CATALOGS = import.meta.glob<string>('../../packages/*/src/**/locales/es-MX.po', {
  query: '?raw',
  import: 'default',
});
let english: Promise<Set<string>> | undefined;

/** The catalogs' files reach the dev server, not the mock API (which warns of what it lacks). */
export const catalogFiles = http.get(/\/locales\/es-MX\.po\?/, () => passthrough());

/** The en-GB messages with a Spanish translation that the page shows. */
export async function englishShown(): Promise<string[]> {
  english ??= Promise.all(Object.values(CATALOGS).map((load) => load())).then(englishWithSpanishIn);
  const messages = await english;
  return [...new Set(shownTexts().filter((text) => messages.has(text)))];
}

/**
 * Puente's custom elements on the page whose shadow root holds almost no CSS: an element story
 * must look as on a school's page (some 350 rules), not in the browser's default grey buttons.
 */
export function unstyledElements(): string[] {
  return [...document.querySelectorAll('*')]
    .filter((element) => element.localName.startsWith('puente-') && element.shadowRoot)
    .flatMap((element) => {
      const root = element.shadowRoot as ShadowRoot;
      const sheets = [
        ...root.adoptedStyleSheets,
        ...[...root.querySelectorAll('style, link')].flatMap((node) =>
          (node as HTMLStyleElement).sheet
            ? [(node as HTMLStyleElement).sheet as CSSStyleSheet]
            : [],
        ),
      ];
      const rules = sheets.reduce((count, sheet) => count + sheet.cssRules.length, 0);
      return rules < 100 ? [`<${element.localName}> with ${rules} CSS rules`] : [];
    });
}

/** Whether the page shows one of Puente's custom elements yet (it loads its code on its own). */
export function hasElement(): boolean {
  return [...document.querySelectorAll('*')].some(
    (element) => element.localName.startsWith('puente-') && element.shadowRoot,
  );
}

interface RequestEvents {
  on(type: 'request:start' | 'request:end', listener: (event: { requestId: string }) => void): void;
  removeListener(
    type: 'request:start' | 'request:end',
    listener: (event: { requestId: string }) => void,
  ): void;
}

/**
 * Counts the requests the mock API is answering; `settled()` waits until none is but those a
 * story holds back for ever to show its loading state (`pendingForever`), at most `limit` ms.
 */
export function watchRequests(events: RequestEvents) {
  const open = new Set<string>();
  const started = ({ requestId }: { requestId: string }) => open.add(requestId);
  const ended = ({ requestId }: { requestId: string }) => open.delete(requestId);
  events.on('request:start', started);
  events.on('request:end', ended);
  return {
    async settled(limit = 3000) {
      const until = Date.now() + limit;
      const answering = () => [...open].some((id) => !heldForever.has(id));
      while (answering() && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // What the last answer changes is drawn in the frame after it.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    },
    stop() {
      events.removeListener('request:start', started);
      events.removeListener('request:end', ended);
    },
  };
}
