import { createFakeApi, LINKED_PARENTS } from '@puente/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { renderWithHost } from '../../testing/render-host';
import { maria } from '../../testing/servers';
import { YourParents } from './your-parents';

describe("My Profile's parents", () => {
  it('lists the linked parents and removes one', async () => {
    const server = createFakeApi({ user: maria, schools: { parents: LINKED_PARENTS } });
    renderWithHost(<YourParents />, { server });
    const list = await screen.findByRole('list', { name: 'Your parents' });
    expect(within(list).getByText('Carmen Hernández')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Carmen Hernández' }));
    expect(await screen.findByText('Carmen Hernández no longer sees your programs.')).toBeVisible();
    await waitFor(() => expect(screen.getByText('No parent is linked yet.')).toBeVisible());
  });

  it('makes a link to invite a parent, with a WhatsApp message in the student’s name', async () => {
    const server = createFakeApi({ user: maria });
    renderWithHost(<YourParents />, { server });
    expect(await screen.findByText('No parent is linked yet.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Invite a parent' }));
    const link = await screen.findByRole('textbox', { name: 'Parent invitation link' });
    expect(link).toHaveValue(`${window.location.origin}/join/invitation-200`);
    expect(server.requestsTo('POST /api/invitations')[0]?.body).toEqual({
      role: 'parent',
      name: '',
      email: '',
    });
    const text = new URL(
      screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '',
    ).searchParams.get('text');
    expect(text).toBe(
      `María García invites you to follow their university applications on Puente: ${window.location.origin}/join/invitation-200`,
    );
  });
});

describe("My Profile's statement sharing", () => {
  it('is off until the student ticks it, and saves each choice', async () => {
    const server = createFakeApi({ user: maria, schools: { parents: LINKED_PARENTS } });
    renderWithHost(<YourParents />, { server });
    const share = await screen.findByRole('checkbox', {
      name: 'Let my parents read my personal statements',
    });
    expect(share).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
    const user = userEvent.setup();
    await user.click(share);
    await waitFor(() => expect(share).toBeChecked());
    expect(server.requestsTo('PUT /api/user/statement-sharing')[0]?.body).toEqual({
      shared: true,
    });
    await user.click(share);
    await waitFor(() => expect(share).not.toBeChecked());
    expect(server.requestsTo('PUT /api/user/statement-sharing')[1]?.body).toEqual({
      shared: false,
    });
  });
});
