import { useLingui } from '@lingui/react';
import { Grid, TextField } from '@puente/ui';
import type { ComponentProps } from 'react';

/** The fields of a new account (SPEC §2 Register), as Register and "Create your school's workspace" ask them. */
export type AccountField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'username'
  | 'password'
  | 'confirmPassword';

/** A new account's fields, empty, in the order they show. */
export const EMPTY_ACCOUNT: Record<AccountField, string> = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
};

type FieldProps = Pick<ComponentProps<typeof TextField>, 'name' | 'value' | 'error' | 'onChange'>;

export interface AccountFieldsProps {
  /** Each field's name, value, error and change handler, from the form that owns them. */
  field: (name: AccountField) => FieldProps;
  /** The names' row gap, as the surrounding form spaces its fields. */
  gap?: ComponentProps<typeof Grid>['gap'];
}

/** Name, email, username and a new password twice, with the autocomplete a password manager reads. */
export function AccountFields({ field, gap }: AccountFieldsProps) {
  const { i18n } = useLingui();
  return (
    <>
      <Grid columns="wide2" gap={gap}>
        <TextField label={i18n._('First name')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={i18n._('Last name')} autoComplete="family-name" {...field('lastName')} />
      </Grid>
      <TextField
        label={i18n._('Email address')}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <TextField label={i18n._('Username')} autoComplete="username" {...field('username')} />
      <TextField
        label={i18n._('Password')}
        type="password"
        autoComplete="new-password"
        description={i18n._('At least 6 characters.')}
        {...field('password')}
      />
      <TextField
        label={i18n._('Confirm password')}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}
