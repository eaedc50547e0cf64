import { Tabs } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { surfaceMeta } from './surface';

function ProfileTabs({ defaultValue = 'profile' }: { defaultValue?: string }) {
  return (
    <div style={{ width: 'min(100%, 32rem)' }}>
      <Tabs.Root defaultValue={defaultValue}>
        <Tabs.List aria-label="Student">
          <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
          <Tabs.Trigger value="scripts">Scripts</Tabs.Trigger>
          <Tabs.Trigger value="notes" disabled>
            Notes
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          Maya wants to study Computer Science in London and is weighing King's against Queen Mary.
        </Tabs.Content>
        <Tabs.Content value="scripts">
          Ask which modules of the foundation year she is looking forward to.
        </Tabs.Content>
        <Tabs.Content value="notes">No notes yet.</Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

const meta = {
  title: 'UI/Tabs',
  tags: ['autodocs'],
  component: ProfileTabs,
  ...surfaceMeta,
} satisfies Meta<typeof ProfileTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab selected; Notes is disabled. */
export const Default: Story = {};

export const SecondTabSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Scripts' }));
    await expect(canvas.getByRole('tab', { name: 'Scripts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/modules of the foundation year/);
  },
};

/** Arrow keys move between tabs; the focus ring shows on the focused one. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvasElement).getByRole('tab', { name: 'Scripts' })).toHaveFocus();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
