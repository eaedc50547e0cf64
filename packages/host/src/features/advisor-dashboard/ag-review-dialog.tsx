import { useLingui } from '@lingui/react';
import type { AgReviewStudent } from '@puente/core';
import { Badge, Button, Stack, Table, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { FileStack, FileText } from 'lucide-react';
import { DialogFooter, type DialogOpenProps, WideDialog } from '../../components/wide-dialog';
import { catalog } from './locales';
import { StudentRowAction } from './student-row-action';

export interface AgReviewDialogProps extends DialogOpenProps {
  students: readonly AgReviewStudent[];
  onOpenTranscript: (student: AgReviewStudent) => void;
  onBulkReview: () => void;
}

/** 'A-G Requirements Review' (SPEC §2): the 15 students off track and what each still needs. */
export function AgReviewDialog({
  students,
  onOpenTranscript,
  onBulkReview,
  ...dialog
}: AgReviewDialogProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <WideDialog
      {...dialog}
      title={i18n._('A-G Requirements Review')}
      description={i18n._(
        '{count} students are not on track to meet A-G requirements. Review each transcript, or all of them at once.',
        { count: students.length },
      )}
    >
      <Stack direction="row" wrap justify="space-between" align="center" gap="2">
        <Button variant="secondary" size="sm" onClick={onBulkReview}>
          <FileStack size={16} aria-hidden />

          {i18n._('Bulk Review Transcripts')}
        </Button>
      </Stack>
      <Table.Root mobile="stack" aria-label={i18n._('Students not on track for A-G requirements')}>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>{i18n._('Student')}</Table.HeaderCell>
            <Table.HeaderCell>{i18n._('Grade')}</Table.HeaderCell>
            <Table.HeaderCell>{i18n._('Missing')}</Table.HeaderCell>
            <Table.HeaderCell align="end">{i18n._('Transcript')}</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {students.map((student) => (
            <Table.Row key={student.id}>
              <Table.Cell>
                <Text as="span" weight="medium">
                  {student.name}
                </Text>
              </Table.Cell>
              <Table.Cell label={i18n._('Grade')}>{i18n._(student.grade)}</Table.Cell>
              <Table.Cell label={i18n._('Missing')}>
                <Stack direction="row" wrap gap="2">
                  {student.missing.map((area) => (
                    <Badge key={area} tone="red">
                      {i18n._(area)}
                    </Badge>
                  ))}
                </Stack>
              </Table.Cell>
              <StudentRowAction
                message={/*i18n*/ 'View Transcript<0> of {name}</0>'}
                name={student.name}
                icon={<FileText size={16} aria-hidden />}
                onClick={() => onOpenTranscript(student)}
              />
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <DialogFooter closeLabel={i18n._('Close')} />
    </WideDialog>
  );
}
