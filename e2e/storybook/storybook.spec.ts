import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { englishShown, englishWithSpanish } from '../support/english-shown';
import { serveDirectory } from '../support/static-directory';

/**
 * The built Storybook (`pnpm build-storybook`), as designers review it: every
 * story renders and its play function passes in SPEC's English, and every
 * story renders in Mexican Spanish showing no English message that has a
 * Spanish translation. One preview page switches stories through Storybook's
 * own channel, as its manager does, so 400-odd stories take a minute.
 */
const STATIC = fileURLToPath(new URL('../../stories/storybook-static/', import.meta.url));

let storybook: { url: string; server: Server };
test.beforeAll(async () => {
  if (!existsSync(`${STATIC}index.json`)) {
    throw new Error(`No built Storybook in ${STATIC}: run \`pnpm build-storybook\` first.`);
  }
  storybook = await serveDirectory(STATIC);
});
test.afterAll(() => storybook?.server.close());

function storyIds(): string[] {
  const index = JSON.parse(readFileSync(`${STATIC}index.json`, 'utf8')) as {
    entries: Record<string, { id: string; type: string }>;
  };
  // STORIES=<regular expression> narrows a run to the stories whose ids match (while fixing some).
  const only = process.env.STORIES ? new RegExp(process.env.STORIES) : undefined;
  return Object.values(index.entries)
    .filter(({ type, id }) => type === 'story' && (!only || only.test(id)))
    .map(({ id }) => id);
}

interface Rendered {
  /** 'rendered', or what went wrong: an error rendering it, or its play function throwing. */
  outcome: 'rendered' | 'errored' | 'play-failed' | 'timed-out';
  message?: string;
}

/** The preview's viewports (.storybook/preview.tsx), as a story's `globals.viewport` names them. */
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  small: { width: 320, height: 640 },
  mobile: { width: 375, height: 740 },
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
};
const WIDE = { width: 1280, height: 900 };

/** The viewport a story asks for: the manager would size the preview's frame so. */
async function sizeFor(page: Page, storyId: string) {
  const viewport = await page.evaluate(async (id) => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyStoreValue: {
            loadStory(options: { storyId: string }): Promise<{
              storyGlobals?: { viewport?: { value?: string } };
            }>;
          };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId: id });
    return story.storyGlobals?.viewport?.value;
  }, storyId);
  await page.setViewportSize((viewport && VIEWPORTS[viewport]) || WIDE);
}

/** Shows `storyId` in the preview and waits until Storybook says it rendered and played, or failed. */
async function show(page: Page, storyId: string): Promise<Rendered> {
  await sizeFor(page, storyId);
  return page.evaluate(
    (id) =>
      new Promise<Rendered>((settle) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, listener: (payload: unknown) => void): void;
              off(event: string, listener: (payload: unknown) => void): void;
              emit(event: string, payload: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const listeners: [string, (payload: unknown) => void][] = [];
        const done = (result: Rendered) => {
          clearTimeout(timer);
          for (const [event, listener] of listeners) channel.off(event, listener);
          settle(result);
        };
        const timer = setTimeout(() => done({ outcome: 'timed-out' }), 20_000);
        const listen = (event: string, listener: (payload: unknown) => void) => {
          listeners.push([event, listener]);
          channel.on(event, listener);
        };
        const text = (payload: unknown) =>
          String((payload as { message?: string; title?: string })?.message ?? payload);
        listen('storyFinished', (payload) => {
          const { storyId, status, reporters } = payload as {
            storyId: string;
            status: string;
            reporters?: unknown[];
          };
          if (storyId !== id) return;
          if (status === 'success') {
            done({ outcome: 'rendered' });
            return;
          }
          // The a11y addon reports axe's violations (`a11y.test: 'error'`): say which, and where.
          const violations = (
            (reporters ?? []) as {
              type: string;
              result?: { violations?: { id: string; nodes: { target: string[] }[] }[] };
            }[]
          )
            .filter(({ type }) => type === 'a11y')
            .flatMap(({ result }) => result?.violations ?? [])
            .map(
              ({ id, nodes }) =>
                `${id} at ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
            );
          done({ outcome: 'play-failed', message: violations.join('; ') || 'failed' });
        });
        listen('storyErrored', (payload) => done({ outcome: 'errored', message: text(payload) }));
        listen('storyThrewException', (payload) =>
          done({ outcome: 'errored', message: text(payload) }),
        );
        listen('playFunctionThrewException', (payload) =>
          done({ outcome: 'play-failed', message: text(payload) }),
        );
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/**
 * Puente's custom elements on the story whose shadow root holds almost no CSS: an element story
 * must look as on a school's page (some 350 rules), not in the browser's default grey buttons.
 */
function unstyledElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')]
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
      }),
  );
}

/**
 * Shows each story in turn in one preview page and asks `verdict` what failed, if anything.
 * When the preview page reloads under a story (the mock API's service worker taking control
 * again, or the story navigating), the story is shown once more in a fresh preview: it fails
 * if that happens twice.
 */
async function eachStory(
  page: Page,
  locale: 'en-GB' | 'es-MX',
  ids: string[],
  verdict: (id: string, rendered: Rendered) => Promise<string | undefined>,
): Promise<Record<string, string>> {
  const failed: Record<string, string> = {};
  let open = false;
  for (const id of ids) {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      if (!open) {
        // Opened on another story, so that showing this one is a change Storybook reports.
        await openPreview(page, locale, ids.find((other) => other !== id) ?? id);
        open = true;
      }
      try {
        const problem = await verdict(id, await show(page, id));
        if (problem) failed[id] = problem;
        break;
      } catch (error) {
        open = false;
        if (attempt === 2) {
          failed[id] =
            `left the preview: ${error instanceof Error ? error.message.split('\n')[0] : error}`;
        }
      }
    }
  }
  return failed;
}

async function openPreview(page: Page, locale: 'en-GB' | 'es-MX', first: string) {
  const url = `${storybook.url}/iframe.html?id=${first}&viewMode=story&globals=locale:${locale}`;
  // A reload still under way from the last page can interrupt this one: then go again.
  await page.goto(url).catch(() => page.goto(url));
  // The mock API's service worker may reload the page once as it takes control: wait for the first story.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      '__STORYBOOK_ADDONS_CHANNEL__' in window &&
      (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
  );
}

test('every story renders and its play function passes, in English', async ({ page }) => {
  test.setTimeout(600_000);
  const ids = storyIds();
  if (!process.env.STORIES) expect(ids.length).toBeGreaterThan(300);
  const failed = await eachStory(page, 'en-GB', ids, async (_id, { outcome, message }) => {
    if (outcome !== 'rendered') return `${outcome}${message ? `: ${message}` : ''}`;
    const unstyled = await unstyledElements(page);
    return unstyled.length > 0 ? `unstyled elements: ${unstyled.join(', ')}` : undefined;
  });
  expect(failed).toEqual({});
});

test('every story renders in Mexican Spanish, with no English message that has a translation', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const english = englishWithSpanish();
  const ids = storyIds();
  const failed = await eachStory(page, 'es-MX', ids, async (_id, { outcome, message }) => {
    // The play functions act on SPEC's English labels: here only the rendering counts.
    if (outcome === 'errored' || outcome === 'timed-out') {
      return `${outcome}${message ? `: ${message}` : ''}`;
    }
    const shown = await englishShown(page, english);
    return shown.length > 0 ? `English shown: ${shown.join(' | ')}` : undefined;
  });
  expect(failed).toEqual({});
});
