import type { Context } from 'koa';
import { translateWith } from '../../i18n';
import type { Mailer } from '../mail/mailer';
import { resetLink } from './password-reset.repository';

const SUBJECT = /*i18n*/ 'Reset your Puente password';
const BODY =
  /*i18n*/ 'Someone asked to reset the password of your Puente account {username}.\n\nOpen this link to choose a new password:\n{link}\n\nThe link works once, for 1 hour. If you did not ask for it, you can ignore this email: your password stays the same.';

/**
 * Emails a reset link to the account's address, in the language of the
 * request that asked for it, as plain text. The link is built from
 * PUBLIC_URL, else the request's origin. Answers whether it was sent.
 */
export async function emailPasswordReset(
  ctx: Context,
  { mailer, publicUrl }: { mailer: Mailer; publicUrl: string | undefined },
  reset: { email: string; username: string; token: string },
): Promise<boolean> {
  if (!mailer.enabled || reset.email === '') return false;
  const values = { username: reset.username, link: absoluteResetLink(ctx, publicUrl, reset.token) };
  return mailer.send({
    to: reset.email,
    subject: await translateWith(ctx, SUBJECT, values),
    text: await translateWith(ctx, BODY, values),
  });
}

/** The link as a person opens it: on PUBLIC_URL, else the request's own origin. */
export function absoluteResetLink(ctx: Context, publicUrl: string | undefined, token: string) {
  return `${publicUrl ?? ctx.origin}${resetLink(token)}`;
}
