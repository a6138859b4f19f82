// The server's settings, read from the environment once at start-up (GUIDE habit 12); every variable is in README.md.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PASSWORD_RULE, USERNAME_RULE } from '@modelsmith/contract';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** null = the embedded PGlite database in DATA_DIR/pgdata. */
  databaseUrl: string | null;
  /** null = mails are written to the server log (dev mode). */
  smtpUrl: string | null;
  mailFrom: string;
  jwtSecret: string;
  /** HMAC key of stored verification codes: its own secret, so a leaked JWT key cannot forge code hashes. */
  verificationSecret: string;
  adminUsername: string;
  /** null = generate one on the first start and print it once. */
  adminPassword: string | null;
  webRoot: string;
  /** null = /remotes.json lists the remotes built under WEB_ROOT. */
  remotes: Record<string, string> | null;
  logLevel: LogLevel;
  /** Behind a gateway the client address comes from X-Forwarded-For. */
  trustProxy: boolean;
  /** Flood-guard ceilings per minute and per replica; 0 turns that guard off. */
  rateLimit: RateLimits;
}

export interface RateLimits {
  /** Signed-in calls per user. */
  userPerMinute: number;
  /** Anonymous calls per client address. */
  ipPerMinute: number;
  /** Calls to routes marked expensive, per user (or address when anonymous). */
  expensivePerMinute: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_MAIL_FROM = '模型工匠 <no-reply@modelsmith.local>';

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT 必须是 0–65535 之间的整数，当前为 "${raw}"`);
  return port;
}

function parseUrl(name: string, raw: string | undefined, protocols: string[]): string | null {
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} 不是有效的 URL：${raw}`);
  }
  if (!protocols.includes(url.protocol))
    throw new ConfigError(`${name} 的协议必须是 ${protocols.join(' 或 ')}，当前为 ${url.protocol}`);
  return raw;
}

function parseRemotes(raw: string | undefined): Record<string, string> | null {
  if (raw === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ConfigError('REMOTES 必须是 JSON 对象，例如 {"mf_auth":"/remotes/mf-auth/remoteEntry.js"}');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ConfigError('REMOTES 必须是 JSON 对象（远程模块名 → remoteEntry.js 地址）');
  for (const [name, url] of Object.entries(value)) {
    if (typeof url !== 'string' || url === '')
      throw new ConfigError(`REMOTES 中 ${name} 的地址必须是非空字符串`);
  }
  return value as Record<string, string>;
}

function parseCeiling(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value))
    throw new ConfigError(`${name} 必须是非负整数（0 表示不限制），当前为 "${raw}"`);
  return value;
}

function parseLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw))
    throw new ConfigError(`LOG_LEVEL 必须是 ${LOG_LEVELS.join('、')} 之一，当前为 "${raw}"`);
  return raw as LogLevel;
}

/** A secret from `name`, or one generated on the first start and kept in DATA_DIR/`file` (mode 600). */
function resolveSecret(
  name: string,
  file: string,
  raw: string | undefined,
  dataDir: string,
  databaseUrl: string | null,
): string {
  if (raw !== undefined) {
    if (raw.length < 32) throw new ConfigError(`${name} 至少需要 32 个字符`);
    return raw;
  }
  // Replicas on a server database must share one secret; a per-container file would split them.
  if (databaseUrl !== null)
    throw new ConfigError(`使用 DATABASE_URL 时必须设置 ${name}（所有副本共用同一个密钥）`);
  const kept = path.join(dataDir, file);
  if (fs.existsSync(kept)) return fs.readFileSync(kept, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(kept, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const dataDir = path.resolve(cwd, read(env, 'DATA_DIR') ?? '.data');
  const databaseUrl = parseUrl('DATABASE_URL', read(env, 'DATABASE_URL'), ['postgres:', 'postgresql:']);
  const adminUsername = read(env, 'ADMIN_USERNAME') ?? 'admin';
  if (!USERNAME_RULE.pattern.test(adminUsername))
    throw new ConfigError('ADMIN_USERNAME 需为 3–32 位字母、数字或下划线');
  const adminPassword = read(env, 'ADMIN_PASSWORD') ?? null;
  if (adminPassword !== null && !PASSWORD_RULE.pattern.test(adminPassword))
    throw new ConfigError('ADMIN_PASSWORD 需为 8–64 位，且同时包含字母和数字');
  return {
    port: parsePort(read(env, 'PORT')),
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    smtpUrl: parseUrl('SMTP_URL', read(env, 'SMTP_URL'), ['smtp:', 'smtps:']),
    mailFrom: read(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
    jwtSecret: resolveSecret('JWT_SECRET', 'jwt-secret', read(env, 'JWT_SECRET'), dataDir, databaseUrl),
    verificationSecret: resolveSecret(
      'VERIFICATION_SECRET',
      'verification-secret',
      read(env, 'VERIFICATION_SECRET'),
      dataDir,
      databaseUrl,
    ),
    adminUsername,
    adminPassword,
    // src/ and dist/ both sit one level below api/, so ../.. is the repository root either way.
    webRoot: path.resolve(cwd, read(env, 'WEB_ROOT') ?? path.resolve(__dirname, '../..')),
    remotes: parseRemotes(read(env, 'REMOTES')),
    logLevel: parseLogLevel(read(env, 'LOG_LEVEL')),
    trustProxy: read(env, 'TRUST_PROXY') === 'true',
    rateLimit: {
      userPerMinute: parseCeiling(env, 'RATE_LIMIT_USER_PER_MINUTE', 1200),
      ipPerMinute: parseCeiling(env, 'RATE_LIMIT_IP_PER_MINUTE', 300),
      expensivePerMinute: parseCeiling(env, 'RATE_LIMIT_EXPENSIVE_PER_MINUTE', 60),
    },
  };
}
