import { CreateSchoolScreen, paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { schoolData } from '../support/api-handlers';
import { becomesVisible, type HostStory, hostScreenMeta } from '../support/host-screen';

// /schools/new: "Create your school's workspace", from the landing page.
export default {
  title: "Host/Routes/schools-new – Create your school's workspace",
  component: CreateSchoolScreen,
  ...hostScreenMeta(paths.createSchool.getHref()),
  beforeEach: ({ msw }) => msw.use(...schoolData({}, null)),
} satisfies Meta<typeof CreateSchoolScreen>;

export const Default: HostStory = {};

/** Submitted empty: every message, the focus on the first. */
export const Errors: HostStory = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create the workspace' }));
    await becomesVisible(await screen.findByText('School name is required'));
  },
};

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

export const Dark: HostStory = { globals: { theme: 'dark' } };
