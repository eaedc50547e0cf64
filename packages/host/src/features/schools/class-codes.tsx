import { useLingui } from '@lingui/react';
import { ApiError, classCodeRequestSchema, parseWith } from '@puente/core';
import { Badge, bindFields, Grid, Stack, Text, TextField, useForm } from '@puente/ui';
import { useClassCodes, useCreateClassCode, useRevokeClassCode } from '@puente/widgets/data';
import { type FormEvent, useId } from 'react';
import { CardSection } from '../../components/card-section';
import { ListRow } from '../../components/list-row';
import { useFailureToast } from '../../components/use-failure-toast';
import { paths } from '../../config/paths';
import { RevokeButton } from './revoke-button';
import { SectionForm } from './section-form';

type ClassCodeForm = { label: string; maxUses: string };
const EMPTY: ClassCodeForm = { label: '', maxUses: '30' };
const FIELDS = ['label', 'maxUses'];
const check = ({ label, maxUses }: ClassCodeForm) =>
  parseWith(classCodeRequestSchema, {
    label,
    maxUses: maxUses.trim() ? Number(maxUses) : Number.NaN,
  });

/** Codes a whole class joins with at /join, up to their number of uses; revocable. */
export function ClassCodes() {
  const { i18n } = useLingui();
  const codes = useClassCodes();
  const create = useCreateClassCode();
  const revoke = useRevokeClassCode();
  const failed = useFailureToast();
  const headingId = useId();
  const [values, errors, update, submit, formRef, setErrors] = useForm(EMPTY, check, FIELDS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = submit();
    if (!request) return;
    create.mutate(request, {
      onSuccess: () => update(EMPTY),
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
          setErrors(error.fieldErrors);
        } else failed(error);
      },
    });
  };
  const field = bindFields(values, errors, update);
  const active = (codes.data ?? []).filter(({ revoked }) => !revoked);

  return (
    <CardSection
      id={headingId}
      title={i18n._('Class codes')}
      lead={i18n._('A code lets a whole class join: students enter it at {path} once signed in.', {
        path: paths.joinClass.getHref(),
      })}
    >
      <SectionForm
        label={i18n._('New class code')}
        formRef={formRef}
        onSubmit={onSubmit}
        submitLabel={i18n._('Create class code')}
        pending={create.isPending}
      >
        <Grid columns="wide2" gap="3">
          <TextField label={i18n._('Class name')} {...field('label')} />
          <TextField
            label={i18n._('Number of uses')}
            inputMode="numeric"
            description={i18n._('From 1 to 500 students.')}
            {...field('maxUses')}
          />
        </Grid>
      </SectionForm>
      {codes.isSuccess && active.length === 0 ? (
        <Text tone="muted">{i18n._('No class codes yet.')}</Text>
      ) : null}
      {active.length > 0 ? (
        <Stack as="ul" gap="2" aria-labelledby={headingId}>
          {active.map((code) => (
            <ListRow
              key={code.id}
              name={
                <>
                  {code.label} <Badge tone="blue">{code.code}</Badge>
                </>
              }
              detail={i18n._('{uses} of {maxUses} used', {
                uses: code.uses,
                maxUses: code.maxUses,
              })}
            >
              <RevokeButton
                label={i18n._('Revoke the code of {label}', { label: code.label })}
                id={code.id}
                revoke={revoke}
              />
            </ListRow>
          ))}
        </Stack>
      ) : null}
    </CardSection>
  );
}
