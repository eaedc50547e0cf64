import type { ApiClient, AssistantFromServer, Delays } from '@puente/core';
import type { Clock } from '@puente/ui/providers';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { createContext, use } from 'react';

/**
 * What `AppProvider` was given, for the site's services (`SiteServices`,
 * `SiteQueries`), which arrive with the first screen rather than before the
 * first paint.
 */
export interface SiteOptions {
  /** The one API client: the session's and every widget's. */
  api: ApiClient;
  delays: Partial<Delays> | undefined;
  clock: Clock | undefined;
  /**
   * The site's one assistant that asks the server whether a model answers
   * (the built site), made by `create` the first time; a login, registration
   * or logout makes it ask again. Undefined where the site stays canned (tests).
   */
  assistantFromServer(create: () => AssistantFromServer): AssistantFromServer | undefined;
  /**
   * The site's one query cache: the one given to AppProvider, else made by
   * `create` the first time it is asked for. A login, registration or logout
   * empties it, so one person never sees another's data.
   */
  queryClient(create: () => QueryClient): QueryClient;
  /** That cache when a screen made it already; /auth, which loads no TanStack Query, asks this. */
  existingQueryClient(): QueryClient | undefined;
  /** The reads the server rendered the page with (a shared programme's): the cache starts with them. */
  renderedQueries: DehydratedState | undefined;
  /** The site's address (`https://…`, no slash at the end), for the links a page shows to share. */
  origin: string;
}

export const SiteOptionsContext = createContext<SiteOptions | null>(null);

/** The site's options (only inside an AppProvider). */
export function useSiteOptions(): SiteOptions {
  const options = use(SiteOptionsContext);
  if (!options) throw new Error('useSiteOptions must be used within an AppProvider');
  return options;
}
