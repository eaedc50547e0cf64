import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';

/** A plain-text email. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends Puente's emails; without SMTP it sends nothing. */
export interface Mailer {
  /** Whether the server can send email at all (SMTP_URL is set). */
  readonly enabled: boolean;
  /** Sends `mail`; answers whether it was handed to the SMTP server. Never throws. */
  send(mail: Mail): Promise<boolean>;
}

/**
 * The mailer of `SMTP_URL`, or one that sends nothing. A failed send is
 * logged without the message (its link is a secret) and answered false: an
 * invitation stays valid, to be shared by hand.
 */
export function createMailer({
  smtpUrl,
  from,
  logger,
}: {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
}): Mailer {
  if (!smtpUrl) return { enabled: false, send: async () => false };
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    enabled: true,
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail });
        return true;
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        logger.warn(`email not sent: ${reason}`);
        return false;
      }
    },
  };
}
