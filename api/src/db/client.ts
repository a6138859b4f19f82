// Opens the database the config names (server PostgreSQL or embedded PGlite) and brings its schema up to date.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

/** api/drizzle, from src/db as from dist/db. */
export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');

// Any fixed number: replicas starting together take turns migrating.
const MIGRATION_LOCK_ID = 727_001;

/** `dataDir` null = in memory (tests). */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir !== null) fs.mkdirSync(dataDir, { recursive: true });
  const client = dataDir === null ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const lockClient = new pg.Client({ connectionString });
  await lockClient.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient), { migrationsFolder: MIGRATIONS_FOLDER });
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  } finally {
    await lockClient.end();
  }
  const pool = new pg.Pool({ connectionString, max: 10 });
  // The server may close an idle connection (a restart, a failover, an administrator, a dropped database): pg then
  // takes it out of the pool and the next query opens a new one. Unheard, that 'error' would end the process.
  pool.on('error', (error) => console.warn(`数据库连接已被服务器关闭，下次查询将重新连接：${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgresql', close: () => pool.end() };
}

export function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(path.join(config.dataDir, 'pgdata'));
}
