import { useLingui } from '@lingui/react';
import { ApiError, type CreateSchoolForm, createSchoolFormSchema, parseWith } from '@puente/core';
import {
  Button,
  bindFields,
  Card,
  Grid,
  PageHeader,
  Stack,
  Text,
  TextField,
  useForm,
} from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useToast } from '@puente/ui/providers';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { AccountFields, EMPTY_ACCOUNT } from '../../components/account-fields';
import { CentredPage } from '../../components/centred-page';
import { useFailureText } from '../../components/use-failure-text';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { catalog } from './locales';

const EMPTY: Required<CreateSchoolForm> = {
  schoolName: '',
  city: '',
  country: '',
  ...EMPTY_ACCOUNT,
};
const FIELDS = Object.keys(EMPTY);
const check = (values: Required<CreateSchoolForm>) => parseWith(createSchoolFormSchema, values);

/**
 * `/schools/new`, "Create your school's workspace": the school and its first
 * admin's account in one request, which signs the admin in; on to /admin.
 */
export function CreateSchoolScreen() {
  const { i18n } = useLingui();
  const failureText = useFailureText();
  useCatalog(catalog);
  usePageTitle(i18n._("Create your school's workspace"));
  const { createSchool } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [values, errors, update, submit, formRef, setErrors] = useForm(EMPTY, check, FIELDS);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = submit();
    if (!checked) return;
    const { confirmPassword: _confirmation, ...request } = checked;
    setBusy(true);
    setFormError(null);
    try {
      await createSchool(request);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setFormError(failureText(error));
      setBusy(false);
      return;
    }
    toast({
      title: /*i18n*/ "Your school's workspace is ready",
      description: /*i18n*/ 'Invite your counselors and students from here.',
    });
    navigate(paths.admin.getHref(), { replace: true });
  };

  const field = bindFields(values, errors, update, () => setFormError(null));

  return (
    <CentredPage width={48}>
      <PageHeader
        leadSize="body"
        eyebrow={i18n._('For schools')}
        title={i18n._("Create your school's workspace")}
        lead={i18n._(
          'You will be its admin: you invite your counselors, your students and their parents, and you choose the websites where your school embeds Puente.',
        )}
      />
      <Card>
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy}>
          <Stack gap="6">
            <Stack as="section" gap="3" aria-labelledby="create-school-school">
              <Text as="h2" id="create-school-school" look="sectionTitle">
                {i18n._('Your school')}
              </Text>
              <TextField
                label={i18n._('School name')}
                autoComplete="organization"
                {...field('schoolName')}
              />
              <Grid columns="wide2" gap="3">
                <TextField
                  label={i18n._('City')}
                  autoComplete="address-level2"
                  {...field('city')}
                />
                <TextField
                  label={i18n._('Country')}
                  autoComplete="country-name"
                  {...field('country')}
                />
              </Grid>
            </Stack>
            <Stack as="section" gap="3" aria-labelledby="create-school-admin">
              <Text as="h2" id="create-school-admin" look="sectionTitle">
                {i18n._('Your account')}
              </Text>
              <AccountFields field={field} gap="3" />
            </Stack>
            {formError ? (
              <Text role="alert" size="sm" tone="danger">
                {formError}
              </Text>
            ) : null}
            <Button type="submit" size="lg" fullWidth loading={busy}>
              {busy ? i18n._('Creating your workspace…') : i18n._('Create the workspace')}
            </Button>
          </Stack>
        </form>
      </Card>
    </CentredPage>
  );
}
