import { useLingui } from '@lingui/react';
import { useToast } from '@puente/ui/providers';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { useFailureText } from '../use-failure-text';

/** Sign Out from a menu: logs out, says so in a toast, and goes home (SPEC §2, §8). */
export function useSignOut() {
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const { i18n } = useLingui();
  const failureText = useFailureText();

  async function signOut() {
    setPending(true);
    try {
      await logout();
      toast({
        title: i18n._('Logout successful'),
        description: i18n._('You have been logged out'),
      });
      navigate(paths.home.getHref());
    } catch (error) {
      toast({
        title: i18n._('Logout failed'),
        description: failureText(error),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return { signOut, pending };
}
