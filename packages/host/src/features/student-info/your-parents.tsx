import { useLingui } from '@lingui/react';
import type { Invitation, LinkedParent } from '@puente/core';
import { Button, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useToast } from '@puente/ui/providers';
import { useInvite, useParents, useUnlinkParent } from '@puente/widgets/data';
import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { ListRow } from '../../components/list-row';
import { ShareLink } from '../../components/share-link';
import { useFailureToast } from '../../components/use-failure-toast';
import { useAuth } from '../../lib/auth-provider';
import { displayName } from '../../lib/session';
import { catalog } from './locales';
import { ProfileSection } from './profile-section';
import { StatementSharing } from './statement-sharing';

const parentName = (parent: LinkedParent) =>
  [parent.firstName, parent.lastName].filter(Boolean).join(' ') || parent.email;

/** My Profile's "Your parents": the linked ones (each removable) and a link to invite one. */
export function YourParents() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const { user } = useAuth();
  const { toast } = useToast();
  const parents = useParents();
  const unlink = useUnlinkParent();
  const invite = useInvite();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const headingId = useId();
  const failed = useFailureToast();
  const remove = (parent: LinkedParent) =>
    unlink.mutate(parent.id, {
      onSuccess: () =>
        toast({
          title: /*i18n*/ 'Parent removed',
          description: i18n._('{name} no longer sees your programs.', { name: parentName(parent) }),
        }),
      onError: failed,
    });
  return (
    <ProfileSection
      title={i18n._('Your parents')}
      lead={i18n._(
        'A parent or guardian you link sees your programs, read-only, and your personal statement only if you share it.',
      )}
      headingId={headingId}
    >
      <StatementSharing />
      {parents.isPending ? <Text tone="muted">{i18n._('Loading your parents…')}</Text> : null}
      {parents.data?.length === 0 ? (
        <Text tone="muted">{i18n._('No parent is linked yet.')}</Text>
      ) : null}
      {parents.data && parents.data.length > 0 ? (
        <Stack as="ul" gap="2" aria-labelledby={headingId}>
          {parents.data.map((parent) => (
            <ListRow key={parent.id} name={parentName(parent)} detail={parent.email}>
              <Button
                variant="outline"
                size="sm"
                aria-label={i18n._('Remove {name}', { name: parentName(parent) })}
                disabled={unlink.isPending && unlink.variables === parent.id}
                onClick={() => remove(parent)}
              >
                {i18n._('Remove')}
              </Button>
            </ListRow>
          ))}
        </Stack>
      ) : null}
      <div>
        <Button
          variant="secondary"
          loading={invite.isPending}
          onClick={() =>
            invite.mutate(
              { role: 'parent', name: '', email: '' },
              { onSuccess: setInvitation, onError: failed },
            )
          }
        >
          <UserPlus size={16} aria-hidden />
          {i18n._('Invite a parent')}
        </Button>
      </div>
      {invitation?.link ? (
        <ShareLink
          link={invitation.link}
          label={i18n._('Parent invitation link')}
          message={(url) =>
            i18n._('{name} invites you to follow their university applications on Puente: {url}', {
              name: user ? displayName(user) : '',
              url,
            })
          }
        />
      ) : null}
    </ProfileSection>
  );
}
