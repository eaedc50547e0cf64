import { MATCH_BANDS } from '@puente/core';
import { Badge, type BadgeTone, UrgencyBadge } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Row, surfaceMeta } from './surface';

const tones: BadgeTone[] = [
  'neutral',
  'primary',
  'success',
  'warning',
  'danger',
  'outline',
  'purple',
  'blue',
  'green',
  'yellow',
  'red',
];

const meta = {
  title: 'UI/Badge',
  tags: ['autodocs'],
  component: Badge,
  ...surfaceMeta,
  args: { children: 'Completed' },
  argTypes: { tone: { control: 'select', options: tones } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

/** Every tone; the palette tones are the match bands and engagement colours. */
export const AllTones: Story = {
  render: (args) => (
    <Row>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Row>
  ),
};

/** As the product uses them: core's match bands, then statuses. */
export const InContext: Story = {
  render: () => (
    <Row>
      {MATCH_BANDS.map(({ key, label, colour }) => (
        <Badge key={key} tone={colour}>
          {label}
        </Badge>
      ))}
      <Badge tone="success">Completed</Badge>
      <Badge tone="warning">In Progress</Badge>
      <Badge tone="danger">Overdue</Badge>
      <Badge tone="outline">Not Started</Badge>
      <Badge tone="primary">Sent</Badge>
    </Row>
  ),
};

export const Dark: Story = { ...AllTones, globals: { theme: 'dark' } };

/** A deadline's urgency: words, an icon and a tone, never colour alone. */
export const Urgency: Story = {
  render: () => (
    <Row>
      <UrgencyBadge urgency="overdue">Deadline passed</UrgencyBadge>
      <UrgencyBadge urgency="soon">Closes in 6 days</UrgencyBadge>
      <UrgencyBadge urgency="later">Closes in 8 months</UrgencyBadge>
    </Row>
  ),
};
