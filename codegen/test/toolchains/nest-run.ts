// Installs, builds and runs a generated NestJS + TypeORM backend the way its README says (npm install, npm run
// build = tsc, npm run start = node dist/main.js) against a database made from the model's generated DDL; small
// HTTP and SQL helpers for the checks the contract smoke does not make.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { Client } from 'pg';

import type { Model } from '../../src/model/types';
import { createDatabaseFor, mysqlExec, type Dialect, type GeneratedDatabase } from './contract/databases';
import { freePort, seconds, startServer, type RunningServer } from './contract/server';
import { npmInstall, npmRun } from './npm-project';

/** The README's commands: `npm install` (from the registry), then `npm run build` (tsc); seconds of each. */
export function installAndBuild(projectDir: string, label: string): { install: number; build: number } {
  const pkg = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  if (pkg.scripts.build !== 'tsc -p tsconfig.json' || pkg.scripts.start !== 'node dist/main.js')
    throw new Error(
      `生成的 package.json 的 build/start 脚本不是 tsc / node dist/main.js：${JSON.stringify(pkg.scripts)}`,
    );
  return { install: npmInstall(projectDir, label), build: npmRun(projectDir, 'build', label) };
}

/** The database connection as the generated README documents it: DB_TYPE and the DB_* variables. */
function databaseEnv(db: GeneratedDatabase, port: number): Record<string, string> {
  return {
    DB_TYPE: db.dialect === 'postgresql' ? 'postgres' : 'mysql',
    DB_HOST: db.host,
    DB_PORT: String(db.port),
    DB_USERNAME: db.user,
    DB_PASSWORD: db.password,
    DB_DATABASE: db.database,
    PORT: String(port),
    // A zone hours off the databases' UTC and with daylight saving: a date-time written or read through a zone
    // shows, and 2024-03-10 02:30:00 does not exist there as a local time.
    TZ: 'America/New_York',
  };
}

/**
 * Starts node dist/main.js on a fresh database of the model (made by the generated DDL, unless `database` makes it);
 * the caller stops the server and drops the database.
 */
export async function startBackend(
  label: string,
  projectDir: string,
  model: Model,
  dialect: Dialect,
  database: () => Promise<GeneratedDatabase> = () => createDatabaseFor(model, dialect),
): Promise<{ db: GeneratedDatabase; server: RunningServer; startSeconds: number }> {
  const db = await database();
  try {
    const port = await freePort();
    const started = Date.now();
    const server = await startServer({
      label,
      command: process.execPath,
      args: ['dist/main.js'],
      cwd: projectDir,
      env: databaseEnv(db, port),
      port,
      timeoutMs: 60_000,
    });
    return { db, server, startSeconds: seconds(started) };
  } catch (error) {
    await db.drop();
    throw error;
  }
}

/** One SQL query's first column of the first row, as text. */
export async function queryValue(db: GeneratedDatabase, sql: string): Promise<string> {
  if (db.dialect === 'mysql') return mysqlExec(sql, db.database).split('\n')[0] ?? '';
  const client = new Client({ connectionString: db.url.replace(/^postgresql:/, 'postgres:') });
  await client.connect();
  try {
    const result = await client.query<Record<string, unknown>>(sql);
    const row = result.rows[0];
    return row ? String(Object.values(row)[0]) : '';
  } finally {
    await client.end();
  }
}

export { httpCall as call } from './contract/http';

export { seconds };
