import { expect, test } from '@playwright/test';
import { person } from './support/people';
import { say } from './support/say';
import { PUENTE_URL } from './support/urls';

for (const locale of ['en-GB', 'es-MX'] as const) {
  test(`a programme and a comparison are shared with the family, signed out, on WhatsApp (${locale})`, async ({
    browser,
  }) => {
    const t = say(locale);
    const page = await person(browser, locale);
    const catalogue = await (
      await page.request.get('/api/foundation-programs?page=1&pageSize=3')
    ).json();
    const [first, second] = catalogue.items as {
      id: number;
      programName: string;
      universityName: string;
    }[];
    if (!first || !second) throw new Error('the catalogue has fewer than two programmes');

    // One programme: its page, its link to copy, and WhatsApp's message in the visitor's language.
    const programmeReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/foundation-programs/')) programmeReads.push(pathname);
    });
    await page.goto(`/programmes/${first.id}`);
    await expect(page.getByRole('heading', { name: first.programName, exact: true })).toBeVisible();
    // The server rendered the page with the programme, and wrote it in for the page's code:
    // not asked for again (a signed-in student's page asks once, while its code downloads).
    expect(programmeReads.length).toBeLessThanOrEqual(1);
    const url = `${PUENTE_URL}/programmes/${first.id}`;
    await expect(
      page.getByRole('textbox', { name: t('Link to this programme'), exact: true }),
    ).toHaveValue(url);
    const whatsapp = page.getByRole('link', { name: t('Share on WhatsApp') });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(
      t('Look at this foundation year: {programme} at {university}. {url}', {
        programme: first.programName,
        university: first.universityName,
        url,
      }),
    );

    // A comparison of two.
    programmeReads.length = 0;
    await page.goto(`/compare?ids=${first.id},${second.id}`);
    await expect(
      page.getByRole('heading', { name: t('Compare programmes'), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: second.programName })).toBeVisible();
    // Both programmes asked for while the code downloaded, once each.
    for (const { id } of [first, second]) {
      await expect(
        page.locator(`head link[rel="preload"][href="/api/foundation-programs/${id}"]`),
      ).toHaveCount(1);
    }
    expect(programmeReads.toSorted()).toEqual(
      [first.id, second.id].map((id) => `/api/foundation-programs/${id}`).toSorted(),
    );
    const compared = `${PUENTE_URL}/compare?ids=${first.id},${second.id}`;
    await expect(
      page.getByRole('textbox', { name: t('Link to this comparison'), exact: true }),
    ).toHaveValue(compared);
    const shared =
      (await page.getByRole('link', { name: t('Share on WhatsApp') }).getAttribute('href')) ?? '';
    expect(decodeURIComponent(shared.slice('https://wa.me/?text='.length))).toBe(
      t('Look at these foundation years side by side: {url}', { url: compared }),
    );

    // The link's preview, as a chat app fetches it: Open Graph in the page's HTML.
    const html = await (
      await page.request.get(`/programmes/${first.id}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(`<meta property="og:url" content="${url}"`);
    await page.context().close();
  });
}
