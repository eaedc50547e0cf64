import { SAMPLE_PROGRAMMES } from '@puente/core';
import { preloadBehaviours } from '@puente/ui';
import { type Answer, deferred, FAKE_SITE_KEY } from '@puente/ui/testing/fake-api';
import { mountWithApi, unmountElements } from '@puente/ui/testing/mount-element';
import { configure, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import './programme-finder.element';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

const API_BASE = 'https://puente.example';
const [KINGS, SECOND] = SAMPLE_PROGRAMMES as [
  (typeof SAMPLE_PROGRAMMES)[number],
  (typeof SAMPLE_PROGRAMMES)[number],
];

/** The tab Puente opens in; `window.open` answers it, or null where a browser blocks it. */
function stubOpen(tab: { opener: unknown } | null = { opener: window }) {
  const open = vi.fn((_url?: string | URL, _target?: string) => tab as Window | null);
  vi.stubGlobal('open', open);
  return open;
}

afterEach(() => {
  unmountElements();
  vi.restoreAllMocks();
  delete (window as { Puente?: unknown }).Puente;
});

/** A finder on a school's page with two programmes picked. */
async function withTwoPicks(attributes: Record<string, string>) {
  const mounted = mountWithApi(
    'puente-programme-finder',
    { 'api-base': API_BASE, ...attributes },
    [],
  );
  const user = userEvent.setup();
  const cards = await mounted.shadow.findAllByRole('article');
  for (const card of cards.slice(0, 2)) {
    await user.click(within(card).getByRole('button', { name: 'Add to My Selections' }));
  }
  const apply = mounted.shadow.getByRole('button', { name: 'Get Started Applying' });
  return { ...mounted, user, apply };
}

describe('<puente-programme-finder> hands the picks to Puente', { timeout: 20_000 }, () => {
  beforeAll(() => preloadBehaviours());

  it('asks the server for a hand-off with the picks and the site key, opens its link on the Puente site and forgets the picks', async () => {
    const open = stubOpen();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { element, server, user, apply } = await withTwoPicks({ 'site-key': FAKE_SITE_KEY });

    await user.click(apply);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    // Handed to Puente: the page forgets them.
    expect(element.selected).toEqual([]);
    expect(localStorage.length).toBe(0);
    const [request] = server.requestsTo('POST /api/hand-offs');
    expect(request?.body).toEqual({ siteKey: FAKE_SITE_KEY, picks: [KINGS.id, SECOND.id] });
    // Public: no cookies go with it from a school's page.
    expect(request?.credentials).toBe('same-origin');
    const [url, target] = open.mock.calls[0] ?? [];
    expect(target).toBe('_blank');
    const link = new URL(String(url));
    expect(link.origin + link.pathname).toBe(`${API_BASE}/auth`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      mode: 'register',
      handoff: expect.stringMatching(/^fake-hand-off-/),
    });
    // Attributed to the school: nothing for the web developer to fix.
    expect(warn).not.toHaveBeenCalled();
    expect(apply).not.toHaveAttribute('aria-busy');
  });

  it('takes the site key from the loader when the element has none', async () => {
    (window as { Puente?: unknown }).Puente = { apiBase: API_BASE, siteKey: FAKE_SITE_KEY };
    stubOpen();
    const { server, user, apply } = await withTwoPicks({});
    await user.click(apply);
    await waitFor(() => expect(server.requestsTo('POST /api/hand-offs')).toHaveLength(1));
    expect(server.requestsTo('POST /api/hand-offs')[0]?.body).toMatchObject({
      siteKey: FAKE_SITE_KEY,
    });
  });

  it('is busy while the request runs, and opens Puente in this tab when the browser blocks a new one', async () => {
    const open = stubOpen(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: window.location.href,
      origin: window.location.origin,
      assign,
    });
    const answer = deferred<Answer>();
    const { server, user, apply } = await withTwoPicks({});
    server.on('POST /api/hand-offs', () => answer.promise);

    await user.click(apply);
    expect(apply).toHaveAttribute('aria-busy', 'true');
    await user.click(apply);
    answer.resolve({
      status: 201,
      body: {
        token: 'abcdefghijklmnop',
        link: '/auth?mode=register&handoff=abcdefghijklmnop',
        school: null,
      },
    });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `${API_BASE}/auth?mode=register&handoff=abcdefghijklmnop`,
      ),
    );
    expect(open).toHaveBeenCalledTimes(1);
    // A second press while busy sent nothing more.
    expect(server.requestsTo('POST /api/hand-offs')).toHaveLength(1);
  });

  it('says so when the hand-off fails, keeps the picks, and lets the student try again', async () => {
    const open = stubOpen();
    const { element, shadow, server, user, apply } = await withTwoPicks({});
    server.on('POST /api/hand-offs', () => ({ status: 503, body: { message: 'Down' } }));

    await user.click(apply);
    expect(await shadow.findByRole('alert')).toHaveTextContent(
      'Could not reach Puente. Your programs are still saved here: try again.',
    );
    expect(open).not.toHaveBeenCalled();
    expect(element.selected.map(({ id }) => id)).toEqual([KINGS.id, SECOND.id]);
    expect(shadow.getAllByRole('button', { name: 'Saved here' })).toHaveLength(2);

    server.on('POST /api/hand-offs', () => ({
      status: 201,
      body: {
        token: 'abcdefghijklmnop',
        link: '/auth?mode=register&handoff=abcdefghijklmnop',
        school: null,
      },
    }));
    await user.click(apply);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(shadow.queryByRole('alert')).toBeNull();
  });

  it('opens nothing but a link on the Puente server itself', async () => {
    const open = stubOpen();
    const { shadow, server, user, apply } = await withTwoPicks({});
    server.on('POST /api/hand-offs', () => ({
      status: 201,
      body: { token: 'abcdefghijklmnop', link: 'https://evil.example/auth', school: null },
    }));
    await user.click(apply);
    expect(await shadow.findByRole('alert')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });

  it('tells the web developer once when the page is not a registered website of the site key', async () => {
    stubOpen();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const otherKey = 'pk_notRegisteredForThisPage';
    const { server, user, apply } = await withTwoPicks({ 'site-key': otherKey });

    await user.click(apply);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      `this page's origin (${location.origin}) is not one of the websites registered for site-key="${otherKey}"`,
    );
    await user.click(apply);
    await waitFor(() => expect(server.requestsTo('POST /api/hand-offs')).toHaveLength(2));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('leaves out a site key that cannot be one, and says why', async () => {
    stubOpen();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { server, user, apply } = await withTwoPicks({ 'site-key': 'pk_typo' });
    await user.click(apply);
    await waitFor(() => expect(server.requestsTo('POST /api/hand-offs')).toHaveLength(1));
    expect(server.requestsTo('POST /api/hand-offs')[0]?.body).toEqual({
      picks: [KINGS.id, SECOND.id],
    });
    expect(String(warn.mock.calls[0]?.[0])).toContain('site-key="pk_typo" is not a site key');
  });
});
