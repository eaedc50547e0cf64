import { useLingui } from '@lingui/react';
import { foldedText, type SchoolStudent } from '@puente/core';
import { EmptyState, Stack, Table, Text, TextField } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useSchoolStudents } from '@puente/widgets/data';
import { Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CardSection } from '../../components/card-section';
import { paths } from '../../config/paths';
import { problem } from '../../styles/layout.css';
import { CameFrom } from './came-from';
import { personName } from './people';

/** Whether a student's name or username holds what was typed, accents and case aside. */
const matches = (student: SchoolStudent, search: string) =>
  foldedText(`${personName(student)} ${student.username}`).includes(foldedText(search.trim()));

/** The school's students for its staff: search by name, each one's record a link away. */
export function StudentsSection({
  recordHref = paths.schoolStudent.getHref,
}: {
  /** Where a student's name leads (their record; a check-in's picker gives the check-in). */
  recordHref?: (id: number) => string;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const students = useSchoolStudents();
  const [search, setSearch] = useState('');
  const headingId = useId();
  const shown = (students.data ?? []).filter((student) => matches(student, search));
  return (
    <CardSection
      id={headingId}
      title={i18n._("Your school's students")}
      lead={i18n._('Who joined, where they came from, their programs and linked parents.')}
    >
      <Stack gap="4">
        <TextField
          type="search"
          label={i18n._('Search by name')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {students.isPending ? <Text tone="muted">{i18n._('Loading students…')}</Text> : null}
        {students.isError ? (
          <Text role="alert" className={problem}>
            {i18n._('The students could not be loaded. Please try again.')}
          </Text>
        ) : null}
        {students.data?.length === 0 ? (
          <EmptyState
            icon={<Users />}
            title={i18n._('No students yet')}
            description={i18n._(
              'Share a student invitation link or a class code: students appear here once they join.',
            )}
          />
        ) : null}
        {students.data && students.data.length > 0 && shown.length === 0 ? (
          <Text tone="muted">{i18n._('No student matches “{search}”.', { search })}</Text>
        ) : null}
        {shown.length > 0 ? (
          <Table.Root mobile="stack" aria-labelledby={headingId}>
            <Table.Head>
              <Table.Row>
                <Table.HeaderCell>{i18n._('Student')}</Table.HeaderCell>
                <Table.HeaderCell>{i18n._('Joined')}</Table.HeaderCell>
                <Table.HeaderCell>{i18n._('Came from')}</Table.HeaderCell>
                <Table.HeaderCell align="end">{i18n._('Programs')}</Table.HeaderCell>
                <Table.HeaderCell align="end">{i18n._('Parents')}</Table.HeaderCell>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {shown.map((student) => (
                <Table.Row key={student.id}>
                  <Table.Cell>
                    <Link to={recordHref(student.id)}>{personName(student)}</Link>
                  </Table.Cell>
                  <Table.Cell label={i18n._('Joined')}>{format.day(student.joinedAt)}</Table.Cell>
                  <Table.Cell label={i18n._('Came from')}>
                    <CameFrom cameFrom={student.cameFrom} />
                  </Table.Cell>
                  <Table.Cell label={i18n._('Programs')} align="end">
                    {student.programmes}
                  </Table.Cell>
                  <Table.Cell label={i18n._('Parents')} align="end">
                    {student.parents}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Stack>
    </CardSection>
  );
}
