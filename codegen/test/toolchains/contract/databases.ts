// A fresh database per generated backend, loaded with the DDL the mysql-ddl / postgresql-ddl set writes for the same
// model: the backend then runs against exactly the schema a user of the product would create.
// PostgreSQL: CODEGEN_PG_URL (a role that may create databases). MariaDB / MySQL: CODEGEN_MYSQL_URL, reached over TCP
// with a password as a generated backend reaches it (scripts/system-deps.sh creates the user).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { Client } from 'pg';

import type { Model } from '../../../src/model/types';
import { generateToDir } from '../../support/generate-to-dir';

export type Dialect = 'postgresql' | 'mysql';

export interface GeneratedDatabase {
  dialect: Dialect;
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
  /** `postgresql://user:pw@host:port/db` or `mysql://user:pw@host:port/db`. */
  url: string;
  /** `jdbc:postgresql://host:port/db` or `jdbc:mysql://host:port/db`. */
  jdbcUrl: string;
  drop(): Promise<void>;
}

const PG_URL = process.env.CODEGEN_PG_URL ?? 'postgres://modelsmith:modelsmith@127.0.0.1:5432/postgres';
const MYSQL_URL = process.env.CODEGEN_MYSQL_URL ?? 'mysql://modelsmith:modelsmith@127.0.0.1:3306';

const SCRIPT: Record<Dialect, { set: string; file: string }> = {
  postgresql: { set: 'postgresql-ddl', file: 'db/postgresql/schema.sql' },
  mysql: { set: 'mysql-ddl', file: 'db/mysql/schema.sql' },
};

let created = 0;

/** How a generated backend reaches `database` on the server of `server` (its URL and JDBC URL). */
function connection(dialect: Dialect, server: URL, database: string): Omit<GeneratedDatabase, 'drop'> {
  const host = server.hostname;
  const port = Number(server.port || (dialect === 'postgresql' ? 5432 : 3306));
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const scheme = dialect === 'postgresql' ? 'postgresql' : 'mysql';
  return {
    dialect,
    host,
    port,
    user,
    password,
    database,
    url: `${scheme}://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${host}:${port}/${database}`,
    jdbcUrl: `jdbc:${scheme}://${host}:${port}/${database}`,
  };
}

/** The schema script the product generates for the model in that dialect. */
export function schemaScript(model: Model, dialect: Dialect): string {
  const { set, file } = SCRIPT[dialect];
  const dir = generateToDir(model, set);
  try {
    return readFileSync(path.join(dir, file), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function uniqueName(dialect: Dialect): string {
  created += 1;
  return `gen_${dialect === 'postgresql' ? 'pg' : 'my'}_${process.pid}_${Date.now().toString(36)}_${created}`;
}

/** A new PostgreSQL database made by `script` (the product's DDL, or a user's own schema). Drop it when done. */
export async function postgresqlDatabase(script: string): Promise<GeneratedDatabase> {
  const admin = new Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `无法连接 PostgreSQL（CODEGEN_PG_URL=${PG_URL}）：${(error as Error).message}。` +
        '请启动服务器（Debian：pg_ctlcluster 15 main start）或运行 bash scripts/system-deps.sh。',
    );
  }
  const database = uniqueName('postgresql');
  try {
    await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  const server = new URL(PG_URL);
  server.pathname = `/${database}`;
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(script);
  } catch (error) {
    throw new Error(`生成的 PostgreSQL DDL 执行失败：${(error as Error).message}`);
  } finally {
    await client.end();
  }
  return {
    ...connection('postgresql', server, database),
    async drop() {
      const dropper = new Client({ connectionString: PG_URL });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Runs SQL through the mariadb (or mysql) client over TCP; throws with the server's message. */
export function mysqlExec(sql: string, database?: string): string {
  const server = new URL(MYSQL_URL);
  const cli = process.env.CODEGEN_MYSQL_CLI ?? 'mariadb';
  const run = spawnSync(
    cli,
    [
      `-h${server.hostname}`,
      `-P${server.port || 3306}`,
      `-u${decodeURIComponent(server.username)}`,
      `-p${decodeURIComponent(server.password)}`,
      '--batch',
      '--skip-column-names',
      '--default-character-set=utf8mb4',
      ...(database ? [database] : []),
    ],
    { input: sql, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error)
    throw new Error(
      `无法运行 MariaDB/MySQL 客户端「${cli}」：${run.error.message}。请运行 bash scripts/system-deps.sh。`,
    );
  if (run.status !== 0) throw new Error(`MariaDB/MySQL 报错（退出码 ${run.status}）：${run.stderr.trim()}`);
  return run.stdout;
}

async function mysqlDatabase(script: string): Promise<GeneratedDatabase> {
  const database = uniqueName('mysql');
  mysqlExec(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    mysqlExec(script, database);
  } catch (error) {
    mysqlExec(`DROP DATABASE IF EXISTS \`${database}\``);
    throw new Error(`生成的 MySQL DDL 执行失败：${(error as Error).message}`);
  }
  return {
    ...connection('mysql', new URL(MYSQL_URL), database),
    async drop() {
      mysqlExec(`DROP DATABASE IF EXISTS \`${database}\``);
    },
  };
}

/** A new database holding the tables the product's DDL set creates for the model. Drop it when done. */
export async function createDatabaseFor(model: Model, dialect: Dialect): Promise<GeneratedDatabase> {
  const script = schemaScript(model, dialect);
  return dialect === 'postgresql' ? postgresqlDatabase(script) : mysqlDatabase(script);
}
