// `npm start` stands in for the server: a signal sent to it reaches the server, and it exits only
// after the server's graceful shutdown, with the server's status (issue: a start command that stops).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const fixtures = path.join(__dirname, 'fixtures');
let workDir: string;

beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'modelsmith-start-'));
});
afterEach(() => fs.rmSync(workDir, { recursive: true, force: true }));

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

/** The pid the stand-in server wrote once ready; never 0 or garbage, as `kill(0)` would hit this process group. */
async function waitForPid(file: string): Promise<number> {
  for (let i = 0; i < 400; i++) {
    if (fs.existsSync(file)) {
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0) return pid;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${file} never held a pid`);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function startRunner(childArgs: string[]) {
  return spawn('node', [path.join(fixtures, 'run-forwarding.mjs'), ...childArgs], { stdio: 'ignore' });
}

test.each(['SIGTERM', 'SIGINT'] as const)(
  '%s reaches the server, and the runner exits after its shutdown with its status',
  async (signal) => {
    const marker = path.join(workDir, 'stopped');
    const runner = startRunner(['node', path.join(fixtures, 'slow-shutdown.mjs'), marker]);
    const serverPid = await waitForPid(`${marker}.ready`);
    const exit = exited(runner);
    runner.kill(signal);
    const { code } = await exit;
    // The runner waited: the server finished its shutdown before the runner went away.
    expect(fs.readFileSync(marker, 'utf8')).toBe(`stopped by ${signal}`);
    expect(code).toBe(3);
    expect(isAlive(serverPid)).toBe(false);
  },
);

test('a server killed outright gives 128 + the signal number', async () => {
  const marker = path.join(workDir, 'stopped');
  const runner = startRunner(['node', path.join(fixtures, 'slow-shutdown.mjs'), marker]);
  const serverPid = await waitForPid(`${marker}.ready`);
  const exit = exited(runner);
  process.kill(serverPid, 'SIGKILL');
  expect((await exit).code).toBe(128 + os.constants.signals.SIGKILL);
});

test('a server that exits on its own passes its status through', async () => {
  const runner = startRunner(['node', '-e', 'process.exit(7)']);
  expect((await exited(runner)).code).toBe(7);
});
