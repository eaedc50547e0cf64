import axe from 'axe-core';

/** The axe rule violations inside `node`, as "rule: html" lines (contrast needs layout, so it is off). */
export async function axeViolations(node: Element): Promise<string[]> {
  const result = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.flatMap((violation) =>
    violation.nodes.map((found) => `${violation.id}: ${found.html}`),
  );
}
