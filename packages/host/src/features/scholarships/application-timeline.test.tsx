import { type SelectedProgramme, sampleProgramme, sampleSelection } from '@puente/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import TimelineRoute from '../../app/routes/timeline';
import { axeViolations } from '../../testing/axe';
import { linkTarget, renderSite, renderWithHost } from '../../testing/render-host';
import { MANCHESTER, SELECTIONS } from '../../testing/sample-selections';
import { signedInServer } from '../../testing/servers';

// Manchester's deadline D is 29 Jan 2027: D − 2 months 29 Nov 2026, D − 1 month 29 Dec 2026, D − 14 days 15 Jan 2027.
const at = (iso: string) => () => new Date(iso);

function serverWith(selections: readonly SelectedProgramme[] = SELECTIONS) {
  return signedInServer(undefined, {
    'GET /api/selected-programs': () => ({ status: 200, body: selections }),
  });
}

async function openTimeline(
  path: string,
  clock = at('2026-12-20T10:00:00Z'),
  selections?: readonly SelectedProgramme[],
) {
  renderSite({ server: serverWith(selections), initialPath: path, clock });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return userEvent.setup();
}

async function steps() {
  const list = await screen.findByRole('list', { name: 'Application Timeline' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      title: within(item).getByRole('heading', { level: 2 }).textContent,
      status: within(item).getByText(/^(Completed|Current|Upcoming|Overdue)$/).textContent,
      date: item.querySelector('time')?.textContent,
    }));
}

describe('application timeline', { timeout: 20_000 }, () => {
  it("computes each step's status from the programme's deadline and now, with no axe violations", async () => {
    await openTimeline(`/timeline/${MANCHESTER.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Application Timeline' })).toBeVisible();
    expect(screen.getByText(MANCHESTER.program.programName)).toBeVisible();
    expect(screen.getByText('Application deadline 29 Jan 2027')).toBeVisible();
    expect(await steps()).toEqual([
      { title: 'Start Application', status: 'Completed', date: '29 Nov 2026' },
      { title: 'Personal Statement', status: 'Current', date: '29 Dec 2026' },
      { title: 'Documents', status: 'Upcoming', date: '15 Jan 2027' },
      { title: 'English Test', status: 'Upcoming', date: '15 Jan 2027' },
      { title: 'Application Deadline', status: 'Upcoming', date: '29 Jan 2027' },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    [
      'a month before the deadline',
      '2026-12-29T00:00:01Z',
      ['Completed', 'Overdue', 'Current', 'Current', 'Upcoming'],
    ],
    [
      'two weeks before the deadline',
      '2027-01-15T00:00:01Z',
      ['Completed', 'Overdue', 'Overdue', 'Overdue', 'Current'],
    ],
    [
      'after the deadline',
      '2027-01-29T00:00:01Z',
      ['Completed', 'Overdue', 'Overdue', 'Overdue', 'Overdue'],
    ],
  ])('just %s (%s)', async (_, now, expected) => {
    await openTimeline(`/timeline/${MANCHESTER.id}`, at(now));
    expect((await steps()).map(({ status }) => status)).toEqual(expected);
  });

  it('links to the programme scholarships and statement', async () => {
    await openTimeline(`/timeline/${MANCHESTER.id}`);
    expect(linkTarget('View Scholarships')).toBe(`/scholarships/${MANCHESTER.id}`);
    expect(linkTarget('Personal Statement')).toBe(`/personal-statement/${MANCHESTER.id}`);
    expect(linkTarget('Complete')).toBe(`/personal-statement/${MANCHESTER.id}`);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('opens the statement from the statement step', async () => {
    renderWithHost(
      <Routes>
        <Route path="/timeline/:id" element={<TimelineRoute />} />
        <Route path="*" element={null} />
      </Routes>,
      {
        server: serverWith(),
        initialPath: `/timeline/${MANCHESTER.id}`,
        clock: at('2026-12-20T10:00:00Z'),
      },
    );
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Complete' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(
      `/personal-statement/${MANCHESTER.id}`,
    );
  });

  it('shows the statement step completed, with Edit, once a statement is written', async () => {
    const written = { ...MANCHESTER, personalStatement: 'Ever since I built my first robot…' };
    await openTimeline(`/timeline/${MANCHESTER.id}`, at('2027-01-20T10:00:00Z'), [written]);
    expect((await steps())[1]).toMatchObject({ title: 'Personal Statement', status: 'Completed' });
    expect(linkTarget('Edit')).toBe(`/personal-statement/${MANCHESTER.id}`);
    expect(screen.queryByRole('link', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it('counts a deadline that is not a date as two months from today', async () => {
    const rolling = sampleSelection(
      21,
      sampleProgramme({
        id: 121,
        applicationDeadline: 'Rolling admissions',
        universityName: 'University of Bristol',
      }),
    );
    await openTimeline('/timeline/21', at('2026-12-20T10:00:00Z'), [rolling]);
    expect((await steps()).map(({ date }) => date)).toEqual([
      '20 Dec 2026',
      '20 Jan 2027',
      '6 Feb 2027',
      '6 Feb 2027',
      '20 Feb 2027',
    ]);
  });

  it.each(['/timeline/999', '/timeline/abc'])(
    '%s: Program Not Found, back to the selected programs',
    async (path) => {
      await openTimeline(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Program Not Found' })).toBeVisible();
      expect(
        screen.getByText("The program you're looking for doesn't exist or has been removed."),
      ).toBeVisible();
      expect(linkTarget('Back to Selected Programs')).toBe('/selected-programs');
    },
  );
});
