/**
 * Backups a school can trust (issue 33): the whole database as one
 * consistent snapshot in a gzip'd JSON-lines file, and its restore into an
 * empty database.
 *
 * Not `pg_dump`: the embedded PostgreSQL's package ships only `initdb`,
 * `pg_ctl` and `postgres`, and a system `pg_dump` older than the server
 * refuses to dump it (Debian 12's is 15, the embedded server 18), so a
 * school running `pnpm start` would have no way to back up. This needs only
 * a connection: every table read in one REPEATABLE READ, READ ONLY,
 * DEFERRABLE transaction (one snapshot, as pg_dump takes), each row as
 * PostgreSQL's own `row_to_json`, read back by `json_populate_recordset`
 * into the schema the server's migrations make.
 *
 * The file: a first line `{ format, version, createdAt, migrations, tables:
 * [{ name, rows }] }`, then one line `{ "t": table, "r": row }` a row.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { MikroORM } from '@mikro-orm/core';
import pg from 'pg';
import { ormConfig } from './db';
import type { Logger } from './logger';

export const BACKUP_FORMAT = 'puente-backup';
const BACKUP_VERSION = 1;
const MIGRATIONS_TABLE = 'mikro_orm_migrations';
const BATCH_ROWS = 500;
const ROW_LINE = /^\{"t":("(?:[^"\\]|\\.)*"),"r":/;
// Rows read at a time from a table, so a large one never sits whole in memory.
const CURSOR_ROWS = 1000;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The migrations applied, oldest first: the schema the rows belong to. */
  migrations: string[];
  /** Every table but the migrations' own, parents before children, and its row count. */
  tables: { name: string; rows: number }[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The public schema's tables, each after the tables its foreign keys point to. */
async function tablesInOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename <> $1 order by 1`,
    [MIGRATIONS_TABLE],
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid
     join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const { child, parent } of references) if (child === name) place(parent, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const { name } of tables) place(name, new Set());
  return ordered;
}

/** Writes the database at `url` to `file` (gzip'd); answers the header written. */
export async function backupDatabase(url: string, file: string): Promise<BackupHeader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  try {
    await client.query('begin isolation level repeatable read, read only, deferrable');
    const migrations = (
      await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`)
    ).rows.map((row) => row.name);
    const tables: BackupHeader['tables'] = [];
    for (const name of await tablesInOrder(client)) {
      const { rows } = await client.query<{ count: string }>(`select count(*) from ${quote(name)}`);
      tables.push({ name, rows: Number(rows[0]?.count ?? 0) });
    }
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
    };
    await write(JSON.stringify(header));
    for (const { name } of tables) {
      await client.query(
        `declare rows no scroll cursor for select row_to_json(t)::text as row from ${quote(name)} t`,
      );
      for (;;) {
        const batch = await client.query<{ row: string }>(`fetch ${CURSOR_ROWS} from rows`);
        for (const { row } of batch.rows) await write(`{"t":${JSON.stringify(name)},"r":${row}}`);
        if (batch.rows.length < CURSOR_ROWS) break;
      }
      await client.query('close rows');
    }
    await client.query('commit');
    gzip.end();
    await written;
    return header;
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Reads `file`'s header (its first line). */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of backupLines(file)) return parseHeader(line);
  throw new Error(`${file} is empty`);
}

function parseHeader(line: string): BackupHeader {
  const header = JSON.parse(line) as BackupHeader;
  if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) {
    throw new Error(`not a Puente backup (version ${BACKUP_VERSION})`);
  }
  return header;
}

function backupLines(file: string) {
  return createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
}

/** The public schema's tables, the migrations' own included. */
async function tableNames(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public'`,
  );
  return rows.map((row) => row.name);
}

export class DatabaseNotEmpty extends Error {
  override readonly name = 'DatabaseNotEmpty';
}

/**
 * Loads `file` into the database at `url`, which must have no tables (a
 * new data folder or database) unless `force`, which drops everything in
 * it first. The server's migrations make the schema the backup was taken
 * at, the rows go in, sequences continue after them, and the migrations
 * newer than the backup then run on them as on any database.
 */
export async function restoreDatabase(
  url: string,
  file: string,
  { force = false, logger }: { force?: boolean; logger: Logger },
): Promise<BackupHeader> {
  const header = await readBackupHeader(file);
  const orm = await MikroORM.init(ormConfig(url, logger, 2));
  try {
    await orm.schema.ensureDatabase();
  } finally {
    await orm.close(true);
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await tableNames(client);
    if (existing.length > 0 && !force) {
      throw new DatabaseNotEmpty(
        `the database already has ${existing.length} table(s): restore into an empty one, or pass --force to replace everything in it`,
      );
    }
    if (existing.length > 0) {
      await client.query('drop schema public cascade; create schema public');
    }
  } finally {
    await client.end();
  }

  const known = ormConfig(url, logger).migrations?.migrationsList?.map((m) => m.name) ?? [];
  const last = header.migrations.at(-1);
  if (header.migrations.some((name) => !known.includes(name))) {
    throw new Error('the backup was made by a newer Puente: restore it with that version');
  }
  const migrator = await MikroORM.init(ormConfig(url, logger, 2));
  try {
    if (last) await migrator.migrator.up({ to: last });

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('begin');
      const pending = new Map<string, string[]>();
      const flush = async (table: string) => {
        const rows = pending.get(table);
        if (!rows || rows.length === 0) return;
        await client.query(
          `insert into ${quote(table)} select * from json_populate_recordset(null::${quote(table)}, $1::json)`,
          [`[${rows.join(',')}]`],
        );
        pending.set(table, []);
      };
      let first = true;
      let current: string | undefined;
      for await (const line of backupLines(file)) {
        if (first) {
          first = false;
          continue;
        }
        if (!line) continue;
        // The row is kept as PostgreSQL wrote it (JSON.parse would round big numbers).
        const match = ROW_LINE.exec(line);
        if (!match?.[1]) throw new Error(`${file}: not a backup's row: ${line.slice(0, 80)}`);
        const table = JSON.parse(match[1]) as string;
        const row = line.slice(match[0].length, -1);
        if (table !== current && current) await flush(current);
        current = table;
        const rows = pending.get(table) ?? [];
        rows.push(row);
        pending.set(table, rows);
        if (rows.length >= BATCH_ROWS) await flush(table);
      }
      if (current) await flush(current);
      // Each serial or identity column's sequence continues after its largest value.
      const { rows: sequences } = await client.query<{
        table: string;
        column: string;
        seq: string;
      }>(
        `select c.table_name as table, c.column_name as column,
                pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as seq
         from information_schema.columns c
         where c.table_schema = 'public'
           and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`,
      );
      for (const { table, column, seq } of sequences) {
        await client.query(
          `select setval($1, coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
          [seq],
        );
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      await client.end();
    }
    await migrator.migrator.up();
  } finally {
    await migrator.close(true);
  }
  return header;
}
