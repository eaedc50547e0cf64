import { paths, StudentRecordScreen } from '@puente/host';
import { passwordResetHandlers, schoolAdmin } from '@puente/ui/testing';
import type { Meta } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { schoolData, signedInAsAdmin, signedInAsCounselor } from '../support/api-handlers';
import { becomesVisible, type HostStory, schoolScreenMeta } from '../support/host-screen';

// /school/students/:id: one of the school's students, read-only, for its staff.
export default {
  title: 'Host/Routes/school-students – School: a student’s record',
  component: StudentRecordScreen,
  ...schoolScreenMeta(paths.schoolStudent.getHref(51), signedInAsCounselor, passwordResetHandlers),
  args: { studentId: 51 },
} satisfies Meta<typeof StudentRecordScreen>;

/** Profile and two programmes; came from the school's verified site. */
export const Default: HostStory = {};

/** No profile or programmes yet. */
export const JustJoined: HostStory = { args: { studentId: 53 } };

/** Another school's student, or none: the server answers 404. */
export const NotFound: HostStory = { args: { studentId: 999 } };

export const Dark: HostStory = { globals: { theme: 'dark' } };

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };

/** An admin sees whose caseload the student is in, and can give them to another counselor. */
export const ForAnAdmin: HostStory = {
  beforeEach: ({ msw }) => msw.use(signedInAsAdmin, ...schoolData({}, schoolAdmin)),
};

/** The counselor made a password reset link: to copy or send on WhatsApp, and emailed. */
export const ResetLinkMade: HostStory = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Make a reset link' }));
    await becomesVisible(await screen.findByText('We also emailed it to Diego Hernández.'));
  },
};
