import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Page() {
  return (
    <>
      <a href="/programmes">Programmes</a>
      <output>Saved</output>
      <Dialog.Root>
        <Dialog.Trigger>Join the Waitlist</Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Join the waitlist</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

describe('Dialog', () => {
  it('leaves nothing behind it focusable while open, except live regions, and gives it back on close, focus on its trigger', async () => {
    render(<Page />);
    const link = screen.getByRole('link', { name: 'Programmes' });
    await userEvent.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    await screen.findByRole('dialog', { name: 'Join the waitlist' });

    await waitFor(() => expect(link.closest('[inert]')).not.toBeNull());
    expect(screen.getByText('Saved').closest('[inert]')).toBeNull();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(link.closest('[inert]')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toHaveFocus(),
    );
  });
});
