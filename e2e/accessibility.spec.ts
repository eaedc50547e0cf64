import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { openSettled, SIGNED_OUT_ROUTES, signedInRoutes } from './support/routes';
import { registerByApi, selectByApi } from './support/students';

/** axe-core's browser build, from the host's test dependencies. */
const AXE = readFileSync(
  new URL('../packages/host/node_modules/axe-core/axe.min.js', import.meta.url),
  'utf8',
);

// axe is injected as a script of its own, which the site's CSP (rightly) refuses.
test.use({ bypassCSP: true });

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Serious and critical axe violations on the page as it is, as "rule: target" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  // A toast fading in (My Profile's tip) is measured mid-fade otherwise: a contrast no one reads.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  return page.evaluate(async () => {
    interface AxeResults {
      violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run(...args: unknown[]): Promise<AxeResults> } })
      .axe;
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return violations
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .flatMap(({ id, nodes }) => nodes.map((node) => `${id}: ${node.target.join(' ')}`));
  });
}

/** Every route, as a visitor sees it once it settled, wide and on a phone. */
async function audit(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.setViewportSize(WIDE);
    await openSettled(page, path);
    const wide = await seriousViolations(page);
    await page.setViewportSize(PHONE);
    const phone = await seriousViolations(page);
    const all = [...wide.map((line) => `1280: ${line}`), ...phone.map((line) => `390: ${line}`)];
    if (all.length > 0) found[path] = all;
  }
  return found;
}

for (const theme of ['light', 'dark'] as const) {
  test(`every route passes axe (no serious or critical violation) in the ${theme} theme, at 1280 and 390 px`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await page.addInitScript((chosen) => localStorage.setItem('vite-ui-theme', chosen), theme);
    const signedOut = await audit(page, SIGNED_OUT_ROUTES);

    await registerByApi(page, {
      username: `axe${Date.now()}`,
      firstName: 'Ana',
      lastName: 'Pérez',
    });
    const selection = await selectByApi(page);
    const signedIn = await audit(page, signedInRoutes(selection.id));
    expect({ ...signedOut, ...signedIn }).toEqual({});
  });
}
