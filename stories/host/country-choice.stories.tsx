import { CountryChoiceScreen, paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { hostParameters, hostScreen } from '../support/host-screen';

const meta = {
  title: 'Host/Routes/ukus – Country choice',
  component: CountryChoiceScreen,
  decorators: [hostScreen(paths.countryChoice.getHref())],
  parameters: { ...hostParameters },
} satisfies Meta<typeof CountryChoiceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: Continue waits. */
export const Default: Story = {};

export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^United Kingdom/ }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
