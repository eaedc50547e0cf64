import { useSignals } from '@preact/signals-react/runtime';
import type { User } from '@puente/core';
import { useApi } from '@puente/widgets/providers';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import { createSession, type Session, type SessionStatus } from './session';

const SessionContext = createContext<Session | null>(null);

export interface AuthProviderProps {
  children: ReactNode;
  /** A session made elsewhere (tests, stories); by default one is made on the API client. */
  session?: Session;
}

/**
 * Makes the session available to the tree and loads it once from
 * `GET /api/user`. A change of user empties the query cache, so one person
 * never sees another's data.
 */
export function AuthProvider({ children, session }: AuthProviderProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [store] = useState(
    () => session ?? createSession(api, { onUserChange: () => queryClient.clear() }),
  );
  useEffect(() => {
    void store.load();
  }, [store]);
  return <SessionContext value={store}>{children}</SessionContext>;
}

export interface Auth {
  user: User | null;
  status: SessionStatus;
  login: Session['login'];
  register: Session['register'];
  logout: Session['logout'];
}

/** The signed-in user and the session actions (SPEC §8: only inside an AuthProvider). */
export function useAuth(): Auth {
  const session = use(SessionContext);
  if (!session) throw new Error('useAuth must be used within an AuthProvider');
  const effect = useSignals(2);
  try {
    return {
      user: session.user.value,
      status: session.status.value,
      login: session.login,
      register: session.register,
      logout: session.logout,
    };
  } finally {
    effect.f();
  }
}
