// Starts a generated backend as a child process and waits until it answers HTTP; keeps its output for failures.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Seconds since `since` (a Date.now()), to one decimal: the timings the toolchain checks print. */
export const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

export interface RunningServer {
  baseUrl: string;
  port: number;
  /** Everything the process printed so far (stdout and stderr, interleaved). */
  logs(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Names the server in messages, e.g. `Spring Boot（kitchen-sink, MySQL）`. */
  label: string;
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  port: number;
  /** How long start-up may take before the test fails (default 90 s). */
  timeoutMs?: number;
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const MAX_LOG = 200_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the command and resolves once any HTTP answer comes from the port; rejects with the output when it exits. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { label, command, args, cwd, env, port, timeoutMs = 90_000 } = options;
  let output = '';
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-MAX_LOG);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  let exited: string | null = null;
  child.on('exit', (code, signal) => {
    exited = `退出码 ${code ?? signal}`;
  });
  child.on('error', (error) => {
    exited = `无法启动「${command}」：${error.message}`;
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited !== null || child.pid === undefined) return;
    const done = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const killed = await Promise.race([done.then(() => true), sleep(10_000).then(() => false)]);
    if (!killed) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      await done;
    }
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== null) throw new Error(`${label} 未能启动（${exited}）：\n${output.slice(-8000)}`);
    try {
      await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${label} 在 ${timeoutMs / 1000} 秒内没有应答 HTTP：\n${output.slice(-8000)}`);
    }
    await sleep(250);
  }
  return { baseUrl, port, logs: () => output, stop };
}
