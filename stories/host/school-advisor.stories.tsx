import { paths, SchoolAdvisorScreen } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  failsWith,
  pendingForever,
  schoolData,
  signedInAsCounselor,
} from '../support/api-handlers';
import { becomesVisible, type HostStory, hostScreenMeta } from '../support/host-screen';

// /advisor-dashboard for a counselor: the school's real students, invitations and class codes.
export default {
  title: 'Host/Routes/advisor-dashboard – School: advisor dashboard',
  component: SchoolAdvisorScreen,
  ...hostScreenMeta(paths.advisorDashboard.getHref()),
  beforeEach: ({ msw }) => msw.use(signedInAsCounselor, ...schoolData()),
} satisfies Meta<typeof SchoolAdvisorScreen>;

/** Three students: one from the school's verified site, one from an unverified origin, one by invitation. */
export const Default: HostStory = {};

export const Dark: HostStory = { globals: { theme: 'dark' } };

/** Below 768 px the students table becomes one card per student. */
export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

export const Loading: HostStory = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/school/students')),
};

export const LoadFailed: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(failsWith('get', '/api/school/students', 503, 'The database is unavailable.')),
};

/** A new school: no students, codes or invitations yet. */
export const Empty: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(...schoolData({ students: [], classCodes: [], invitations: [] })),
};

export const Searching: HostStory = {
  play: async () => {
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search by name' }), 'hern');
    await becomesVisible(await screen.findByRole('link', { name: 'Valeria Hernández' }));
  },
};

/** The link made, shown once to copy or share on WhatsApp. */
export const StudentInvitationLink: HostStory = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Create a student invitation link' }),
    );
    await becomesVisible(await screen.findByRole('textbox', { name: 'Student invitation link' }));
  },
};

export const ClassCodeErrors: HostStory = {
  play: async () => {
    const codes = within(await screen.findByRole('region', { name: 'Class codes' }));
    await userEvent.clear(codes.getByRole('textbox', { name: 'Number of uses' }));
    await userEvent.click(codes.getByRole('button', { name: 'Create class code' }));
    await expect(codes.getByText('Give the class a name')).toBeVisible();
  },
};
