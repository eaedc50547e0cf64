import { SAMPLE_STUDENT_INFO } from '@puente/core';
import { paths, StudentInfoScreen } from '@puente/host';
import { LINKED_PARENTS, SAMPLE_SCHOOL, userHandler } from '@puente/ui/testing';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleUser,
  schoolData,
  signedIn,
  studentData,
  withSavedProfile,
} from '../support/api-handlers';
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

/** A student of a school, with a linked parent and the reads of their data listed. */
export const SchoolParentsAndViews: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(
      userHandler({ ...sampleUser, school: { id: SAMPLE_SCHOOL.id, name: SAMPLE_SCHOOL.name } }),
      ...studentData({ studentInfo: SAMPLE_STUDENT_INFO }),
      ...schoolData({ parents: LINKED_PARENTS }, sampleUser),
    ),
};

/** A student in no school, no parent linked, nobody has looked. */
export const NoSchoolYet: HostStory = {
  beforeEach: ({ msw }) =>
    msw.use(signedIn, ...schoolData({ parents: [], dataViews: [] }, sampleUser)),
};

export const SchoolMobile: HostStory = {
  ...SchoolParentsAndViews,
  globals: { viewport: { value: 'mobile' } },
};

export const SchoolDark: HostStory = { ...SchoolParentsAndViews, globals: { theme: 'dark' } };

/** Your data: "Delete my account" asks first, keeping the account the default. */
export const DeleteAccountConfirmation: HostStory = {
  ...NoSchoolYet,
  play: async () => {
    const remove = await screen.findByRole(
      'button',
      { name: 'Delete my account' },
      { timeout: 10000 },
    );
    await expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/user/data',
    );
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    // Focus moves once the dialog has opened, a frame after it shows (as the kit's dialog story waits).
    const keep = within(dialog).getByRole('button', { name: 'Keep my account' });
    await waitFor(() => expect(keep).toHaveFocus());
  },
};
