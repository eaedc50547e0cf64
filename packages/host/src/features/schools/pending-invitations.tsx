import { useLingui } from '@lingui/react';
import type { Invitation } from '@puente/core';
import { Badge, Stack, Text } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useInvitations, useRevokeInvitation } from '@puente/widgets/data';
import { useId } from 'react';
import { CardSection } from '../../components/card-section';
import { ListRow } from '../../components/list-row';
import { ROLE_NAMES } from '../../components/role-names';
import { RevokeButton } from './revoke-button';

/** Whom an invitation is for, as its row names it. */
function invitee(invitation: Invitation, i18n: ReturnType<typeof useLingui>['i18n']) {
  const who = invitation.name || invitation.email;
  if (invitation.student) {
    return who
      ? i18n._('{who}, parent of {student}', { who, student: invitation.student.name })
      : i18n._('A parent of {student}', { student: invitation.student.name });
  }
  return who || i18n._('Anyone with the link');
}

/** The invitations still waiting to be accepted, each revocable (its link stops working). */
export function PendingInvitations() {
  const { i18n } = useLingui();
  const format = useFormat();
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  const headingId = useId();
  const pending = (invitations.data ?? []).filter(({ status }) => status === 'pending');
  return (
    <CardSection
      id={headingId}
      title={i18n._('Pending invitations')}
      lead={i18n._('Links not used yet. Revoke one and it stops working.')}
    >
      {invitations.isPending ? <Text tone="muted">{i18n._('Loading invitations…')}</Text> : null}
      {invitations.isSuccess && pending.length === 0 ? (
        <Text tone="muted">{i18n._('No invitations waiting.')}</Text>
      ) : null}
      {pending.length > 0 ? (
        <Stack as="ul" gap="2" aria-labelledby={headingId}>
          {pending.map((invitation) => {
            const who = invitee(invitation, i18n);
            return (
              <ListRow
                key={invitation.id}
                name={
                  <>
                    {who} <Badge tone="outline">{i18n._(ROLE_NAMES[invitation.role])}</Badge>
                  </>
                }
                detail={i18n._('Expires {day}', { day: format.day(invitation.expiresAt) })}
              >
                <RevokeButton
                  label={i18n._('Revoke the invitation for {who}', { who })}
                  id={invitation.id}
                  revoke={revoke}
                />
              </ListRow>
            );
          })}
        </Stack>
      ) : null}
    </CardSection>
  );
}
