import { Button, type ToastInput } from '@puente/ui';
import { useToast } from '@puente/ui/providers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { surfaceMeta } from './surface';

/** A button that shows `toast` through the provider's `useToast()`, as features do. */
function ShowToast({ label, toast }: { label: string; toast: ToastInput }) {
  const show = useToast();
  return (
    <Button
      variant={toast.variant === 'destructive' ? 'destructive' : 'primary'}
      onClick={() => show(toast)}
    >
      {label}
    </Button>
  );
}

const meta = {
  title: 'UI/Toast',
  tags: ['autodocs'],
  component: ShowToast,
  ...surfaceMeta,
  args: {
    label: 'Save Program',
    toast: {
      title: 'Program Selected',
      description: 'University of Warwick International Foundation has been added to your list.',
    },
  },
} satisfies Meta<typeof ShowToast>;
export default meta;
type Story = StoryObj<typeof meta>;

async function showIt(canvasElement: HTMLElement, label: string, title: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
  const toast = await screen.findByText(title);
  await waitFor(() => expect(toast).toBeVisible());
}

/** Shown for 5 s at the bottom right; F8 focuses it, a swipe right dismisses it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => showIt(canvasElement, args.label, args.toast.title),
};

export const Destructive: Story = {
  args: {
    label: 'Sign In',
    toast: {
      title: 'Login failed',
      description: 'Invalid username or password',
      variant: 'destructive',
    },
  },
  play: Default.play,
};

export const TitleOnly: Story = {
  args: { label: 'Share', toast: { title: 'Summary shared' } },
  play: Default.play,
};

export const LongDescription: Story = {
  args: {
    toast: {
      title: 'Registration failed',
      description:
        'We could not create your account because the server is busy. Nothing was saved: please wait a minute and try again, or contact your school counselor if this keeps happening.',
      variant: 'destructive',
    },
  },
  play: Default.play,
};

/** One toast at a time: a newer one replaces the one on screen. */
export const ReplacedByANewerOne: Story = {
  render: () => (
    <>
      <ShowToast label="First" toast={{ title: 'Draft saved' }} />
      <ShowToast label="Second" toast={{ title: 'Statement saved' }} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await showIt(canvasElement, 'First', 'Draft saved');
    await showIt(canvasElement, 'Second', 'Statement saved');
    await waitFor(() => expect(screen.queryByText('Draft saved')).toBeNull());
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

export const DarkDestructive: Story = { ...Destructive, globals: { theme: 'dark' } };
