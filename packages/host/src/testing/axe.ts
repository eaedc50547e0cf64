import axe from 'axe-core';

/** The axe rule violations on the page, as "rule: target" lines (layout-only rules off). */
export async function axeViolations(node: Element = document.body): Promise<string[]> {
  const result = await axe.run(node, {
    // happy-dom has no layout, so contrast cannot be measured here.
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((found) => `${violation.id}: ${found.target.join(' ')}`),
  );
}
