// mysql-ddl / postgresql-ddl sets: every test model's script must run in a fresh database of a real server,
// and leave exactly the tables and columns the model describes (names, NOT NULL).
// PostgreSQL: CODEGEN_PG_URL (default below). MariaDB/MySQL: the CLI in CODEGEN_MYSQL_CLI (default `mariadb`,
// as root over the local socket) with extra arguments from CODEGEN_MYSQL_ARGS, e.g. `-h127.0.0.1 -uroot -psecret`.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { Client } from 'pg';

import { buildContext } from '../../src/context/build-context';
import type { TemplateContext } from '../../src/context/types';
import { generateToDir } from '../support/generate-to-dir';
import { testModels } from '../support/models';

jest.setTimeout(120_000);

const PG_URL = process.env.CODEGEN_PG_URL ?? 'postgres://modelsmith:modelsmith@127.0.0.1:5432/postgres';
const MYSQL_CLI = process.env.CODEGEN_MYSQL_CLI ?? 'mariadb';
const MYSQL_ARGS = (process.env.CODEGEN_MYSQL_ARGS ?? '').split(/\s+/).filter(Boolean);
const RUN_ID = `${process.pid}_${Date.now().toString(36)}`;

/** table → column → nullable, as the model says it must be. A table of a PostgreSQL schema is `schema.table`. */
type Schema = Record<string, Record<string, boolean>>;

function expectedSchema(context: TemplateContext, dialect: 'mysql' | 'postgresql'): Schema {
  const schema: Schema = {};
  for (const entity of context.entities) {
    // Partitions and join tables live in their table's schema. MySQL has none: a table of one is named after it
    // when another table has its name (archive.orders beside orders is archive_orders).
    const inSchema = (table: string) =>
      entity.schema && dialect === 'postgresql' ? `${entity.schema}.${table}` : table;
    const shared = context.entities.some(
      (other) => other !== entity && other.tableName.toLowerCase() === entity.tableName.toLowerCase(),
    );
    const tableName =
      entity.schema && dialect === 'mysql' && shared
        ? `${entity.schema}_${entity.tableName}`
        : entity.tableName;
    // A virtual key (no PRIMARY KEY in the database) is NOT NULL only where the model requires it.
    schema[inSchema(tableName)] = Object.fromEntries(
      entity.fields.map((f) => [f.column, !(f.required || (f.primaryKey && !entity.virtualPrimaryKey))]),
    );
    // A PostgreSQL partition is a table of its own with its parent's columns (MySQL's are not tables).
    if (dialect === 'postgresql' && entity.partitioning?.dialect === 'postgresql')
      for (const partition of entity.partitioning.partitions)
        schema[inSchema(partition.name)] = schema[inSchema(tableName)];
    for (const join of entity.joinTables)
      schema[inSchema(join.name)] = { [join.joinColumn]: false, [join.inverseJoinColumn]: false };
  }
  return schema;
}

function toSchema(rows: { table: string; column: string; nullable: boolean }[]): Schema {
  const schema: Schema = {};
  for (const row of rows) (schema[row.table] ??= {})[row.column] = row.nullable;
  return schema;
}

function renderScript(modelIndex: number, setId: string, file: string): string {
  const { model } = testModels()[modelIndex];
  const dir = generateToDir(model, setId);
  try {
    return readFileSync(path.join(dir, file), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const models = testModels().map(({ name, model }, index) => ({ name, index, context: buildContext(model) }));

describe('postgresql-ddl toolchain (PostgreSQL server)', () => {
  let admin: Client;

  beforeAll(async () => {
    admin = new Client({ connectionString: PG_URL });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(
        `无法连接 PostgreSQL（CODEGEN_PG_URL=${PG_URL}）：${(error as Error).message}。` +
          '请启动服务器（Debian：pg_ctlcluster 15 main start）并创建可建库的角色，或设置 CODEGEN_PG_URL。',
      );
    }
  });

  afterAll(async () => {
    await admin?.end();
  });

  it.each(models)('runs the script of $name in a fresh database', async ({ index, context }) => {
    const script = renderScript(index, 'postgresql-ddl', 'db/postgresql/schema.sql');
    const database = `modelsmith_ddl_${RUN_ID}_${index}`;
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(PG_URL);
    url.pathname = `/${database}`;
    const client = new Client({ connectionString: url.toString() });
    try {
      await client.connect();
      try {
        await client.query(script);
      } catch (error) {
        throw new Error(`PostgreSQL 拒绝了生成的脚本：${(error as Error).message}\n${script}`);
      }
      const columns = await client.query<{ table: string; column: string; nullable: boolean }>(
        `SELECT CASE WHEN table_schema = 'public' THEN table_name ELSE table_schema || '.' || table_name END AS "table",
                column_name AS "column", is_nullable = 'YES' AS nullable
           FROM information_schema.columns
          WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      expect(toSchema(columns.rows)).toEqual(expectedSchema(context, 'postgresql'));
      const foreignKeys = await client.query<{ count: string }>(
        `SELECT count(*) FROM information_schema.table_constraints WHERE constraint_type = 'FOREIGN KEY'`,
      );
      expect(Number(foreignKeys.rows[0].count)).toBe(script.match(/FOREIGN KEY/g)?.length ?? 0);
    } finally {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    }
  });
});

function mysql(sql: string, database?: string): string {
  const run = spawnSync(
    MYSQL_CLI,
    [
      ...MYSQL_ARGS,
      '--batch',
      '--skip-column-names',
      '--default-character-set=utf8mb4',
      ...(database ? [database] : []),
    ],
    { input: sql, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error)
    throw new Error(
      `无法运行 MariaDB/MySQL 客户端「${MYSQL_CLI}」：${run.error.message}。` +
        '请安装并启动 MariaDB（Debian：apt-get install mariadb-server && service mariadb start），或设置 CODEGEN_MYSQL_CLI / CODEGEN_MYSQL_ARGS。',
    );
  if (run.status !== 0) throw new Error(`MariaDB/MySQL 报错（退出码 ${run.status}）：${run.stderr.trim()}`);
  return run.stdout;
}

describe('mysql-ddl toolchain (MariaDB / MySQL server)', () => {
  beforeAll(() => {
    mysql('SELECT 1');
  });

  it.each(models)('runs the script of $name in a fresh database', ({ index, context }) => {
    const script = renderScript(index, 'mysql-ddl', 'db/mysql/schema.sql');
    const database = `modelsmith_ddl_${RUN_ID}_${index}`;
    mysql(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4`);
    try {
      try {
        mysql(script, database);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${script}`);
      }
      const rows = mysql(
        `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = '${database}'`,
      )
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [table, column, nullable] = line.split('\t');
          return { table, column, nullable: nullable === 'YES' };
        });
      expect(toSchema(rows)).toEqual(expectedSchema(context, 'mysql'));
      const foreignKeys = mysql(
        `SELECT count(*) FROM information_schema.table_constraints WHERE constraint_schema = '${database}' AND constraint_type = 'FOREIGN KEY'`,
      );
      expect(Number(foreignKeys.trim())).toBe(script.match(/FOREIGN KEY/g)?.length ?? 0);
    } finally {
      mysql(`DROP DATABASE IF EXISTS \`${database}\``);
    }
  });
});
