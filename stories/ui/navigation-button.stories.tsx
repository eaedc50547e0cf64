import { NavigationButton } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { surfaceMeta } from './surface';

const meta = {
  title: 'UI/NavigationButton',
  tags: ['autodocs'],
  component: NavigationButton,
  ...surfaceMeta,
  args: { children: 'Back to Dashboard', variant: 'outline' },
} satisfies Meta<typeof NavigationButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With an address: a real link (a modified click opens it in a new tab). */
export const Link: Story = {
  args: { href: '#dashboard' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to Dashboard' });
    await expect(link).toHaveAttribute('href', '#dashboard');
  },
};

/** In-app navigation without an address: a button. */
export const Button: Story = {
  args: { onNavigate: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to Dashboard' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

/** An embedded widget whose page gave no address: nothing is rendered. */
export const Nowhere: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Back to Dashboard')).toBeNull();
  },
};

export const Dark: Story = { ...Link, globals: { theme: 'dark' } };
