import { type SelectedProgramme, sampleProgramme, sampleSelection } from '@puente/core';
import { screen, waitFor, within } from '@testing-library/react';
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
  it('a new account: nothing completed, the first step not done current, with no axe violations', async () => {
    await openTimeline(`/timeline/${MANCHESTER.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Application Timeline' })).toBeVisible();
    expect(screen.getByText(MANCHESTER.program.programName)).toBeVisible();
    expect(screen.getByText('Application deadline 29 Jan 2027')).toBeVisible();
    expect(await steps()).toEqual([
      { title: 'Start Application', status: 'Overdue', date: '29 Nov 2026' },
      { title: 'Personal Statement', status: 'Current', date: '29 Dec 2026' },
      { title: 'Documents', status: 'Upcoming', date: '15 Jan 2027' },
      { title: 'English Test', status: 'Upcoming', date: '15 Jan 2027' },
      { title: 'Application Deadline', status: 'Upcoming', date: '29 Jan 2027' },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it.each([
    // Days are Mexico City's (UTC−6): 29 Dec there ends at 30 Dec 06:00 UTC.
    [
      'the last moment of the statement day',
      '2026-12-30T05:59:59Z',
      ['Overdue', 'Current', 'Upcoming', 'Upcoming', 'Upcoming'],
    ],
    [
      'the day after the statement day',
      '2026-12-30T06:00:00Z',
      ['Overdue', 'Overdue', 'Current', 'Upcoming', 'Upcoming'],
    ],
    [
      'the day after documents were due',
      '2027-01-16T12:00:00Z',
      ['Overdue', 'Overdue', 'Overdue', 'Overdue', 'Current'],
    ],
    [
      'the day after the deadline',
      '2027-01-30T12:00:00Z',
      ['Overdue', 'Overdue', 'Overdue', 'Overdue', 'Overdue'],
    ],
  ])('nothing done, %s (%s)', async (_, now, expected) => {
    await openTimeline(`/timeline/${MANCHESTER.id}`, at(now));
    expect((await steps()).map(({ status }) => status)).toEqual(expected);
  });

  it('shows what the student ticked as completed, with the score and the submitted day', async () => {
    const ticked = {
      ...MANCHESTER,
      tracker: {
        ...MANCHESTER.tracker,
        stage: 'submitted' as const,
        submittedOn: '2027-01-10',
        documentsGathered: true,
        englishTest: { score: 6.5, takenOn: '2026-12-05' },
      },
    };
    await openTimeline(`/timeline/${MANCHESTER.id}`, at('2027-01-20T10:00:00Z'), [ticked]);
    expect((await steps()).map(({ status }) => status)).toEqual([
      'Completed',
      'Overdue',
      'Completed',
      'Completed',
      'Completed',
    ]);
    expect(screen.getByText('Score 6.5, taken on 5 Dec 2026')).toBeVisible();
    expect(screen.getByText('Submitted on 10 Jan 2027')).toBeVisible();
    expect(screen.getByText('Stage: Submitted')).toBeVisible();
  });

  it('saves the ticks: the English test with its score and day', async () => {
    const server = serverWith();
    renderSite({
      server,
      initialPath: `/timeline/${MANCHESTER.id}`,
      clock: at('2026-12-20T10:00:00Z'),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Your application' }, { timeout: 5000 });
    await user.click(within(form).getByRole('checkbox', { name: 'I have taken my English test' }));
    await user.type(within(form).getByLabelText('Overall score (IELTS scale)'), '7');
    await user.type(within(form).getByLabelText('Test day'), '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Save tracker' }));
    await waitFor(() =>
      expect(server.requestsTo(`PUT /api/selected-programs/${MANCHESTER.id}/tracker`)).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({
            stage: 'researching',
            englishTest: { score: 7, takenOn: '2026-12-01' },
          }),
        }),
      ]),
    );
  });

  it('refuses a score off the half bands with the field message', async () => {
    const user = await openTimeline(`/timeline/${MANCHESTER.id}`);
    const form = screen.getByRole('form', { name: 'Your application' });
    await user.click(within(form).getByRole('checkbox', { name: 'I have taken my English test' }));
    await user.type(within(form).getByLabelText('Overall score (IELTS scale)'), '6.3');
    await user.type(within(form).getByLabelText('Test day'), '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Save tracker' }));
    expect(
      await within(form).findByText('The English test score must be a band from 0 to 9, e.g. 6.5'),
    ).toBeVisible();
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
