import { SAMPLE_PROGRAMMES, type SelectedProgramme, sampleSelection } from '@puente/core';
import { DashboardScreen, paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  checkInData,
  failsWith,
  pendingForever,
  SAMPLE_ASSIGNMENTS,
  SAMPLE_NOTES,
  sampleUser,
  studentData,
} from '../support/api-handlers';
import { becomesVisible, hostParameters, hostScreen } from '../support/host-screen';
import { storyDrawn } from '../support/story-checks';

/** The student's selections: King's, Queen Mary, Manchester and Edinburgh. */
const SELECTIONS: SelectedProgramme[] = [
  "King's College",
  'Queen Mary',
  'Manchester',
  'Edinburgh',
].map((university, index) => {
  const program = SAMPLE_PROGRAMMES.find(({ universityName }) =>
    universityName.includes(university),
  );
  if (!program) throw new Error(`no sample programme at ${university}`);
  return sampleSelection(11 + index, program);
});

const at = (phase?: 1 | 2 | 3) => ({ decorators: [hostScreen(paths.home.getHref(phase))] });

const meta = {
  title: 'Host/Routes/dashboard – Dashboard',
  component: DashboardScreen,
  args: { user: sampleUser },
  parameters: { ...hostParameters },
  beforeEach: ({ msw }) => msw.use(...studentData({ selections: SELECTIONS })),
} satisfies Meta<typeof DashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = async (name: string) => within(await screen.findByRole('region', { name }));

/** No phase: the student's own programmes; the scholarships wait for phase 2. */
export const NoPhase: Story = {
  ...at(),
  play: async () => {
    const programmes = await region('Your Programs');
    await expect(await programmes.findAllByRole('article')).toHaveLength(SELECTIONS.length);
    await expect(
      (await region('Available Scholarships')).getByText('No Scholarships Found'),
    ).toBeVisible();
  },
};

export const Phase1: Story = { ...at(1) };

/** Phase 2: the soonest deadlines and the scholarship carousel. */
export const Phase2: Story = {
  ...at(2),
  play: async () => {
    const scholarships = await region('Available Scholarships');
    await expect(await scholarships.findAllByRole('listitem')).toHaveLength(3);
    // axe, after the play, reads the whole dashboard: the programmes too.
    await storyDrawn();
  },
};

/** Phase 3: the Queen Mary programme is done, with a green check. */
export const Phase3: Story = {
  ...at(3),
  play: async () => {
    await expect(await screen.findByText('Done')).toBeInTheDocument();
  },
};

/** No selections yet, no phase: both empty states, View All Timelines disabled. */
export const Empty: Story = {
  ...at(),
  beforeEach: ({ msw }) => msw.use(...studentData()),
  play: async () => {
    await expect(await screen.findByText('No Programs Selected Yet')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'View All Timelines' })).toBeDisabled();
  },
};

/** Phase 1 without selections: 'No Scholarships Found' offers Find Scholarships. */
export const EmptyPhase1: Story = {
  ...at(1),
  beforeEach: ({ msw }) => msw.use(...studentData()),
};

export const Loading: Story = {
  ...at(2),
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/selected-programs')),
};

export const LoadError: Story = {
  ...at(2),
  beforeEach: ({ msw }) =>
    msw.use(failsWith('get', '/api/selected-programs', 503, 'The database is restarting')),
};

/** Info on King's College London: its fee, deadline and documents. */
export const KingsCollegeDialog: Story = {
  ...at(1),
  play: async () => {
    const card = within(
      await screen.findByRole('article', { name: SELECTIONS[0]?.program.programName }),
    );
    await userEvent.click(card.getByRole('button', { name: 'Info' }));
    const dialog = within(await screen.findByRole('dialog', { name: "King's College London" }));
    await becomesVisible(dialog.getByText('£75 (non-refundable)'));
  },
};

/** Next pressed once: the second scholarship is the current one. */
export const CarouselMoved: Story = {
  ...at(2),
  play: async () => {
    const scholarships = await region('Available Scholarships');
    await userEvent.click(await scholarships.findByRole('button', { name: 'Next scholarship' }));
    await expect(scholarships.getByText('Scholarship 2 of 3')).toBeVisible();
  },
};

export const Dark: Story = { ...at(3), globals: { theme: 'dark' } };

export const Mobile: Story = { ...at(2), globals: { viewport: { value: 'mobile' } } };

export const MobileDark: Story = {
  ...at(3),
  globals: { viewport: { value: 'mobile' }, theme: 'dark' },
};

/** Upcoming Timelines: Manchester's next step due in 6 days (soon); the next one later. */
export const NextStepSoon: Story = {
  ...at(),
  parameters: { now: '2026-11-23T18:00:00Z' },
  play: async () => {
    const upcoming = await region('Upcoming Timelines');
    await expect(await upcoming.findByText('Next: Start Application, in 6 days')).toBeVisible();
    await expect(upcoming.getByText('Due soon')).toBeVisible();
  },
};

/** Upcoming Timelines: a step past its day is overdue, in words; a submitted one shows its stage. */
export const NextStepOverdueAndSubmitted: Story = {
  ...at(),
  parameters: { now: '2026-12-02T18:00:00Z' },
  beforeEach: ({ msw }) =>
    msw.use(
      ...studentData({
        selections: SELECTIONS.map((selection, index) =>
          index === 0
            ? {
                ...selection,
                tracker: { ...selection.tracker, stage: 'submitted', submittedOn: '2026-11-30' },
              }
            : selection,
        ),
      }),
    ),
};

/**
 * A student of a school: a note their counselor shared, and content assigned, one item completed.
 * The assigned content answers after the notes; the card still appears once, whole.
 */
export const FromYourCounselor: Story = {
  ...at(),
  args: { user: { ...sampleUser, school: { id: 1, name: 'Preparatoria Juárez' } } },
  beforeEach: ({ msw }) =>
    msw.use(
      // Answers nothing itself: the request goes on, later, to the handlers below.
      http.get('*/api/user/assignments', () => delay(400)),
      ...checkInData({
        notes: SAMPLE_NOTES.filter(({ visibility }) => visibility === 'shared'),
        assignments: SAMPLE_ASSIGNMENTS,
      }),
    ),
  play: async () => {
    const counselor = await region('From your counselor');
    await expect(counselor.getByText(/Book the IELTS test before January/)).toBeVisible();
    const workshop = counselor.getByRole('checkbox', {
      name: 'Completed: Writing Your Personal Statement for Medicine',
    });
    await expect(workshop).not.toBeChecked();
    await userEvent.click(
      counselor.getByText('Completed: Writing Your Personal Statement for Medicine'),
    );
    await expect(workshop).toBeChecked();
  },
};
