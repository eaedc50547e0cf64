import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** axe-core's browser build, from the host's test dependencies. */
const AXE = readFileSync(
  new URL('../../packages/host/node_modules/axe-core/axe.min.js', import.meta.url),
  'utf8',
);

/**
 * Serious and critical axe violations (WCAG 2.2 A and AA) on the page as it is, as
 * "rule: target" lines. axe is evaluated, not added as a script: the site's CSP holds.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
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
