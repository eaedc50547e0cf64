import { Badge, Button, Card } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { surfaceMeta } from './surface';

const meta = {
  title: 'UI/Card',
  tags: ['autodocs'],
  component: Card,
  ...surfaceMeta,
  args: {
    style: { padding: '1.5rem', width: 'min(100%, 24rem)' },
    children: 'A bordered surface that groups related content.',
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

/** A programme summary as the finder and dashboards compose it. */
export const WithContent: Story = {
  args: {
    children: (
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        <Badge tone="green" style={{ alignSelf: 'flex-start' }}>
          Target option
        </Badge>
        <h3 style={{ fontSize: '1.125rem', fontWeight: 650 }}>
          International Foundation Programme
        </h3>
        <p>University of Warwick · West Midlands · £24,500 per year</p>
        <Button variant="outline" style={{ alignSelf: 'flex-start' }}>
          Info
        </Button>
      </div>
    ),
  },
};

export const LongText: Story = {
  args: {
    children:
      'Foundation years bridge the gap between a Mexican high-school diploma (bachillerato) and the first year of a UK bachelor’s degree. They last one academic year, combine academic English with subject modules, and many guarantee progression to the partner university when you reach the required grades.',
  },
};

export const Dark: Story = { ...WithContent, globals: { theme: 'dark' } };
