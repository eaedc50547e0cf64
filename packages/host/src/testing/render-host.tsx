import { createApiClient, NO_DELAYS } from '@puente/core';
import type { Clock } from '@puente/widgets/providers';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { HostApp, HostProviders } from '../app/host-providers';
import type { FetchStub } from './fetch-stub';

export interface RenderOptions {
  /** The network edge: every API call of the render goes to this stub. */
  server: FetchStub;
  initialPath?: string;
  delays?: Partial<typeof NO_DELAYS>;
  /** The current time screens read (timelines); the system clock by default. */
  clock?: Clock;
  /** The site's query cache, when a test looks into it. */
  queryClient?: QueryClient;
}

/** Renders the whole site at `initialPath`, against `server`, with SPEC delays at zero. */
export function renderSite({
  server,
  initialPath = '/',
  delays = NO_DELAYS,
  clock,
}: RenderOptions) {
  return render(
    <HostApp
      api={createApiClient({ fetch: server.fetch })}
      delays={delays}
      initialPath={initialPath}
      clock={clock}
    />,
  );
}

/** Renders `ui` inside the site's providers and an in-memory router. */
export function renderWithHost(
  ui: ReactNode,
  { server, initialPath = '/', delays = NO_DELAYS, clock, queryClient }: RenderOptions,
) {
  return render(
    <HostProviders
      api={createApiClient({ fetch: server.fetch })}
      delays={delays}
      initialPath={initialPath}
      clock={clock}
      queryClient={queryClient}
    >
      {ui}
      <CurrentPath />
    </HostProviders>,
  );
}

/** Shows the router's current path, so a test can see where a link or action went. */
function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{`${location.pathname}${location.search}`}</output>;
}
