import { useLingui } from '@lingui/react';
import { type AdvisorStudent, type EngagementColour, engagementColour } from '@puente/core';
import { Avatar, Progress, type ProgressTone, Stack, Table, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { CardSection } from '../../components/card-section';
import * as styles from './advisor-dashboard.css';
import { catalog } from './locales';
import { StudentRowAction } from './student-row-action';

/** SPEC §4's engagement colours, drawn with the theme's status tones. */
const ENGAGEMENT_TONE: Record<EngagementColour, ProgressTone> = {
  emerald: 'success',
  amber: 'warning',
  rose: 'danger',
};

export interface MyStudentsProps {
  students: readonly AdvisorStudent[];
  onViewProfile: (student: AdvisorStudent) => void;
}

/** 'My Students': name with initials, engagement score and bar, View Profile (SPEC §2). */
export function MyStudents({ students, onViewProfile }: MyStudentsProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <CardSection id="my-students-title" title={i18n._('My Students')}>
      <Table.Root mobile="stack" aria-labelledby="my-students-title">
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>{i18n._('Student Name')}</Table.HeaderCell>
            <Table.HeaderCell>{i18n._('Engagement Score')}</Table.HeaderCell>
            <Table.HeaderCell align="end">{i18n._('Actions')}</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {students.map((student) => {
            const colour = engagementColour(student.engagementScore);
            return (
              <Table.Row key={student.id}>
                <Table.Cell>
                  <Stack direction="row" align="center" gap="3" className={styles.studentName}>
                    <Avatar name={student.name} size="sm" decorative />
                    <div>
                      <Text as="div" weight="medium">
                        {student.name}
                      </Text>
                      <Text as="div" size="sm" tone="muted">
                        {i18n._('{pathway} pathway', { pathway: i18n._(student.pathway) })}
                      </Text>
                    </div>
                  </Stack>
                </Table.Cell>
                <Table.Cell label={i18n._('Engagement Score')}>
                  <span className={styles.engagement}>
                    <span className={styles.score} data-colour={colour}>
                      {student.engagementScore}
                    </span>
                    <Progress
                      label={i18n._('Engagement score of {name}', { name: student.name })}
                      hideLabel
                      value={student.engagementScore}
                      valueText={(value, max) => i18n._('{value} out of {max}', { value, max })}
                      tone={ENGAGEMENT_TONE[colour]}
                      data-colour={colour}
                      size="sm"
                    />
                  </span>
                </Table.Cell>
                <StudentRowAction
                  message={/*i18n*/ 'View Profile<0> of {name}</0>'}
                  name={student.name}
                  onClick={() => onViewProfile(student)}
                />
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </CardSection>
  );
}
