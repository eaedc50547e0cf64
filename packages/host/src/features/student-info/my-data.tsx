import { useLingui } from '@lingui/react';
import { Button, Stack } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useApi, useToast } from '@puente/ui/providers';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFailureToast } from '../../components/use-failure-toast';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { catalog } from './locales';
import { ProfileSection } from './profile-section';

/** Where the student's data downloads from (the server's GET /api/user/data, same origin). */
export const MY_DATA_URL = '/api/user/data';

/**
 * My Profile's "Your data" (docs/product/privacy.md): download everything
 * the account holds as JSON, or delete the account after a confirmation.
 */
export function MyData() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const api = useApi();
  const { logout } = useAuth();
  const { toast } = useToast();
  const failed = useFailureToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.deleteAccount(),
    onSuccess: async () => {
      setOpen(false);
      // The server signed this browser out with the account; the session forgets the user too.
      await logout().catch(() => undefined);
      toast({
        title: /*i18n*/ 'Your account was deleted',
        description: /*i18n*/ 'Everything in it is gone. Thank you for using Puente.',
      });
      navigate(paths.home.getHref(), { replace: true });
    },
    onError: failed,
  });
  return (
    <ProfileSection
      title={i18n._('Your data')}
      lead={
        <>
          {i18n._(
            'Download a copy of everything your account holds, or delete your account and all its data.',
          )}{' '}
          <Link to={paths.privacy.getHref()}>{i18n._('Privacy notice')}</Link>
        </>
      }
    >
      <Stack direction="row" wrap gap="3">
        <a href={MY_DATA_URL} download="puente-my-data.json">
          <Download size={16} aria-hidden /> {i18n._('Download my data')}
        </a>
      </Stack>
      <Stack direction="row">
        <ConfirmDialog
          alert
          open={open}
          onOpenChange={setOpen}
          trigger={<Button variant="destructive">{i18n._('Delete my account')}</Button>}
          title={i18n._('Delete your account?')}
          description={i18n._(
            'Your profile, programs, personal statements and links to your school and parents are deleted at once. Your school keeps its record of which of its staff looked at your data, no longer linked to you, for a set time. This cannot be undone. Download your data first if you want a copy.',
          )}
          cancelLabel={i18n._('Keep my account')}
          confirmLabel={i18n._('Delete my account')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      </Stack>
    </ProfileSection>
  );
}
