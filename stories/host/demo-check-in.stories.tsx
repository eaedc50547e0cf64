import { paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import {
  type HostStory,
  hostParameters,
  hostSite,
  inDark,
  onPhone,
  signedInPageMeta,
} from '../support/host-screen';

// /demo/check-in-1 and /demo/check-in-2: the demo school's counselor's first and second
// check-ins with a student, in the signed-in site.
export default {
  title: 'Host/Routes/demo/check-in – Demo school: counselor check-ins 1 and 2',
  ...signedInPageMeta(paths.demoCheckIn1.getHref()),
  // The sample's conversations are dated from the day it is opened: a fixed day keeps the story the same.
  parameters: { ...hostParameters, now: '2026-12-06T10:00:00Z' },
} satisfies Meta;

export const CheckIn1: HostStory = {};

export const CheckIn1Phone: HostStory = onPhone;

export const CheckIn1Dark: HostStory = inDark;

const checkIn2: HostStory = hostSite(paths.demoCheckIn2.getHref());

export const CheckIn2: HostStory = checkIn2;

export const CheckIn2Phone: HostStory = { ...checkIn2, ...onPhone };

export const CheckIn2Dark: HostStory = { ...checkIn2, ...inDark };
