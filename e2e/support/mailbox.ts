import { appendFile, readFile } from 'node:fs/promises';
import { listenForMail, type ReceivedMail } from '@puente/server/smtp-stub';
import { TEST_DATA_DIR } from './database';

/** Where the journeys' SMTP server writes each email it receives, one JSON line each. */
const MAILBOX_FILE = `${TEST_DATA_DIR}mailbox.jsonl`;

/**
 * The SMTP server the journeys' Puente sends through (SMTP_URL), the server's
 * HTTP tests' own: it keeps every email in the mailbox file.
 */
export function startMailbox() {
  return listenForMail((mail) => appendFile(MAILBOX_FILE, `${JSON.stringify(mail)}\n`));
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
