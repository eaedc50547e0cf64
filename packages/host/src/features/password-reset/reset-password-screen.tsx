import { useLingui } from '@lingui/react';
import { ApiError, parseWith, resetPasswordFormSchema } from '@puente/core';
import { bindFields, onValidSubmit, PageHeader, TextField, useForm } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useToast } from '@puente/ui/providers';
import { usePasswordResetPreview, useResetPassword } from '@puente/widgets/data';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { CardForm } from '../../components/card-form';
import { CentredPage } from '../../components/centred-page';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import { ScreenLoading } from '../../components/screen-loading';
import { useFailureText } from '../../components/use-failure-text';
import { useFieldFailure } from '../../components/use-field-failure';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { catalog } from './locales';

const check = (values: { newPassword: string; confirmPassword: string }) =>
  parseWith(resetPasswordFormSchema, values);
const FIELDS = ['newPassword', 'confirmPassword'];

/**
 * `/reset-password/:token`: a reset link. Whose password it sets, a new
 * one twice (the Register tab's rules), then signing in with it; a link
 * that no longer works says why and how to get another.
 */
export function ResetPasswordScreen({ token }: { token: string }) {
  const { i18n } = useLingui();
  const failureText = useFailureText();
  useCatalog(catalog);
  const preview = usePasswordResetPreview(token);
  usePageTitle(i18n._('Choose a new password'));
  if (preview.isPending) {
    return <ScreenLoading label={i18n._('Loading')} />;
  }
  if (preview.isError) {
    const spent = preview.error instanceof ApiError && [404, 410].includes(preview.error.status);
    return (
      <PlaceholderScreen
        title={
          spent ? i18n._('This reset link does not work') : i18n._('The link could not be checked')
        }
        description={failureText(preview.error)}
        actions={
          <ButtonLink to={paths.forgotPassword.getHref()} variant="outline">
            {i18n._('Ask for a new link')}
          </ButtonLink>
        }
      />
    );
  }
  return <NewPassword token={token} username={preview.data.username} />;
}

function NewPassword({ token, username }: { token: string; username: string }) {
  const { i18n } = useLingui();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { user, logout } = useAuth();
  const reset = useResetPassword(token);
  const fieldFailure = useFieldFailure();
  const [values, errors, update, submit, formRef, setErrors] = useForm(
    { newPassword: '', confirmPassword: '' },
    check,
    FIELDS,
  );
  const field = bindFields(values, errors, update);
  const onSubmit = onValidSubmit(submit, reset.isPending, (request) =>
    reset.mutate(request.newPassword, {
      onSuccess: async () => {
        // The server ended this account's sessions: this browser's too, if it was one.
        if (user?.username === username) await logout();
        toast({
          title: i18n._('Your password is changed'),
          description: i18n._('Sign in with your new password.'),
        });
        navigate(paths.auth.getHref(), { replace: true });
      },
      onError: (error) => setErrors(fieldFailure('newPassword', error)),
    }),
  );
  return (
    <CentredPage width={40}>
      <PageHeader
        leadSize="body"
        title={i18n._('Choose a new password')}
        lead={i18n._(
          'For the account {username}. Every browser signed in to it will be signed out.',
          {
            username,
          },
        )}
      />
      <CardForm
        formRef={formRef}
        onSubmit={onSubmit}
        submitLabel={i18n._('Set my new password')}
        pending={reset.isPending}
      >
        {/* For password managers: the account whose password this is. */}
        <input type="hidden" name="username" autoComplete="username" value={username} />
        <TextField
          label={i18n._('New password')}
          type="password"
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <TextField
          label={i18n._('Confirm new password')}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
      </CardForm>
    </CentredPage>
  );
}
