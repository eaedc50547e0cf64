import { useLingui } from '@lingui/react';
import type { SchoolStudent } from '@puente/core';
import { Button, Stack, Text } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useIssuePasswordReset } from '@puente/widgets/data';
import { useId } from 'react';
import { CardSection } from '../../components/card-section';
import { ShareLink } from '../../components/share-link';
import { personName } from './people';
import { WriteFailure } from './write-failure';

/** A counselor or admin makes a password reset link for the student, to give them (and emailed when it can be). */
export function StudentResetLink({ student }: { student: SchoolStudent }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const issue = useIssuePasswordReset(student.id);
  const name = personName(student);
  return (
    <CardSection id={headingId} title={i18n._('Password')}>
      <Stack gap="3" align="flex-start">
        <Text tone="muted">
          {i18n._(
            'Forgot their password? Make {name} a link to choose a new one. It works once, for 1 hour.',
            { name },
          )}
        </Text>
        {issue.data ? (
          <Stack gap="2" role="status">
            <ShareLink
              link={issue.data.link}
              label={i18n._('Reset link')}
              message={(url) =>
                i18n._('Your Puente password reset link (it works once, until {time}): {url}', {
                  time: format.moment(issue.data.expiresAt),
                  url,
                })
              }
            />
            <Text size="sm" tone="muted">
              {issue.data.emailed
                ? i18n._('We also emailed it to {name}.', { name })
                : i18n._('Give it to {name} yourself: it was not emailed.', { name })}
            </Text>
          </Stack>
        ) : null}
        <Button variant="outline" loading={issue.isPending} onClick={() => issue.mutate()}>
          {issue.data ? i18n._('Make another reset link') : i18n._('Make a reset link')}
        </Button>
        <WriteFailure error={issue.error} />
      </Stack>
    </CardSection>
  );
}
