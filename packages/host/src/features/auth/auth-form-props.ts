import type { User } from '@puente/core';

/** What the auth screen gives each of its two forms. */
export interface AuthFormProps {
  /** The user is signed in and SPEC's pause is over: go onward (by their role). */
  onSignedIn: (user: User) => void | Promise<void>;
  /** A submit reached the server. */
  onStart?: () => void;
  /** The server refused; the form is usable again. */
  onFailure?: () => void;
  /** Switch to the other tab. */
  onSwitch: () => void;
}
