import {
  matchProgramme,
  NO_DELAYS,
  SAMPLE_ENGINEERING_PROFILE,
  SCOTTISH_ENGINEERING_PROGRAMMES,
  sampleProgramme,
} from '@puente/core';
import { preloadBehaviours } from '@puente/ui';
import { PuenteProvider } from '@puente/ui/providers';
import { axeViolations } from '@puente/ui/testing/axe';
import { createFakeApi, type FakeApi } from '@puente/ui/testing/fake-api';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProgrammeFinder, type ProgrammeFinderProps } from './programme-finder';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

const NOW = new Date('2027-05-10T09:00:00Z');

const PROGRAMMES = [
  ...SCOTTISH_ENGINEERING_PROGRAMMES,
  sampleProgramme({
    id: 24,
    universityName: 'Cardiff University',
    programName: 'Law Foundation – Cardiff',
    subject: 'Law',
    region: 'Cardiff, Wales',
    tuitionFees: 18000,
    applicationDeadline: '2027-03-01',
    startDates: 'January 2027, September 2027',
    requirements:
      'IELTS 5.5 (minimum 5.0 in each component), High School 70%, Math 60%, Science 60%',
    rank: '#30',
  }),
];

const PROFILE = SAMPLE_ENGINEERING_PROFILE;

function renderFinder(
  props: Partial<ProgrammeFinderProps> = {},
  server: FakeApi = createFakeApi({ programmes: PROGRAMMES, now: NOW }),
) {
  const user = userEvent.setup();
  const view = render(
    <PuenteProvider theme="light" delays={NO_DELAYS} api={server.api} clock={() => NOW}>
      <ProgrammeFinder mode="student" applyUrl="/?phase=1" {...props} />
    </PuenteProvider>,
  );
  return { user, server, ...view };
}

const cardNames = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
const lastSearch = (server: FakeApi) =>
  server.requestsTo('GET /api/foundation-programs').at(-1)?.search ?? '';

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: RegExp | string,
) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('choosing a programme', { timeout: 30_000 }, () => {
  beforeAll(() => preloadBehaviours());

  it('hides passed deadlines by default; unticked, they show last and say so', async () => {
    const { user } = renderFinder();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(cardNames()).not.toContain('Law Foundation – Cardiff');

    await user.click(await screen.findByRole('checkbox', { name: 'Deadline not yet passed' }));
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    expect(cardNames().at(-1)).toBe('Law Foundation – Cardiff');
    const cardiff = screen.getByRole('article', { name: 'Law Foundation – Cardiff' });
    expect(within(cardiff).getByText('Deadline passed')).toBeVisible();
  });

  it('tells how long is left before each deadline, from the clock', async () => {
    renderFinder();
    const strathclyde = await screen.findByRole('article', {
      name: 'Engineering Foundation – Strathclyde',
    });
    expect(within(strathclyde).getByText('Closes in 3 weeks')).toBeVisible();
    const edinburgh = screen.getByRole('article', { name: 'Engineering Foundation – Edinburgh' });
    expect(within(edinburgh).getByText('Closes in 2 months')).toBeVisible();
  });

  it('sorts by deadline, fees and rank on the server', async () => {
    const { user, server } = renderFinder();
    await waitFor(() => expect(cardNames()).toHaveLength(3));

    await choose(user, 'Sort by', 'Deadline soonest');
    await waitFor(() =>
      expect(cardNames()).toEqual([
        'Engineering Foundation – Strathclyde',
        'Engineering Foundation – Glasgow',
        'Engineering Foundation – Edinburgh',
      ]),
    );
    expect(lastSearch(server)).toContain('sort=deadline');

    await choose(user, 'Sort by', 'Fees lowest');
    await waitFor(() => expect(cardNames()[0]).toBe('Engineering Foundation – Strathclyde'));
    expect(cardNames()[2]).toBe('Engineering Foundation – Edinburgh');

    await choose(user, 'Sort by', 'University rank');
    await waitFor(() => expect(cardNames()[0]).toBe('Engineering Foundation – Edinburgh'));
  });

  it('narrows by region, maximum fees, IELTS and start, with counts on the options', async () => {
    const { user, server } = renderFinder();
    await waitFor(() => expect(cardNames()).toHaveLength(3));

    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    expect(await screen.findByRole('option', { name: 'Scotland (3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Glasgow, Scotland (2)' }));
    await waitFor(() => expect(cardNames()).toHaveLength(2));

    await choose(user, 'Maximum fees', 'Up to £20,000');
    await waitFor(() => expect(cardNames()).toEqual(['Engineering Foundation – Strathclyde']));

    await choose(user, 'Maximum fees', 'Any fees');
    await choose(user, 'My IELTS score', 'IELTS 5.5');
    await waitFor(() => expect(cardNames()).toEqual(['Engineering Foundation – Strathclyde']));
    expect(lastSearch(server)).toContain('ielts=5.5');

    await choose(user, 'My IELTS score', 'Any IELTS');
    await choose(user, 'Start', 'January 2028 (1)');
    await waitFor(() => expect(cardNames()).toEqual(['Engineering Foundation – Glasgow']));
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says which filter left nothing and offers to drop it alone', async () => {
    const { user } = renderFinder({
      search: {
        ...(await import('./finder-search')).DEFAULT_FINDER_SEARCH,
        region: 'Scotland',
        maxFees: 15_000,
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'No Foundation Programs Found' }),
    ).toBeVisible();
    expect(screen.getByText('Try adjusting your search criteria or filters.')).toBeVisible();
    const hiding = await screen.findByRole('list', { name: 'Filters that hide programs' });
    expect(
      within(hiding).getByText(/Fees up to £15,000 leaves no program; without it: 3 programs/),
    ).toBeVisible();
    // Dropping Scotland alone still leaves nothing under £15,000: not offered.
    expect(within(hiding).queryByText(/Region Scotland/)).not.toBeInTheDocument();

    await user.click(within(hiding).getByRole('button', { name: 'Remove “Fees up to £15,000”' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Scotland');
  });

  it('clears every filter with Clear Filters', async () => {
    const { user } = renderFinder();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await choose(user, 'Maximum fees', 'Up to £15,000');
    await user.click(await screen.findByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(screen.getByRole('combobox', { name: 'Maximum fees' })).toHaveTextContent('Any fees');
    expect(screen.getByRole('checkbox', { name: 'Deadline not yet passed' })).toBeChecked();
  });

  it('compares up to three programmes side by side in a table', async () => {
    const { user } = renderFinder({ profile: PROFILE });
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    const compare = (name: string) =>
      within(screen.getByRole('article', { name })).getByRole('button', { name: /Compare/ });

    await user.click(compare('Engineering Foundation – Glasgow'));
    await user.click(compare('Engineering Foundation – Strathclyde'));
    expect(compare('Engineering Foundation – Glasgow')).toHaveAttribute('aria-pressed', 'true');
    const bar = screen.getByRole('region', { name: 'Comparison' });
    expect(within(bar).getByText('2 of 3 programs chosen to compare')).toBeVisible();

    await user.click(within(bar).getByRole('button', { name: 'Compare side by side' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare programs' });
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Program',
      'Engineering Foundation – Glasgow',
      'Engineering Foundation – Strathclyde',
    ]);
    const fees = within(table).getByRole('row', { name: /Tuition fees/ });
    expect(
      within(fees)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '£20,445/year ≈ $501,000 MXN a year (exchange rate of 28 November 2026)',
      '£19,995/year ≈ $490,000 MXN a year (exchange rate of 28 November 2026)',
    ]);
    // Tuition, UKVI's living costs outside London (9 × £1,136), the visa fee (£524) and the health surcharge (£776).
    const firstYear = within(table).getByRole('row', { name: /First year, all costs/ });
    expect(
      within(firstYear)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^£31,969 ≈ \$[\d,]+ MXN \(exchange rate of 28 November 2026\)$/),
      expect.stringMatching(/^£31,519 ≈ \$[\d,]+ MXN \(exchange rate of 28 November 2026\)$/),
    ]);
    const match = matchProgramme(PROFILE, PROGRAMMES[2] as never);
    const matchRow = within(table).getByRole('row', { name: /Your match/ });
    expect(within(matchRow).getByText(`${match.percentage}%`)).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'English' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Bachelor pathways' })).toBeVisible();
    // The page behind a modal dialog is hidden from assistive technology: check the dialog.
    expect(await axeViolations(dialog)).toEqual([]);

    await user.click(
      within(dialog).getByRole('button', {
        name: 'Remove Engineering Foundation – Glasgow from the comparison',
      }),
    );
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(compare('Engineering Foundation – Glasgow'));
    await user.click(compare('Engineering Foundation – Edinburgh'));
    expect(screen.getByText('3 of 3 programs chosen to compare')).toBeVisible();
  });

  it('keeps a fourth programme out of a full comparison', async () => {
    const { user } = renderFinder();
    await user.click(await screen.findByRole('checkbox', { name: 'Deadline not yet passed' }));
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    const buttons = screen.getAllByRole('button', { name: /^Compare/ });
    for (const button of buttons.slice(0, 3)) await user.click(button);
    expect(buttons[3]).toBeDisabled();
  });

  it('orders by the given profile in browse mode, and offers "meets my grades"', async () => {
    const { user } = renderFinder({ mode: 'browse', profile: PROFILE });
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    const percentages = PROGRAMMES.slice(0, 3)
      .map((programme) => ({
        name: programme.programName,
        match: matchProgramme(PROFILE, programme),
      }))
      .sort((a, b) => b.match.percentage - a.match.percentage);
    expect(cardNames()).toEqual(percentages.map(({ name }) => name));

    await user.click(screen.getByRole('checkbox', { name: /Meets my grades/ }));
    await waitFor(() =>
      expect(cardNames()).toEqual(
        percentages
          .filter(({ match }) => match.band.key === 'target' || match.band.key === 'safety')
          .map(({ name }) => name),
      ),
    );
  });
});
