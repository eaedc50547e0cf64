import { useLingui } from '@lingui/react';
import { type StudentRecord as StudentRecordAnswer, YEAR_LABELS } from '@puente/core';
import { Card, EmptyState, Fact, Grid, Stack, Text } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { CardSection } from '../../components/card-section';
import { facts } from '../../styles/layout.css';
import { CameFrom } from './came-from';

const SCORES = [
  ['mathScore', 'mathNotTaken', /*i18n*/ 'Mathematics'],
  ['physicsScore', 'physicsNotTaken', /*i18n*/ 'Physics'],
  ['chemistryScore', 'chemistryNotTaken', /*i18n*/ 'Chemistry'],
  ['biologyScore', 'biologyNotTaken', /*i18n*/ 'Biology'],
] as const;

/**
 * A student's profile and programmes as their school's staff or their parent
 * read them: read-only, and never a statement's text.
 */
export function StudentRecord({ record }: { record: StudentRecordAnswer }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const profileId = useId();
  const programmesId = useId();
  const { student, profile, selections } = record;
  return (
    <Grid columns="desktop2" gap="6" align="flex-start">
      <CardSection id={profileId} title={i18n._('Profile')}>
        <dl className={facts.list}>
          <Fact styles={facts} label={i18n._('Email')}>
            {student.email}
          </Fact>
          <Fact styles={facts} label={i18n._('Joined')}>
            {format.day(student.joinedAt)}
          </Fact>
          <Fact styles={facts} label={i18n._('Came from')}>
            <CameFrom cameFrom={student.cameFrom} />
          </Fact>
          {profile ? (
            <>
              <Fact styles={facts} label={i18n._('Wants to study')}>
                {profile.intendedSubject.map((subject) => i18n._(subject)).join(', ')}
              </Fact>
              <Fact styles={facts} label={i18n._('Current year')}>
                {i18n._(YEAR_LABELS[profile.currentYear])}
              </Fact>
              <Fact styles={facts} label={i18n._('Overall GPA')}>
                {profile.overallGpa}
              </Fact>
              {SCORES.map(([score, notTaken, subject]) => (
                <Fact key={score} styles={facts} label={i18n._(subject)}>
                  {profile[notTaken] || profile[score] === null
                    ? i18n._('Not taken')
                    : String(profile[score])}
                </Fact>
              ))}
            </>
          ) : null}
        </dl>
        {profile ? null : <Text tone="muted">{i18n._('No academic profile saved yet.')}</Text>}
      </CardSection>
      <CardSection id={programmesId} title={i18n._('Programs')}>
        {selections.length === 0 ? (
          <EmptyState
            icon={<BookOpen />}
            title={i18n._('No programs chosen yet')}
            description={i18n._('Programs the student adds to their selections appear here.')}
          />
        ) : (
          <Stack as="ul" gap="3">
            {selections.map((selection) => (
              <Card asChild key={selection.id} padding="compact">
                <li>
                  <Text weight="medium">{selection.program.programName}</Text>
                  <Text size="sm" tone="muted">
                    {selection.program.universityName}
                  </Text>
                  <Text size="sm" tone="muted">
                    {i18n._('Added {day}', { day: format.day(selection.createdAt) })}
                  </Text>
                </li>
              </Card>
            ))}
          </Stack>
        )}
      </CardSection>
    </Grid>
  );
}
