import { computed, type ReadonlySignal, signal } from '@preact/signals-react';
import type {
  ApiClient,
  CreateSchoolRequest,
  LoginRequest,
  Membership,
  RegisterRequest,
  User,
} from '@puente/core';
import { personName, schoolApi } from '@puente/core';

/** `loading` until `GET /api/user` has answered once. */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/** The calls of SPEC §7 the session needs; the core API client has them all. */
export type SessionApi = Pick<
  ApiClient,
  'currentUser' | 'login' | 'register' | 'logout' | 'request'
>;

export interface Session {
  readonly user: ReadonlySignal<User | null>;
  readonly status: ReadonlySignal<SessionStatus>;
  /** Asks the server who is signed in; repeated calls share the first answer. */
  load(): Promise<void>;
  login(body: LoginRequest): Promise<User>;
  register(body: RegisterRequest): Promise<User>;
  /** "Create your school's workspace": the school and its first admin, signed in. */
  createSchool(body: CreateSchoolRequest): Promise<User>;
  /** The user joined or left a school, or became a parent: their role and school change. */
  changeMembership(membership: Membership): void;
  logout(): Promise<void>;
}

export interface SessionOptions {
  /** Called after a login, registration or logout changes who is signed in. */
  onUserChange?: (user: User | null) => void;
  /**
   * Known to be signed out from the start: the server sends a prerendered
   * page only to a browser without a session cookie. No `GET /api/user`, and
   * the first render is the signed-out page the HTML already shows.
   */
  signedOut?: boolean;
  /**
   * Known to be signed in from the start: the server rendered the page for
   * this user, from their session. No `GET /api/user` either.
   */
  signedIn?: User | undefined;
}

/**
 * The signed-in user as a small signals store (SPEC §4 "Session"): set on a
 * successful login or registration, cleared on logout, first read from
 * `GET /api/user`.
 */
export function createSession(
  api: SessionApi,
  { onUserChange, signedOut = false, signedIn }: SessionOptions = {},
): Session {
  const user = signal<User | null>(signedIn ?? null);
  const known = signedOut || signedIn !== undefined;
  const loaded = signal(known);
  const status = computed<SessionStatus>(() => {
    if (user.value) return 'signed-in';
    return loaded.value ? 'signed-out' : 'loading';
  });
  let loading: Promise<void> | undefined;
  // An action answered after `load` started wins over `load`'s older answer.
  let changes = 0;

  function settle(next: User | null) {
    changes += 1;
    user.value = next;
    loaded.value = true;
    onUserChange?.(next);
  }

  function load() {
    if (known) loading ??= Promise.resolve();
    loading ??= (async () => {
      const startedAt = changes;
      let current: User | null = null;
      try {
        current = await api.currentUser();
      } catch {
        // An unreachable server reads as signed out; signing in then says why.
      }
      if (startedAt === changes) {
        user.value = current;
        loaded.value = true;
      }
    })();
    return loading;
  }

  return {
    user,
    status,
    load,
    async login(body) {
      const signedIn = await api.login(body);
      settle(signedIn);
      return signedIn;
    },
    async register(body) {
      const registered = await api.register(body);
      settle(registered);
      return registered;
    },
    async createSchool(body) {
      const admin = await schoolApi.createSchool(api, body);
      settle(admin);
      return admin;
    },
    changeMembership(membership) {
      if (user.value) settle({ ...user.value, ...membership });
    },
    async logout() {
      await api.logout();
      settle(null);
    },
  };
}

/** The signed-in user's name as the avatar menu shows it. */
export function displayName(user: User): string {
  return personName(user);
}

/** What the avatar shows: the first name's first letter, else the username's, uppercased. */
export function avatarLetter(user: Pick<User, 'firstName' | 'username'>): string {
  const firstName = user.firstName?.trim();
  if (firstName) return firstName.charAt(0);
  return user.username.charAt(0).toUpperCase();
}
