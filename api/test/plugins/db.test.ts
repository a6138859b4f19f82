// The database plugin: opens and migrates the configured database on register and closes it with the app, unless
// the caller hands in an open one (tests share one per file), which it leaves open.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Database, openPostgres } from '../../src/db/client';
import { users } from '../../src/db/schema';
import configPlugin from '../../src/plugins/config';
import dbPlugin, { type DbPluginOptions } from '../../src/plugins/db';
import { createScratchDatabase, openTestDatabase, type ScratchDatabase } from '../helpers/database';
import { START_TIME, testConfig } from '../helpers/test-app';

async function dbApp(databaseUrl: string | null, dataDir: string, options: DbPluginOptions = {}) {
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(configPlugin, { config: testConfig({ databaseUrl, dataDir }) });
  await app.register(dbPlugin, options);
  await app.ready();
  return app;
}

describe('db plugin', () => {
  it('opens the configured database migrated on register and closes it when the app closes', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'modelsmith-db-plugin-'));
    const serverUrl = process.env.DATABASE_URL;
    let scratch: ScratchDatabase | null = null;
    try {
      if (serverUrl) scratch = await createScratchDatabase(serverUrl, 'modelsmith_dbplugin');
      const app = await dbApp(scratch?.url ?? null, dataDir);
      expect(app.dbKind).toBe(serverUrl ? 'postgresql' : 'pglite');
      if (!serverUrl) expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
      // Migrated: the users table is there and empty.
      expect(await app.db.select().from(users)).toEqual([]);
      const { db } = app;
      await app.close();
      await expect(db.execute(sql`select 1`)).rejects.toThrow();
    } finally {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('uses a database handed in, leaves it open after the app closes, and takes the given clock', async () => {
    const testDb = await openTestDatabase();
    const database: Database = testDb.database;
    try {
      const app = await dbApp(null, path.join(os.tmpdir(), 'modelsmith-db-plugin-unused'), {
        database,
        now: () => START_TIME,
      });
      expect(app.db).toBe(database.db);
      expect(app.dbKind).toBe(database.kind);
      expect(app.now()).toEqual(START_TIME);
      await app.close();
      await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await testDb.close();
    }
  }, 60_000);
});

const postgresOnly = process.env.DATABASE_URL ? it : it.skip;

postgresOnly('survives the server closing an idle connection: the next query reconnects', async () => {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'modelsmith_idle');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const database = await openPostgres(scratch.url);
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [{ pid }] = await rows<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    // Another session ends ours while it idles in the pool, as a restart or an administrator would.
    const admin = await openPostgres(scratch.url);
    await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
    await admin.close();
    for (let waited = 0; warn.mock.calls.length === 0 && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(String(warn.mock.calls[0][0])).toContain('数据库连接已被服务器关闭');
    const [{ one }] = await rows<{ one: number }>(sql`select 1 as one`);
    expect(one).toBe(1);
  } finally {
    warn.mockRestore();
    await database.close();
    await scratch.drop();
  }
});
