import { matchProgramme, SAMPLE_PROGRAMMES, SAMPLE_STUDENT_INFO } from '@puente/core';
import { createFakeApi } from '@puente/ui/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { findPageHeading, linkTarget, renderSite } from '../../testing/render-host';
import { maria } from '../../testing/servers';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

const COMPUTER_SCIENCE = SAMPLE_PROGRAMMES.filter(({ subject }) => subject === 'Computer Science');

function renderSuggestions() {
  const user = userEvent.setup();
  const server = createFakeApi({
    user: maria,
    programmes: COMPUTER_SCIENCE,
    studentInfo: SAMPLE_STUDENT_INFO,
  });
  renderSite({ server, initialPath: '/university-suggestions' });
  return { user, server };
}

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('/university-suggestions', { timeout: 20_000 }, () => {
  it('suggests the Computer Science programmes, best match first, each with its band and reason', async () => {
    const { server } = renderSuggestions();
    expect(await findPageHeading('Suggested Computer Science Degrees')).toBeVisible();
    await screen.findAllByRole('article');

    const expected = COMPUTER_SCIENCE.map((programme) => ({
      name: programme.programName,
      match: matchProgramme(SAMPLE_STUDENT_INFO, programme),
    })).sort((a, b) => b.match.percentage - a.match.percentage);
    expect(cardNames()).toEqual(expected.map(({ name }) => name));

    const best = screen.getAllByRole('article')[0] as HTMLElement;
    const top = expected[0];
    if (!top) throw new Error('no suggestions');
    expect(within(best).getByText(`${top.match.percentage}%`)).toBeVisible();
    expect(within(best).getByText(top.match.band.label)).toBeVisible();
    expect(within(best).getByText(top.match.reasons[0] ?? '')).toBeVisible();
    expect(server.calls.find(({ path }) => path === '/api/foundation-programs')).toBeDefined();
  });

  it('opens a campus life video search for the university in a new tab', async () => {
    renderSuggestions();
    const kings = await screen.findByRole(
      'article',
      { name: 'International Foundation Programme – Computer Science' },
      { timeout: 10_000 },
    );
    const campusLife = within(kings).getByRole('link', { name: /Campus Life/ });
    expect(campusLife).toHaveAttribute(
      'href',
      "https://www.youtube.com/results?search_query=King's%20College%20London%20campus%20life",
    );
    expect(campusLife).toHaveAttribute('target', '_blank');
    expect(campusLife).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps Find my Pathways disabled without a selection and says why', async () => {
    const { user } = renderSuggestions();
    await screen.findAllByRole('article', {}, { timeout: 10_000 });
    const findPathways = screen.getByRole('button', { name: 'Find my Pathways' });
    expect(findPathways).toHaveAttribute('aria-disabled', 'true');

    await user.click(findPathways);
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('No programs selected')).toBeVisible();
    expect(
      within(region).getByText('Please select at least one program to continue'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Suggested Computer Science Degrees',
    );
    expect(linkTarget('Back to Profile')).toBe('/student-info');
    expect(await axeViolations()).toEqual([]);
  });

  it('saves a selection, and then Find my Pathways goes on to the programmes', async () => {
    const { user, server } = renderSuggestions();
    const kings = await screen.findByRole(
      'article',
      { name: 'International Foundation Programme – Computer Science' },
      { timeout: 10_000 },
    );
    const add = within(kings).getByRole('button', { name: 'Add to My Selections' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    expect(await within(kings).findByRole('button', { name: 'Added' })).toBeVisible();
    expect(server.callsTo('POST /api/selected-programs')[0]?.body).toEqual({ programId: 1 });
    const findPathways = screen.getByRole('button', { name: 'Find my Pathways' });
    expect(findPathways).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(findPathways);
    expect(await findPageHeading('Foundation Year Pathways')).toBeVisible();
  });

  it('filters by region and specialization locally, and Clear Filters shows them all again', async () => {
    const { user, server } = renderSuggestions();
    await screen.findAllByRole('article', {}, { timeout: 10_000 });
    const reads = server.callsTo('GET /api/foundation-programs').length;

    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Manchester, England' }));
    expect(cardNames()).toEqual(['Computer Science with Foundation Year']);

    await user.click(screen.getByRole('combobox', { name: 'Specialization' }));
    await user.click(await screen.findByRole('option', { name: 'Artificial Intelligence' }));
    expect(await screen.findByText('No Foundation Programs Found')).toBeVisible();
    expect(screen.getByText('Try adjusting your search criteria or filters.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(COMPUTER_SCIENCE.length);
    expect(server.callsTo('GET /api/foundation-programs')).toHaveLength(reads);
  });
});
