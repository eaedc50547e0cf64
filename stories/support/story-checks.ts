import { heldForever } from '@puente/ui/testing';
import { http, passthrough } from 'msw';
import { expect, waitFor } from 'storybook/test';
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
function watchRequests(events: RequestEvents) {
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
    /** Whether the story holds a request back for ever, to show its loading state. */
    holding: () => [...open].some((id) => heldForever.has(id)),
    stop() {
      events.removeListener('request:start', started);
      events.removeListener('request:end', ended);
    },
  };
}

/** The requests of the story being tested: the preview's `beforeEach` watches them. */
let storyRequests: ReturnType<typeof watchRequests> | undefined;

/** Watches the story's requests until the returned cleanup (the preview's `beforeEach`). */
export function watchStoryRequests(events: RequestEvents): () => void {
  storyRequests = watchRequests(events);
  const watching = storyRequests;
  return () => watching.stop();
}

/** A labelled spinner: a screen or part still loading (the kit's `Spinner`). */
const SPINNER = '[role="status"][aria-label]:empty';

/**
 * Waits until the story shows what it is about: the site's routes loaded (no loading fallback),
 * the mock API's answers drawn and no spinner left, at most 3 s. A story that shows a spinner on
 * purpose does not wait for it: one holding a request for ever (`pendingForever`) or a SPEC
 * delay (`parameters.delays`), or saying so (`parameters.showsLoading`). A story without a play
 * of its own plays this (support/test-story.ts), so axe, which runs after the play, checks the
 * screen and not its spinner; the Spanish check waits for it too.
 */
export async function storyDrawn({
  parameters,
}: {
  parameters?: Record<string, unknown>;
} = {}): Promise<void> {
  await waitFor(() => expect(document.querySelector('[data-site-loading]')).toBeNull());
  const until = Date.now() + 3000;
  for (;;) {
    await storyRequests?.settled(Math.max(0, until - Date.now()));
    const loading = document.querySelector(SPINNER) !== null;
    const onPurpose = parameters?.delays || parameters?.showsLoading || storyRequests?.holding();
    if (!loading || onPurpose || Date.now() > until) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
