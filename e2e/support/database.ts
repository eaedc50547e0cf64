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

/** The id of the account `username` registered, once it is in the database. */
export async function userIdOf(username: string): Promise<number> {
  const [user] = await query<{ id: number }>('select id from users where username = $1', [
    username,
  ]);
  if (!user) throw new Error(`the registration of ${username} did not reach the database`);
  return user.id;
}

/** How many programmes the student `userId` has selected, as the database holds them. */
export async function selectionCount(userId: number): Promise<number | undefined> {
  const [row] = await query<{ count: number }>(
    'select count(*)::int as count from selected_programs where user_id = $1',
    [userId],
  );
  return row?.count;
}
