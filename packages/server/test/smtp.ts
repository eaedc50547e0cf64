import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

/** An email the test SMTP server received. */
export interface ReceivedMail {
  to: string[];
  /** The raw message, headers and (maybe quoted-printable) body. */
  text: string;
}

/**
 * A real SMTP server on a free port for the test file, closed after it:
 * its URL for SMTP_URL and what it receives.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map(({ address }) => address),
          text: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, received };
}
