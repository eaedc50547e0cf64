import { useLingui } from '@lingui/react';
import { Badge, Grid, Stack, Text, TextField } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useSchoolStaff } from '@puente/widgets/data';
import { useId, useState } from 'react';
import { CardSection } from '../../components/card-section';
import { ListRow } from '../../components/list-row';
import { ROLE_NAMES } from '../../components/role-names';
import { InvitationMaker } from './invitation-maker';
import { personName } from './people';

/** The school's counselors and admins, and "Invite a counselor" (the admin's). */
export function StaffSection({ schoolName }: { schoolName: string }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const staff = useSchoolStaff();
  const headingId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  return (
    <CardSection
      id={headingId}
      title={i18n._('Staff')}
      lead={i18n._('Who works with your students in Puente.')}
    >
      {staff.isPending ? <Text tone="muted">{i18n._('Loading staff…')}</Text> : null}
      {staff.data ? (
        <Stack as="ul" gap="2" aria-labelledby={headingId}>
          {staff.data.map((member) => (
            <ListRow
              key={member.id}
              name={personName(member)}
              detail={
                <>
                  {member.email} · {i18n._('joined {day}', { day: format.day(member.joinedAt) })}
                </>
              }
            >
              <Badge tone="outline">{i18n._(ROLE_NAMES[member.role])}</Badge>
            </ListRow>
          ))}
        </Stack>
      ) : null}
      <Text as="h3" look="groupLabel">
        {i18n._('Invite a counselor')}
      </Text>
      <InvitationMaker
        request={() => ({ role: 'counselor', name: name.trim(), email: email.trim() })}
        button={i18n._('Create a counselor invitation link')}
        linkLabel={i18n._('Counselor invitation link')}
        message={(url) =>
          i18n._('You are invited to join {school} on Puente as a counselor: {url}', {
            school: schoolName,
            url,
          })
        }
      >
        <Grid columns="wide2" gap="3">
          <TextField
            label={i18n._('Name (optional)')}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label={i18n._('Email (optional)')}
            type="email"
            description={i18n._('The link is also emailed when the server can send email.')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Grid>
      </InvitationMaker>
    </CardSection>
  );
}
