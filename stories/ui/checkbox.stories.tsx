import { Checkbox } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Row, surfaceMeta } from './surface';

const meta = {
  title: 'UI/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  ...surfaceMeta,
  args: { label: 'Remember me', name: 'rememberMe', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'All subjects' } };

export const Disabled: Story = {
  render: (args) => (
    <Row>
      <Checkbox {...args} disabled label="Disabled" />
      <Checkbox {...args} disabled defaultChecked label="Disabled and checked" />
    </Row>
  ),
};

export const Invalid: Story = {
  args: { invalid: true, required: true, label: 'I agree to the Terms of Service' },
};

/** A click (or Space) checks it and reports the new value. */
export const Toggled: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Focused: Story = {
  play: async () => {
    await userEvent.tab();
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Send me foundation year deadlines and scholarship news each month, and remind me before each application closes',
  },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  render: (args) => (
    <Row>
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} defaultChecked label="Checked" />
      <Checkbox {...args} disabled label="Disabled" />
      <Checkbox {...args} invalid label="Invalid" />
    </Row>
  ),
  globals: { theme: 'dark' },
};
