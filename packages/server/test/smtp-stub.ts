import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An email the test SMTP server received. */
export interface ReceivedMail {
  to: string[];
  /** The raw message, headers and (maybe quoted-printable) body. */
  text: string;
}

/**
 * A real SMTP server on a free port, handing each email it receives to
 * `onMail`: the HTTP tests keep them in memory, the journeys in a file.
 */
export async function listenForMail(onMail: (mail: ReceivedMail) => void | Promise<void>) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map(({ address }) => address),
          text: Buffer.concat(chunks).toString('utf8'),
        };
        void Promise.resolve(onMail(mail)).then(() => callback());
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
