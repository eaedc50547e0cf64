import { paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { signedIn, signedInAsParent } from '../support/api-handlers';
import { hostParameters, hostSite } from '../support/host-screen';

type Story = StoryObj;

/** A staff or parent route opened by someone of another role: whom the page is for, and the way home. */
export default {
  title: 'Host/Routes/role-required – This page is for …',
  parameters: { ...hostParameters },
} satisfies Meta;

/** A student at /advisor-dashboard. */
export const StudentAtStaffPage: Story = {
  ...hostSite(paths.advisorDashboard.getHref()),
  beforeEach: ({ msw }) => msw.use(signedIn),
};

/** A parent at /admin. */
export const ParentAtAdminPage: Story = {
  ...hostSite(paths.admin.getHref()),
  beforeEach: ({ msw }) => msw.use(signedInAsParent),
};

export const Dark: Story = { ...StudentAtStaffPage, globals: { theme: 'dark' } };
