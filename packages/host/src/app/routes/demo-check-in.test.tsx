import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { findPageHeading, ROUTE_LOAD, renderSite } from '../../testing/render-host';
import { signedOutServer } from '../../testing/servers';

describe("the demo school's counselor check-ins", { timeout: 20_000 }, () => {
  it('/demo/check-in-2 is Check-In #2 under the demo banner, and Back to Dashboard stays in the demo', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/demo/check-in-2' });
    const user = userEvent.setup();
    expect(await findPageHeading('Check-In #2')).toBeVisible();
    expect(screen.getByText('Student profile review and pre-meeting assessment')).toBeVisible();
    expect(
      screen.getByText(
        'Demo school — sample students, not real data. Nothing you do here is saved.',
      ),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Advisor Dashboard' }, ROUTE_LOAD),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Advisor dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('/demo/check-in-1 is the earlier check-in of the same student', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/demo/check-in-1' });
    expect(await findPageHeading('Check-In #1')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sofía Ramírez' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Check-In #1 · Puente'));
  });
});
