import { Button, Tooltip } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { onSurface, uiParameters } from './surface';

const meta = {
  title: 'UI/Tooltip',
  tags: ['autodocs'],
  component: Tooltip,
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: '4rem', paddingInline: '8rem' }}>
        <Story />
      </div>
    ),
    onSurface,
  ],
  parameters: { ...uiParameters },
  // The behaviour arrives just after the first render, and a hover on the shell before it is not
  // carried over (a press and focus are): the plays hover the loaded tooltip, not a race with it.
  loaders: [() => Tooltip.preload()],
  args: {
    content: 'Specific to the school, last 4 years',
    children: <Button variant="outline">Admission rate: 12%</Button>,
  },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] } },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Admission rate/ });

/** Closed: hover or focus the button. */
export const Closed: Story = {};

export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(trigger(canvasElement));
    const tip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tip).toBeVisible());
  },
};

/** Keyboard focus opens it at once; the button is described by it. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible());
  },
};

export const Bottom: Story = { args: { placement: 'bottom' }, play: OnHover.play };

export const LongContent: Story = {
  args: {
    content:
      'The share of applicants from your school admitted over the last 4 years; it may differ from the university’s overall rate.',
  },
  play: OnHover.play,
};

export const Dark: Story = { ...OnHover, globals: { theme: 'dark' } };
