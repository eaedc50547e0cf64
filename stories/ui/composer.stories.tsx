import { Composer } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useStoryValue } from '../support/story-value';
import { formControlMeta } from './surface';

const meta = {
  title: 'UI/Composer',
  tags: ['autodocs'],
  component: Composer,
  ...formControlMeta,
  args: {
    label: 'Your message',
    value: '',
    onValueChange: fn(),
    onSend: fn(),
    sendLabel: 'Send',
    placeholder: 'Ask about universities, courses or scholarships...',
  },
  // Controlled: the story keeps the text so typing shows, and clears it once sent.
  render: function Render(args) {
    const [controlled, setValue] = useStoryValue(args);
    return (
      <Composer
        {...args}
        {...controlled}
        onSend={(text) => {
          setValue('');
          args.onSend(text);
        }}
      />
    );
  },
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Send waits for text. */
export const Empty: Story = {};

export const Typed: Story = {
  args: { value: 'Which universities in London have a foundation year?' },
};

/** Enter sends the trimmed text; Shift+Enter would start a new line. */
export const SentWithEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, '  Is Durham a good fit for me?  {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Is Durham a good fit for me?');
    await expect(box).toHaveValue('');
  },
};

export const Busy: Story = {
  args: { value: 'What are the entry requirements?', busy: true, busyLabel: 'Thinking...' },
};

export const Disabled: Story = { args: { disabled: true, value: 'The conversation has ended.' } };

export const Stacked: Story = {
  args: { layout: 'stacked', rows: 4, label: 'Question', sendLabel: 'Ask' },
};

export const HiddenLabel: Story = { args: { hideLabel: true } };

export const Dark: Story = { ...Typed, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Typed, globals: { viewport: { value: 'mobile' } } };
