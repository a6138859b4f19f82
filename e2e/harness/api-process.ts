// The real API (production build) on a fresh embedded database; it also serves the shell: the site's origin.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './builds';

export interface ApiOptions {
  port: number;
  dataDir: string;
  smtpPort: number;
  remotes: Record<string, string>;
  admin: { username: string; password: string };
  logFile: string;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API 进程已退出（退出码 ${child.exitCode}），见日志`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API 在 ${timeoutMs / 1000} 秒内未就绪：${url}`);
}

export async function startApi(options: ApiOptions): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
    MAIL_FROM: '模型工匠 <no-reply@modelsmith.e2e>',
    JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_USERNAME: options.admin.username,
    ADMIN_PASSWORD: options.admin.password,
    WEB_ROOT: repoRoot,
    REMOTES: JSON.stringify(options.remotes),
    LOG_LEVEL: 'warn',
  };
  // The embedded database: a server DATABASE_URL from the caller's shell must not leak in.
  delete env.DATABASE_URL;
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'w');
  const child = spawn('node', ['api/dist/server.js'], { cwd: repoRoot, env, stdio: ['ignore', log, log] });
  await waitForHealth(`http://127.0.0.1:${options.port}/api/health`, child, 60_000);
  return child;
}

export function stopApi(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
