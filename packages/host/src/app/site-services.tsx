import { createAssistantFromServer, createLazyCannedAssistant, DEFAULT_DELAYS } from '@puente/core';
import { PuenteProvider } from '@puente/ui/providers';
import { type ReactNode, useMemo } from 'react';
import { Outlet } from 'react-router';
import { useRouteFocus } from '../components/use-route-focus';
import { useSiteOptions } from './site-options';

/**
 * The widgets' provider around every screen: the API client of the session,
 * toasts, delays and the clock. Not needed for the first paint: the router
 * loads it alongside the first screen.
 */
export function SiteServices({ children }: { children: ReactNode }) {
  const { api, delays, clock, assistantFromServer } = useSiteOptions();
  // Here, not in PuenteProvider: a school's elements never ask, and never download it.
  const assistant = useMemo(
    () =>
      assistantFromServer(() =>
        createAssistantFromServer({
          baseUrl: api.baseUrl,
          fallback: createLazyCannedAssistant({ delays: { ...DEFAULT_DELAYS, ...delays } }),
        }),
      ),
    [assistantFromServer, api, delays],
  );
  return (
    <PuenteProvider apiBase="" api={api} delays={delays} clock={clock} assistant={assistant}>
      {children}
    </PuenteProvider>
  );
}

/** `SiteServices` as the routes' root layout. */
export function SiteServicesLayout() {
  useRouteFocus();
  return (
    <SiteServices>
      <Outlet />
    </SiteServices>
  );
}
