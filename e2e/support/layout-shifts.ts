import { expect, type Page } from '@playwright/test';

/** Every layout shift the page had that no input caused. */
function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ value: number; sources: string[] }[]>((resolve) => {
        const where = ({ y, height }: DOMRectReadOnly) =>
          `y ${Math.round(y)} h ${Math.round(height)}`;
        new PerformanceObserver((list) =>
          resolve(
            (
              list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
                sources: {
                  node?: Node;
                  previousRect: DOMRectReadOnly;
                  currentRect: DOMRectReadOnly;
                }[];
              })[]
            )
              .filter((entry) => !entry.hadRecentInput)
              .map((entry) => ({
                value: entry.value,
                sources: entry.sources.map(
                  (source) =>
                    // A node inside a shadow root is not named to the page.
                    `${source.node?.nodeName ?? 'a node in a shadow root'}: ${where(source.previousRect)} -> ${where(source.currentRect)}`,
                ),
              })),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        // With no shift at all the observer is never called.
        setTimeout(() => resolve([]), 500);
      }),
  );
}

/** The page's layout shifts that no input caused add up to under 0.05; if not, it lists them. */
export async function expectSteadyLayout(page: Page) {
  const shifts = await layoutShifts(page);
  expect(
    shifts.reduce((sum, { value }) => sum + value, 0),
    JSON.stringify(shifts),
  ).toBeLessThan(0.05);
}
