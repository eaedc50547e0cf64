import {
  type MatchProfile,
  matchProgramme,
  NO_DELAYS,
  SAMPLE_ENGINEERING_PROFILE,
  SAMPLE_PROGRAMMES,
  sampleProgramme,
} from '@puente/core';
import { preloadBehaviours } from '@puente/ui';
import { PuenteProvider } from '@puente/ui/providers';
import { axeViolations } from '@puente/ui/testing/axe';
import { createFakeApi, type FakeApi } from '@puente/ui/testing/fake-api';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProgrammeFinder, type ProgrammeFinderProps } from './programme-finder';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

// Core's engineering applicant (no biology), stronger and set on Computer Science.
const PROFILE: MatchProfile = {
  ...SAMPLE_ENGINEERING_PROFILE,
  intendedSubject: ['Computer Science'],
  mathScore: 90,
  physicsScore: 85,
  overallGpa: '88',
};

function renderFinder(
  props: Partial<ProgrammeFinderProps> = {},
  server: FakeApi = createFakeApi(),
  locale: 'en-GB' | 'es-MX' = 'en-GB',
) {
  const user = userEvent.setup();
  const view = render(
    <PuenteProvider theme="light" delays={NO_DELAYS} api={server.api} locale={locale}>
      <ProgrammeFinder mode="student" applyUrl="/?phase=1" {...props} />
    </PuenteProvider>,
  );
  return { user, server, ...view };
}

const card = (name: RegExp | string) => screen.getByRole('article', { name });
const cardNames = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
const toasts = async () =>
  screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });

describe('programme finder', { timeout: 20_000 }, () => {
  // The ui kit's own tests cover the parts before their code arrives.
  beforeAll(() => preloadBehaviours());

  it('shows every programme as a card with what the SPEC lists', async () => {
    const { user } = renderFinder({ profile: PROFILE, headingLevel: 1 });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Foundation Year Pathways' }),
    ).toBeVisible();
    const kings = await screen.findByRole('article', { name: /Computer Science$/ });

    const expected = matchProgramme(PROFILE, SAMPLE_PROGRAMMES[0] as never);
    const view = within(kings);
    expect(view.getByText("King's College London")).toBeVisible();
    expect(view.getByText(`${expected.percentage}%`)).toBeVisible();
    expect(view.getByText(expected.band.label)).toBeVisible();
    expect(view.getByText('London, England')).toBeVisible();
    expect(view.getByText('£24,950/year')).toBeVisible();
    expect(view.getByText('15 Jun 2027')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–5 of 5 programs');

    expect(view.queryByText('BSc Artificial Intelligence')).not.toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Details' }));
    expect(view.getByText('Your Math grade (90%) is above the minimum of 80%')).toBeVisible();
    expect(view.getByText('#22')).toBeVisible();
    expect(view.getByText('September 2027')).toBeVisible();
    expect(view.getByText('IELTS 5.5 (minimum 5.5 in each component)')).toBeVisible();
    expect(view.getByText('85%')).toBeVisible();
    expect(view.getByText('Bachelor pathways (2)')).toBeVisible();
    expect(view.getByText('BSc Artificial Intelligence')).toBeVisible();
  });

  it('shows the fees in pesos too, from the rate the programmes came with', async () => {
    const { server } = renderFinder();
    const kings = await screen.findByRole('article', { name: /Computer Science$/ });
    expect(
      within(kings).getByText('≈ $611,000 MXN a year (exchange rate of 28 November 2026)'),
    ).toBeVisible();
    // With the cards' first paint: no request of its own for the rate.
    expect(server.requestsTo('GET /api/exchange-rate')).toEqual([]);
  });

  it('shows the pounds alone when the programmes come without a rate', async () => {
    renderFinder({}, createFakeApi({ exchangeRate: null }));
    const kings = await screen.findByRole('article', { name: /Computer Science$/ });
    expect(within(kings).getByText('£24,950/year')).toBeVisible();
    expect(within(kings).queryByText(/MXN/)).not.toBeInTheDocument();
  });

  it('shows the default 50% match without a profile', async () => {
    const { user } = renderFinder();
    const kings = await screen.findByRole('article', { name: /Computer Science$/ });
    expect(within(kings).getByText('50%', { selector: '[part=match] span' })).toBeVisible();
    expect(within(kings).getByText('Target option')).toBeVisible();
    await user.click(within(kings).getByRole('button', { name: 'Details' }));
    expect(
      within(kings).getByText('Complete your profile to see how well you match'),
    ).toBeVisible();
  });

  it('shows its heading and filters while the profile loads, and the cards with their match once it is in', async () => {
    const { rerender, server } = renderFinder({ profileLoading: true });
    expect(screen.getByRole('heading', { name: 'Foundation Year Pathways' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search programs' })).toBeEnabled();
    expect(screen.getByRole('status', { name: 'Loading programs' })).toBeVisible();
    // The first page arrives before the profile: no card shows a match that would change.
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    rerender(
      <PuenteProvider theme="light" delays={NO_DELAYS} api={server.api}>
        <ProgrammeFinder
          mode="student"
          applyUrl="/?phase=1"
          profile={PROFILE}
          notice={<p>Add your grades</p>}
        />
      </PuenteProvider>,
    );
    const kings = await screen.findByRole('article', { name: /Computer Science$/ });
    const expected = matchProgramme(PROFILE, SAMPLE_PROGRAMMES[0] as never);
    expect(within(kings).getByText(`${expected.percentage}%`)).toBeVisible();
    // The notice sits between the filters and the results.
    const notice = screen.getByText('Add your grades');
    expect(
      screen.getByRole('searchbox').compareDocumentPosition(notice) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(notice.compareDocumentPosition(kings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('searches the catalogue on the server and filters by subject', async () => {
    const { user, server } = renderFinder();
    await screen.findAllByRole('article');

    await user.type(screen.getByRole('searchbox', { name: 'Search programs' }), 'edinburgh');
    await waitFor(() =>
      expect(cardNames()).toEqual(['International Foundation Programme – Engineering']),
    );
    expect(server.requestsTo('GET /api/foundation-programs').at(-1)?.search).toContain(
      'q=edinburgh',
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Search programs' }));
    await user.click(screen.getByRole('combobox', { name: 'Subject' }));
    expect(screen.getByRole('option', { name: 'All Subjects' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Business & Management' }));
    await waitFor(() =>
      expect(cardNames()).toEqual(['International Foundation Programme – Business']),
    );
    expect(server.requestsTo('GET /api/foundation-programs').at(-1)?.search).toContain(
      'subject=Business+%26+Management',
    );
    expect(server.requests.every(({ credentials }) => credentials !== 'include' || true)).toBe(
      true,
    );
  });

  it('says nothing was found, and Clear Filters brings every programme back', async () => {
    const { user } = renderFinder();
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search programs' }), 'oxford');

    expect(
      await screen.findByRole('heading', { name: 'No Foundation Programs Found' }),
    ).toBeVisible();
    expect(screen.getByText('Try adjusting your search criteria or filters.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));

    // The button goes away with the empty state: focus moves to the search rather than <body>.
    expect(screen.getByRole('searchbox', { name: 'Search programs' })).toHaveFocus();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(screen.getByRole('searchbox', { name: 'Search programs' })).toHaveValue('');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says so without the filter hint when the catalogue is empty', async () => {
    renderFinder({}, createFakeApi({ programmes: [] }));
    expect(
      await screen.findByRole('heading', { name: 'No Foundation Programs Found' }),
    ).toBeVisible();
    expect(
      screen.queryByText('Try adjusting your search criteria or filters.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it("adds a programme to the student's selections and removes it again, with the SPEC toasts", async () => {
    const { user, server } = renderFinder();
    const kings = await screen.findByRole('article', { name: /Computer Science$/ });
    const add = await within(kings).findByRole('button', { name: 'Add to My Selections' });
    await waitFor(() => expect(add).toBeEnabled());
    expect(add).toHaveAccessibleDescription(
      'International Foundation Programme – Computer Science',
    );

    await user.click(add);
    const region = await toasts();
    expect(await within(region).findByText('Program selected')).toBeVisible();
    expect(within(region).getByText('The program has been added to your selection')).toBeVisible();
    expect(await within(kings).findByRole('button', { name: 'Added' })).toBeVisible();
    expect(server.selections.map(({ programId }) => programId)).toEqual([1]);

    await user.click(within(kings).getByRole('button', { name: 'Added' }));
    expect(await within(region).findByText('Program removed')).toBeVisible();
    expect(
      within(region).getByText('The program has been removed from your selection'),
    ).toBeVisible();
    expect(
      await within(kings).findByRole('button', { name: 'Add to My Selections' }),
    ).toBeVisible();
    expect(server.selections).toEqual([]);
  });

  it('shows saved selections as Added, and an Error toast when adding fails', async () => {
    const server = createFakeApi();
    server.on('POST /api/selected-programs', () => ({
      status: 503,
      body: { message: 'The database is resting' },
    }));
    const { user } = renderFinder({}, server);
    const kings = await screen.findByRole('article', { name: /Computer Science$/ });
    const add = within(kings).getByRole('button', { name: 'Add to My Selections' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const region = await toasts();
    expect(await within(region).findByText('Error')).toBeVisible();
    expect(within(region).getByText('The database is resting')).toBeVisible();
    expect(within(kings).getByRole('button', { name: 'Add to My Selections' })).toBeEnabled();
  });

  it('shows the summary first and the reasons, rank, requirements and pathways under Details', async () => {
    const { user } = renderFinder();
    const kings = await screen.findByRole('article', { name: /Computer Science$/ });
    expect(within(kings).getByText('£24,950/year')).toBeVisible();
    expect(within(kings).queryByText('Grade requirements')).not.toBeInTheDocument();
    const details = within(kings).getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(kings).getByText('Grade requirements')).toBeVisible();
    expect(within(kings).getByRole('list', { name: 'Why this match' })).toBeVisible();
    expect(within(kings).getByText('BSc Artificial Intelligence')).toBeVisible();
  });

  it('pages through a large catalogue one server page at a time', async () => {
    const many = Array.from({ length: 1200 }, (_, index) =>
      sampleProgramme({ id: index + 1, programName: `Foundation Programme ${index + 1}` }),
    );
    const { user, server } = renderFinder({ pageSize: 20 }, createFakeApi({ programmes: many }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–20 of 1200 programs');
    expect(screen.getByText('Page 1 of 60')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(cardNames()[0]).toBe('Foundation Programme 21'));
    expect(screen.getByText('Page 2 of 60')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(server.requestsTo('GET /api/foundation-programs').at(-1)?.search).toBe(
      '?sort=match&open=true&page=2&pageSize=20',
    );

    await user.click(screen.getByRole('searchbox', { name: 'Search programs' }));
    await user.paste('Programme 119');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 1–11 of 11'));

    // Back to the whole catalogue: a new search starts at its first page.
    await user.clear(screen.getByRole('searchbox', { name: 'Search programs' }));
    await waitFor(() => expect(screen.getByText('Page 1 of 60')).toBeVisible());
  });

  it('shows the server message in an Error toast when the list fails, else the SPEC fallback', async () => {
    const server = createFakeApi();
    server.on('GET /api/foundation-programs', () => ({
      status: 500,
      body: { message: 'Catalogue unavailable' },
    }));
    renderFinder({}, server);
    const region = await toasts();
    expect(await within(region).findByText('Catalogue unavailable')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load foundation programs');
  });

  it('says "Failed to load foundation programs" when the server cannot be reached', async () => {
    const server = createFakeApi();
    server.on('GET /api/foundation-programs', () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderFinder({}, server);
    const region = await toasts();
    expect(await within(region).findByText('Failed to load foundation programs')).toBeVisible();
    server.on('GET /api/foundation-programs', () => ({
      status: 200,
      body: { items: [], total: 0, page: 1, pageSize: 20, pageCount: 1, subjects: [] },
    }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'No Foundation Programs Found' }),
    ).toBeVisible();
  });

  it('goes to the apply URL from Get Started Applying, through onApply when given', async () => {
    const onApply = vi.fn();
    const { user } = renderFinder({ onApply });
    const apply = await screen.findByRole('link', { name: 'Get Started Applying' });
    expect(apply).toHaveAttribute('href', '/?phase=1');
    expect(apply).not.toHaveAttribute('target');
    await user.click(apply);
    expect(onApply).toHaveBeenCalledOnce();
  });

  it('in browse mode keeps the picked programme on the page and reports it, and opens applying in a new tab', async () => {
    const onProgrammeSelected = vi.fn();
    const { user, server } = renderFinder({
      mode: 'browse',
      applyUrl: 'https://puente.example/auth',
      onProgrammeSelected,
    });
    const kings = await screen.findByRole('article', { name: /Computer Science$/ });
    await user.click(within(kings).getByRole('button', { name: 'Add to My Selections' }));
    expect(onProgrammeSelected).toHaveBeenCalledWith(SAMPLE_PROGRAMMES[0]);
    expect(within(kings).getByRole('button', { name: 'Saved here' })).toBeVisible();
    expect(server.requestsTo('GET /api/selected-programs')).toEqual([]);
    expect(server.requestsTo('POST /api/selected-programs')).toEqual([]);

    const apply = screen.getByRole('link', { name: 'Get Started Applying' });
    expect(apply).toHaveAttribute('href', 'https://puente.example/auth');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener');
    expect(card(/Computer Science$/)).toBe(kings);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("says the catalogue's structured start months and IELTS bands, not its text, in the reader's language", async () => {
    // Text that reads as neither: only the API's structured fields can say these.
    const structured = sampleProgramme({
      startDates: 'Two intakes a year',
      requirements: 'IELTS 6.0, High School 85%, Math 80%, Science 75%',
      startMonths: ['2027-09', '2028-01'],
      ieltsOverall: 6,
      ieltsReading: 5.5,
      ieltsWriting: 6.5,
      ieltsSpeaking: 5.5,
      ieltsListening: 5.5,
    });
    const { user } = renderFinder({}, createFakeApi({ programmes: [structured] }), 'es-MX');
    const kings = await screen.findByRole('article', { name: /Computer Science$/ });
    await user.click(within(kings).getByRole('button', { name: 'Detalles' }));
    expect(within(kings).getByText('septiembre de 2027, enero de 2028')).toBeVisible();
    expect(
      within(kings).getByText('IELTS 6.0 (mínimo 5.5 en cada habilidad, 6.5 en escritura)'),
    ).toBeVisible();
  });

  it('compares the structured start months and IELTS bands', async () => {
    const structured = (id: number, startMonths: string[]) =>
      sampleProgramme({
        id,
        programName: `Foundation ${id}`,
        startDates: 'Rolling',
        requirements: 'IELTS 5.5',
        startMonths,
        ieltsOverall: 5.5,
        ieltsReading: null,
        ieltsWriting: 6,
        ieltsSpeaking: null,
        ieltsListening: null,
      });
    const programmes = [structured(1, ['2027-09']), structured(2, ['2028-01', '2028-04'])];
    const { user } = renderFinder({}, createFakeApi({ programmes }));
    for (const name of ['Foundation 1', 'Foundation 2']) {
      const article = await screen.findByRole('article', { name });
      await user.click(within(article).getByRole('button', { name: /Compare/ }));
    }
    await user.click(screen.getByRole('button', { name: 'Compare side by side' }));
    const table = within(await screen.findByRole('dialog', { name: 'Compare programs' }));
    const cells = (row: string) =>
      table
        .getAllByRole('cell')
        .filter((cell) => cell.closest('tr')?.querySelector('th')?.textContent === row)
        .map((cell) => cell.textContent);
    expect(cells('Start dates')).toEqual(['September 2027', 'January 2028, April 2028']);
    expect(cells('English')).toEqual([
      'IELTS 5.5 (with 6.0 in writing)',
      'IELTS 5.5 (with 6.0 in writing)',
    ]);
  });
});
