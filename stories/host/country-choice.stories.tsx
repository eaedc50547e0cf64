import { CountryChoiceScreen, paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type HostStory, hostScreenMeta } from '../support/host-screen';

export default {
  title: 'Host/Routes/ukus – Country choice',
  component: CountryChoiceScreen,
  ...hostScreenMeta(paths.countryChoice.getHref()),
} satisfies Meta<typeof CountryChoiceScreen>;

/** Nothing chosen: Continue waits. */
export const Default: HostStory = {};

export const Chosen: HostStory = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^United Kingdom/ }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

export const Dark: HostStory = { globals: { theme: 'dark' } };
