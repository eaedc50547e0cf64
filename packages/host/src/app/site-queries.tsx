import { createQueryClient } from '@puente/ui/providers';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Outlet } from 'react-router';
import { useSiteOptions } from './site-options';

/**
 * The site's one query cache (SPEC §7 defaults) around the screens that read
 * server data: every screen but /auth, which therefore never loads TanStack
 * Query. The cache outlives this layout (AppProvider keeps it).
 */
export function SiteQueries({ children }: { children: ReactNode }) {
  const { queryClient, renderedQueries } = useSiteOptions();
  const [client] = useState(() =>
    queryClient(() => {
      const created = createQueryClient();
      // The reads the server rendered the page with: the first render draws what it drew.
      if (renderedQueries) hydrate(created, renderedQueries);
      return created;
    }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `SiteQueries` as the layout of the screens inside the site's page frame. */
export function SiteQueriesLayout() {
  return (
    <SiteQueries>
      <Outlet />
    </SiteQueries>
  );
}
