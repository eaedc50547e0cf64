import type { Invitation, InvitationRequest } from '@puente/core';
import { Button, Stack } from '@puente/ui';
import { useInvite } from '@puente/widgets/data';
import { UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ShareLink } from '../../components/share-link';
import { useFailureToast } from '../../components/use-failure-toast';

export interface InvitationMakerProps {
  /** The invitation to make, read when the button is pressed; null: not ready (nothing chosen). */
  request: () => InvitationRequest | null;
  button: string;
  /** The made link's label. */
  linkLabel: string;
  /** The WhatsApp message around the link. */
  message: (url: string, invitation: Invitation) => string;
  /** Fields above the button (a name, an email, a student). */
  children?: ReactNode;
}

/** Makes an invitation and shows its link, once, to copy and share. */
export function InvitationMaker({
  request,
  button,
  linkLabel,
  message,
  children,
}: InvitationMakerProps) {
  const invite = useInvite();
  const failed = useFailureToast();
  const [made, setMade] = useState<Invitation | null>(null);
  const make = () => {
    const body = request();
    if (body) invite.mutate(body, { onSuccess: setMade, onError: failed });
  };
  return (
    <Stack gap="3">
      {children}
      <div>
        <Button variant="secondary" loading={invite.isPending} onClick={make}>
          <UserPlus size={16} aria-hidden />
          {button}
        </Button>
      </div>
      {made?.link ? (
        <ShareLink link={made.link} label={linkLabel} message={(url) => message(url, made)} />
      ) : null}
    </Stack>
  );
}
