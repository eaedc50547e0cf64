/**
 * `pnpm --filter @puente/server seed:school`: adds a school of 2,000 students
 * and 20 counselors (the first with a caseload of 150) to the database, for
 * the caseload's bench and for trying the staff screens at scale. Every
 * account's password is `puente-bench`; the usernames are printed.
 */
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import { startDatabaseServer } from '../database-server';
import { openDatabase } from '../db';
import { createLogger } from '../logger';
import { createPasswordHasher, OWASP_SCRYPT } from '../modules/auth/password';
import { seedLargeSchool } from '../seeders/large-school';

const logger = createLogger();
const database = await startDatabaseServer(loadConfig(), logger);
try {
  const orm = await openDatabase(database.url, logger);
  const hasher = createPasswordHasher(OWASP_SCRYPT);
  try {
    const school = await seedLargeSchool(orm.em.fork(), {
      students: 2000,
      counselors: 20,
      firstCaseload: 150,
      passwordHash: await hasher.hash('puente-bench'),
      tag: randomBytes(3).toString('hex'),
    });
    logger.info(
      `seeded a school of 2,000 students: admin ${school.admin}, counselors ${school.counselors.join(', ')} (password puente-bench)`,
    );
  } finally {
    await orm.close();
  }
} finally {
  await database.stop();
}
