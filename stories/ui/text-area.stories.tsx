import { TextArea } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formControlMeta } from './surface';

const meta = {
  title: 'UI/TextArea',
  tags: ['autodocs'],
  component: TextArea,
  ...formControlMeta,
  args: { label: 'Notes', name: 'notes', rows: 4 },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithDescription: Story = {
  args: {
    label: 'Why this course?',
    description: 'A few sentences about what draws you to the subject.',
  },
};

export const WithError: Story = {
  args: { label: 'Message', defaultValue: '', error: 'Please write a message' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByLabelText('Message');
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LongText: Story = {
  args: {
    label: 'Personal statement',
    defaultValue:
      'Ever since I built a water filter for my school science fair in Monterrey, I have wanted to understand how engineering can change the lives of whole communities. '.repeat(
        4,
      ),
    rows: 6,
  },
};

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByLabelText('Notes');
    await userEvent.type(textarea, 'Talked about Durham and Warwick.{Enter}Follow up next week.');
    await expect(textarea).toHaveValue('Talked about Durham and Warwick.\nFollow up next week.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Shared with the student.' },
};

export const Dark: Story = { ...WithError, globals: { theme: 'dark' } };
