import { paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hostParameters, hostSite } from '../support/host-screen';

type Story = StoryObj;

/** The demo school (`/demo/...`), as a visitor from "See a demo" meets it: the banner over the SPEC's sample screens. */
export default {
  title: 'Host/Routes/demo – Demo school',
  parameters: { ...hostParameters },
} satisfies Meta;

export const AdvisorDashboard: Story = hostSite(paths.demoAdvisorDashboard.getHref());
export const CheckIn1: Story = hostSite(paths.demoCheckIn1.getHref());
export const ParentDashboard: Story = hostSite(paths.demoParentDashboard.getHref());
export const Admin: Story = hostSite(paths.demoAdmin.getHref());
export const Mobile: Story = { ...AdvisorDashboard, globals: { viewport: { value: 'mobile' } } };
export const Dark: Story = { ...AdvisorDashboard, globals: { theme: 'dark' } };
