import '@puente/widgets/elements';
import { NEW_TRACKER } from '@puente/core';
import { Timeline } from '@puente/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NOTHING_DONE_YET, stepStatuses } from '../support/timeline';

// D = 15 Jan 2027: Start Application due 15 Nov 2026, the statement 15 Dec 2026,
// documents and the English test 1 Jan 2027.
const DEADLINE = '2027-01-15';

const meta = {
  title: 'Widgets/Timeline',
  component: Timeline,
  args: {
    deadline: DEADLINE,
    hasStatement: false,
    now: new Date('2026-09-01T10:00:00Z'),
    statementHref: '#personal-statement',
    onStepActivate: fn((_step, event: { preventDefault(): void }) => event.preventDefault()),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Long before the deadline, nothing done: the first step current, the rest upcoming. */
export const AllUpcoming: Story = {
  play: async ({ canvasElement }) => {
    await expect(stepStatuses(canvasElement)).toEqual(NOTHING_DONE_YET);
  },
};

/** The application started (the tracker's stage): the statement is the current step. */
export const StatementCurrent: Story = {
  args: {
    now: new Date('2026-11-20T10:00:00Z'),
    tracker: { ...NEW_TRACKER, stage: 'preparing' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(stepStatuses(canvasElement)).toEqual([
      'completed',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    await userEvent.click(canvas.getByRole('link', { name: 'Complete' }));
    await expect(args.onStepActivate).toHaveBeenCalled();
  },
};

/** Past D − 1 month, nothing done: the start and the statement overdue; documents current. */
export const StatementOverdue: Story = {
  args: { now: new Date('2026-12-20T10:00:00Z') },
};

/** The last 14 days: everything before the deadline is overdue, the deadline is current. */
export const LastTwoWeeks: Story = {
  args: { now: new Date('2027-01-05T10:00:00Z') },
};

export const PastDeadline: Story = {
  args: { now: new Date('2027-01-20T10:00:00Z') },
};

/** A statement is written: its step is completed and offers Edit. */
export const StatementWritten: Story = {
  args: { now: new Date('2026-12-20T10:00:00Z'), hasStatement: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Edit' })).toBeVisible();
  },
};

/** The student's ticks: the English test with its score and day, the application submitted. */
export const Ticked: Story = {
  args: {
    now: new Date('2027-01-10T10:00:00Z'),
    hasStatement: true,
    tracker: {
      ...NEW_TRACKER,
      stage: 'submitted',
      submittedOn: '2027-01-08',
      englishTest: { score: 7, takenOn: '2026-12-12' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(stepStatuses(canvasElement)).toEqual([
      'completed',
      'completed',
      'overdue',
      'completed',
      'completed',
    ]);
  },
};

/** A deadline that is not a date counts as two months from now. */
export const RollingDeadline: Story = {
  args: { deadline: 'Rolling admissions', now: new Date('2026-12-20T10:00:00Z') },
};

/** Without a link, the statement step's action is a button that only reports itself. */
export const WithoutLink: Story = {
  args: { now: new Date('2026-11-20T10:00:00Z'), statementHref: undefined },
};

export const Dark: Story = {
  args: { now: new Date('2026-12-20T10:00:00Z') },
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  args: { now: new Date('2026-12-20T10:00:00Z') },
  globals: { viewport: { value: 'mobile' } },
};

/** `<puente-timeline>` as a school embeds it, in its shadow root. */
function EmbeddedElement({ attributes }: { attributes: Record<string, string> }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = document.createElement('puente-timeline');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    slot.current?.append(element);
    return () => element.remove();
  }, [attributes]);
  return <div ref={slot} style={{ maxWidth: '44rem' }} />;
}

const shadowStatuses = (canvasElement: HTMLElement) =>
  [
    ...(canvasElement.querySelector('puente-timeline')?.shadowRoot?.querySelectorAll('li') ?? []),
  ].map((item) => item.getAttribute('data-status'));

export const Element: Story = {
  render: () => (
    <EmbeddedElement
      attributes={{ deadline: DEADLINE, now: '2026-12-20', 'statement-url': '#statement' }}
    />
  ),
  parameters: { puenteProvider: false },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(shadowStatuses(canvasElement)).toEqual([
        'overdue',
        'overdue',
        'current',
        'upcoming',
        'upcoming',
      ]),
    );
  },
};

export const ElementWithStatement: Story = {
  render: () => (
    <EmbeddedElement
      attributes={{ deadline: '15 January 2027', now: '2027-01-05', 'has-statement': '' }}
    />
  ),
  parameters: { puenteProvider: false },
};

export const ElementDark: Story = {
  render: () => (
    <EmbeddedElement attributes={{ deadline: DEADLINE, now: '2027-01-20', theme: 'dark' }} />
  ),
  parameters: { puenteProvider: false },
};
