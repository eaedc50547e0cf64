import { paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { type HostStory, inDark, onPhone, signedInPageMeta } from '../support/host-screen';

// /exploration: the exploration advisor's chat, in the signed-in site.
export default {
  title: 'Host/Routes/exploration – Exploration advisor',
  ...signedInPageMeta(paths.exploration.getHref()),
} satisfies Meta;

export const SignedIn: HostStory = {};

export const Phone: HostStory = onPhone;

export const Dark: HostStory = inDark;
