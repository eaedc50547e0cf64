import { Button, Menu } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { surfaceMeta } from './surface';

/** An account menu: a link item, a separator and an action. */
function AccountMenu({ onSelect }: { onSelect: (value: string) => void }) {
  return (
    <Menu.Root onSelect={({ value }) => onSelect(value)}>
      <Menu.Trigger asChild>
        <Button variant="outline">Account</Button>
      </Menu.Trigger>
      <Menu.Content>
        <Menu.Item value="profile" asChild>
          <a href="#student-info">My Profile</a>
        </Menu.Item>
        <Menu.Item value="programs">My Programs</Menu.Item>
        <Menu.Item value="disabled" disabled>
          Download Transcript
        </Menu.Item>
        <Menu.Separator />
        <Menu.Item value="sign-out">Sign Out</Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}

const meta = {
  title: 'UI/Menu',
  tags: ['autodocs'],
  component: AccountMenu,
  ...surfaceMeta,
  args: { onSelect: fn() },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the menu and waits until it is placed and shown, as a user waits before choosing. */
const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
  await userEvent.click(trigger);
  // This story's menu, the one its button controls (the last story's may still be leaving).
  const menu = await waitFor(() => {
    const controlled = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(controlled).toBeVisible();
    return controlled as HTMLElement;
  });
  await expect(menu).toHaveAttribute('role', 'menu');
  return menu;
};

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const menu = await open(canvasElement);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
  },
};

/** Arrow keys move the highlight; the highlighted item shows it. */
export const KeyboardHighlight: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  },
};

/**
 * Choosing an item closes the menu and reports its value. The play chooses by keyboard
 * (End, then Enter) once the menu has focus: a hover's highlight depends on when the
 * pointer's moves reach a menu still being placed, which made this story fail under load.
 */
export const ItemChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await open(canvasElement);
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{End}');
    const item = within(menu).getByRole('menuitem', { name: 'Sign Out' });
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('sign-out');
    await waitFor(() => expect(menu).not.toBeVisible());
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };
