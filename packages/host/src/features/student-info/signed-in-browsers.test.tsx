import { inEnglish, type SignedInBrowser } from '@puente/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../testing/render-host';
import { signedInServer } from '../../testing/servers';
import { describeBrowser } from './describe-browser';
import { SignedInBrowsers } from './signed-in-browsers';

configure({ asyncUtilTimeout: 5000 });

const THIS_ONE: SignedInBrowser = {
  id: 'aaaaaaaaaaaaaaaaaaaaaa',
  current: true,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  signedInAt: '2026-11-23T09:30:00.000Z',
};
const PHONE: SignedInBrowser = {
  id: 'bbbbbbbbbbbbbbbbbbbbbb',
  current: false,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  signedInAt: '2026-11-20T18:05:00.000Z',
};

function browsersServer() {
  let browsers = [THIS_ONE, PHONE];
  const server = signedInServer(undefined, {
    'GET /api/user/sessions': () => ({ status: 200, body: browsers }),
    [`DELETE /api/user/sessions/${PHONE.id}`]: () => {
      browsers = browsers.filter(({ id }) => id !== PHONE.id);
      return { status: 200, body: { ok: true } };
    },
  });
  return server;
}

describe('signed-in browsers on My Profile', () => {
  it('lists them, this one marked, and signs another out', async () => {
    const user = userEvent.setup();
    const server = browsersServer();
    renderWithHost(<SignedInBrowsers />, { server });

    const list = await screen.findByRole('list', { name: 'Signed-in browsers' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Firefox on Windows')).toBeVisible();
    expect(within(items[0] as HTMLElement).getByText('This browser')).toBeVisible();
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /Sign out/ })).toBeNull();
    expect(
      within(items[1] as HTMLElement).getByText('Signed in 20 November 2026', { exact: false }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(server.callsTo(`DELETE /api/user/sessions/${PHONE.id}`)).toHaveLength(1);
    expect(await screen.findByText('Safari on iOS is no longer signed in.')).toBeVisible();
  });

  it('says so when the list cannot be loaded', async () => {
    const server = signedInServer(undefined, {
      'GET /api/user/sessions': () => ({
        status: 503,
        body: { message: 'The database is unavailable right now. Please try again in a moment.' },
      }),
    });
    renderWithHost(<SignedInBrowsers />, { server });
    expect(
      await screen.findByText(
        'The database is unavailable right now. Please try again in a moment.',
      ),
    ).toBeVisible();
  });
});

describe('describeBrowser', () => {
  it.each([
    [THIS_ONE.userAgent, 'Firefox on Windows'],
    [PHONE.userAgent, 'Safari on iOS'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['curl/8.5.0', 'Unknown browser'],
    [null, 'Unknown browser'],
  ])('names %s as %s', (userAgent, name) => {
    expect(inEnglish(describeBrowser(userAgent))).toBe(name);
  });
});
