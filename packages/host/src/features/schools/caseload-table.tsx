import { useLingui } from '@lingui/react';
import {
  ALL_STUDENTS,
  CASELOAD_SORTS,
  type CaseloadQuery,
  type CaseloadSort,
  type CaseloadStudent,
  schoolApi,
  shownStudents,
  TRACKER_STAGE_LABELS,
  TRACKER_STAGES,
  type TrackerStage,
  YEAR_LABELS,
  YEAR_OPTIONS,
} from '@puente/core';
import {
  Badge,
  Button,
  Checkbox,
  EmptyState,
  Select,
  Stack,
  Table,
  Text,
  TextField,
} from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { Download, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { CardSection } from '../../components/card-section';
import { paths } from '../../config/paths';
import * as styles from './caseload.css';
import { personName } from './people';

const SORT_LABELS: Record<CaseloadSort, string> = {
  name: /*i18n*/ 'Name',
  'next-deadline': /*i18n*/ 'Next deadline',
  alerts: /*i18n*/ 'Most alerts',
  profile: /*i18n*/ 'Least complete profile',
};

/** Actions on the students My Students shows (its filters choose them): reminders and campaigns. */
export type CaseloadTools = (shown: readonly CaseloadStudent[]) => ReactNode;

export interface CaseloadTableProps {
  students: readonly CaseloadStudent[];
  tools?: CaseloadTools;
  /** Where the CSV comes from (the server's export of this caseload). */
  csvHref?: string;
}

/**
 * My Students on the caseload's real students (docs/product/tracker.md):
 * search, filters (grade, stage, needs attention), sort, and the CSV export.
 */
export function CaseloadTable({
  students,
  tools,
  csvHref = schoolApi.caseloadCsvPath(),
}: CaseloadTableProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const [query, setQuery] = useState<CaseloadQuery>(ALL_STUDENTS);
  const change = (fields: Partial<CaseloadQuery>) => setQuery((was) => ({ ...was, ...fields }));
  const shown = shownStudents(students, query);
  const any = { value: '', label: i18n._('All') };
  return (
    <CardSection
      id={headingId}
      title={i18n._('My Students')}
      lead={i18n._('{count, plural, one {# student} other {# students}} in your caseload.', {
        count: students.length,
      })}
    >
      {students.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title={i18n._('No students in your caseload yet')}
          description={i18n._(
            'Students you invite, or who join with your class code, appear here; an admin can also assign students to you.',
          )}
        />
      ) : (
        <Stack gap="4">
          <div className={styles.filters}>
            <TextField
              type="search"
              label={i18n._('Search by name')}
              value={query.search}
              onChange={(event) => change({ search: event.target.value })}
            />
            <Select
              label={i18n._('Grade')}
              options={[
                any,
                ...YEAR_OPTIONS.map((year) => ({ value: year, label: i18n._(YEAR_LABELS[year]) })),
              ]}
              value={query.grade}
              onValueChange={(grade) => change({ grade })}
            />
            <Select
              label={i18n._('Stage')}
              options={[
                any,
                ...TRACKER_STAGES.map((stage) => ({
                  value: stage,
                  label: i18n._(TRACKER_STAGE_LABELS[stage]),
                })),
              ]}
              value={query.stage}
              onValueChange={(stage) => change({ stage: stage as TrackerStage | '' })}
            />
            <Select
              label={i18n._('Sort by')}
              options={CASELOAD_SORTS.map((sort) => ({
                value: sort,
                label: i18n._(SORT_LABELS[sort]),
              }))}
              value={query.sort}
              onValueChange={(sort) => change({ sort: sort as CaseloadSort })}
            />
            <Button asChild variant="outline">
              <a href={csvHref} download>
                <Download size={16} aria-hidden />
                {i18n._('Export CSV')}
              </a>
            </Button>
            {tools?.(shown)}
          </div>
          <Checkbox
            label={i18n._('Needs attention')}
            checked={query.needsAttention}
            onCheckedChange={(needsAttention) => change({ needsAttention })}
          />
          {shown.length === 0 ? (
            <Text tone="muted">{i18n._('No student matches these filters.')}</Text>
          ) : (
            <Table.Root mobile="stack" aria-labelledby={headingId}>
              <Table.Head>
                <Table.Row>
                  <Table.HeaderCell>{i18n._('Student Name')}</Table.HeaderCell>
                  <Table.HeaderCell>{i18n._('Profile')}</Table.HeaderCell>
                  <Table.HeaderCell>{i18n._('Programmes')}</Table.HeaderCell>
                  <Table.HeaderCell>{i18n._('Statement')}</Table.HeaderCell>
                  <Table.HeaderCell>{i18n._('Next deadline')}</Table.HeaderCell>
                  <Table.HeaderCell align="end">{i18n._('IELTS')}</Table.HeaderCell>
                  <Table.HeaderCell align="end">{i18n._('Alerts')}</Table.HeaderCell>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {shown.map((student) => (
                  <StudentRow key={student.id} student={student} format={format} />
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
      )}
    </CardSection>
  );
}

function StudentRow({
  student,
  format,
}: {
  student: CaseloadStudent;
  format: ReturnType<typeof useFormat>;
}) {
  const { i18n } = useLingui();
  const year = student.currentYear as (typeof YEAR_OPTIONS)[number] | null;
  const statement = student.programmes.reduce(
    (best, programme) =>
      !best || (programme.statementUpdatedAt ?? '') > (best.statementUpdatedAt ?? '')
        ? programme
        : best,
    undefined as CaseloadStudent['programmes'][number] | undefined,
  );
  return (
    <Table.Row>
      <Table.Cell>
        <Text as="div" weight="medium">
          <Link to={paths.schoolStudent.getHref(student.id)}>{personName(student)}</Link>
        </Text>
        <Text as="div" size="sm" tone="muted">
          {year && YEAR_LABELS[year] ? i18n._(YEAR_LABELS[year]) : i18n._('Grade not given')}
        </Text>
      </Table.Cell>
      <Table.Cell label={i18n._('Profile')}>
        {i18n._('{percent}% complete', { percent: student.profileCompleteness })}
      </Table.Cell>
      <Table.Cell label={i18n._('Programmes')}>
        {student.programmes.length === 0 ? (
          <Text tone="muted">{i18n._('None chosen')}</Text>
        ) : (
          <span className={styles.stages}>
            {student.programmes.map((programme) => (
              <Badge key={programme.id} tone="outline">
                {`${programme.programme}: ${i18n._(TRACKER_STAGE_LABELS[programme.stage])}`}
              </Badge>
            ))}
          </span>
        )}
      </Table.Cell>
      <Table.Cell label={i18n._('Statement')}>
        {statement ? (
          <>
            <Text as="div">
              {i18n._(
                '{words, plural, one {# word} other {# words}}, {characters} of {limit} characters',
                {
                  words: statement.statementWords,
                  characters: format.number(statement.statementCharacters),
                  limit: format.number(statement.statementLimit),
                },
              )}
            </Text>
            <Text as="div" size="sm" tone="muted">
              {statement.statementUpdatedAt
                ? i18n._('Last edited {day}', { day: format.day(statement.statementUpdatedAt) })
                : i18n._('Not started')}
            </Text>
          </>
        ) : (
          '—'
        )}
      </Table.Cell>
      <Table.Cell label={i18n._('Next deadline')}>
        {student.nextDeadline ? format.deadline(student.nextDeadline) : '—'}
      </Table.Cell>
      <Table.Cell label={i18n._('IELTS')} align="end">
        {student.ielts ?? '—'}
      </Table.Cell>
      <Table.Cell label={i18n._('Alerts')} align="end">
        {student.alerts.length > 0 ? (
          <Badge tone="yellow">{student.alerts.length}</Badge>
        ) : (
          <Text tone="muted">0</Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
