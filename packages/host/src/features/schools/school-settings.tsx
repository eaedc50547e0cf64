import { useLingui } from '@lingui/react';
import {
  parseWith,
  SCHOOL_ORIGINS_MAX,
  type SchoolDetails,
  schoolOriginSchema,
  schoolSettingsRequestSchema,
} from '@puente/core';
import { Button, bindFields, Grid, Spinner, Stack, Text, TextField, useForm } from '@puente/ui';
import { useSaveSchool, useSchool } from '@puente/widgets/data';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { CardSection } from '../../components/card-section';
import { CodeSnippet } from '../../components/code-snippet';
import { linkField } from '../../components/share-link.css';
import { useFormSave } from '../../components/use-form-save';
import { problem } from '../../styles/layout.css';

type SettingsForm = { schoolName: string; city: string; country: string; origins: string[] };
const FIELDS = ['schoolName', 'city', 'country', 'origins'];
// A blank website row is one not filled in yet, not a wrong one.
const check = (values: SettingsForm) =>
  parseWith(schoolSettingsRequestSchema, {
    ...values,
    origins: values.origins.filter((origin) => origin.trim() !== ''),
  });
const formOf = ({ name, city, country, origins }: SchoolDetails): SettingsForm => ({
  schoolName: name,
  city,
  country,
  origins: origins.length > 0 ? origins : [''],
});

/** What a school pastes into its pages: the loader and an element, both with its site key. */
export const embedSnippet = (origin: string, siteKey: string) =>
  `<script async src="${origin}/widgets/v1/loader.js" data-site-key="${siteKey}"></script>\n` +
  `<puente-programme-finder site-key="${siteKey}"></puente-programme-finder>`;

/** The admin's school settings: name, city, country, the websites, the site key and its snippet. */
export function SchoolSettings({ origin = window.location.origin }: { origin?: string }) {
  const { i18n } = useLingui();
  const school = useSchool();
  const headingId = useId();
  return (
    <CardSection
      id={headingId}
      title={i18n._('School settings')}
      lead={i18n._(
        "Your school's details, and the websites where it embeds Puente: students handed over from them are attributed to your school.",
      )}
    >
      {school.isPending ? <Spinner label={i18n._('Loading your school')} /> : null}
      {school.isError ? (
        <Text role="alert" className={problem}>
          {i18n._('Your school could not be loaded. Please try again.')}
        </Text>
      ) : null}
      {school.data ? (
        <Stack gap="6">
          <SettingsForm key={school.data.id} school={school.data} />
          <Stack gap="3">
            <Text as="h3" look="groupLabel">
              {i18n._('Site key')}
            </Text>
            <Text tone="muted">
              {i18n._(
                'Public: it names your school on your own pages. It only attributes students on the websites listed above.',
              )}
            </Text>
            <Text weight="medium">
              <code>{school.data.siteKey}</code>
            </Text>
            <CodeSnippet
              code={embedSnippet(origin, school.data.siteKey)}
              name={i18n._('embed code with your site key')}
            />
          </Stack>
        </Stack>
      ) : null}
    </CardSection>
  );
}

function SettingsForm({ school }: { school: SchoolDetails }) {
  const { i18n } = useLingui();
  const save = useSaveSchool();
  const [values, errors, update, submit, formRef, setErrors] = useForm(
    () => formOf(school),
    check,
    FIELDS,
    { origins: '[name="origin-0"]' },
  );
  const onSubmit = useFormSave({
    submit,
    setErrors,
    save: save.mutate,
    saved: { title: /*i18n*/ 'Saved', description: /*i18n*/ "Your school's settings are saved." },
  });
  const field = bindFields(values, errors, update);
  const websitesId = useId();
  const setOrigins = (origins: string[]) => update({ ...values, origins });
  const originError = (origin: string) =>
    errors.origins && origin.trim() !== '' && !parseWith(schoolOriginSchema, origin).ok
      ? errors.origins[0]
      : undefined;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={i18n._('School settings')}>
      <Stack gap="4">
        <TextField
          label={i18n._('School name')}
          autoComplete="organization"
          {...field('schoolName')}
        />
        <Grid columns="wide2" gap="3">
          <TextField label={i18n._('City')} autoComplete="address-level2" {...field('city')} />
          <TextField label={i18n._('Country')} autoComplete="country-name" {...field('country')} />
        </Grid>
        <Stack role="group" aria-labelledby={websitesId} gap="2">
          <Text as="span" id={websitesId} weight="medium">
            {i18n._('Websites')}
          </Text>
          <Text size="sm" tone="muted">
            {i18n._('Each as its origin, such as https://www.your-school.edu.mx')}
          </Text>
          {values.origins.map((origin, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the list's places; a row's text changes as it is typed
            <Stack key={index} direction="row" align="flex-end" gap="2">
              <div className={linkField}>
                <TextField
                  label={i18n._('Website {number}', { number: index + 1 })}
                  name={`origin-${index}`}
                  type="url"
                  inputMode="url"
                  value={origin}
                  error={originError(origin)}
                  onChange={(event) =>
                    setOrigins(
                      values.origins.map((old, at) => (at === index ? event.target.value : old)),
                    )
                  }
                />
              </div>
              <Button
                variant="ghost"
                aria-label={i18n._('Remove website {number}', { number: index + 1 })}
                onClick={() => setOrigins(values.origins.filter((_, at) => at !== index))}
              >
                <Trash2 size={16} aria-hidden />
              </Button>
            </Stack>
          ))}
          {errors.origins && values.origins.every((origin) => !originError(origin)) ? (
            <Text size="sm" tone="danger" role="alert">
              {i18n._(errors.origins[0] ?? '')}
            </Text>
          ) : null}
          {values.origins.length < SCHOOL_ORIGINS_MAX ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setOrigins([...values.origins, ''])}
              >
                <Plus size={16} aria-hidden />
                {i18n._('Add a website')}
              </Button>
            </div>
          ) : null}
        </Stack>
        <div>
          <Button type="submit" loading={save.isPending}>
            {i18n._('Save settings')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
