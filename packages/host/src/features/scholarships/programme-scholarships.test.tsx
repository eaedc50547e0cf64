import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { linkTarget, renderSite } from '../../testing/render-host';
import { EDINBURGH, KINGS, SELECTIONS } from '../../testing/sample-selections';
import { signedInServer } from '../../testing/servers';

async function openScholarships(path: string) {
  const server = signedInServer(undefined, {
    'GET /api/selected-programs': () => ({ status: 200, body: SELECTIONS }),
  });
  renderSite({ server, initialPath: path });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

const names = (programName: string) =>
  within(screen.getByRole('list', { name: `Scholarships for ${programName}` }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('scholarships for a selected programme', { timeout: 20_000 }, () => {
  it("lists its university's scholarships, then those open at any UK university, with no axe violations", async () => {
    await openScholarships(`/scholarships/${KINGS.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Scholarships' })).toBeVisible();
    expect(screen.getByText(KINGS.program.programName)).toBeVisible();
    expect(names(KINGS.program.programName)).toEqual([
      'Global Excellence Scholarship',
      "King's Health Sciences Foundation Scholarship",
      'Mexico–UK Foundation Year Award',
      'Women in STEM Foundation Bursary',
    ]);
    const card = within(screen.getByRole('article', { name: 'Global Excellence Scholarship' }));
    expect(card.getByText('£15,000')).toBeVisible();
    expect(card.getByText('Deadline 31 Jan 2027')).toBeVisible();
    expect(linkTarget('Visit Website', card)).toBe('https://www.kcl.ac.uk');
    expect(await axeViolations()).toEqual([]);
  });

  it('leads to the personal statement and the application timeline', async () => {
    await openScholarships(`/scholarships/${EDINBURGH.id}`);
    expect(names(EDINBURGH.program.programName)[0]).toBe('Edinburgh Global Foundation Scholarship');
    expect(linkTarget('Personal Statement')).toBe(`/personal-statement/${EDINBURGH.id}`);
    expect(linkTarget('Application Timeline')).toBe(`/timeline/${EDINBURGH.id}`);
  });

  it('answers an id that is not one of the student selections with Program Not Found', async () => {
    await openScholarships('/scholarships/3');
    expect(screen.getByRole('heading', { level: 1, name: 'Program Not Found' })).toBeVisible();
  });
});
