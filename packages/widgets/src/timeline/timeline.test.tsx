import { NEW_TRACKER, type TimelineStatus } from '@puente/core';
import { PuenteProvider } from '@puente/ui/providers';
import { axeViolations } from '@puente/ui/testing/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Timeline, type TimelineProps } from './timeline';

// D = 15 Jan 2027; D − 2 months = 15 Nov 2026, D − 1 month = 15 Dec 2026, D − 14 days = 1 Jan 2027.
const DEADLINE = '2027-01-15';

function renderTimeline(props: Partial<TimelineProps> = {}, clock?: () => Date) {
  const user = userEvent.setup();
  const view = render(
    <PuenteProvider clock={clock}>
      <Timeline deadline={DEADLINE} hasStatement={false} {...props} />
    </PuenteProvider>,
  );
  return { user, ...view };
}

/** What the student reads on each step: title, status badge and date. */
function shownSteps() {
  const list = screen.getByRole('list', { name: 'Application Timeline' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      title: within(item).getByRole('heading').textContent,
      status: within(item).getByText(/^(Completed|Current|Upcoming|Overdue)$/).textContent,
      date: item.querySelector('time')?.textContent,
    }));
}

const statuses = () => shownSteps().map(({ status }) => status);

describe('Timeline', () => {
  it('lists the five steps with their due dates; long before, the first is current', () => {
    renderTimeline({ now: new Date('2026-09-01T12:00:00Z') });
    expect(shownSteps()).toEqual([
      { title: 'Start Application', status: 'Current', date: '15 Nov 2026' },
      { title: 'Personal Statement', status: 'Upcoming', date: '15 Dec 2026' },
      { title: 'Documents', status: 'Upcoming', date: '1 Jan 2027' },
      { title: 'English Test', status: 'Upcoming', date: '1 Jan 2027' },
      { title: 'Application Deadline', status: 'Upcoming', date: '15 Jan 2027' },
    ]);
  });

  it.each<[string, string, boolean, TimelineStatus[]]>([
    [
      'between D − 2 months and D − 1 month',
      '2026-11-20T09:00:00Z',
      false,
      ['overdue', 'current', 'upcoming', 'upcoming', 'upcoming'],
    ],
    [
      'between D − 1 month and D − 14 days',
      '2026-12-20T09:00:00Z',
      false,
      ['overdue', 'overdue', 'current', 'upcoming', 'upcoming'],
    ],
    [
      'in the last 14 days',
      '2027-01-05T09:00:00Z',
      false,
      ['overdue', 'overdue', 'overdue', 'overdue', 'current'],
    ],
    [
      'after the deadline',
      '2027-01-16T09:00:00Z',
      false,
      ['overdue', 'overdue', 'overdue', 'overdue', 'overdue'],
    ],
    [
      'after the deadline, statement written',
      '2027-01-16T09:00:00Z',
      true,
      ['overdue', 'completed', 'overdue', 'overdue', 'overdue'],
    ],
  ])('nothing ticked, %s the steps read %j', (_, now, hasStatement, expected) => {
    renderTimeline({ now: new Date(now), hasStatement });
    expect(statuses()).toEqual(
      expected.map((status) => status.charAt(0).toUpperCase() + status.slice(1)),
    );
  });

  it('completes only what the student ticked, showing the score and the submitted day', () => {
    renderTimeline({
      now: new Date('2027-01-16T09:00:00Z'),
      tracker: {
        ...NEW_TRACKER,
        stage: 'submitted',
        submittedOn: '2027-01-14',
        englishTest: { score: 6.5, takenOn: '2026-12-05' },
      },
    });
    expect(statuses()).toEqual(['Completed', 'Overdue', 'Overdue', 'Completed', 'Completed']);
    expect(screen.getByText('Score 6.5, taken on 5 Dec 2026')).toBeVisible();
    expect(screen.getByText('Submitted on 14 Jan 2027')).toBeVisible();
  });

  it('marks the current step for assistive technology', () => {
    renderTimeline({ now: new Date('2026-11-20T09:00:00Z') });
    const current = screen
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Personal Statement',
    ]);
  });

  it('offers Complete on the statement step, which goes to the statement', async () => {
    const onStepActivate = vi.fn((_step, event: { preventDefault(): void }) =>
      event.preventDefault(),
    );
    const { user } = renderTimeline({
      now: new Date('2026-11-20T09:00:00Z'),
      statementHref: '/personal-statement/12',
      onStepActivate,
    });
    const complete = screen.getByRole('link', { name: 'Complete' });
    expect(complete).toHaveAttribute('href', '/personal-statement/12');
    expect(complete).toHaveAccessibleDescription('Personal Statement');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);

    await user.click(complete);
    expect(onStepActivate).toHaveBeenCalledOnce();
    expect(onStepActivate.mock.calls[0]?.[0]).toMatchObject({
      id: 'personal-statement',
      status: 'current',
    });
  });

  it('offers Edit once a statement is written, as a button without a link', async () => {
    const onStepActivate = vi.fn();
    const { user } = renderTimeline({
      now: new Date('2026-12-20T09:00:00Z'),
      hasStatement: true,
      onStepActivate,
    });
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onStepActivate.mock.calls[0]?.[0]).toMatchObject({
      id: 'personal-statement',
      status: 'completed',
    });
  });

  it('counts a deadline that is not a date as two months from now', () => {
    renderTimeline({ deadline: 'Rolling admissions', now: new Date('2026-03-10T08:00:00Z') });
    expect(shownSteps().map(({ date }) => date)).toEqual([
      '10 Mar 2026',
      '10 Apr 2026',
      '26 Apr 2026',
      '26 Apr 2026',
      '10 May 2026',
    ]);
    expect(statuses()).toEqual(['Current', 'Upcoming', 'Upcoming', 'Upcoming', 'Upcoming']);
  });

  it("reads the provider's clock when no moment is given", () => {
    renderTimeline({}, () => new Date('2027-01-05T09:00:00Z'));
    expect(statuses()).toEqual(['Overdue', 'Overdue', 'Overdue', 'Overdue', 'Current']);
  });

  it('has no axe violations', async () => {
    const { container } = renderTimeline({
      now: new Date('2026-12-20T09:00:00Z'),
      statementHref: '/personal-statement/12',
    });
    expect(await axeViolations(container)).toEqual([]);
  });
});
