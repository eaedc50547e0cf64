import type { Context } from 'koa';
import { translateWith } from '../../i18n';
import type { Mailer } from '../mail/mailer';
import type { Recipient } from './recipients';

const SUBJECT = /*i18n*/ '{sender} sent you a reminder on Puente';
const BODY = /*i18n*/ '{sender} sent you this reminder:\n\n{message}\n\nSee it on Puente: {link}';

/**
 * Emails each student their reminder as plain text (never HTML), in the
 * language of the request that sent it: Puente does not know a student's
 * own. Answers how many were handed to the SMTP server.
 */
export async function emailReminders(
  ctx: Context,
  { mailer, publicUrl }: { mailer: Mailer; publicUrl: string | undefined },
  sender: string,
  reminders: readonly { recipient: Recipient; message: string }[],
): Promise<number> {
  if (!mailer.enabled) return 0;
  const link = `${publicUrl ?? ctx.origin}/dashboard`;
  let emailed = 0;
  for (const { recipient, message } of reminders) {
    if (recipient.email === '') continue;
    const sent = await mailer.send({
      to: recipient.email,
      subject: await translateWith(ctx, SUBJECT, { sender }),
      text: await translateWith(ctx, BODY, { sender, message, link }),
    });
    if (sent) emailed += 1;
  }
  return emailed;
}
