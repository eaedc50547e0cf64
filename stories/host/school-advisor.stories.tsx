import { AdvisorDashboardRoute, paths } from '@puente/host';
import { SCHOOL_CASELOAD } from '@puente/ui/testing';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  failsWith,
  pendingForever,
  schoolData,
  signedInAsCounselor,
} from '../support/api-handlers';
import { becomesVisible, type HostStory, schoolScreenMeta } from '../support/host-screen';

// /advisor-dashboard for a counselor: their caseload of the school's real students (Actions
// Required, My Students), invitations and class codes.
export default {
  title: 'Host/Routes/advisor-dashboard – School: advisor dashboard',
  component: AdvisorDashboardRoute,
  ...schoolScreenMeta(paths.advisorDashboard.getHref(), signedInAsCounselor),
} satisfies Meta<typeof AdvisorDashboardRoute>;

/** Three students in the caseload, with their progress and four Actions Required. */
export const Default: HostStory = {};

export const Dark: HostStory = { globals: { theme: 'dark' } };

/** Below 768 px My Students becomes one card per student. */
export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

export const Loading: HostStory = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/school/caseload')),
};

export const LoadFailed: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(failsWith('get', '/api/school/caseload', 503, 'The database is unavailable.')),
};

/** A new counselor: nobody in the caseload, no codes or invitations yet. */
export const Empty: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(...schoolData({ students: [], caseload: [], classCodes: [], invitations: [] })),
};

/** Every student on track: nothing in Actions Required. */
export const NothingToActOn: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...schoolData({
        caseload: SCHOOL_CASELOAD.map((student) => ({ ...student, alerts: [] })),
      }),
    ),
};

/** The students who need attention, in 11th grade. */
export const Filtered: HostStory = {
  play: async () => {
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Needs attention' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Grade' }));
    await userEvent.click(await screen.findByRole('option', { name: '11th Grade' }));
    const table = within(await screen.findByRole('table', { name: 'My Students' }));
    await becomesVisible(table.getByRole('link', { name: 'Valeria Hernández' }));
    await expect(table.queryByRole('link', { name: 'Sofía Ramírez' })).toBeNull();
  },
};

/** No student matches: the filters say so. */
export const NoMatch: HostStory = {
  play: async () => {
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search by name' }), 'nadie');
    await becomesVisible(await screen.findByText('No student matches these filters.'));
  },
};

export const Searching: HostStory = {
  play: async () => {
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search by name' }), 'hern');
    const table = within(await screen.findByRole('table', { name: 'My Students' }));
    await becomesVisible(table.getByRole('link', { name: 'Valeria Hernández' }));
    await expect(table.queryByRole('link', { name: 'Sofía Ramírez' })).toBeNull();
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
