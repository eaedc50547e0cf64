import { useLingui } from '@lingui/react';
import { ApiError, type InvitationPreview } from '@puente/core';
import { Button, Card, Spinner, Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { useAcceptInvitation, useInvitationPreview } from '@puente/widgets/data';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { CentredPage } from '../../components/centred-page';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import { ROLE_NAMES } from '../../components/role-names';
import { ScreenLoading } from '../../components/screen-loading';
import { useFailureText } from '../../components/use-failure-text';
import { usePageTitle } from '../../components/use-page-title';
import { paths, roleHome } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { displayName } from '../../lib/session';
import { catalog } from './locales';
import { WhoSeesWhat } from './who-sees-what';

export interface InvitationScreenProps {
  token: string;
  /** What a signed-out visitor registers or signs in with, on this page. */
  signIn: ReactNode;
}

/** Why a link no longer works, by the 410's `status` (the invitation's). */
const SPENT = {
  expired: {
    title: /*i18n*/ 'This invitation has expired',
    text: /*i18n*/ 'Invitation links work for 7 days. Ask whoever sent it for a new one.',
  },
  accepted: {
    title: /*i18n*/ 'This invitation has already been used',
    text: /*i18n*/ 'Each link works once. If it was not you who used it, tell whoever sent it.',
  },
  revoked: {
    title: /*i18n*/ 'This invitation was withdrawn',
    text: /*i18n*/ 'Whoever sent it cancelled it. Ask them for a new one if you still need it.',
  },
  invalid: {
    title: /*i18n*/ 'This invitation link is not valid',
    text: /*i18n*/ 'Check that the whole link was copied, or ask for a new one.',
  },
} as const;

function spentReason(error: unknown): keyof typeof SPENT | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return 'invalid';
  if (error.status !== 410) return null;
  const status = (error.json as { status?: string } | undefined)?.status;
  return status === 'expired' || status === 'accepted' || status === 'revoked' ? status : 'invalid';
}

/**
 * `/join/:token`: who invites you, to which school, as what, and who will
 * see what, before you join; a signed-out visitor registers or signs in here,
 * then joins and goes to their role's home.
 */
export function InvitationScreen({ token, signIn }: InvitationScreenProps) {
  const { i18n } = useLingui();
  const failureText = useFailureText();
  useCatalog(catalog);
  const preview = useInvitationPreview(token);
  usePageTitle(i18n._('Your invitation'));

  if (preview.isPending) {
    return <ScreenLoading label={i18n._('Loading your invitation')} />;
  }
  if (preview.isError) {
    const reason = spentReason(preview.error);
    return (
      <PlaceholderScreen
        title={reason ? i18n._(SPENT[reason].title) : i18n._('The invitation could not be loaded')}
        description={reason ? i18n._(SPENT[reason].text) : failureText(preview.error)}
        actions={
          <ButtonLink to={paths.home.getHref()} variant="outline">
            {i18n._('Go to the home page')}
          </ButtonLink>
        }
      />
    );
  }
  return <Invitation token={token} preview={preview.data} signIn={signIn} />;
}

function Invitation({
  token,
  preview,
  signIn,
}: {
  token: string;
  preview: InvitationPreview;
  signIn: ReactNode;
}) {
  const { i18n } = useLingui();
  const failureText = useFailureText();
  const format = useFormat();
  const { user, status, changeMembership } = useAuth();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const school = preview.school?.name ?? '';
  const join = () =>
    accept.mutate(undefined, {
      onSuccess: (membership) => {
        changeMembership(membership);
        navigate(roleHome(membership.role), { replace: true });
      },
    });
  const invitation =
    preview.role === 'parent'
      ? i18n._("{who} invites you to follow {student}'s university applications on Puente.", {
          who: preview.invitedBy,
          student: preview.student ?? '',
        })
      : i18n._('{who} invites you to join {school} on Puente as a {role}.', {
          who: preview.invitedBy,
          school,
          role: i18n._(ROLE_NAMES[preview.role]),
        });
  return (
    <CentredPage width={48}>
      <Stack gap="2">
        <Text look="eyebrow">{i18n._('Your invitation')}</Text>
        <Text as="h1" look="pageTitle">
          {preview.role === 'parent'
            ? i18n._('Follow {student} on Puente', { student: preview.student ?? '' })
            : i18n._('Join {school}', { school })}
        </Text>
        <Text size="lg" tone="muted">
          {invitation}
        </Text>
        <Text size="sm" tone="muted">
          {i18n._('This link works until {day}.', {
            day: format.day(preview.expiresAt),
          })}
        </Text>
      </Stack>
      <Card>
        <WhoSeesWhat preview={preview} />
      </Card>
      {status === 'loading' ? <Spinner label={i18n._('Loading your session')} /> : null}
      {status === 'signed-out' ? (
        <Stack gap="3">
          <Text as="h2" look="sectionTitle">
            {i18n._('Create your account or sign in to join')}
          </Text>
          {signIn}
        </Stack>
      ) : null}
      {user ? (
        <Stack gap="3" align="flex-start">
          <Text>{i18n._('You are signed in as {name}.', { name: displayName(user) })}</Text>
          {accept.isError ? (
            <Text role="alert" tone="danger">
              {failureText(accept.error)}
            </Text>
          ) : null}
          <Button size="lg" loading={accept.isPending} onClick={join}>
            {i18n._('Join')}
          </Button>
        </Stack>
      ) : null}
    </CentredPage>
  );
}
