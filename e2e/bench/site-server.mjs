/* global URLSearchParams */
// The embedded product (one API process on PGlite serving the shell and every remote) on a free port, for the bench.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const BENCH_ADMIN = { username: 'benchadmin', password: 'BenchAdmin2026pass' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API 进程已退出（退出码 ${child.exitCode}）`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('API 在 60 秒内未就绪');
}

/**
 * Starts `node api/dist/server.js` on a fresh data folder (and `databaseUrl`'s PostgreSQL, else the embedded one),
 * with the flood guard off: the benches measure the product, not the guard's ceilings. Resolves with its origin and
 * a stop function (SIGTERM, SIGKILL after 10 s).
 */
export async function startSite(root, { databaseUrl = null, jwtSecret } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'modelsmith-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: root,
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_USER_PER_MINUTE: '0',
    RATE_LIMIT_IP_PER_MINUTE: '0',
    RATE_LIMIT_EXPENSIVE_PER_MINUTE: '0',
  };
  delete env.DATABASE_URL;
  delete env.REMOTES;
  delete env.SMTP_URL;
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    env.JWT_SECRET = jwtSecret;
    // A server database needs both secrets given (replicas share them); any 32+ characters do for a bench.
    env.VERIFICATION_SECRET = `${jwtSecret}-verification-bench-secret`.padEnd(32, '0');
  }
  const child = spawn('node', ['api/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      const cleanUp = () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return cleanUp();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        cleanUp();
      });
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(`${origin}/api/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

export async function loginToken(origin, { username, password }) {
  const response = await fetch(`${origin}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const body = await response.json();
  if (body.code !== 200) throw new Error(`登录失败：${body.message}`);
  return body.data.token;
}
