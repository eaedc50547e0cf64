import { useLingui } from '@lingui/react';
import { Button, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useToast } from '@puente/ui/providers';
import { useLeaveSchool } from '@puente/widgets/data';
import { useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RowName } from '../../components/row-name';
import { useFailureToast } from '../../components/use-failure-toast';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { catalog } from './locales';
import { ProfileSection } from './profile-section';

/** My Profile's "Your school": the school the student is in, and leaving it (after a confirmation). */
export function YourSchool() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const { user, changeMembership } = useAuth();
  const { toast } = useToast();
  const failed = useFailureToast();
  const leave = useLeaveSchool();
  const [open, setOpen] = useState(false);
  const school = user?.school ?? null;
  const confirmLeave = () =>
    leave.mutate(undefined, {
      onSuccess: (membership) => {
        setOpen(false);
        changeMembership(membership);
        toast({
          title: /*i18n*/ 'You left your school',
          description: /*i18n*/ 'Its staff no longer see your profile or your programs.',
        });
      },
      onError: failed,
    });
  return (
    <ProfileSection title={i18n._('Your school')}>
      {school ? (
        <Stack direction="row" wrap align="center" justify="space-between" gap="3">
          <RowName
            name={school.name}
            detail={i18n._('Its counselors and admins see your profile and your programs.')}
          />
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            trigger={<Button variant="outline">{i18n._('Leave school')}</Button>}
            title={i18n._('Leave {school}?', { school: school.name })}
            description={i18n._(
              'Its staff will no longer see your profile or your programs. You keep your account and everything in it; to join again you need a new invitation or class code.',
            )}
            cancelLabel={i18n._('Stay')}
            confirmLabel={i18n._('Leave school')}
            pending={leave.isPending}
            onConfirm={confirmLeave}
          />
        </Stack>
      ) : (
        <Stack gap="2" align="flex-start">
          <Text tone="muted">
            {i18n._(
              'You are not in a school. Your counselor can give you a class code or an invitation link.',
            )}
          </Text>
          <ButtonLink to={paths.joinClass.getHref()} variant="outline">
            {i18n._('Join with a class code')}
          </ButtonLink>
        </Stack>
      )}
    </ProfileSection>
  );
}
