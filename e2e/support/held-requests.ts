import type { Page } from '@playwright/test';

/**
 * Holds the page's requests for `url` until the returned function is called,
 * as a phone still downloading them; then they go on, or with `fail` are
 * refused, as a network that dropped them.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  { fail = false }: { fail?: boolean } = {},
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await (fail ? route.abort('connectionrefused') : route.continue());
  });
  return release;
}
