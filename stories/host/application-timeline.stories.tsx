import { SAMPLE_PROGRAMMES, type SelectedProgramme, sampleSelection } from '@puente/core';
import { ApplicationTimelineScreen, paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { failsWith, pendingForever, studentData } from '../support/api-handlers';
import { hostParameters, hostScreen } from '../support/host-screen';
import { NOTHING_DONE_YET, stepStatuses } from '../support/timeline';

const queenMary = SAMPLE_PROGRAMMES.find(({ universityName }) =>
  universityName.includes('Queen Mary'),
);
if (!queenMary) throw new Error('no Queen Mary sample programme');

// Queen Mary's deadline D is 30 Jun 2027: Start Application due 30 Apr, the statement 30 May,
// documents and the English test 16 Jun.
const SELECTION = sampleSelection(12, queenMary);
const WITH_STATEMENT: SelectedProgramme = {
  ...SELECTION,
  personalStatement: 'Taking apart my first radio in Puebla is how I found engineering.',
};
const TICKED: SelectedProgramme = {
  ...SELECTION,
  tracker: {
    ...SELECTION.tracker,
    stage: 'preparing',
    documentsGathered: true,
    englishTest: { score: 6.5, takenOn: '2027-05-20' },
  },
};
const SUBMITTED: SelectedProgramme = {
  ...TICKED,
  personalStatement: WITH_STATEMENT.personalStatement,
  tracker: { ...TICKED.tracker, stage: 'submitted', submittedOn: '2027-06-12' },
};
const CONDITIONAL_OFFER: SelectedProgramme = {
  ...SUBMITTED,
  tracker: {
    ...SUBMITTED.tracker,
    stage: 'offer',
    offer: 'conditional',
    conditions: 'IELTS 6.0 overall with no band below 5.5',
  },
};
const ROLLING: SelectedProgramme = {
  ...SELECTION,
  program: { ...queenMary, applicationDeadline: 'Rolling admissions' },
};

const meta = {
  title: 'Host/Routes/timeline:id – Application timeline',
  component: ApplicationTimelineScreen,
  args: { selectionId: String(SELECTION.id) },
  decorators: [hostScreen(paths.timeline.getHref(SELECTION.id))],
  parameters: { ...hostParameters, now: '2027-03-01T10:00:00Z' },
  beforeEach: ({ msw }) => msw.use(...studentData({ selections: [SELECTION] })),
} satisfies Meta<typeof ApplicationTimelineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const statuses = async () =>
  stepStatuses(await screen.findByRole('list', { name: 'Application Timeline' }));

/** Four months before the deadline, nothing done: the first step current, nothing completed. */
export const EarlyDays: Story = {
  play: async () => {
    await expect(await statuses()).toEqual(NOTHING_DONE_YET);
  },
};

/** The statement is the current step, with Complete. */
export const StatementCurrent: Story = {
  parameters: { now: '2027-05-10T10:00:00Z' },
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Complete' })).toHaveAttribute(
      'href',
      paths.personalStatement.getHref(SELECTION.id),
    );
  },
};

export const StatementOverdue: Story = { parameters: { now: '2027-06-05T10:00:00Z' } };

export const LastTwoWeeks: Story = { parameters: { now: '2027-06-20T10:00:00Z' } };

export const PastDeadline: Story = { parameters: { now: '2027-07-02T10:00:00Z' } };

/** A statement saved: completed, with Edit. */
export const StatementWritten: Story = {
  parameters: { now: '2027-06-05T10:00:00Z' },
  beforeEach: ({ msw }) => msw.use(...studentData({ selections: [WITH_STATEMENT] })),
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Edit' })).toBeVisible();
  },
};

/** The tracker: started, documents gathered and the English test ticked with its score and day. */
export const TrackerTicked: Story = {
  parameters: { now: '2027-06-05T10:00:00Z' },
  beforeEach: ({ msw }) => msw.use(...studentData({ selections: [TICKED] })),
  play: async () => {
    await expect(await statuses()).toEqual([
      'completed',
      'overdue',
      'completed',
      'completed',
      'current',
    ]);
  },
};

/** The tracker: the application submitted with its day; every step done. */
export const TrackerSubmitted: Story = {
  parameters: { now: '2027-06-20T10:00:00Z' },
  beforeEach: ({ msw }) => msw.use(...studentData({ selections: [SUBMITTED] })),
  play: async () => {
    await expect(await statuses()).toEqual(Array(5).fill('completed'));
  },
};

/** The tracker: a conditional offer with its conditions as typed. */
export const TrackerConditionalOffer: Story = {
  parameters: { now: '2027-07-10T10:00:00Z' },
  beforeEach: ({ msw }) => msw.use(...studentData({ selections: [CONDITIONAL_OFFER] })),
};

/** A deadline that is not a date: two months from today. */
export const RollingDeadline: Story = {
  beforeEach: ({ msw }) => msw.use(...studentData({ selections: [ROLLING] })),
};

export const ProgrammeNotFound: Story = {
  args: { selectionId: '999' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Program Not Found' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/selected-programs')),
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failsWith('get', '/api/selected-programs', 503, 'The database is restarting')),
};

export const Dark: Story = {
  parameters: { now: '2027-06-05T10:00:00Z' },
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  parameters: { now: '2027-06-05T10:00:00Z' },
  globals: { viewport: { value: 'mobile' } },
};
