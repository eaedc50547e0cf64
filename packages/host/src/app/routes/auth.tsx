import { handOffFrom } from '@puente/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { safeRedirect } from '../../config/paths';
import { AuthScreen } from '../../features/auth/auth-screen';

/**
 * /auth?redirectTo=<path>: signing in returns the visitor to where they were
 * going. From a school's programme finder (core's hand-off): `mode=register`
 * opens the Register tab, and the `picks` and `school` it carries are saved
 * with the account.
 */
export default function AuthRoute() {
  const [searchParams] = useSearchParams();
  const handOff = useMemo(() => {
    const fromUrl = handOffFrom(searchParams);
    // Puente's own /embed preview is no school.
    return fromUrl.school === window.location.origin ? { ...fromUrl, school: null } : fromUrl;
  }, [searchParams]);
  return (
    <AuthScreen
      redirectTo={safeRedirect(searchParams.get('redirectTo'))}
      defaultTab={searchParams.get('mode') === 'register' ? 'register' : 'login'}
      handOff={handOff}
    />
  );
}
