// `npm start` under a process manager: SIGTERM/SIGINT sent to the npm process stop the server
// gracefully (port released, embedded database closed with every acknowledged write) and npm exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../harness/builds';
import { freePort } from '../harness/ports';

const admin = { username: 'start_admin', password: 'StartAdmin2026' };

interface Started {
  child: ChildProcess;
  base: string;
  exit: Promise<number | null>;
}

/**
 * The site is built before the specs run (global set-up), so `npm start` only has the server to start: up to 40 s
 * on 2 busy cores for the embedded database's first start in a new folder. Two starts fit the test's 180 s.
 */
const HEALTHY_WITHIN_MS = 75_000;

/** Every `npm start` of the spec, each leading its own process group (npm, start.mjs, a build, the server). */
const started: ChildProcess[] = [];

/** Kills what is left of every `npm start` (nothing, when the steps stopped them as they should). */
function killStarted(): void {
  for (const child of started.splice(0)) {
    if (child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The whole group has exited already.
    }
  }
}

// A failed or timed-out step must not leave npm start behind, building or serving on the machine.
test.afterEach(killStarted);

async function npmStart(port: number, dataDir: string, log: number): Promise<Started> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  started.push(child);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // A deadline in time: a count of polls lasts as long as its fetches do, which says nothing on a busy machine.
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, base, exit };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // What npm start printed tells a slow start from a build it had to do first or a crash.
  const output = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').split('\n').slice(-20).join('\n');
  throw new Error(
    `npm start did not become healthy on ${base} within ${HEALTHY_WITHIN_MS / 1000} s:\n${output}`,
  );
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

async function call(base: string, pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${base}/api/v1${pathname}`, init);
  return (await response.json()) as { code: number; data: Record<string, unknown> | null };
}

async function login(base: string): Promise<string> {
  const body = new URLSearchParams(admin);
  const answer = await call(base, '/users/login', { method: 'POST', body });
  expect(answer.code).toBe(200);
  return String(answer.data?.token);
}

test('SIGTERM and SIGINT to npm start stop the server cleanly and keep acknowledged writes', async () => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'modelsmith-start-'));
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'w');
  const port = await freePort();
  try {
    const first = await npmStart(port, dataDir, log);
    const token = await login(first.base);
    const update = await call(first.base, '/users/info', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: new URLSearchParams({ nickname: '停机之前' }),
    });
    expect(update.code).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    // npm exited only after the server did: nothing holds the port any more.
    expect(await portIsFree(port)).toBe(true);

    // The embedded database was closed properly: it opens again and the write is there.
    const second = await npmStart(port, dataDir, log);
    const info = await call(second.base, '/users/info', {
      headers: { Authorization: `Bearer ${await login(second.base)}` },
    });
    const user = (info.data?.user ?? info.data) as { nickname?: string };
    expect(user.nickname).toBe('停机之前');

    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
    expect(await portIsFree(port)).toBe(true);
  } finally {
    // A server still writing into its data folder would make the folder's removal fail and hide the real error.
    killStarted();
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
