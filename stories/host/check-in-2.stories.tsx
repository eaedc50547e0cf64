import { paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hostParameters, signedInSite } from '../support/host-screen';

/** /demo/check-in-2: the demo school's counselor's second check-in with a student, in the signed-in site. */
const meta = {
  title: 'Host/Routes/demo/check-in-2 – Demo school: counselor check-in 2',
  ...signedInSite(paths.demoCheckIn2.getHref()),
  parameters: { ...hostParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
