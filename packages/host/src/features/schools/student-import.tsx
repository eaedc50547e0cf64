import { useLingui } from '@lingui/react';
import { ApiError, IMPORT_ROWS_MAX, type Invitation } from '@puente/core';
import { Stack, Text } from '@puente/ui';
import { useImportStudents } from '@puente/widgets/data';
import { type FormEvent, useId, useState } from 'react';
import { CardSection } from '../../components/card-section';
import { ShareLink } from '../../components/share-link';
import { useFailureToast } from '../../components/use-failure-toast';
import { problem } from '../../styles/layout.css';
import { SectionForm } from './section-form';

type Outcome = { rows: string[] } | { invitations: Invitation[] } | null;

/**
 * The admin's CSV of students: every bad row listed and nothing imported,
 * or an invitation a student (and a parent email) with its link.
 */
export function StudentImport({ schoolName }: { schoolName: string }) {
  const { i18n } = useLingui();
  const importStudents = useImportStudents();
  const failed = useFailureToast();
  const headingId = useId();
  const fileId = useId();
  const problemsId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    const csv = await file.text();
    importStudents.mutate(csv, {
      onSuccess: ({ invitations }) => setOutcome({ invitations }),
      onError: (error) => {
        const rows =
          error instanceof ApiError ? (error.fieldErrors.rows ?? error.fieldErrors.csv) : undefined;
        if (rows?.length) setOutcome({ rows });
        else failed(error);
      },
    });
  };

  return (
    <CardSection
      id={headingId}
      title={i18n._('Import students')}
      lead={i18n._(
        'A CSV file with the columns first_name, last_name, email and, if you like, parent_email; at most {max} rows. Nothing is imported unless every row is right.',
        { max: IMPORT_ROWS_MAX.toLocaleString(i18n.locale) },
      )}
    >
      <SectionForm
        label={i18n._('Import students')}
        onSubmit={onSubmit}
        submitLabel={i18n._('Import and invite')}
        pending={importStudents.isPending}
      >
        <Stack gap="1">
          <label htmlFor={fileId}>
            <Text as="span" weight="medium">
              {i18n._('CSV file')}
            </Text>
          </label>
          <input
            id={fileId}
            name="csv"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={missing || undefined}
            aria-describedby={missing ? problemsId : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissing(false);
              setOutcome(null);
            }}
          />
          {missing ? (
            <Text id={problemsId} size="sm" tone="danger">
              {i18n._('Choose a CSV file')}
            </Text>
          ) : null}
        </Stack>
      </SectionForm>
      {outcome && 'rows' in outcome ? (
        <Stack gap="2" role="alert" className={problem}>
          <Text weight="medium">
            {i18n._(
              '{count, plural, one {# row needs fixing} other {# rows need fixing}}: nothing was imported.',
              { count: outcome.rows.length },
            )}
          </Text>
          <ul>
            {outcome.rows.map((row) => (
              <li key={row}>{i18n._(row)}</li>
            ))}
          </ul>
        </Stack>
      ) : null}
      {outcome && 'invitations' in outcome ? (
        <Stack gap="3">
          <Text role="status" weight="medium">
            {i18n._(
              '{count, plural, one {# invitation made} other {# invitations made}}: share each link with its person.',
              { count: outcome.invitations.length },
            )}
          </Text>
          <Stack as="ul" gap="3">
            {outcome.invitations.map((invitation) =>
              invitation.link ? (
                <li key={invitation.id}>
                  <ShareLink
                    link={invitation.link}
                    label={invitation.name || invitation.email}
                    message={(url) =>
                      i18n._(
                        'You are invited to join {school} on Puente to plan your university applications: {url}',
                        { school: schoolName, url },
                      )
                    }
                  />
                </li>
              ) : null,
            )}
          </Stack>
        </Stack>
      ) : null}
    </CardSection>
  );
}
