// Start-up configuration: defaults for the embedded mode, clear Chinese errors, the kept JWT and verification secrets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'modelsmith-config-'));
  made.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('defaults to the embedded mode and keeps one generated JWT secret in DATA_DIR (mode 600)', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(cwd, '.data'),
      databaseUrl: null,
      smtpUrl: null,
      mailFrom: '模型工匠 <no-reply@modelsmith.local>',
      adminUsername: 'admin',
      adminPassword: null,
      remotes: null,
      logLevel: 'info',
      webRoot: path.resolve(__dirname, '../..'),
      trustProxy: false,
      rateLimit: { userPerMinute: 1200, ipPerMinute: 300, expensivePerMinute: 60 },
    });
    const file = path.join(cwd, '.data', 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, cwd).jwtSecret).toBe(config.jwtSecret);
  });

  it('keeps a generated verification-code secret of its own next to the JWT one (mode 600)', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    const file = path.join(cwd, '.data', 'verification-secret');
    expect(fs.readFileSync(file, 'utf8')).toBe(config.verificationSecret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(config.verificationSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.verificationSecret).not.toBe(config.jwtSecret);
    expect(loadConfig({}, cwd).verificationSecret).toBe(config.verificationSecret);
    // A set JWT_SECRET does not stand in for it.
    expect(loadConfig({ JWT_SECRET: 'j'.repeat(40) }, cwd).verificationSecret).toBe(
      config.verificationSecret,
    );
  });

  it('takes VERIFICATION_SECRET from the environment without writing a file', () => {
    const cwd = tempDir();
    const config = loadConfig({ VERIFICATION_SECRET: 'v'.repeat(32) }, cwd);
    expect(config.verificationSecret).toBe('v'.repeat(32));
    expect(fs.existsSync(path.join(cwd, '.data', 'verification-secret'))).toBe(false);
  });

  it('reads every variable the deployment sets', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/srv/data',
        DATABASE_URL: 'postgres://u:p@db:5432/app',
        SMTP_URL: 'smtp://mail:1025',
        MAIL_FROM: 'X <x@example.com>',
        JWT_SECRET: 'a'.repeat(40),
        VERIFICATION_SECRET: 'v'.repeat(40),
        ADMIN_USERNAME: 'root',
        ADMIN_PASSWORD: 'Passw0rd99',
        WEB_ROOT: '/srv/web',
        REMOTES: '{"mf_auth":"/remotes/mf-auth/remoteEntry.js"}',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        RATE_LIMIT_USER_PER_MINUTE: '2000',
        RATE_LIMIT_IP_PER_MINUTE: '0',
        RATE_LIMIT_EXPENSIVE_PER_MINUTE: '30',
      },
      tempDir(),
    );
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/srv/data',
      databaseUrl: 'postgres://u:p@db:5432/app',
      smtpUrl: 'smtp://mail:1025',
      adminUsername: 'root',
      adminPassword: 'Passw0rd99',
      jwtSecret: 'a'.repeat(40),
      verificationSecret: 'v'.repeat(40),
      webRoot: '/srv/web',
      remotes: { mf_auth: '/remotes/mf-auth/remoteEntry.js' },
      logLevel: 'warn',
      trustProxy: true,
      rateLimit: { userPerMinute: 2000, ipPerMinute: 0, expensivePerMinute: 30 },
    });
  });

  it('lists every variable it reads in the README configuration table', () => {
    const source = fs.readFileSync(path.join(__dirname, '../src/config.ts'), 'utf8');
    const readme = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration (environment)'), readme.indexOf('## Layout'));
    const names = [...source.matchAll(/read\(env, '([A-Z_]+)'\)/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT 必须是 0–65535 之间的整数，当前为 "eighty"'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL 的协议必须是 postgres: 或 postgresql:，当前为 mysql:'],
    [{ REMOTES: '[1,2]' }, 'REMOTES 必须是 JSON 对象（远程模块名 → remoteEntry.js 地址）'],
    [{ REMOTES: '{oops' }, 'REMOTES 必须是 JSON 对象，例如 {"mf_auth":"/remotes/mf-auth/remoteEntry.js"}'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL 必须是 fatal、error、warn、info、debug、trace、silent 之一，当前为 "loud"',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET 至少需要 32 个字符'],
    [
      { DATABASE_URL: 'postgres://u:p@db/app' },
      '使用 DATABASE_URL 时必须设置 JWT_SECRET（所有副本共用同一个密钥）',
    ],
    [{ VERIFICATION_SECRET: 'short' }, 'VERIFICATION_SECRET 至少需要 32 个字符'],
    [
      { DATABASE_URL: 'postgres://u:p@db/app', JWT_SECRET: 'a'.repeat(40) },
      '使用 DATABASE_URL 时必须设置 VERIFICATION_SECRET（所有副本共用同一个密钥）',
    ],
    [{ ADMIN_PASSWORD: 'weak' }, 'ADMIN_PASSWORD 需为 8–64 位，且同时包含字母和数字'],
    [
      { RATE_LIMIT_USER_PER_MINUTE: '-1' },
      'RATE_LIMIT_USER_PER_MINUTE 必须是非负整数（0 表示不限制），当前为 "-1"',
    ],
    [
      { RATE_LIMIT_IP_PER_MINUTE: '2.5' },
      'RATE_LIMIT_IP_PER_MINUTE 必须是非负整数（0 表示不限制），当前为 "2.5"',
    ],
    [
      { RATE_LIMIT_EXPENSIVE_PER_MINUTE: 'many' },
      'RATE_LIMIT_EXPENSIVE_PER_MINUTE 必须是非负整数（0 表示不限制），当前为 "many"',
    ],
    [
      { RATE_LIMIT_USER_PER_MINUTE: '1e3' },
      'RATE_LIMIT_USER_PER_MINUTE 必须是非负整数（0 表示不限制），当前为 "1e3"',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env, tempDir())).toThrow(new ConfigError(message));
  });
});
