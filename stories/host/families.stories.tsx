import { paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hostParameters, hostSite } from '../support/host-screen';

type Story = StoryObj;

/** /students and /parents: what Puente does for them, from the landing page (signed out). */
export default {
  title: 'Host/Routes/students-parents – For students and parents',
  parameters: { ...hostParameters },
} satisfies Meta;

export const ForStudents: Story = hostSite(paths.forStudents.getHref());
export const ForParents: Story = hostSite(paths.forParents.getHref());

export const Mobile: Story = { ...ForStudents, globals: { viewport: { value: 'mobile' } } };
export const Dark: Story = { ...ForParents, globals: { theme: 'dark' } };
