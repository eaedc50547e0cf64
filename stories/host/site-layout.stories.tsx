import { paths, SiteLayout } from '@puente/host';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pendingForever, sampleUser, signedIn } from '../support/api-handlers';
import { type HostStory, hostScreenMeta } from '../support/host-screen';

// The frame of every page but /auth: skip link, header and footer, with an empty main (each
// screen's own stories show what goes in it). A line comment: see hostScreenMeta.
export default {
  title: 'Host/Site Layout',
  component: SiteLayout,
  ...hostScreenMeta(paths.universitySuggestions.getHref()),
} satisfies Meta<typeof SiteLayout>;

const mobile = { viewport: { value: 'mobile' } };
const accountMenu = `Account menu for ${sampleUser.firstName} ${sampleUser.lastName}`;

/** The brand, the theme switch and Sign In; no navigation. */
export const SignedOut: HostStory = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      paths.auth.getHref(),
    );
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** The four links (Universities is the current page) and the avatar with Ana's initial. */
export const SignedIn: HostStory = {
  beforeEach: ({ msw }) => msw.use(signedIn),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: accountMenu });
    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(navigation).getByRole('link', { name: 'Universities' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Before GET /api/user answers: neither Sign In nor the avatar, so neither flashes. */
export const SessionLoading: HostStory = {
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/user')),
};

export const AvatarMenuOpen: HostStory = {
  beforeEach: ({ msw }) => msw.use(signedIn),
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    await userEvent.click(await header.findByRole('button', { name: accountMenu }));
    await expect(await header.findByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    await expect(header.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  },
};

/** Sign Out from the avatar menu: the header goes back to Sign In. */
export const SignedOutFromMenu: HostStory = {
  beforeEach: ({ msw }) => msw.use(signedIn),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: accountMenu }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Sign Out' }));
    await expect(await canvas.findByRole('link', { name: 'Sign In' })).toBeVisible();
  },
};

/** The first Tab stop: the skip link appears. */
export const SkipLinkFocused: HostStory = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Sign In' });
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Skip to main content' }),
    ).toHaveFocus();
  },
};

export const MobileSignedOut: HostStory = { ...SignedOut, globals: mobile };

/** Below 768 px the links move behind the menu button. */
export const MobileSignedIn: HostStory = {
  beforeEach: ({ msw }) => msw.use(signedIn),
  globals: mobile,
};

export const MobileMenuOpen: HostStory = {
  beforeEach: ({ msw }) => msw.use(signedIn),
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Navigation menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('navigation', { name: 'Main' })
          .some((nav) =>
            within(nav).queryByRole('link', { name: 'Exploration' })?.checkVisibility(),
          ),
      ).toBe(true),
    );
  },
};

export const Dark: HostStory = { ...SignedIn, globals: { theme: 'dark' } };

export const DarkSignedOut: HostStory = { ...SignedOut, globals: { theme: 'dark' } };

export const DarkMobileMenuOpen: HostStory = {
  ...MobileMenuOpen,
  globals: { ...mobile, theme: 'dark' },
};

/**
 * The language switch names the other language in that language; pressed, the
 * page changes language in place and `<html lang>` follows.
 */
export const LanguageSwitched: HostStory = {
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    await userEvent.click(await header.findByRole('button', { name: 'Español' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('es-MX'));
    await expect(await header.findByRole('button', { name: 'English' })).toHaveAttribute(
      'lang',
      'en-GB',
    );
  },
};
