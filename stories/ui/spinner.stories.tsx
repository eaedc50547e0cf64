import { Spinner } from '@puente/ui';
import { vars } from '@puente/ui/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Row, surfaceMeta } from './surface';

const meta = {
  title: 'UI/Spinner',
  tags: ['autodocs'],
  component: Spinner,
  ...surfaceMeta,
  // The spinner is the subject: checked as drawn, not waited out.
  parameters: { ...surfaceMeta.parameters, showsLoading: true },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from assistive tech, for use inside a control that says it is busy. */
export const Default: Story = {};

/** With a label it is a status that screen readers announce. */
export const Labelled: Story = { args: { label: 'Loading programmes' } };

/** It takes the current text colour and font size. */
export const ColourAndSize: Story = {
  render: () => (
    <Row>
      <span style={{ fontSize: '1rem' }}>
        <Spinner />
      </span>
      <span style={{ fontSize: '2rem', color: vars.color.primary }}>
        <Spinner />
      </span>
      <span style={{ fontSize: '3rem', color: vars.color.danger }}>
        <Spinner />
      </span>
    </Row>
  ),
};

export const Dark: Story = { args: { label: 'Loading' }, globals: { theme: 'dark' } };
