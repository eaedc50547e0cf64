import { screen, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';

/** The visible tab's panel: both forms stay mounted, so fields are found in the open one. */
export const panel = () => within(screen.getByRole('tabpanel'));

/**
 * Test steps: types María's email, username and password (twice) into the
 * Register tab and accepts the privacy notice; the names are the caller's.
 */
export async function fillNewAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(panel().getByLabelText('Email address'), 'maria@example.mx');
  await user.type(panel().getByLabelText('Username'), 'maria.g');
  await user.type(panel().getByLabelText('Password'), 'secret1');
  await user.type(panel().getByLabelText('Confirm password'), 'secret1');
  await user.click(
    panel().getByRole('checkbox', { name: 'I have read and accept the privacy notice' }),
  );
}
