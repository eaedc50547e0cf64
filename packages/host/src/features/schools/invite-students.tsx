import { useLingui } from '@lingui/react';
import { Grid, Select, Text } from '@puente/ui';
import { useSchoolStudents } from '@puente/widgets/data';
import { useId, useState } from 'react';
import { CardSection } from '../../components/card-section';
import { InvitationMaker } from './invitation-maker';
import { personName } from './people';

/** The staff's ways in for students and their parents: an invitation link each. */
export function InviteStudents({ schoolName }: { schoolName: string }) {
  const { i18n } = useLingui();
  const students = useSchoolStudents();
  const [studentId, setStudentId] = useState('');
  const [studentMissing, setStudentMissing] = useState(false);
  const studentsId = useId();
  const parentsId = useId();
  const options = (students.data ?? []).map((student) => ({
    value: String(student.id),
    label: personName(student),
  }));
  return (
    <Grid columns="desktop2" gap="6" align="flex-start">
      <CardSection
        id={studentsId}
        title={i18n._('Invite a student')}
        lead={i18n._(
          'A link for one student, valid for 7 days and usable once. They see who will see their data before they join.',
        )}
      >
        <InvitationMaker
          request={() => ({ role: 'student', name: '', email: '' })}
          button={i18n._('Create a student invitation link')}
          linkLabel={i18n._('Student invitation link')}
          message={(url) =>
            i18n._(
              'You are invited to join {school} on Puente to plan your university applications: {url}',
              { school: schoolName, url },
            )
          }
        />
      </CardSection>
      <CardSection
        id={parentsId}
        title={i18n._('Invite a parent')}
        lead={i18n._(
          "A link for a parent or guardian of one of your students: they will see that student's programs, read-only.",
        )}
      >
        <InvitationMaker
          request={() => {
            const id = Number(studentId);
            setStudentMissing(!id);
            return id ? { role: 'parent', name: '', email: '', studentId: id } : null;
          }}
          button={i18n._('Create a parent invitation link')}
          linkLabel={i18n._('Parent invitation link')}
          message={(url, invitation) =>
            i18n._(
              "You are invited to follow {student}'s university applications on Puente: {url}",
              { student: invitation.student?.name ?? '', url },
            )
          }
        >
          {options.length > 0 ? (
            <Select
              label={i18n._('Student')}
              placeholder={i18n._('Choose a student')}
              options={options}
              value={studentId}
              onValueChange={(value) => {
                setStudentId(value);
                setStudentMissing(false);
              }}
              error={
                studentMissing ? i18n._('Choose the student this parent belongs to') : undefined
              }
            />
          ) : (
            <Text tone="muted">
              {i18n._('Once students join, you can invite their parents here.')}
            </Text>
          )}
        </InvitationMaker>
      </CardSection>
    </Grid>
  );
}
