import { expect, type Locator, test } from '@playwright/test';
import { SCHOOL_SITE_URL } from './support/urls';

const colour = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** sRGB channels of a computed colour, whatever syntax the browser gives it in. */
const channels = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => {
    const paint = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    paint.fillStyle = getComputedStyle(element).getPropertyValue(name);
    paint.fillRect(0, 0, 1, 1);
    return [...paint.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  }, property);

test('a school’s one brand colour holds on hover, press and focus; dark theme paints its own surface; a failing pair is reported', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${SCHOOL_SITE_URL}/brand.html`);
  const maroon = page.locator('#maroon');
  const submit = maroon.getByRole('button', { name: 'Join Waitlist' });
  await expect(submit).toBeVisible();
  expect(await channels(submit, 'background-color')).toEqual([122, 28, 60]);
  expect(await channels(submit, 'color')).toEqual([255, 255, 255]);

  // Hover and press darken the school's maroon: still maroon, never Puente's teal.
  await submit.hover();
  const [r, g, b] = await channels(submit, 'background-color');
  expect(r).toBeLessThan(122);
  expect(r).toBeGreaterThan((g as number) + 30);
  expect(r).toBeGreaterThan(b as number);

  // The focus ring is the school's colour too.
  await maroon.getByLabel('School name').focus();
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  expect(await channels(submit, 'outline-color')).toEqual([122, 28, 60]);

  // On the school's white page, the dark finder paints its own dark surface, its text light on it.
  const dark = page.locator('#dark');
  await dark.scrollIntoViewIfNeeded();
  const heading = dark.getByRole('heading', { level: 2 }).first();
  await expect(heading).toBeVisible();
  const surface = dark.locator('div').first();
  expect(await channels(surface, 'background-color')).toEqual([11, 22, 34]);
  const [text] = await channels(heading, 'color');
  expect(text).toBeGreaterThan(200);
  expect(await colour(dark, 'background-color')).toBe('rgba(0, 0, 0, 0)');

  // The yellow school's white text on yellow, and yellow links on white, fail 4.5:1: its
  // developer is told in the console (the maroon page above is not).
  await page.locator('#yellow').scrollIntoViewIfNeeded();
  await expect(page.locator('#yellow').getByRole('button')).toBeVisible();
  await expect
    .poll(() => warnings.filter((warning) => warning.includes('<puente-waitlist>')))
    .toEqual([
      expect.stringMatching(
        /brand colour rgb\(255, 212, 0\) gives its text on buttons a contrast of 1\.\d+:1/,
      ),
      expect.stringMatching(
        /brand colour rgb\(255, 212, 0\) gives its links and accents a contrast of 1\.43:1/,
      ),
    ]);
});
