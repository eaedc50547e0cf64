import { useAuth } from '../../lib/auth-provider';

/** The signed-in staff member's school's name ('' until the session has it). */
export function useSchoolName(): string {
  const { user } = useAuth();
  return user?.school?.name ?? '';
}
