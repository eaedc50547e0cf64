import { errorMessage } from '@puente/core';
import { useToast } from '@puente/widgets/providers';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';

/** Sign Out from a menu: logs out, says so in a toast, and goes home (SPEC §2, §8). */
export function useSignOut() {
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      await logout();
      toast({ title: 'Logout successful', description: 'You have been logged out' });
      navigate(paths.home.getHref());
    } catch (error) {
      toast({
        title: 'Logout failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return { signOut, pending };
}
