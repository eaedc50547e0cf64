/**
 * Playwright's web server: a fresh embedded PostgreSQL, the real Puente
 * server process on it (built site and widgets), emailing through a
 * stand-in SMTP server, and the school site on another origin. Writes the database URL for the journeys' own checks.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createLogger, startEmbeddedPostgres } from '@puente/server';
import { DATABASE_URL_FILE, TEST_DATA_DIR } from './database';
import { startMailbox } from './mailbox';
import { startSchoolSite } from './school-site';
import { PUENTE_PORT, PUENTE_URL, SCHOOL_SITE_PORT } from './urls';

const logger = createLogger();
await rm(TEST_DATA_DIR, { recursive: true, force: true });
await mkdir(TEST_DATA_DIR, { recursive: true });
const database = await startEmbeddedPostgres({ dataDir: TEST_DATA_DIR, logger, persistent: false });
await writeFile(DATABASE_URL_FILE, database.url);
// Emails (invitations, reset links) go to a stand-in SMTP server the journeys read.
const mailbox = await startMailbox();

// The node flags of the server's `start` script.
const server = spawn(
  process.execPath,
  ['--experimental-async-context-frame', '--import', 'tsx', 'src/main.ts'],
  {
    cwd: new URL('../../packages/server/', import.meta.url),
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(PUENTE_PORT),
      SMTP_URL: mailbox.url,
      // The operator's own address, not the default: the contact page must show this one.
      CONTACT_EMAIL: 'ayuda@puente-e2e.example',
    },
    stdio: 'inherit',
  },
);
const schoolSite = await startSchoolSite(SCHOOL_SITE_PORT, PUENTE_URL);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  schoolSite.close();
  await mailbox.close();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await database.stop();
  process.exit(0);
}
server.once('exit', (code) => {
  if (!stopping) {
    logger.error(`the Puente server exited early (${code})`);
    void database.stop().then(() => process.exit(1));
  }
});
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
