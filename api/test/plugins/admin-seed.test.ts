// The admin seed plugin: the first start creates the SUPER_ADMIN and prints a generated password once; later starts
// (or a configured password) print nothing and change nothing.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { users } from '../../src/db/schema';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { testConfig } from '../helpers/test-app';

// Each test starts the whole app (official sets seeded, render pool started) twice.
jest.setTimeout(20_000);

let testDb: TestDatabase;
let printed: jest.SpyInstance;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  testDb = await openTestDatabase();
}, 60_000);
beforeEach(async () => {
  await testDb.reset();
  printed = jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(async () => {
  printed.mockRestore();
  while (apps.length > 0) await apps.pop()?.close();
});
afterAll(() => testDb?.close(), 30_000);

async function start(config: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(config), database: testDb.database });
  apps.push(app);
  return app;
}

const login = (app: FastifyInstance, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { username, password },
  });

describe('admin seed plugin', () => {
  it('creates the SUPER_ADMIN with a generated password printed once, and prints nothing on the next start', async () => {
    const first = await start({ adminUsername: 'chief', adminPassword: null });
    expect(printed).toHaveBeenCalledTimes(1);
    const banner = String(printed.mock.calls[0][0]);
    const match = /管理员账号 chief 密码 (\S+)（仅显示这一次，请登录后立即修改）/.exec(banner);
    expect(match).not.toBeNull();
    expect((await login(first, 'chief', match![1])).statusCode).toBe(200);

    printed.mockClear();
    await start({ adminUsername: 'chief', adminPassword: null });
    expect(printed).not.toHaveBeenCalled();
    const rows = await testDb.database.db.select().from(users).where(eq(users.username, 'chief'));
    expect(rows).toHaveLength(1);
    expect(rows[0].role).toBe('SUPER_ADMIN');
  });

  it('uses ADMIN_PASSWORD when set, printing no password', async () => {
    const app = await start({ adminUsername: 'root', adminPassword: 'Configured123' });
    expect(printed).not.toHaveBeenCalled();
    expect((await login(app, 'root', 'Configured123')).statusCode).toBe(200);
  });
});
