import { FoundationYearIntroScreen, paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { type HostStory, hostScreenMeta } from '../support/host-screen';

export default {
  title: 'Host/Routes/foundation-year-intro – Foundation year intro',
  component: FoundationYearIntroScreen,
  ...hostScreenMeta(paths.foundationYearIntro.getHref()),
} satisfies Meta<typeof FoundationYearIntroScreen>;

export const Default: HostStory = {};

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

export const Dark: HostStory = { globals: { theme: 'dark' } };
