import { ParentScreen, paths } from '@puente/host';
import { LINKED_CHILDREN } from '@puente/ui/testing';
import type { Meta } from '@storybook/react-vite';
import { schoolData, signedInAsParent } from '../support/api-handlers';
import { type HostStory, hostScreenMeta } from '../support/host-screen';

// /parent-dashboard for a parent or guardian: each linked child's programmes, read-only.
export default {
  title: 'Host/Routes/parent-dashboard – Parent: your children',
  component: ParentScreen,
  ...hostScreenMeta(paths.parentDashboard.getHref()),
  beforeEach: ({ msw }) => msw.use(signedInAsParent, ...schoolData()),
} satisfies Meta<typeof ParentScreen>;

/** Two children: the switcher. */
export const TwoChildren: HostStory = {};

export const OneChild: HostStory = {
  beforeEach: ({ msw }) => msw.use(...schoolData({ children: LINKED_CHILDREN.slice(0, 1) })),
};

export const NoChildren: HostStory = {
  beforeEach: ({ msw }) => msw.use(...schoolData({ children: [] })),
};

export const Dark: HostStory = { globals: { theme: 'dark' } };

export const Mobile: HostStory = { globals: { viewport: { value: 'mobile' } } };
