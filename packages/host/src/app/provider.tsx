import type { ApiClient, Delays } from '@puente/core';
import { type Clock, createQueryClient, PuenteProvider } from '@puente/widgets/providers';
import { puenteRoot } from '@puente/widgets/theme';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '../lib/auth-provider';
import type { Session } from '../lib/session';
import { ThemeProvider } from '../lib/theme-provider';
import { app } from '../styles/global.css';

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
}

/**
 * Everything the site's screens need around them: the theme on <html>, the
 * one QueryClient (SPEC §7 defaults), the widgets' provider (API client on
 * this origin, toasts, delays) and the session.
 */
export function AppProvider({
  children,
  api,
  delays,
  queryClient,
  session,
  clock,
}: AppProviderProps) {
  const [ownQueryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <PuenteProvider
        apiBase=""
        api={api}
        delays={delays}
        queryClient={queryClient ?? ownQueryClient}
        clock={clock}
      >
        <AuthProvider session={session}>
          <div className={`${puenteRoot} ${app}`}>{children}</div>
        </AuthProvider>
      </PuenteProvider>
    </ThemeProvider>
  );
}
