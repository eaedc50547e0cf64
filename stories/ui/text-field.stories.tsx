import { TextField } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formControlMeta } from './surface';

const meta = {
  title: 'UI/TextField',
  tags: ['autodocs'],
  component: TextField,
  ...formControlMeta,
  args: { label: 'Email address', name: 'email', type: 'email' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithPlaceholder: Story = {
  args: { label: 'Search programmes', type: 'search', placeholder: 'University, city or subject' },
};

export const WithDescription: Story = {
  args: { label: 'Password', type: 'password', description: 'At least 6 characters.' },
};

/** The message is announced with the field (aria-describedby) and the input is aria-invalid. */
export const WithError: Story = {
  args: { defaultValue: 'lucia@', error: 'Please enter a valid email address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email address');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

export const WithDescriptionAndError: Story = {
  args: {
    label: 'Password',
    type: 'password',
    defaultValue: '123',
    description: 'At least 6 characters.',
    error: 'Password must be at least 6 characters',
  },
};

export const Required: Story = { args: { required: true } };

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email address');
    await userEvent.type(input, 'lucia@colegio-americano.mx');
    await expect(input).toHaveValue('lucia@colegio-americano.mx');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana.garcia@example.mx' } };

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'ana.garcia@example.mx' } };

export const LongLabelAndError: Story = {
  args: {
    label: 'Name of the school or college where you completed your secondary education',
    defaultValue: 'C',
    error: 'School name must be at least 2 characters',
  },
};

export const Dark: Story = { ...WithError, globals: { theme: 'dark' } };
