import { afterAll } from 'vitest';
import { listenForMail, type ReceivedMail } from './smtp-stub';

export type { ReceivedMail };

/**
 * A real SMTP server on a free port for the test file, closed after it:
 * its URL for SMTP_URL and what it receives.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const { url, close } = await listenForMail((mail) => {
    received.push(mail);
  });
  afterAll(close);
  return { url, received };
}
