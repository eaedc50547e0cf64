import type { User } from '@puente/core';
import { createContext, type ReactNode, use, useEffect } from 'react';
import type { Session, SessionStatus } from './session';
import { useSignalValues } from './use-signal-values';

const SessionContext = createContext<Session | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
  /** The session of the site (see `createSession`). */
  session: Session;
}

/** Makes the session available to the tree and loads it once from `GET /api/user`. */
export function AuthProvider({ children, session }: AuthProviderProps) {
  useEffect(() => {
    void session.load();
  }, [session]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

export interface Auth {
  user: User | null;
  status: SessionStatus;
  login: Session['login'];
  register: Session['register'];
  createSchool: Session['createSchool'];
  changeMembership: Session['changeMembership'];
  logout: Session['logout'];
}

/** The signed-in user and the session actions (SPEC §8: only inside an AuthProvider). */
export function useAuth(): Auth {
  const session = use(SessionContext);
  if (!session) throw new Error('useAuth must be used within an AuthProvider');
  return useSignalValues(() => ({
    user: session.user.value,
    status: session.status.value,
    login: session.login,
    register: session.register,
    createSchool: session.createSchool,
    changeMembership: session.changeMembership,
    logout: session.logout,
  }));
}
