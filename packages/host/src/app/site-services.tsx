import { PuenteProvider } from '@puente/ui/providers';
import type { ReactNode } from 'react';
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
  return (
    <PuenteProvider
      apiBase=""
      api={api}
      delays={delays}
      clock={clock}
      assistantFromServer={assistantFromServer}
    >
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
