import { useLingui } from '@lingui/react';
import {
  parseWith,
  type RegisterForm as RegisterFormValues,
  registerFormSchema,
} from '@puente/core';
import { bindFields, Checkbox, Stack, Text, useForm } from '@puente/ui';
import type { FormEvent } from 'react';
import { type AccountField, AccountFields, EMPTY_ACCOUNT } from '../../components/account-fields';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { AuthFormEnd } from './auth-form-end';
import type { AuthFormProps } from './auth-form-props';
import * as styles from './auth-screen.css';
import { useAuthSubmit } from './use-auth-submit';

type RegisterField = keyof RegisterFormValues;

const emptyForm: Required<RegisterFormValues> = { ...EMPTY_ACCOUNT, privacyConsent: false };
const FIELDS = Object.keys(emptyForm);
const check = (values: Required<RegisterFormValues>) => parseWith(registerFormSchema, values);

/**
 * The Register tab (SPEC §2, §5): validated with core's `registerFormSchema`
 * on submit, then again on every change.
 */
export function RegisterForm({ onSignedIn, onStart, onFailure, onSwitch }: AuthFormProps) {
  const { register } = useAuth();
  const { i18n } = useLingui();
  const [values, errors, update, checkForm, formRef] = useForm(emptyForm, check, FIELDS);
  const { submit, busy, serverErrors, clearServerError } = useAuthSubmit({
    action: register,
    success: () => ({
      title: i18n._('Registration successful'),
      description: i18n._('Your account has been created'),
    }),
    failureTitle: i18n._('Registration failed'),
    onSignedIn,
    onStart,
    onFailure,
  });

  const change = (field: RegisterField, value: string | boolean) => {
    update({ ...values, [field]: value });
    clearServerError(field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkForm();
    if (!checked) return;
    const { confirmPassword: _confirmation, ...request } = checked;
    void submit(request);
  };

  const bound = bindFields(values, errors, update, clearServerError);
  const field = (name: AccountField) => ({
    ...bound(name),
    error: errors[name]?.[0] ?? serverErrors[name]?.[0],
  });

  const consentError = errors.privacyConsent?.[0] ?? serverErrors.privacyConsent?.[0];

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <AccountFields field={field} />
      <Stack gap="1">
        <Text size="sm">
          {i18n._('Puente keeps your profile and plans to guide you.')}{' '}
          <a href={paths.privacy.getHref()} target="_blank" rel="noopener">
            {i18n._('Read the privacy notice (opens in a new tab)')}
          </a>
        </Text>
        <Checkbox
          name="privacyConsent"
          label={i18n._('I have read and accept the privacy notice')}
          checked={values.privacyConsent}
          onCheckedChange={(checked) => change('privacyConsent', checked)}
          invalid={Boolean(consentError)}
          required
        />
        {consentError ? (
          <Text size="sm" tone="danger" role="alert">
            {i18n._(consentError)}
          </Text>
        ) : null}
      </Stack>
      <AuthFormEnd tab="register" busy={busy} onSwitch={onSwitch} />
    </form>
  );
}
