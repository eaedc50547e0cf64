import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PUENTE_PORT } from './urls';

/** One folder per port, so journeys run side by side on other ports do not collide. */
export const TEST_DATA_DIR = fileURLToPath(
  new URL(`../../.test-data/e2e-${PUENTE_PORT}/`, import.meta.url),
);
export const DATABASE_URL_FILE = `${TEST_DATA_DIR}database-url`;

/** Runs one query against the database the journeys' server uses, to check what really landed. */
export async function query<Row extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: readFileSync(DATABASE_URL_FILE, 'utf8') });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
