import { useLingui } from '@lingui/react';
import { bindFields, Checkbox, Text, TextField, useTypedBeforeHydration } from '@puente/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { AuthFormEnd } from './auth-form-end';
import type { AuthFormProps } from './auth-form-props';
import * as styles from './auth-screen.css';
import { useAuthSubmit } from './use-auth-submit';

/** The Login tab (SPEC §2): no client rules; the server says what is wrong. */
export function LoginForm({ onSignedIn, onStart, onFailure, onSwitch }: AuthFormProps) {
  const { login } = useAuth();
  const { i18n } = useLingui();
  const [values, setValues] = useState({ username: '', password: '', rememberMe: false });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, values, setValues);
  const formErrorId = useId();
  const { submit, busy, serverErrors, formError, clearServerError } = useAuthSubmit({
    action: login,
    success: (user) => ({
      title: i18n._('Login successful'),
      description: i18n._('Welcome back, {username}', { username: user.username }),
    }),
    failureTitle: i18n._('Login failed'),
    onSignedIn,
    onStart,
    onFailure,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void submit(values);
  };

  // A failed sign-in marks both fields: the server does not say which one is wrong.
  const failed = formError ? { 'aria-invalid': true, 'aria-describedby': formErrorId } : undefined;
  const field = bindFields(values, serverErrors, setValues, clearServerError);

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <TextField
        label={i18n._('Username')}
        autoComplete="username"
        {...field('username')}
        {...failed}
      />
      <TextField
        label={i18n._('Password')}
        type="password"
        autoComplete="current-password"
        {...field('password')}
        {...failed}
      />
      <div className={styles.optionsRow}>
        <Checkbox
          label={i18n._('Remember me')}
          name="rememberMe"
          checked={values.rememberMe}
          onCheckedChange={(rememberMe) => setValues({ ...values, rememberMe })}
        />
        <Link to={paths.forgotPassword.getHref()} className={styles.forgot}>
          {i18n._('Forgot password?')}
        </Link>
      </div>
      {formError ? (
        <Text id={formErrorId} role="alert" size="sm" tone="danger">
          {formError}
        </Text>
      ) : null}
      <AuthFormEnd tab="login" busy={busy} onSwitch={onSwitch} />
    </form>
  );
}
