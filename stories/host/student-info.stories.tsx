import { paths, StudentInfoScreen } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { studentData, withSavedProfile } from '../support/api-handlers';
import { type HostStory, hostScreenMeta } from '../support/host-screen';

export default {
  title: 'Host/Routes/student-info – My profile',
  component: StudentInfoScreen,
  ...hostScreenMeta(paths.studentInfo.getHref()),
  beforeEach: ({ msw }) => msw.use(...studentData()),
} satisfies Meta<typeof StudentInfoScreen>;

/** After /ukus: an empty profile and the tip toast. */
export const FirstVisit: HostStory = {};

/** From the avatar menu's My Profile: the saved values. */
export const MyProfile: HostStory = {
  beforeEach: withSavedProfile,
};

export const Mobile: HostStory = { ...MyProfile, globals: { viewport: { value: 'mobile' } } };

export const Dark: HostStory = { ...MyProfile, globals: { theme: 'dark' } };
