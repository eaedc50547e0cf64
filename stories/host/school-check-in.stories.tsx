import { CheckInScreen, paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { schoolData, signedInAsCounselor } from '../support/api-handlers';
import { type HostStory, hostScreenMeta } from '../support/host-screen';

// /check-in-1 and /check-in-2 for the school's staff: a student picker, or `?student=`'s record.
export default {
  title: 'Host/Routes/check-in – School: check-ins',
  component: CheckInScreen,
  ...hostScreenMeta(paths.checkIn1.getHref()),
  args: { checkIn: 1, studentId: null },
  beforeEach: ({ msw }) => msw.use(signedInAsCounselor, ...schoolData()),
} satisfies Meta<typeof CheckInScreen>;

/** No `?student=`: the school's list to choose from. */
export const ChooseAStudent: HostStory = {};

export const WithAStudent: HostStory = { args: { checkIn: 2, studentId: 51 } };

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

export const Dark: HostStory = { ...WithAStudent, globals: { theme: 'dark' } };
