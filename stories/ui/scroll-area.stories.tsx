import { ScrollArea } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { surfaceMeta } from './surface';

const messages = [
  'Hi Maya! What would you like to study?',
  'Computer Science, maybe with some design.',
  'Great choice. Would you prefer a big city like London or a campus university?',
  'London, I think. My cousin studies at Queen Mary.',
  "Queen Mary and King's College London both run foundation years for international students.",
  'What grades do I need?',
  'Usually 80% in high school with 75% in Mathematics, and IELTS 5.5 to 6.0.',
  'I have 86% and 81% in Maths.',
  'Then you meet the requirements for both. Shall I add them to your list?',
  'Yes please!',
];

const meta = {
  title: 'UI/ScrollArea',
  tags: ['autodocs'],
  component: ScrollArea,
  ...surfaceMeta,
  args: {
    label: 'Conversation transcript',
    maxHeight: '240px',
    style: { width: 'min(100%, 28rem)' },
    children: messages.map((message) => (
      <p key={message} style={{ marginBottom: '0.75rem' }}>
        {message}
      </p>
    )),
  },
} satisfies Meta<typeof ScrollArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Taller content scrolls inside 240 px. */
export const Overflowing: Story = {};

/** It takes keyboard focus, so arrow keys scroll it. */
export const KeyboardScrolling: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('region', { name: 'Conversation transcript' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  },
};

export const ShortContent: Story = {
  args: { children: <p>{messages[0]}</p> },
};

export const Dark: Story = { globals: { theme: 'dark' } };
