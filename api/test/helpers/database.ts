// One database per test file: in-memory PGlite, or (DATABASE_URL set) a fresh PostgreSQL database dropped afterwards.
import crypto from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Database, type Db, openPglite, openPostgres } from '../../src/db/client';
import * as schema from '../../src/db/schema';

export interface TestDatabase {
  database: Database;
  /** Empties every table between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Every table of the schema: a new table is emptied between tests without being listed here. */
const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

const truncate = (db: Db) =>
  db.execute(sql.raw(`TRUNCATE ${TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`));

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  /** The new database's URL on the same server. */
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database named `<prefix>_<random>` on `serverUrl`'s PostgreSQL server. */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'modelsmith_t',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite(null);
    return {
      database,
      reset: () => truncate(database.db).then(() => undefined),
      close: () => database.close(),
    };
  }
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openPostgres(scratch.url);
  return {
    database,
    reset: () => truncate(database.db).then(() => undefined),
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
