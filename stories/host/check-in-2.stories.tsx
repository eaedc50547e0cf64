import { paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import {
  type HostStory,
  hostParameters,
  inDark,
  onPhone,
  signedInPageMeta,
} from '../support/host-screen';

// /demo/check-in-2: the demo school's counselor's second check-in with a student, in the signed-in site.
export default {
  title: 'Host/Routes/demo/check-in-2 – Demo school: counselor check-in 2',
  ...signedInPageMeta(paths.demoCheckIn2.getHref()),
  // The sample's conversations are dated from the day it is opened: a fixed day keeps the story the same.
  parameters: { ...hostParameters, now: '2026-12-06T10:00:00Z' },
} satisfies Meta;

export const SignedIn: HostStory = {};

export const Phone: HostStory = onPhone;

export const Dark: HostStory = inDark;
