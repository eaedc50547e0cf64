import { BROWSE_SCHOLARSHIPS } from '@puente/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { linkTarget, renderSite } from '../../testing/render-host';
import { maria, signedInServer } from '../../testing/servers';
import { savedScholarshipsKey } from './saved-scholarships';

async function openListing() {
  renderSite({ server: signedInServer(), initialPath: '/scholarships-listing' });
  await screen.findByRole('heading', { level: 1, name: 'Scholarships' }, { timeout: 5000 });
  return userEvent.setup();
}

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Scholarships' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('scholarships listing', { timeout: 20_000 }, () => {
  it('lists every scholarship with its amount in pounds, and has no axe violations', async () => {
    await openListing();
    expect(shownNames()).toEqual(BROWSE_SCHOLARSHIPS.map(({ name }) => name));
    const card = within(screen.getByRole('article', { name: 'Global Excellence Scholarship' }));
    expect(card.getByText('£15,000')).toBeVisible();
    expect(card.getByText('31 Jan 2027')).toBeVisible();
    expect(card.getByText('3 essays')).toBeVisible();
    expect(screen.getByText('12 scholarships')).toBeVisible();
    expect(linkTarget('Get Started Applying')).toBe('/?phase=2');
    expect(await axeViolations()).toEqual([]);
  });

  it('searches by name, university or subject', async () => {
    const user = await openListing();
    const search = screen.getByRole('searchbox', { name: 'Search scholarships' });

    await user.type(search, 'queen mary');
    expect(shownNames()).toEqual([
      'International Foundation Scholarship',
      'Humanities Foundation Award',
    ]);
    await user.clear(search);
    await user.type(search, 'law');
    expect(shownNames()).toEqual(['Bristol International Pathway Scholarship']);
    await user.clear(search);
    await user.type(search, 'bursary');
    expect(shownNames()).toEqual([
      'Warwick International Foundation Bursary',
      'Women in STEM Foundation Bursary',
    ]);
    expect(screen.getByText('2 scholarships')).toBeVisible();
  });

  it("shows 'No Scholarships Found' when nothing matches, and clears the search", async () => {
    const user = await openListing();
    await user.type(screen.getByRole('searchbox', { name: 'Search scholarships' }), 'astronomy');
    expect(screen.getByRole('heading', { name: 'No Scholarships Found' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Scholarships' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(shownNames()).toHaveLength(BROWSE_SCHOLARSHIPS.length);
  });

  it("saves a scholarship with the 'Scholarship saved' toast, in this browser, and unsaves it", async () => {
    const user = await openListing();
    const card = within(
      screen.getByRole('article', { name: 'Bristol International Pathway Scholarship' }),
    );
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Scholarship saved')).toBeVisible();
    expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(savedScholarshipsKey(maria.id)) ?? '[]')).toEqual([9]);
    expect(screen.getByText('12 scholarships, 1 saved')).toBeVisible();

    await user.click(card.getByRole('button', { name: 'Saved' }));
    expect(card.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(savedScholarshipsKey(maria.id)) ?? '[]')).toEqual([]);
  });

  it("shows a student the scholarships they saved before, and not another student's", async () => {
    localStorage.setItem(savedScholarshipsKey(maria.id), JSON.stringify([3]));
    localStorage.setItem(savedScholarshipsKey(99), JSON.stringify([1]));
    await openListing();
    await waitFor(() =>
      expect(
        within(
          screen.getByRole('article', { name: 'International Foundation Scholarship' }),
        ).getByRole('button', { name: 'Saved' }),
      ).toBeVisible(),
    );
    expect(
      within(screen.getByRole('article', { name: 'Global Excellence Scholarship' })).getByRole(
        'button',
        { name: 'Save' },
      ),
    ).toBeVisible();
  });

  it('counts scholarships and essays in Spanish with Spanish words', async () => {
    renderSite({ server: signedInServer(), initialPath: '/scholarships-listing', locale: 'es-MX' });
    await screen.findByRole('heading', { level: 1, name: 'Becas' }, { timeout: 5000 });
    expect(screen.getByText('12 becas')).toBeVisible();
    const card = within(screen.getByRole('article', { name: 'Global Excellence Scholarship' }));
    expect(card.getByText('3 ensayos')).toBeVisible();
  });
});
