import { handOffFrom } from '@puente/core';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SessionLoading } from '../../components/session-loading';
import { safeRedirect } from '../../config/paths';
import { AuthScreen } from '../../features/auth/auth-screen';

// The site's query cache, for a hand-off only: /auth alone loads no TanStack Query.
const SiteQueries = lazy(() =>
  import('../site-queries').then(({ SiteQueries }) => ({ default: SiteQueries })),
);

/**
 * /auth?redirectTo=<path>: signing in returns the visitor to where they were
 * going. From a school's programme finder (core's hand-off): `mode=register`
 * opens the Register tab, and the `handoff` token (or an old link's `picks`)
 * names programmes the student confirms once signed in, in the site's query
 * cache, so the selections they save show at once.
 */
export default function AuthRoute() {
  const [searchParams] = useSearchParams();
  const handOff = useMemo(() => handOffFrom(searchParams), [searchParams]);
  const screen = (
    <AuthScreen
      redirectTo={safeRedirect(searchParams.get('redirectTo'))}
      defaultTab={searchParams.get('mode') === 'register' ? 'register' : 'login'}
      handOff={handOff}
    />
  );
  if (!handOff.token && handOff.picks.length === 0) return screen;
  return (
    <Suspense fallback={<SessionLoading />}>
      <SiteQueries>{screen}</SiteQueries>
    </Suspense>
  );
}
