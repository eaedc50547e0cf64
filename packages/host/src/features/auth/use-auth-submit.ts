import { ApiError, type FieldErrors, sleep, type User } from '@puente/core';
import type { ToastInput } from '@puente/ui';
import { useDelays, useToast } from '@puente/ui/providers';
import { useState } from 'react';
import { useFailureText } from '../../components/use-failure-text';

export interface AuthSubmitOptions<Values> {
  /** The session action: login or register. */
  action: (values: Values) => Promise<User>;
  /** The success toast for the signed-in user. */
  success: (user: User) => ToastInput;
  /** The failure toast's title; its description is the error message. */
  failureTitle: string;
  /** Called after SPEC's delay once the user is signed in: go onward (by their role). */
  onSignedIn: (user: User) => void | Promise<void>;
  /** Called as the action starts, before the session changes. */
  onStart?: () => void;
  /** Called when the action failed and the form is usable again. */
  onFailure?: () => void;
}

/**
 * The submit flow both auth forms share: busy while the call runs, a toast
 * either way, SPEC §2's pause before moving on, the server's field messages
 * kept for the fields.
 */
export function useAuthSubmit<Values>({
  action,
  success,
  failureTitle,
  onSignedIn,
  onStart,
  onFailure,
}: AuthSubmitOptions<Values>) {
  const toast = useToast();
  const failureText = useFailureText();
  const delays = useDelays();
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(values: Values) {
    setBusy(true);
    setServerErrors({});
    setFormError(null);
    onStart?.();
    let user: User;
    try {
      user = await action(values);
    } catch (error) {
      const message = failureText(error);
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      setFormError(message);
      toast({
        title: failureTitle,
        description: message,
        variant: 'destructive',
      });
      setBusy(false);
      onFailure?.();
      return;
    }
    toast(success(user));
    // Stays busy through the pause: the button keeps saying what is happening.
    await sleep(delays.authRedirect);
    await onSignedIn(user);
  }

  /** Forgets the server's message for a field once its value changes. */
  function clearServerError(field: string) {
    setFormError(null);
    setServerErrors((errors) => {
      if (!(field in errors)) return errors;
      const { [field]: _cleared, ...rest } = errors;
      return rest;
    });
  }

  /** The last failure's message, shown beside the form as well as in the toast (a toast goes away). */
  return { submit, busy, serverErrors, formError, clearServerError };
}
