import {
  SAMPLE_PROGRAMMES,
  SAMPLE_STUDENT_INFO,
  sampleProgramme,
  sampleSelection,
} from '@puente/core';
import { paths, UniversitySuggestionsScreen } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { catalogue, failsWith, pendingForever, studentData } from '../support/api-handlers';
import { becomesVisible, hostParameters, hostScreen } from '../support/host-screen';

const COMPUTER_SCIENCE = SAMPLE_PROGRAMMES.filter(({ subject }) => subject === 'Computer Science');

const meta = {
  title: 'Host/Routes/university-suggestions – University suggestions',
  component: UniversitySuggestionsScreen,
  decorators: [hostScreen(paths.universitySuggestions.getHref())],
  parameters: { ...hostParameters },
  beforeEach: ({ msw }) =>
    msw.use(catalogue(COMPUTER_SCIENCE), ...studentData({ studentInfo: SAMPLE_STUDENT_INFO })),
} satisfies Meta<typeof UniversitySuggestionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Best match first, nothing selected yet: Find my Pathways is disabled. */
export const Default: Story = {};

/** Find my Pathways without a selection: the 'No programs selected' toast. */
export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: 'Find my Pathways' }));
    await becomesVisible(await screen.findByText('No programs selected'));
  },
};

/** One programme already selected: Find my Pathways goes on. */
export const WithSelection: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...studentData({
        studentInfo: SAMPLE_STUDENT_INFO,
        selections: [sampleSelection(11, COMPUTER_SCIENCE[0] ?? sampleProgramme())],
      }),
    ),
};

/** Without a profile: every match is the default 80%. */
export const NoProfile: Story = {
  beforeEach: ({ msw }) => msw.use(...studentData()),
};

/** Filters that leave nothing: the SPEC message and Clear Filters. */
export const NothingMatchesFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Region' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Cardiff, Wales' }));
    await expect(await canvas.findByText('No Foundation Programs Found')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/foundation-programs')),
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failsWith('get', '/api/foundation-programs', 503, 'The catalogue is being updated')),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
