import { expect, test } from '@playwright/test';
import { openSettled } from './support/routes';
import { registerByApi } from './support/students';
import { PUENTE_URL } from './support/urls';

// The finder's filters once cut their values off ("Mayor comp…", "Todas las reg…"): in
// Spanish, at a phone's width and a laptop's, every filter shows its whole value.
for (const width of [390, 1280]) {
  test(`the finder's filters show their whole values at ${width} px, in Spanish`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'es-MX',
      baseURL: PUENTE_URL,
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();
    const tag = `${Date.now()}`.slice(-7);
    await registerByApi(page, {
      username: `filtros${width}${tag}`,
      firstName: 'Ana',
      lastName: 'Gil',
    });
    await openSettled(page, '/foundation-programs');
    const filters = page.getByRole('combobox');
    await expect(filters.first()).toBeVisible();
    expect(await filters.count()).toBeGreaterThanOrEqual(5);

    const clipped = await filters.evaluateAll((triggers) =>
      triggers.flatMap((trigger) =>
        [trigger, ...trigger.querySelectorAll('*')]
          .filter((part) => part.scrollWidth > part.clientWidth + 1)
          .map((part) => part.textContent?.trim() ?? ''),
      ),
    );
    expect(clipped).toEqual([]);
    await context.close();
  });
}
