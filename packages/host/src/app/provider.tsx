import {
  type ApiClient,
  type AssistantFromServer,
  createApiClient,
  type Delays,
  type User,
} from '@puente/core';
import type { LocaleProviderProps } from '@puente/ui/i18n';
import type { Clock } from '@puente/ui/providers';
import { puenteRoot } from '@puente/ui/theme';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { AuthProvider } from '../lib/auth-provider';
import { createLocaleStore, type LocaleStore } from '../lib/locale';
import { SiteLocaleProvider } from '../lib/locale-provider';
import { createSession, type Session } from '../lib/session';
import { ThemeProvider } from '../lib/theme-provider';
import { app } from '../styles/global.css';
import { type SiteOptions, SiteOptionsContext } from './site-options';

export interface AppProviderProps {
  children: ReactNode;
  /** A ready API client (tests, stories); by default the same-origin one. */
  api?: ApiClient | undefined;
  /** Overrides of SPEC §9's delays; tests pass zeros. */
  delays?: Partial<Delays> | undefined;
  queryClient?: QueryClient | undefined;
  /** A ready session (stories); by default one is loaded from `GET /api/user`. */
  session?: Session | undefined;
  /** The current time for timelines; stories and tests fix it. */
  clock?: Clock | undefined;
  /** The site's language (stories, tests); by default the saved choice or the browser's. */
  localeStore?: LocaleStore | undefined;
  /** Ask the server whether a model answers the assistant (docs/assistant.md); else canned. */
  assistantFromServer?: boolean | undefined;
  /**
   * Hydrating a page the server rendered: the first render draws the theme
   * switch as the page has it, and the visitor is signed out (`createSession`'s
   * `signedOut`) unless the page was rendered for them (`renderedFor`).
   */
  prerendered?: boolean | undefined;
  /**
   * With `prerendered`: the page was rendered by the server for this signed-in
   * user (a student's finder), and the session starts with them.
   */
  renderedFor?: User | undefined;
  /** A ready Lingui instance in the site's language (a prerendered page's, its catalogs loaded). */
  i18n?: LocaleProviderProps['i18n'];
  /** The reads the server rendered the page with (`dehydrate`d): the query cache starts with them. */
  renderedQueries?: DehydratedState | undefined;
  /** The site's address; by default the page's own (the server's render passes it). */
  origin?: string | undefined;
}

/**
 * What the first paint needs around the site: the theme on <html> and the
 * session, which is asked for at once. The widgets' provider and the toasts
 * (`SiteServices`) and the query cache (`SiteQueries`) come with the first
 * screen; a change of user empties that cache, so one person never sees
 * another's data, and makes the assistant ask the server again which answers.
 */
export function AppProvider({
  children,
  api,
  delays,
  queryClient,
  session,
  clock,
  localeStore,
  assistantFromServer = false,
  prerendered = false,
  renderedFor,
  i18n,
  renderedQueries,
  origin = globalThis.location?.origin ?? '',
}: AppProviderProps) {
  const [site] = useState(() => {
    const locale = localeStore ?? createLocaleStore();
    const client = api ?? createApiClient({ locale: () => locale.locale.value });
    // Made by the first screen that reads server data (its code is not the first paint's).
    let cache = queryClient;
    let assistant: AssistantFromServer | undefined;
    return {
      locale,
      api: client,
      session:
        session ??
        createSession(client, {
          onUserChange: () => {
            cache?.clear();
            // The server's answer to "which assistant?" is the session's.
            assistant?.forget();
          },
          signedOut: prerendered && !renderedFor,
          signedIn: renderedFor,
        }),
      queryClient(create: () => QueryClient) {
        cache ??= create();
        return cache;
      },
      existingQueryClient: () => cache,
      assistant(create: () => AssistantFromServer) {
        assistant ??= create();
        return assistant;
      },
    };
  });
  const options = useMemo<SiteOptions>(
    () => ({
      api: site.api,
      delays,
      clock,
      assistantFromServer: (create) => (assistantFromServer ? site.assistant(create) : undefined),
      queryClient: site.queryClient,
      existingQueryClient: site.existingQueryClient,
      renderedQueries,
      origin,
    }),
    [site, delays, clock, assistantFromServer, renderedQueries, origin],
  );
  return (
    <ThemeProvider prerendered={prerendered}>
      <SiteLocaleProvider store={site.locale} i18n={i18n}>
        <SiteOptionsContext value={options}>
          <AuthProvider session={site.session}>
            <div className={`${puenteRoot} ${app}`}>{children}</div>
          </AuthProvider>
        </SiteOptionsContext>
      </SiteLocaleProvider>
    </ThemeProvider>
  );
}
