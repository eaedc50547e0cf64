import { AdminRoute, paths } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { pendingForever, schoolData, signedInAsAdmin } from '../support/api-handlers';
import { becomesVisible, type HostStory, schoolScreenMeta } from '../support/host-screen';

// /admin for the school's admin: settings with the site key's snippet, staff, the CSV import, students.
export default {
  title: 'Host/Routes/admin – School: administrator dashboard',
  component: AdminRoute,
  ...schoolScreenMeta(paths.admin.getHref(), signedInAsAdmin),
} satisfies Meta<typeof AdminRoute>;

export const Default: HostStory = {};

export const Dark: HostStory = { globals: { theme: 'dark' } };

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

export const Loading: HostStory = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/school')),
};

/** A new school: no websites yet. */
export const NoWebsites: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...schoolData({
        school: {
          id: 2,
          name: 'Colegio Morelos',
          city: 'Mérida',
          country: 'Mexico',
          origins: [],
          siteKey: 'pk_TW9yZWxvc1NpdGVLZXkwMDAy',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
        students: [],
        invitations: [],
      }),
    ),
};

const upload = async (csv: string) => {
  const importing = within(await screen.findByRole('region', { name: 'Import students' }));
  await userEvent.upload(
    importing.getByLabelText('CSV file'),
    new File([csv], 'students.csv', { type: 'text/csv' }),
  );
  await userEvent.click(importing.getByRole('button', { name: 'Import and invite' }));
  return importing;
};

/** Every bad row listed; nothing imported. */
export const ImportWithBadRows: HostStory = {
  play: async () => {
    const importing = await upload(
      'first_name,last_name,email\n=HYPERLINK("x"),Pérez,ana@example.mx\nLuis,Soto,not-an-email\n',
    );
    await becomesVisible(await importing.findByRole('alert'));
  },
};

/** Every row good: the invitations made, each with its link. */
export const Imported: HostStory = {
  play: async () => {
    const importing = await upload(
      'first_name,last_name,email,parent_email\nAna,Pérez,ana@example.mx,mama@example.mx\nLuis,Soto,luis@example.mx,\n',
    );
    await becomesVisible(
      await importing.findByText('3 invitations made: share each link with its person.'),
    );
  },
};

export const CounselorInvitation: HostStory = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Create a counselor invitation link' }),
    );
    await becomesVisible(await screen.findByRole('textbox', { name: 'Counselor invitation link' }));
  },
};

/** A school with no students yet: the overview says so. */
export const EmptyOverview: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...schoolData({
        students: [],
        overview: { grades: [], counselors: [], unassigned: 0 },
      }),
    ),
};

/** The school's context, already written by the admin. */
export const WithSchoolContext: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...schoolData({
        schoolContext: [
          'We are a bilingual school in Puebla; our seniors take the IB Diploma.',
          'Most families ask about scholarships and living costs in the UK.',
        ],
      }),
    ),
};

/** A model answers the school's assistant: this month's answers and tokens under the counselors. */
export const AssistantUsage: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...schoolData({
        assistantUsage: {
          month: '2026-12',
          answers: 1240,
          tokens: 1_900_000,
          features: [{ feature: 'chat-reply', requests: 1240, tokens: 1_900_000 }],
        },
      }),
    ),
  play: async () => {
    await becomesVisible(
      await screen.findByRole('region', { name: 'AI assistant' }, { timeout: 10_000 }),
    );
  },
};
