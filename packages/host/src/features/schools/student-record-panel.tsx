import { useLingui } from '@lingui/react';
import { ApiError, type StudentRecord as StudentRecordAnswer } from '@puente/core';
import { EmptyState, Spinner } from '@puente/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { StudentRecord } from './student-record';

/** A student's record as it loads: a spinner, "not found" (another school's, or no such student), or the record. */
export function StudentRecordPanel({
  record,
  actions,
  render = (data) => <StudentRecord record={data} />,
}: {
  record: UseQueryResult<StudentRecordAnswer>;
  /** The way back when the student cannot be shown. */
  actions?: ReactNode;
  /** What shows the loaded record: the record itself by default. */
  render?: (record: StudentRecordAnswer) => ReactNode;
}) {
  const { i18n } = useLingui();
  if (record.isPending) return <Spinner label={i18n._("Loading the student's record")} />;
  if (record.isError) {
    const missing = record.error instanceof ApiError && record.error.status === 404;
    return (
      <EmptyState
        headingLevel={2}
        icon={<UserX />}
        title={missing ? i18n._('Student not found') : i18n._('The record could not be loaded')}
        description={
          missing
            ? i18n._(
                'This student is not one you can see. Check the link, or choose from the list.',
              )
            : i18n._('Please try again.')
        }
        actions={actions}
      />
    );
  }
  return render(record.data);
}
