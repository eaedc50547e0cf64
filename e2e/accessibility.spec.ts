import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { openSettled, SIGNED_OUT_ROUTES, signedInRoutes } from './support/routes';

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

async function registerAndSelect(page: Page): Promise<number> {
  const username = `axe${Date.now()}`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email address').fill(`${username}@prepa.edu.mx`);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('bridge-2027');
  await form.getByLabel('Confirm password').fill('bridge-2027');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/intro$/);
  await page.goto('/foundation-programs');
  await page.getByRole('button', { name: 'Add to My Selections' }).first().click();
  await expect(page.getByRole('button', { name: 'Added' }).first()).toBeVisible();
  const selections = (await (await page.request.get('/api/selected-programs')).json()) as {
    id: number;
  }[];
  const id = selections[0]?.id;
  if (id === undefined) throw new Error('no selection was saved');
  return id;
}

for (const theme of ['light', 'dark'] as const) {
  test(`every route passes axe (no serious or critical violation) in the ${theme} theme, at 1280 and 390 px`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await page.addInitScript((chosen) => localStorage.setItem('vite-ui-theme', chosen), theme);
    const signedOut = await audit(page, SIGNED_OUT_ROUTES);

    const id = await registerAndSelect(page);
    const signedIn = await audit(page, signedInRoutes(id));
    expect({ ...signedOut, ...signedIn }).toEqual({});
  });
}
