import type { InvitedRole } from '@puente/core';
import type { Context } from 'koa';
import { translateWith } from '../../i18n';
import type { Mailer } from '../mail/mailer';
import { invitationLink } from './invitation.repository';

const SUBJECT = /*i18n*/ '{inviter} invited you to Puente';
const BODY =
  /*i18n*/ '{inviter} invited you to Puente as {role, select, counselor {a counselor} student {a student} other {a parent or guardian}}{hasSchool, select, yes { of {school}} other {}}.\n\nOpen this link to see who will see what, and to accept:\n{link}\n\nThe link works once, for 7 days. If you did not expect this email, you can ignore it.';

/**
 * Emails an invitation's link, in the inviter's language (their request's
 * Accept-Language), as plain text. The link is built from PUBLIC_URL, else
 * the origin the inviter's request came to. Answers whether it was sent.
 */
export async function emailInvitation(
  ctx: Context,
  { mailer, publicUrl }: { mailer: Mailer; publicUrl: string | undefined },
  invitation: {
    email: string;
    role: InvitedRole;
    token: string;
    inviter: string;
    school: string | null;
  },
): Promise<boolean> {
  if (!mailer.enabled || invitation.email === '') return false;
  const values = {
    inviter: invitation.inviter,
    role: invitation.role,
    hasSchool: invitation.school === null ? 'no' : 'yes',
    school: invitation.school ?? '',
    link: `${publicUrl ?? ctx.origin}${invitationLink(invitation.token)}`,
  };
  return mailer.send({
    to: invitation.email,
    subject: await translateWith(ctx, SUBJECT, values),
    text: await translateWith(ctx, BODY, values),
  });
}
