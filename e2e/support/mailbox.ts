import { once } from 'node:events';
import { appendFile, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { TEST_DATA_DIR } from './database';

/** Where the journeys' SMTP server writes each email it receives, one JSON line each. */
const MAILBOX_FILE = `${TEST_DATA_DIR}mailbox.jsonl`;

interface ReceivedMail {
  to: string[];
  /** The raw message: headers and a quoted-printable body. */
  text: string;
}

/**
 * The SMTP server the journeys' Puente sends through (SMTP_URL), as the
 * server's HTTP tests use: it keeps every email in the mailbox file.
 */
export async function startMailbox() {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map(({ address }) => address),
          text: Buffer.concat(chunks).toString('utf8'),
        };
        void appendFile(MAILBOX_FILE, `${JSON.stringify(mail)}\n`).then(() => callback());
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

/** The emails sent to `to` so far, decoded from quoted-printable. */
export async function mailsTo(to: string): Promise<string[]> {
  const lines = await readFile(MAILBOX_FILE, 'utf8').catch(() => '');
  return lines
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail)
    .filter((mail) => mail.to.includes(to))
    .map((mail) => decodeQuotedPrintable(mail.text));
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
