import type { User } from '@puente/core';
import { guardian, lopez, schoolAdmin } from '@puente/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentPath, renderWithHost } from '../../testing/render-host';
import { maria, type Reply, signedInServer, signedOutServer } from '../../testing/servers';
import { Header } from './header';

/** María, on Selected Programs, chooses Sign Out in her account menu; `logout` is the server's answer. */
async function signOutOn(logout: () => Reply) {
  const server = signedInServer(maria, { 'POST /api/logout': logout });
  renderWithHost(<Header />, { server, initialPath: '/selected-programs' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Account menu/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
  return server;
}

describe('header', () => {
  it('offers only Sign In to a signed-out visitor, no navigation', async () => {
    renderWithHost(<Header />, { server: signedOutServer() });
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it.each<[string, User, string[][]]>([
    [
      'a counselor',
      lopez,
      [
        ['Students', '/advisor-dashboard'],
        ['Check-ins', '/check-in-1'],
      ],
    ],
    [
      'an admin',
      schoolAdmin,
      [
        ['School', '/admin'],
        ['Students', '/advisor-dashboard'],
        ['Check-ins', '/check-in-1'],
      ],
    ],
    ['a parent', guardian, [['Your children', '/parent-dashboard']]],
  ])("shows %s the links to their role's screens", async (_who, user, expected) => {
    renderWithHost(<Header />, { server: signedInServer(user) });
    await screen.findByRole('button', { name: /Account menu/ });
    const navigation = screen.getAllByRole('navigation', { name: 'Main', hidden: true })[0];
    const links = within(navigation as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
  });

  it("shows a student the SPEC's four links and the avatar with the first name's letter", async () => {
    renderWithHost(<Header />, {
      server: signedInServer(),
      initialPath: '/university-suggestions',
    });
    const avatar = await screen.findByRole('button', { name: 'Account menu for María García' });
    expect(avatar).toHaveTextContent('M');

    const navigation = screen.getAllByRole('navigation', { name: 'Main', hidden: true })[0];
    const links = within(navigation as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Universities', '/university-suggestions'],
      ['Programs', '/selected-programs'],
      ['Exploration', '/exploration'],
    ]);
    expect(
      within(navigation as HTMLElement).getByRole('link', { name: 'Universities' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("uses the username's first letter, uppercased, when there is no first name", async () => {
    renderWithHost(<Header />, {
      server: signedInServer({ ...maria, firstName: null, lastName: null, username: 'zoe' }),
    });
    const avatar = await screen.findByRole('button', { name: 'Account menu for zoe' });
    expect(avatar).toHaveTextContent(/^Z$/);
  });

  it('opens the avatar menu with My Profile and Sign Out, and Escape closes it', async () => {
    renderWithHost(<Header />, { server: signedInServer() });
    const user = userEvent.setup();
    const avatar = await screen.findByRole('button', { name: /Account menu/ });
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/student-info',
    );
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(screen.queryByRole('menuitem', { name: 'My Profile' })).not.toBeInTheDocument(),
    );
    expect(avatar).toHaveFocus();
  });

  it('reaches the menu from the keyboard alone', async () => {
    renderWithHost(<Header />, { server: signedInServer() });
    const user = userEvent.setup();
    const avatar = await screen.findByRole('button', { name: /Account menu/ });
    avatar.focus();
    // A menu button: Enter opens it on its first item, the arrow keys move between items.
    await user.keyboard('{Enter}');
    const profile = await screen.findByRole('menuitem', { name: 'My Profile' });
    await waitFor(() => expect(profile).toHaveAttribute('data-highlighted'));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{ArrowUp}');
    expect(profile).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/student-info'));
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out, says so, and goes home', async () => {
    const server = await signOutOn(() => ({ status: 200, body: { ok: true } }));

    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out')).toBeInTheDocument();
    expect(server.callsTo('POST /api/logout')).toHaveLength(1);
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('says why a sign-out failed and keeps the student signed in', async () => {
    await signOutOn(() => ({ status: 503, body: 'Service Unavailable' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('503: Service Unavailable')).toBeInTheDocument();
    expect(currentPath()).toBe('/selected-programs');
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
  });

  it('lists the same links in the small-screen menu, closed until toggled', async () => {
    renderWithHost(<Header />, { server: signedInServer() });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Navigation menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobileNavigation = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(mobileNavigation).toBeVisible();
    const labels = within(mobileNavigation as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Dashboard', 'Universities', 'Programs', 'Exploration']);

    await user.click(
      within(mobileNavigation as HTMLElement).getByRole('link', { name: 'Programs' }),
    );
    expect(currentPath()).toBe('/selected-programs');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(mobileNavigation).not.toBeInTheDocument();
  });

  it('switches the theme: system, light, dark, kept under vite-ui-theme', async () => {
    renderWithHost(<Header />, { server: signedOutServer() });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: /^Theme: System/ });
    await user.click(toggle);
    expect(document.documentElement).toHaveClass('light');
    expect(localStorage.getItem('vite-ui-theme')).toBe('light');

    await user.click(screen.getByRole('button', { name: /^Theme: Light/ }));
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(screen.getByRole('button', { name: /^Theme: Dark/ })).toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish browser and switches to English in place', async () => {
    // A first render in Spanish waits for its catalogs: React retries it only inside an awaited act.
    await act(async () => {
      renderWithHost(<Header />, { server: signedOutServer(), locale: 'es-MX' });
    });
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/auth',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en-GB'));
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es-MX');
  });
});
