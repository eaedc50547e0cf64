import { paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hostParameters, signedInSite } from '../support/host-screen';

/** /exploration: the exploration advisor's chat, in the signed-in site. */
const meta = {
  title: 'Host/Routes/exploration – Exploration advisor',
  ...signedInSite(paths.exploration.getHref()),
  parameters: { ...hostParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
