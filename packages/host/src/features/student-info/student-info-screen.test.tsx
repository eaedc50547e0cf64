import { createFakeApi, lopez } from '@puente/ui/testing';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../testing/render-host';
import { maria } from '../../testing/servers';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

describe('/student-info', { timeout: 20_000 }, () => {
  it('saves the profile, says so, and moves on to /foundation-year-intro', async () => {
    const user = userEvent.setup();
    const server = createFakeApi({ user: maria });
    renderSite({ server, initialPath: '/student-info' });

    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(
      await within(region).findByText('Tip: Complete your profile', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await user.click(await screen.findByRole('checkbox', { name: 'Computer Science' }));
    await user.click(screen.getByRole('combobox', { name: 'Current year' }));
    await user.click(await screen.findByRole('option', { name: '12th Grade' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Math' }), '90');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));

    expect(
      await screen.findByRole('heading', { name: 'Why a foundation year?' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(server.callsTo('POST /api/student-info')[0]?.body).toMatchObject({
      intendedSubject: ['Computer Science'],
      currentYear: '12th',
      mathScore: 90,
    });
    expect(within(region).getByText('Success')).toBeVisible();
  });

  it("is a counselor's account, with no academic profile to fill in", async () => {
    renderSite({ server: createFakeApi({ user: lopez }), initialPath: '/student-info' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(screen.getByText(/Lucía López, counselor at/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your academic profile' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Signed-in browsers' })).toBeVisible();
  });
});
