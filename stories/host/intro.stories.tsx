import { IntroScreen, paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedInPageMeta } from '../support/host-screen';

const meta = {
  title: 'Host/Routes/intro – Intro',
  component: IntroScreen,
  // Where signing in lands: the whole page at /intro, signed in.
  ...signedInPageMeta(paths.intro.getHref()),
} satisfies Meta<typeof IntroScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Welcome: the three steps and Get Started, a link to /ukus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = await canvas.findByRole('link', { name: 'Get Started' }, { timeout: 10000 });
    await expect(start).toHaveAttribute('href', paths.countryChoice.getHref());
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkMobile: Story = { globals: { theme: 'dark', viewport: { value: 'mobile' } } };
