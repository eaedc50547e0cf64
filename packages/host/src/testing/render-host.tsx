import { createApiClient, type Locale, NO_DELAYS } from '@puente/core';
import type { Clock } from '@puente/ui/providers';
import type { FakeApi } from '@puente/ui/testing';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { HostApp, HostProviders } from '../app/host-providers';
import { createLocaleStore } from '../lib/locale';
import { signedOutServer } from './servers';

export interface RenderOptions {
  /** The network edge: every API call of the render goes to this stub. */
  server: FakeApi;
  initialPath?: string;
  delays?: Partial<typeof NO_DELAYS>;
  /** The current time screens read (timelines); the system clock by default. */
  clock?: Clock;
  /** The site's query cache, when a test looks into it. */
  queryClient?: QueryClient;
  /** The browser's language (en-GB by default); the choice is kept for this render only. */
  locale?: Locale;
}

/** A language store of the render's own: a switch in one test never reaches the next. */
function localeStoreFor(locale: Locale = 'en-GB') {
  const saved = new Map<string, string>();
  return createLocaleStore({
    storage: {
      getItem: (key) => saved.get(key) ?? null,
      setItem: (key, value) => void saved.set(key, value),
    },
    languages: [locale],
  });
}

/** Renders the whole site at `initialPath`, against `server`, with SPEC delays at zero. */
export function renderSite(options: RenderOptions) {
  return render(<HostApp {...hostProps(options)} />);
}

/** Renders `ui` inside the site's providers and an in-memory router. */
export function renderWithHost(ui: ReactNode, options: RenderOptions) {
  return render(
    <HostProviders {...hostProps(options)} queryClient={options.queryClient}>
      {ui}
      <CurrentPath />
    </HostProviders>,
  );
}

/** What the site and its providers are given: the API on `server`, delays, path, clock, language. */
function hostProps({
  server,
  initialPath = '/',
  delays = NO_DELAYS,
  clock,
  locale,
}: RenderOptions) {
  return {
    api: createApiClient({ fetch: server.fetch }),
    delays,
    initialPath,
    clock,
    localeStore: localeStoreFor(locale),
  };
}

/** The router's current path and query, as `renderWithHost` shows it: where a link or action went. */
export const currentPath = () => screen.getByTestId('current-path').textContent ?? '';

/** Shows the router's current path, so a test can see where a link or action went. */
function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{`${location.pathname}${location.search}`}</output>;
}

/** How long a test waits for the first thing on a page of `renderSite`: its route's code comes lazily, on a busy machine. */
export const ROUTE_LOAD = { timeout: 10_000 };

/** The page's main heading, once its route has loaded. */
export const findPageHeading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, ROUTE_LOAD);

/** A SPEC delay a test never waits out, to look at the busy state it covers. */
export const HELD_DELAY = 60_000;

/**
 * Renders `ui` as `renderWithHost` does, against a server with nobody signed in unless `options`
 * name one, and waits for its page heading; the user who acts on it.
 */
export async function openScreen(
  ui: ReactNode,
  heading: string,
  options: Partial<RenderOptions> = {},
) {
  renderWithHost(ui, { server: signedOutServer(), ...options });
  await findPageHeading(heading);
  return userEvent.setup();
}

/** Where the link a user finds by `name` goes: on the whole screen, or in `part` of it. */
export const linkTarget = (
  name: string | RegExp,
  part: Pick<typeof screen, 'getByRole'> = screen,
) => part.getByRole('link', { name }).getAttribute('href');
