import { SAMPLE_PROGRAMMES, sampleSelection } from '@puente/core';
import { paths, SelectedProgrammesScreen } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { studentData } from '../support/api-handlers';
import { becomesVisible, hostParameters, hostScreen } from '../support/host-screen';

const SELECTIONS = SAMPLE_PROGRAMMES.slice(0, 3).map((program, index) =>
  sampleSelection(11 + index, program),
);

const meta = {
  title: 'Host/Routes/selected-programs – Selected programmes',
  component: SelectedProgrammesScreen,
  decorators: [hostScreen(paths.selectedPrograms.getHref())],
  parameters: { ...hostParameters },
  beforeEach: ({ msw }) => msw.use(...studentData({ selections: SELECTIONS })),
} satisfies Meta<typeof SelectedProgrammesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...studentData()),
};

/** Remove pressed: 'Are you sure?' naming the university and programme. */
export const ConfirmRemoval: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('article');
    if (!first) throw new Error('no selections');
    await userEvent.click(within(first).getByRole('button', { name: 'Remove' }));
    await becomesVisible(await screen.findByRole('alertdialog', { name: 'Are you sure?' }));
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
