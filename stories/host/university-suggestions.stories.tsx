import {
  SAMPLE_PROGRAMMES,
  SAMPLE_STUDENT_INFO,
  sampleProgramme,
  sampleSelection,
} from '@puente/core';
import { paths, UniversitySuggestionsScreen } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { catalogue, failsWith, pendingForever, studentData } from '../support/api-handlers';
import { becomesVisible, type HostStory, hostScreenMeta } from '../support/host-screen';

const COMPUTER_SCIENCE = SAMPLE_PROGRAMMES.filter(({ subject }) => subject === 'Computer Science');

export default {
  title: 'Host/Routes/university-suggestions – University suggestions',
  component: UniversitySuggestionsScreen,
  ...hostScreenMeta(paths.universitySuggestions.getHref()),
  beforeEach: ({ msw }) =>
    msw.use(catalogue(COMPUTER_SCIENCE), ...studentData({ studentInfo: SAMPLE_STUDENT_INFO })),
} satisfies Meta<typeof UniversitySuggestionsScreen>;

/** Best match first, nothing selected yet: Find my Pathways is disabled. */
export const Default: HostStory = {};

/** Find my Pathways without a selection: the 'No programs selected' toast. */
export const NothingSelected: HostStory = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('button', { name: 'Find my Pathways' }));
    await becomesVisible(await screen.findByText('No programs selected'));
  },
};

/** One programme already selected: Find my Pathways goes on. */
export const WithSelection: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...studentData({
        studentInfo: SAMPLE_STUDENT_INFO,
        selections: [sampleSelection(11, COMPUTER_SCIENCE[0] ?? sampleProgramme())],
      }),
    ),
};

/** Without a profile: every match is the default 80%. */
export const NoProfile: HostStory = {
  beforeEach: ({ msw }) => msw.use(...studentData()),
};

/** Filters that leave nothing: the SPEC message and Clear Filters. */
export const NothingMatchesFilters: HostStory = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Region' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Cardiff, Wales' }));
    await expect(await canvas.findByText('No Foundation Programs Found')).toBeVisible();
  },
};

export const Loading: HostStory = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/foundation-programs')),
};

export const LoadError: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(failsWith('get', '/api/foundation-programs', 503, 'The catalogue is being updated')),
};

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

export const Dark: HostStory = { globals: { theme: 'dark' } };
