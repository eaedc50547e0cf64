import { useLingui } from '@lingui/react';
import type { Role } from '@puente/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, roleHome } from '../config/paths';
import { useAuth } from '../lib/auth-provider';
import { ButtonLink } from './button-link';
import { PlaceholderScreen } from './placeholder-screen';
import { ROLE_NAMES } from './role-names';
import { SessionLoading } from './session-loading';

export interface RequireRoleProps {
  /** Who the screens are for (docs/product/schools.md). */
  roles: readonly Role[];
  /** "This page is for …", an en-GB message id: shown through `i18n._`. */
  forWhom: string;
}

/**
 * Guards the screens of some roles: a signed-out visitor goes to /auth (and
 * comes back), anyone else signed in is told whom the page is for and given
 * the way to their own screens. The server answers their reads by the same rule.
 */
export function RequireRole({ roles, forWhom }: RequireRoleProps) {
  const { i18n } = useLingui();
  const { user, status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <SessionLoading />;
  if (!user) {
    const destination = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.getHref(destination)} replace />;
  }
  if (roles.includes(user.role)) return <Outlet />;
  return (
    <PlaceholderScreen
      title={i18n._(forWhom)}
      description={i18n._('You are signed in as a {role}.', {
        role: i18n._(ROLE_NAMES[user.role]),
      })}
      actions={
        <>
          <ButtonLink to={roleHome(user.role)}>{i18n._('Go to your home page')}</ButtonLink>
          <ButtonLink to={paths.demoAdvisorDashboard.getHref()} variant="outline">
            {i18n._('See the demo school')}
          </ButtonLink>
        </>
      }
    />
  );
}
