import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { renderSite } from '../testing/render-host';
import { signedInServer, signedOutServer } from '../testing/servers';

describe('accessibility', () => {
  it('/auth has no axe violations, on both tabs and with errors shown', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/auth' });
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(await axeViolations()).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.click(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Create Account' }),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('the landing page has its landmarks and no axe violations', async () => {
    renderSite({ server: signedOutServer() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("a student's page with the avatar menu open has no axe violations", async () => {
    renderSite({ server: signedInServer(), initialPath: '/intro' });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await axeViolations()).toEqual([]);
  });

  it('the first Tab stop skips to the main content', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/demo/admin' });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.setup().tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });
});
