import { paths } from '@puente/host';
import { maria, userHandler } from '@puente/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { schoolData, signedIn, signedInAsParent } from '../support/api-handlers';
import { hostParameters, hostSite } from '../support/host-screen';

type Story = StoryObj;

const at = (token: string) => hostSite(paths.invitation.getHref(token));

/** /join/:token: an invitation link, before joining (the whole site, signed out unless a story signs in). */
export default {
  title: 'Host/Routes/join-token – Invitation',
  parameters: { ...hostParameters },
  beforeEach: ({ msw }) => msw.use(...schoolData({}, maria)),
} satisfies Meta;

/** Signed out: who invites, who will see what, and the Register and Login forms on the page. */
export const SignedOut: Story = at('student-invitation');

/** A signed-in student: Join. */
export const Student: Story = {
  ...at('student-invitation'),
  beforeEach: ({ msw }) => msw.use(signedIn),
};

export const Parent: Story = {
  ...at('parent-invitation'),
  beforeEach: ({ msw }) => msw.use(signedInAsParent),
};

export const Counselor: Story = {
  ...at('counselor-invitation'),
  beforeEach: ({ msw }) =>
    msw.use(userHandler({ ...maria, firstName: 'Jorge', lastName: 'Medina' })),
};

export const Expired: Story = at('expired-invitation');
export const Used: Story = at('used-invitation');
export const Withdrawn: Story = at('withdrawn-invitation');
export const Invalid: Story = at('not-a-token');

export const Mobile: Story = { ...SignedOut, globals: { viewport: { value: 'mobile' } } };
export const Dark: Story = { ...Student, globals: { theme: 'dark' } };
