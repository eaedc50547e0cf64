import { guardian, lopez } from '@puente/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { findPageHeading, ROUTE_LOAD, renderSite } from '../../testing/render-host';
import { maria, signedInServer, signedOutServer } from '../../testing/servers';

const whoSeesWhat = () =>
  within(screen.getByRole('region', { name: 'Who will see what' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('an invitation link', { timeout: 20_000 }, () => {
  it('shows a student who invites them, to which school, and who will see what, then joins', async () => {
    const server = signedInServer(maria);
    renderSite({ server, initialPath: '/join/student-invitation' });
    expect(await findPageHeading('Join Preparatoria Benito Juárez')).toBeVisible();
    expect(
      screen.getByText(
        'Lucía López invites you to join Preparatoria Benito Juárez on Puente as a student.',
      ),
    ).toBeVisible();
    expect(screen.getByText('This link works until 27 Nov 2026.')).toBeVisible();
    expect(whoSeesWhat()).toEqual([
      "Preparatoria Benito Juárez's counselors and admins will see your profile and your programs.",
      "Parents you link will see your programs, read-only, and your personal statement's text only if you share it.",
      'You will see on My Profile each time one of them looks at your data.',
      'You can leave the school at any time from My Profile.',
    ]);
    expect(screen.getByText('You are signed in as María García.')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(
        server.requestsTo('POST /api/invitations/by-token/student-invitation/accept'),
      ).toHaveLength(1),
    );
    // A student's home is the dashboard, which now knows the school.
    expect(await screen.findByRole('navigation', { name: 'Main' }, ROUTE_LOAD)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Join' })).toBeNull());
  });

  it('tells a parent whose programs they will follow, and takes them to their children', async () => {
    renderSite({ server: signedInServer(guardian), initialPath: '/join/parent-invitation' });
    expect(await findPageHeading('Follow Diego Hernández on Puente')).toBeVisible();
    expect(whoSeesWhat()[0]).toBe(
      "You will see Diego Hernández's programs, read-only, never their personal statement's text.",
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join' }));
    expect(await findPageHeading('Parent Dashboard')).toBeVisible();
  });

  it("takes a counselor to the school's students once joined", async () => {
    renderSite({ server: signedInServer(maria), initialPath: '/join/counselor-invitation' });
    await findPageHeading('Join Preparatoria Benito Juárez');
    expect(screen.getByText(/as a counselor\.$/)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join' }));
    expect(await findPageHeading('Advisor Dashboard')).toBeVisible();
  });

  it('lets a signed-out visitor register on the page, then join', async () => {
    const server = signedOutServer();
    renderSite({ server, initialPath: '/join/student-invitation' });
    await findPageHeading('Join Preparatoria Benito Juárez');
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    const form = within(screen.getByRole('tabpanel'));
    await user.type(form.getByLabelText('Email address'), 'ana@example.mx');
    await user.type(form.getByLabelText('Username'), 'ana');
    await user.type(form.getByLabelText('Password'), 'secret1');
    await user.type(form.getByLabelText('Confirm password'), 'secret1');
    await user.click(
      form.getByRole('checkbox', { name: 'I have read and accept the privacy notice' }),
    );
    await user.click(form.getByRole('button', { name: 'Create Account' }));
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(
        server.requestsTo('POST /api/invitations/by-token/student-invitation/accept'),
      ).toHaveLength(1),
    );
  });

  it.each([
    ['expired-invitation', 'This invitation has expired'],
    ['used-invitation', 'This invitation has already been used'],
    ['withdrawn-invitation', 'This invitation was withdrawn'],
    ['no-such-token', 'This invitation link is not valid'],
  ])('/join/%s says why it no longer works', async (token, title) => {
    renderSite({ server: signedInServer(lopez), initialPath: `/join/${token}` });
    expect(await findPageHeading(title)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });
});
