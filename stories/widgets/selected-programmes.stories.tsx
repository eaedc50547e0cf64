import { SAMPLE_PROGRAMMES, sampleProgramme, sampleSelection } from '@puente/core';
import { Button } from '@puente/ui';
import { SelectedProgrammes } from '@puente/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { failsWith, pendingForever, studentData } from '../support/api-handlers';
import { withTypography } from '../ui/surface';

const SELECTIONS = SAMPLE_PROGRAMMES.slice(0, 3).map((program, index) =>
  sampleSelection(11 + index, program),
);

const meta = {
  title: 'Widgets/Selected Programmes',
  component: SelectedProgrammes,
  beforeEach: ({ msw }) => msw.use(...studentData({ selections: SELECTIONS })),
  decorators: [withTypography],
} satisfies Meta<typeof SelectedProgrammes>;
export default meta;
type Story = StoryObj<typeof meta>;

async function askToRemove(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const card = await canvas.findByRole('article', {
    name: 'International Foundation Programme – Computer Science',
  });
  await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));
  return screen.findByRole('alertdialog', { name: 'Are you sure?' });
}

export const Filled: Story = {};

export const Empty: Story = {
  // The page's own link (the host's button link), in English in every story language.
  args: {
    empty: (
      <Button asChild>
        <a href="/foundation-programs" lang="en-GB">
          Find Foundation Programs
        </a>
      </Button>
    ),
  },
  beforeEach: ({ msw }) => msw.use(...studentData()),
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/selected-programs')),
};

export const LoadError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failsWith('get', '/api/selected-programs', 500, 'The database is resting')),
};

/** 'Are you sure?', naming the university and the programme. */
export const ConfirmRemoval: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await askToRemove(canvasElement);
    await expect(dialog).toHaveTextContent("King's College London");
  },
};

/** Remove pressed: 'Removing...' until the server answers. */
export const Removing: Story = {
  beforeEach: ({ msw }) => msw.use(pendingForever('delete', '/api/selected-programs/:id')),
  play: async ({ canvasElement }) => {
    const dialog = await askToRemove(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(
      await within(dialog).findByRole('button', { name: 'Removing...' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongNames: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...studentData({
        selections: [
          sampleSelection(
            21,
            sampleProgramme({
              universityName:
                'University of the Highlands and Islands – Inverness College (UHI Inverness)',
              programName:
                'International Foundation Programme in Science, Technology, Engineering and Mathematics with Integrated English for Academic Purposes',
              startDates: 'September 2027, January 2028, April 2028',
            }),
          ),
          ...SELECTIONS.slice(0, 1),
        ],
      }),
    ),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
