import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useApi } from './api-context';
import { createQueryClient } from './query-client';

/**
 * A query cache of the SPEC's defaults for one element; `WithQueryClient`
 * loads it. Another Puente server (`api-base` changed) gets a cache of its
 * own, and what reads it starts again (a query stays bound to the cache it
 * began with): nothing the old server answered shows as the new one's.
 */
export function OwnQueryClient({ children }: { children: ReactNode }) {
  const api = useApi();
  const [cache, setCache] = useState(() => ({ api, client: createQueryClient(), server: 0 }));
  if (cache.api !== api) setCache({ api, client: createQueryClient(), server: cache.server + 1 });
  return (
    <QueryClientProvider key={cache.server} client={cache.client}>
      {children}
    </QueryClientProvider>
  );
}
