import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerByApi } from './support/students';
import { SCHOOL_SITE_URL } from './support/urls';

test.describe.configure({ timeout: 120_000 });

const STRATHCLYDE = /University of Strathclyde/;
const GLASGOW = /University of Glasgow/;

/** Picks `option` from the dropdown labelled `label`. */
async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.getByRole('option', { name: option, exact: true }).click();
}

const universities = (scope: Page | Locator) =>
  scope
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent ?? ''));

test('a student narrows the catalogue, sorts it, compares two and shares the link', async ({
  page,
  browser,
}) => {
  const username = `camila.${Date.now()}`;
  await registerByApi(page, { username, firstName: 'Camila', lastName: 'Torres' });

  await page.goto('/foundation-programs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Foundation Year Pathways' }),
  ).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  // Engineering in Scotland under £20,000 with IELTS 5.5: Strathclyde alone.
  await choose(page, 'Subject', 'Engineering');
  await choose(page, 'Region', 'Scotland (10)');
  await choose(page, 'Maximum fees', 'Up to £20,000');
  await choose(page, 'My IELTS score', 'IELTS 5.5');
  await expect(page.getByText('Showing 1–1 of 1 program')).toBeVisible();
  const strathclyde = page.getByRole('article').filter({ hasText: STRATHCLYDE });
  await expect(strathclyde.getByText(/^Closes in \d+ (days|weeks|months)$/)).toBeVisible();

  // Glasgow asks £20,445: one step wider on fees, sorted by deadline (Glasgow's is sooner).
  await choose(page, 'Maximum fees', 'Up to £22,500');
  await choose(page, 'Sort by', 'Deadline soonest');
  await expect(page.getByText('Showing 1–2 of 2 programs')).toBeVisible();
  await expect
    .poll(() => universities(page))
    .toEqual(['University of Glasgow', 'University of Strathclyde']);
  await expect(page).toHaveURL(
    /\/foundation-programs\?subject=Engineering&region=Scotland&sort=deadline&maxFees=22500&ielts=5.5$/,
  );

  // Compare the two side by side.
  await strathclyde.getByRole('button', { name: 'Compare' }).click();
  await page
    .getByRole('article')
    .filter({ hasText: GLASGOW })
    .getByRole('button', { name: 'Compare' })
    .click();
  await page.getByRole('button', { name: 'Compare side by side' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare programs' });
  const table = dialog.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await expect(table.getByRole('row', { name: /Tuition fees/ })).toContainText('£19,995/year');
  await expect(table.getByRole('row', { name: /Tuition fees/ })).toContainText('£20,445/year');
  // Pesos beside the pounds, at the rate the list came with (the committed default, 24.5).
  await expect(table.getByRole('row', { name: /Tuition fees/ })).toContainText(
    '≈ $490,000 MXN a year',
  );
  await expect(table.getByRole('row', { name: /Tuition fees/ })).toContainText(
    '≈ $501,000 MXN a year',
  );
  await expect(table.getByRole('row', { name: /English/ })).toContainText('IELTS 5.5');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The link, opened by a parent on another browser, shows the same programmes in the same order.
  const shared = page.url();
  const parent = await browser.newContext();
  const parentPage = await parent.newPage();
  await registerByApi(parentPage, {
    username: `${username}.mum`,
    firstName: 'Lucía',
    lastName: 'Torres',
  });
  await parentPage.goto(shared);
  await expect(parentPage.getByText('Showing 1–2 of 2 programs')).toBeVisible();
  await expect
    .poll(() => universities(parentPage))
    .toEqual(['University of Glasgow', 'University of Strathclyde']);
  await expect(parentPage.getByRole('combobox', { name: 'Sort by' })).toHaveText(
    /Deadline soonest/,
  );
  await expect(parentPage.getByRole('combobox', { name: 'My IELTS score' })).toHaveText(
    /IELTS 5\.5/,
  );

  // Back steps through the choices: before the sort, the order was the best match.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=deadline/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Best match/);
  await parent.close();
});

test('a school embeds a finder preset to Engineering in Scotland by its attributes', async ({
  page,
}) => {
  await page.goto(`${SCHOOL_SITE_URL}/finder-preset.html`);
  const finder = page.locator('puente-programme-finder');
  await expect(finder.getByText('Showing 1–2 of 2 programs')).toBeVisible();
  await expect
    .poll(() => universities(finder))
    .toEqual(['University of Glasgow', 'University of Strathclyde']);
  await expect(finder.getByRole('combobox', { name: 'Subject' })).toHaveText(/Engineering/);
  await expect(finder.getByRole('combobox', { name: 'Region' })).toHaveText(/Scotland/);
  await expect(finder.getByRole('combobox', { name: 'Sort by' })).toHaveText(/Deadline soonest/);

  // The visitor can still change the preset.
  await choose(finder, 'Maximum fees', 'Any fees');
  await expect(finder.getByText('Showing 1–3 of 3 programs')).toBeVisible();
});
