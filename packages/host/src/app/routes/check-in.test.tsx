import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { findPageHeading, ROUTE_LOAD, renderSite } from '../../testing/render-host';
import { signedOutServer } from '../../testing/servers';

describe('counselor check-ins', { timeout: 20_000 }, () => {
  it('/check-in-2 is Check-In #2, and Back to Dashboard goes to /', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/check-in-2' });
    const user = userEvent.setup();
    expect(await findPageHeading('Check-In #2')).toBeVisible();
    expect(screen.getByText('Student profile review and pre-meeting assessment')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(
      await screen.findByRole(
        'heading',
        { name: "Supercharge your school's counselors - with the power of AI" },
        ROUTE_LOAD,
      ),
    ).toBeVisible();
  });

  it('/check-in-1 is the earlier check-in of the same student', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/check-in-1' });
    expect(await findPageHeading('Check-In #1')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sofía Ramírez' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Check-In #1 · Puente'));
  });
});
