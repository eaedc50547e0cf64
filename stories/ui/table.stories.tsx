import { ADVISOR_STUDENTS, engagementColour } from '@puente/core';
import { Badge, Table, type TableRootProps } from '@puente/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { surfaceMeta } from './surface';

const tone = { emerald: 'green', amber: 'yellow', rose: 'red' } as const;

/** The advisor's cohort: name, pathway and engagement (coloured as SPEC §4 says). */
function Students({
  mobile,
  rows = ADVISOR_STUDENTS.length,
}: Pick<TableRootProps, 'mobile'> & { rows?: number }) {
  return (
    <div style={{ width: '100%' }}>
      <Table.Root mobile={mobile}>
        <Table.Caption>Students</Table.Caption>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>Student Name</Table.HeaderCell>
            <Table.HeaderCell>Pathway</Table.HeaderCell>
            <Table.HeaderCell align="end">Engagement Score</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {ADVISOR_STUDENTS.slice(0, rows).map((student) => (
            <Table.Row key={student.id}>
              <Table.Cell label="Student Name">{student.name}</Table.Cell>
              <Table.Cell label="Pathway">{student.pathway}</Table.Cell>
              <Table.Cell label="Engagement Score" align="end">
                <Badge tone={tone[engagementColour(student.engagementScore)]}>
                  {student.engagementScore}
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}

const meta = {
  title: 'UI/Table',
  tags: ['autodocs'],
  component: Students,
  ...surfaceMeta,
  args: { mobile: 'scroll' },
  argTypes: { mobile: { control: 'inline-radio', options: ['scroll', 'stack'] } },
} satisfies Meta<typeof Students>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneRow: Story = { args: { rows: 1 } };

/**
 * Below 768 px the columns stay and the table scrolls sideways; its frame takes focus, so a
 * keyboard scrolls it.
 */
export const MobileScroll: Story = { globals: { viewport: { value: 'mobile' } } };

/** Below 768 px each row becomes a card, each value headed by its column. */
export const MobileStacked: Story = {
  args: { mobile: 'stack' },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = { globals: { theme: 'dark' } };
