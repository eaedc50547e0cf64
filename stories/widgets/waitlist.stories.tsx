import { WaitlistDialog, WaitlistForm } from '@puente/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, pendingForever } from '../support/api-handlers';

function OpenDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the waitlist
      </button>
      <WaitlistDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Widgets/Waitlist',
  component: WaitlistForm,
  args: { onJoined: () => {} },
} satisfies Meta<typeof WaitlistForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Name'), 'Lucía Hernández');
  await userEvent.type(canvas.getByLabelText('Email'), 'lucia@colegio-americano.mx');
  await userEvent.type(canvas.getByLabelText('School name'), 'Colegio Americano de Monterrey');
  await userEvent.click(canvas.getByRole('button', { name: /join/i }));
}

export const Empty: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'L');
    await userEvent.type(canvas.getByLabelText('Email'), 'lucia@');
    await userEvent.click(canvas.getByRole('button', { name: /join/i }));
    await expect(await canvas.findByText('Name must be at least 2 characters')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('School name must be at least 2 characters')).toBeVisible();
  },
};

export const Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(pendingForever('post', '/api/waitlist')),
  play: async ({ canvasElement }) => fillValid(canvasElement),
};

export const ServerError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failsWith('post', '/api/waitlist', 503, 'The waitlist is closed for maintenance')),
  play: async ({ canvasElement }) => fillValid(canvasElement),
};

export const ThankYou: Story = {
  play: async ({ canvasElement }) => fillValid(canvasElement),
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dialog: Story = { render: () => <OpenDialog /> };
