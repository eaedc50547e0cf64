import { useLingui } from '@lingui/react';
import type { SchoolStudent } from '@puente/core';
import { Select, Stack, Text } from '@puente/ui';
import { useAssignCounselor, useSchoolStaff } from '@puente/widgets/data';
import { useId } from 'react';
import { CardSection } from '../../components/card-section';
import { personName } from './people';
import { WriteFailure } from './write-failure';

/** An admin gives the student to one of the school's counselors: whose caseload they are in. */
export function AssignCounselor({ student }: { student: SchoolStudent }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const staff = useSchoolStaff();
  const assign = useAssignCounselor(student.id);
  const counselors = (staff.data ?? []).filter(({ role }) => role === 'counselor');
  return (
    <CardSection id={headingId} title={i18n._('Counselor')}>
      <Stack gap="2">
        <Select
          label={i18n._('Whose caseload {name} is in', { name: personName(student) })}
          placeholder={i18n._('Nobody yet')}
          options={counselors.map((counselor) => ({
            value: String(counselor.id),
            label: personName(counselor),
          }))}
          value={student.counselorId === null ? '' : String(student.counselorId)}
          disabled={assign.isPending || counselors.length === 0}
          onValueChange={(value) => assign.mutate(Number(value))}
        />
        {assign.isSuccess ? <Text role="status">{i18n._('Saved')}</Text> : null}
        <WriteFailure error={assign.error} />
      </Stack>
    </CardSection>
  );
}
