// Runs a script in a real PostgreSQL server, in a schema of its own that is dropped afterwards.
// E2E_PG_URL (default below): the test role needs CREATE on the database, not CREATEDB.
import { Client } from 'pg';

export const E2E_PG_URL =
  process.env.E2E_PG_URL ?? 'postgres://modelsmith:modelsmith@127.0.0.1:5432/modelsmith_test';

export interface AppliedSchema {
  /** Tables the script created, sorted. */
  tables: string[];
  /** `table.column → table` of every foreign key the script created, sorted. */
  foreignKeys: string[];
  /** `table → comment` of the tables that have one. */
  tableComments: Record<string, string>;
}

/**
 * Executes `sql` in a fresh schema (first on the search_path, so unqualified names land there) and reports what
 * it left; the schema is dropped whatever happens. A script PostgreSQL refuses rejects with the server's message.
 */
export async function applyInFreshSchema(sql: string): Promise<AppliedSchema> {
  const schema = `e2e_ddl_${process.pid}_${Date.now().toString(36)}`;
  const client = new Client({ connectionString: E2E_PG_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `无法连接 PostgreSQL（E2E_PG_URL=${E2E_PG_URL}）：${(error as Error).message}。` +
        '请启动服务器（Debian：pg_ctlcluster 15 main start），或设置 E2E_PG_URL。',
    );
  }
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
    try {
      await client.query(`SET search_path TO ${schema}`);
      try {
        await client.query(sql);
      } catch (error) {
        throw new Error(`PostgreSQL 拒绝了导出的脚本：${(error as Error).message}\n${sql}`);
      }
      const tables = await client.query<{ name: string; comment: string | null }>(
        `SELECT c.relname AS name, obj_description(c.oid, 'pg_class') AS comment
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = $1 AND c.relkind = 'r' ORDER BY c.relname`,
        [schema],
      );
      const foreignKeys = await client.query<{ key: string }>(
        `SELECT kcu.table_name || '.' || kcu.column_name || ' → ' || ccu.table_name AS key
           FROM information_schema.table_constraints tc
           JOIN information_schema.key_column_usage kcu
             ON kcu.constraint_name = tc.constraint_name AND kcu.constraint_schema = tc.constraint_schema
           JOIN information_schema.constraint_column_usage ccu
             ON ccu.constraint_name = tc.constraint_name AND ccu.constraint_schema = tc.constraint_schema
          WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.constraint_schema = $1
          ORDER BY 1`,
        [schema],
      );
      return {
        tables: tables.rows.map((row) => row.name),
        foreignKeys: foreignKeys.rows.map((row) => row.key),
        tableComments: Object.fromEntries(
          tables.rows.filter((row) => row.comment !== null).map((row) => [row.name, row.comment as string]),
        ),
      };
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    }
  } finally {
    await client.end();
  }
}
