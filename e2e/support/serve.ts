/**
 * Playwright's web server: a fresh embedded PostgreSQL, the real Puente
 * server process on it (built site and widgets), emailing through a
 * stand-in SMTP server, and the school site on another origin. Writes the database URL for the journeys' own checks.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createLogger, startEmbeddedPostgres } from '@puente/server';
import { DATABASE_URL_FILE, TEST_DATA_DIR } from './database';
import { startMailbox } from './mailbox';
import { startPuente } from './puente';
import { startSchoolSite } from './school-site';
import { PUENTE_PORT, PUENTE_URL, SCHOOL_SITE_PORT } from './urls';

const logger = createLogger();
await rm(TEST_DATA_DIR, { recursive: true, force: true });
await mkdir(TEST_DATA_DIR, { recursive: true });
const database = await startEmbeddedPostgres({ dataDir: TEST_DATA_DIR, logger, persistent: false });
await writeFile(DATABASE_URL_FILE, database.url);
// Emails (invitations, reset links) go to a stand-in SMTP server the journeys read.
const mailbox = await startMailbox();

const server = await startPuente(PUENTE_PORT, {
  DATABASE_URL: database.url,
  SMTP_URL: mailbox.url,
  // The operator's own address, not the default: the contact page must show this one.
  CONTACT_EMAIL: 'ayuda@puente-e2e.example',
}).catch(async (error: unknown) => {
  logger.error('the Puente server did not start', error);
  await database.stop();
  process.exit(1);
});
const schoolSite = await startSchoolSite(SCHOOL_SITE_PORT, PUENTE_URL);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  schoolSite.close();
  await mailbox.close();
  await server.stop();
  await database.stop();
  process.exit(0);
}
server.onEarlyExit((code) => {
  logger.error(`the Puente server exited early (${code})`);
  void database.stop().then(() => process.exit(1));
});
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
