import { useLingui } from '@lingui/react';
import { joinClassRequestSchema, type Membership, parseWith } from '@puente/core';
import {
  bindFields,
  Card,
  onValidSubmit,
  PageHeader,
  Stack,
  Text,
  TextField,
  useForm,
} from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useJoinClass } from '@puente/widgets/data';
import { useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { CardForm } from '../../components/card-form';
import { CentredPage } from '../../components/centred-page';
import { useFieldFailure } from '../../components/use-field-failure';
import { usePageTitle } from '../../components/use-page-title';
import { roleHome } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { catalog } from './locales';

const check = (values: { code: string }) => parseWith(joinClassRequestSchema, values);
const FIELDS = ['code'];

/** `/join`: a signed-in student joins their school with a class code (`?code=` fills it in). */
export function ClassCodeScreen({ initialCode = '' }: { initialCode?: string }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  usePageTitle(i18n._('Join your class'));
  const { user, changeMembership } = useAuth();
  const joinClass = useJoinClass();
  const fieldFailure = useFieldFailure();
  const [joined, setJoined] = useState<Membership | null>(null);
  const [values, errors, update, submit, formRef, setErrors] = useForm(
    { code: initialCode },
    check,
    FIELDS,
  );
  const field = bindFields(values, errors, update);
  const onSubmit = onValidSubmit(submit, joinClass.isPending, (request) =>
    joinClass.mutate(request.code, {
      onSuccess: (membership) => {
        changeMembership(membership);
        setJoined(membership);
      },
      onError: (error) => setErrors(fieldFailure('code', error)),
    }),
  );
  const inSchool = user?.school && !joined ? user.school : null;
  return (
    <CentredPage width={40}>
      <PageHeader
        leadSize="body"
        title={i18n._('Join your class')}
        lead={i18n._('Enter the eight-character code your counselor gave your class.')}
      />
      {joined?.school ? (
        <Card>
          <Stack gap="3" align="flex-start" role="status">
            <Text as="h2" look="sectionTitle">
              {i18n._('You joined {school}', { school: joined.school.name })}
            </Text>
            <Text tone="muted">
              {i18n._('Your counselors there can now see your profile and your programs.')}
            </Text>
            <ButtonLink to={roleHome(joined.role)}>{i18n._('Go to your dashboard')}</ButtonLink>
          </Stack>
        </Card>
      ) : (
        <CardForm
          formRef={formRef}
          onSubmit={onSubmit}
          submitLabel={i18n._('Join')}
          pending={joinClass.isPending}
          note={
            inSchool ? (
              <Text tone="muted">
                {i18n._(
                  'You are in {school}. To join another school, leave it first on My Profile.',
                  {
                    school: inSchool.name,
                  },
                )}
              </Text>
            ) : null
          }
        >
          <TextField
            label={i18n._('Class code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...field('code')}
          />
        </CardForm>
      )}
    </CentredPage>
  );
}
