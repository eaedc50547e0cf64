import type { SelectedProgramme } from '@puente/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { linkTarget, renderSite } from '../../testing/render-host';
import { KINGS, MANCHESTER, QUEEN_MARY, SELECTIONS } from '../../testing/sample-selections';
import { signedInServer } from '../../testing/servers';

function openDashboard(
  path = '/',
  selections: readonly SelectedProgramme[] = SELECTIONS,
  clock?: () => Date,
) {
  const server = signedInServer(undefined, {
    'GET /api/selected-programs': () => ({ status: 200, body: selections }),
  });
  renderSite({ server, initialPath: path, ...(clock ? { clock } : {}) });
  return { server, user: userEvent.setup() };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

async function ready() {
  await screen.findByRole('heading', { level: 1, name: 'Welcome, María!' }, { timeout: 5000 });
  await waitFor(() =>
    expect(screen.queryAllByRole('status', { name: 'Loading your programs' })).toEqual([]),
  );
}

/** The programme names on Your Programs, in order. */
function shownProgrammes() {
  const list = section('Your Programs').queryByRole('list', { name: 'Your Programs' });
  return list
    ? within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent)
    : [];
}

/** The item titles of one Upcoming Timelines column. */
function upcomingIn(column: 'Programs' | 'Scholarships') {
  const list = section('Upcoming Timelines').queryByRole('list', { name: column });
  return list
    ? within(list)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent)
    : [];
}

function carouselSlides() {
  return within(section('Available Scholarships').getByRole('list'))
    .getAllByRole('listitem')
    .map((slide) => ({
      name: within(slide).getByRole('heading', { level: 3 }).textContent,
      value: within(slide).getByText(/^£/).textContent,
      current: slide.hasAttribute('data-current'),
    }));
}

describe('dashboard', { timeout: 20_000 }, () => {
  it("Upcoming Timelines: each programme's next step, how soon and its urgency in words", async () => {
    // Manchester's Start Application is due 29 Nov 2026; 23 Nov at noon in Mexico City.
    const submitted = {
      ...QUEEN_MARY,
      tracker: { ...QUEEN_MARY.tracker, stage: 'submitted' as const, submittedOn: '2026-11-20' },
    };
    openDashboard('/', [KINGS, submitted, MANCHESTER], () => new Date('2026-11-23T18:00:00Z'));
    await ready();
    const upcoming = section('Upcoming Timelines');
    expect(upcoming.getByText('Next: Start Application, in 6 days')).toBeVisible();
    expect(upcoming.getAllByText('Due soon')[0]).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('Upcoming Timelines: a submitted programme shows its stage instead', async () => {
    const submitted = {
      ...MANCHESTER,
      tracker: { ...MANCHESTER.tracker, stage: 'submitted' as const, submittedOn: '2026-11-20' },
    };
    openDashboard('/', [submitted], () => new Date('2026-12-02T18:00:00Z'));
    await ready();
    expect(section('Upcoming Timelines').getByText('Stage: Submitted')).toBeVisible();
  });

  it('Upcoming Timelines: a step past its day is overdue by so many days', async () => {
    openDashboard('/', [MANCHESTER], () => new Date('2026-12-02T18:00:00Z'));
    await ready();
    const upcoming = section('Upcoming Timelines');
    expect(upcoming.getByText('Next: Start Application, 3 days overdue')).toBeVisible();
    expect(upcoming.getByText('Overdue')).toBeVisible();
  });

  it('greets the student and, with no phase, shows their own selections but no scholarships', async () => {
    openDashboard();
    await ready();
    expect(document.title).toBe('Welcome, María! · Puente');
    expect(shownProgrammes()).toEqual(SELECTIONS.map(({ program }) => program.programName));
    expect(upcomingIn('Programs')).toEqual([
      MANCHESTER.program.programName,
      KINGS.program.programName,
    ]);
    expect(upcomingIn('Scholarships')).toEqual([]);
    const scholarships = section('Available Scholarships');
    expect(scholarships.getByRole('heading', { name: 'No Scholarships Found' })).toBeVisible();
    expect(linkTarget('Find Scholarships', scholarships)).toBe('/scholarships-listing');
  });

  it('shows the empty states to a student without selections, and disables View All Timelines', async () => {
    openDashboard('/', []);
    await ready();
    const programmes = section('Your Programs');
    expect(programmes.getByRole('heading', { name: 'No Programs Selected Yet' })).toBeVisible();
    expect(linkTarget('Find Universities', programmes)).toBe('/university-suggestions');
    expect(linkTarget('Try Statement builder', programmes)).toBe('/personal-statement-builder');
    const scholarships = section('Available Scholarships');
    expect(scholarships.getByRole('heading', { name: 'No Scholarships Found' })).toBeVisible();
    expect(linkTarget('Find Universities', scholarships)).toBe('/university-suggestions');
    expect(screen.getByRole('button', { name: 'View All Timelines' })).toBeDisabled();
    expect(section('Upcoming Timelines').getAllByText('No upcoming deadlines yet.')).toHaveLength(
      2,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('phase 1 without selections offers Find Scholarships', async () => {
    openDashboard('/?phase=1', []);
    await ready();
    expect(section('Your Programs').getByText('No Programs Selected Yet')).toBeVisible();
    expect(
      section('Available Scholarships').getByRole('link', { name: 'Find Scholarships' }),
    ).toHaveAttribute('href', '/scholarships-listing');
  });

  it('phase 2 reveals the scholarships: 2 soonest of each in Upcoming Timelines, 3 in the carousel', async () => {
    openDashboard('/?phase=2');
    await ready();
    expect(upcomingIn('Programs')).toEqual([
      MANCHESTER.program.programName,
      KINGS.program.programName,
    ]);
    expect(upcomingIn('Scholarships')).toEqual([
      'Early Application Bursary',
      'International Foundation Scholarship',
    ]);
    const upcoming = section('Upcoming Timelines');
    const starts = upcoming.getAllByRole('link', { name: 'Start Application' });
    expect(starts).toHaveLength(4);
    for (const link of starts) expect(link).toHaveAttribute('href', '/personal-statement-builder');
    expect(upcoming.getByText('Deadline 29 Jan 2027')).toBeVisible();
    expect(linkTarget('View All Timelines', upcoming)).toBe('/university-suggestions');

    expect(carouselSlides()).toEqual([
      { name: 'International Foundation Scholarship', value: '£5,000', current: true },
      { name: 'Global Excellence Scholarship', value: '£10,000', current: false },
      { name: 'Computer Science Foundation Award', value: '£7,500', current: false },
    ]);
    expect(screen.queryByText('Done')).not.toBeInTheDocument();
  });

  it('moves through the carousel with Previous and Next', async () => {
    const { user } = openDashboard('/?phase=2');
    await ready();
    const scholarships = section('Available Scholarships');
    const previous = scholarships.getByRole('button', { name: 'Previous scholarship' });
    const next = scholarships.getByRole('button', { name: 'Next scholarship' });
    expect(scholarships.getByText('Scholarship 1 of 3')).toBeVisible();
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(scholarships.getByText('Scholarship 2 of 3')).toBeVisible();
    expect(carouselSlides()[1]?.current).toBe(true);
    await user.click(next);
    expect(scholarships.getByText('Scholarship 3 of 3')).toBeVisible();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(scholarships.getByText('Scholarship 2 of 3')).toBeVisible();
    expect(carouselSlides().map(({ current }) => current)).toEqual([false, true, false]);
  });

  it("View Details opens the scholarships of the student's programme at that university", async () => {
    openDashboard('/?phase=2', [KINGS, QUEEN_MARY]);
    await ready();
    const details = section('Available Scholarships').getAllByRole('link', {
      name: 'View Details',
    });
    expect(details.map((link) => link.getAttribute('href'))).toEqual([
      `/scholarships/${QUEEN_MARY.id}`,
      `/scholarships/${KINGS.id}`,
      '/scholarships-listing',
    ]);
  });

  it('phase 3 marks the Queen Mary programme done with a green check', async () => {
    openDashboard('/?phase=3');
    await ready();
    const queenMary = screen.getByRole('article', { name: QUEEN_MARY.program.programName });
    expect(within(queenMary).getByText('Done')).toBeInTheDocument();
    expect(screen.getAllByText('Done')).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('links each programme card to the statement builder, its statement and its timeline', async () => {
    openDashboard();
    await ready();
    const card = within(screen.getByRole('article', { name: MANCHESTER.program.programName }));
    expect(card.getByText('29 Jan 2027')).toBeVisible();
    expect(card.getByText('£21,000/year')).toBeVisible();
    expect(linkTarget('Statement builder', card)).toBe('/personal-statement-builder');
    expect(linkTarget('Personal Statement', card)).toBe(`/personal-statement/${MANCHESTER.id}`);
    expect(linkTarget('Info', card)).toBe(`/timeline/${MANCHESTER.id}`);
    expect(section('Your Programs').getByRole('link', { name: 'Add programs' })).toHaveAttribute(
      'href',
      '/foundation-programs',
    );
    expect(
      section('Available Scholarships').getByRole('link', { name: 'Add scholarships' }),
    ).toHaveAttribute('href', '/scholarships-listing');
  });

  it("opens the King's College London dialog from its Info: deadline, fee, documents, Close, Visit Website", async () => {
    const { user } = openDashboard();
    await ready();
    const card = within(screen.getByRole('article', { name: KINGS.program.programName }));
    expect(card.queryByRole('link', { name: 'Info' })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Info' }));

    const dialog = within(await screen.findByRole('dialog', { name: "King's College London" }));
    expect(dialog.getByText('15 Jun 2025')).toBeVisible();
    expect(dialog.getByText('£75 (non-refundable)')).toBeVisible();
    expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'High school transcripts',
      'English proof (IELTS 5.5 or equivalent)',
      'Personal statement',
      'Two academic references',
    ]);
    const website = dialog.getByRole('link', { name: 'Visit Website' });
    expect(website).toHaveAttribute('href', 'https://www.kcl.ac.uk');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    // The page behind a modal is aria-hidden (and inert in a browser): check the dialog itself.
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the selections cannot be loaded, and tries again', async () => {
    const server = signedInServer(undefined, {
      'GET /api/selected-programs': () => ({ status: 500, body: { message: 'Database is down' } }),
    });
    renderSite({ server, initialPath: '/dashboard' });
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your programs could not be loaded.');
    expect(alert).toHaveTextContent('Database is down');

    server.on('GET /api/selected-programs', () => ({ status: 200, body: [MANCHESTER] }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('article', { name: MANCHESTER.program.programName }),
    ).toBeVisible();
  });
});
