import { useLingui } from '@lingui/react';
import { forgotPasswordRequestSchema, parseWith } from '@puente/core';
import {
  bindFields,
  Card,
  onValidSubmit,
  PageHeader,
  Spinner,
  Stack,
  Text,
  TextField,
  useForm,
} from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useForgotPassword, usePasswordResetOptions } from '@puente/widgets/data';
import { ButtonLink } from '../../components/button-link';
import { CardForm } from '../../components/card-form';
import { CentredPage } from '../../components/centred-page';
import { useFieldFailure } from '../../components/use-field-failure';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { catalog } from './locales';

const check = (values: { account: string }) => parseWith(forgotPasswordRequestSchema, values);
const FIELDS = ['account'];

/**
 * `/forgot-password`: a reset link by email when the server can send one
 * (the same answer whatever was typed); else, and for an account without
 * an email, how to ask the school for one.
 */
export function ForgotPasswordScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  usePageTitle(i18n._('Forgot your password?'));
  const options = usePasswordResetOptions();
  const canEmail = options.data?.email === true;
  return (
    <CentredPage width={40}>
      <PageHeader
        leadSize="body"
        title={i18n._('Forgot your password?')}
        lead={
          canEmail
            ? i18n._(
                'Type your username or the email on your account: we will email you a link to choose a new password.',
              )
            : undefined
        }
      />
      {options.isPending ? <Spinner label={i18n._('Loading')} /> : null}
      {canEmail ? <ByEmail /> : null}
      {options.isPending ? null : <AskTheSchool first={!canEmail} />}
      <div>
        <ButtonLink to={paths.auth.getHref()} variant="outline">
          {i18n._('Back to sign in')}
        </ButtonLink>
      </div>
    </CentredPage>
  );
}

function ByEmail() {
  const { i18n } = useLingui();
  const forgot = useForgotPassword();
  const fieldFailure = useFieldFailure();
  const [values, errors, update, submit, formRef, setErrors] = useForm(
    { account: '' },
    check,
    FIELDS,
  );
  const field = bindFields(values, errors, update);
  const onSubmit = onValidSubmit(submit, forgot.isPending, (request) =>
    forgot.mutate(request, {
      onError: (error) => setErrors(fieldFailure('account', error)),
    }),
  );
  if (forgot.isSuccess) {
    return (
      <Card>
        <Stack gap="2" role="status">
          <Text as="h2" look="sectionTitle">
            {i18n._('Check your email')}
          </Text>
          <Text tone="muted">
            {i18n._(
              'If an account matches, we sent a link to its email. It works once, for 1 hour. Check your spam folder too.',
            )}
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <CardForm
      formRef={formRef}
      onSubmit={onSubmit}
      submitLabel={i18n._('Email me a reset link')}
      pending={forgot.isPending}
    >
      <TextField
        label={i18n._('Username or email')}
        autoComplete="username"
        {...field('account')}
      />
    </CardForm>
  );
}

/** How to get a link without email: from the school, who can make one from the student's record. */
function AskTheSchool({ first }: { first: boolean }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="2">
      <Text as="h2" look="sectionTitle">
        {first
          ? i18n._('Ask your counselor for a reset link')
          : i18n._('No email on your account?')}
      </Text>
      <Text tone="muted">
        {i18n._(
          'Your counselor, or your school’s Puente admin, can make you a reset link from your record. It works once, for 1 hour.',
        )}
      </Text>
      <Text tone="muted">
        {i18n._('Not in a school? Write to us from the contact page and tell us your username.')}
      </Text>
    </Stack>
  );
}
