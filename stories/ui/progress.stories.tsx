import { Progress, type ProgressTone } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { formControlMeta } from './surface';

const tones: ProgressTone[] = ['primary', 'success', 'warning', 'danger'];

const meta = {
  title: 'UI/Progress',
  tags: ['autodocs'],
  component: Progress,
  ...formControlMeta,
  args: { label: 'Essay progress', value: 60, showValue: true },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, tone: 'success' } };

/** The grade colours of SPEC §4: green from 80, yellow from 60, red below. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      {tones.map((tone, index) => (
        <Progress key={tone} {...args} label={tone} tone={tone} value={95 - index * 20} />
      ))}
    </div>
  ),
};

export const Small: Story = { args: { size: 'sm' } };

/** The label kept for screen readers only (a table cell already says what it is). */
export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Questions answered', value: 78, showValue: false },
};

export const CustomValueText: Story = {
  args: {
    label: 'Applications submitted',
    value: 3,
    max: 5,
    valueText: (value: number, max: number) => `${value} of ${max}`,
  },
};

/** Work of unknown length. */
export const Indeterminate: Story = { args: { label: 'Uploading transcript', value: null } };

export const Dark: Story = { ...Tones, globals: { theme: 'dark' } };
