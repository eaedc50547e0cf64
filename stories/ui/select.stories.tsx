import { Select, type SelectOption } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useStoryValue } from '../support/story-value';
import { formControlMeta } from './surface';

const subjects: SelectOption[] = [
  { value: '', label: 'All subjects' },
  { value: 'Business', label: 'Business' },
  { value: 'Computer Science', label: 'Computer Science' },
  { value: 'Engineering', label: 'Engineering' },
  { value: 'Law', label: 'Law' },
  { value: 'Medicine', label: 'Medicine', disabled: true },
  { value: 'Psychology', label: 'Psychology' },
];

const meta = {
  title: 'UI/Select',
  tags: ['autodocs'],
  component: Select,
  ...formControlMeta,
  args: {
    label: 'Subject',
    options: subjects.slice(1),
    value: '',
    placeholder: 'Choose a subject',
    onValueChange: fn(),
  },
  // Controlled: the story keeps the choice so picking an option shows it.
  render: function Render(args) {
    const [controlled] = useStoryValue(args);
    return <Select {...args} {...controlled} />;
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Chosen: Story = { args: { value: 'Engineering' } };

/** The list open, with a disabled option (Medicine). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Subject' }));
    await expect(await screen.findByRole('option', { name: 'Law' })).toBeVisible();
  },
};

/**
 * The list opens over what the page raises above its text (a sticky bar, a
 * card's badge): a raised panel sits just under the field, and the options
 * drawn over it are the ones a pointer reaches.
 */
export const OpenOverRaisedParts: Story = {
  decorators: [
    (Story) => (
      <div>
        <Story />
        <div style={{ position: 'relative', zIndex: 10, height: '12rem', background: 'gray' }} />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Subject' }));
    const option = await screen.findByRole('option', { name: 'Law' });
    await expect(option).toBeVisible();
    // On a cold start the list's behaviour (and its layer) may land a moment after it shows.
    await waitFor(() => {
      const box = option.getBoundingClientRect();
      const top = option.ownerDocument.elementFromPoint(
        box.x + box.width / 2,
        box.y + box.height / 2,
      );
      expect(option.contains(top)).toBe(true);
    });
  },
};

export const Choosing: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Subject' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Psychology' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Psychology');
    await expect(trigger).toHaveTextContent('Psychology');
  },
};

/** A filter whose first option means "no filter". */
export const FilterWithAllOption: Story = {
  args: { label: 'Filter by subject', options: subjects, placeholder: 'All subjects' },
};

export const WithError: Story = { args: { error: 'Please choose a subject', required: true } };

export const Disabled: Story = { args: { value: 'Law', disabled: true } };

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Open, globals: { viewport: { value: 'mobile' } } };
