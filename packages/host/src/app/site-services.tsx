import { createQueryClient, PuenteProvider } from '@puente/widgets/providers';
import { type ReactNode, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useSiteOptions } from './site-options';

/**
 * The widgets' provider around the screens: the one QueryClient (SPEC §7
 * defaults), the API client of the session, toasts, delays and the clock.
 * Its code (TanStack Query, the toast store) is not needed for the first
 * paint, so the router loads it alongside the first screen.
 */
export function SiteServices({ children }: { children: ReactNode }) {
  const { api, delays, queryClient, clock, onUserChange } = useSiteOptions();
  const [ownQueryClient] = useState(createQueryClient);
  const client = queryClient ?? ownQueryClient;
  useEffect(() => onUserChange(() => client.clear()), [onUserChange, client]);
  return (
    <PuenteProvider apiBase="" api={api} delays={delays} queryClient={client} clock={clock}>
      {children}
    </PuenteProvider>
  );
}

/** `SiteServices` as the routes' root layout. */
export function SiteServicesLayout() {
  return (
    <SiteServices>
      <Outlet />
    </SiteServices>
  );
}
