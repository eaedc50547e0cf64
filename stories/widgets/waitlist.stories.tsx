import { WaitlistDialog, WaitlistForm } from '@puente/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { within } from 'storybook/test';
import { failsWith, pendingForever } from '../support/api-handlers';
import { fillInWaitlist, joinWithInvalidFields } from '../support/waitlist';

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

export const Empty: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => joinWithInvalidFields(within(canvasElement)),
};

export const Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(pendingForever('post', '/api/waitlist')),
  play: async ({ canvasElement }) => fillInWaitlist(within(canvasElement)),
};

export const ServerError: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failsWith('post', '/api/waitlist', 503, 'The waitlist is closed for maintenance')),
  play: async ({ canvasElement }) => fillInWaitlist(within(canvasElement)),
};

export const ThankYou: Story = {
  play: async ({ canvasElement }) => fillInWaitlist(within(canvasElement)),
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dialog: Story = { render: () => <OpenDialog /> };
