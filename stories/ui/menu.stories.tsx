import { Button, Menu } from '@puente/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { onSurface, uiParameters } from './surface';

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
  component: AccountMenu,
  decorators: [onSurface],
  parameters: uiParameters,
  args: { onSelect: fn() },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
  return screen.findByRole('menu');
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

export const ItemChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await open(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSelect).toHaveBeenCalledWith('sign-out');
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };
