// Runs a command with inherited output and resolves with its exit code (never throws on failure).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { root } from './packages.mjs';

/** The shell's convention for a process ended by a signal: 128 + the signal's number. */
const signalExitCode = (signal) => 128 + (os.constants.signals[signal] ?? 0);

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', () => resolve(127));
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✗ ${command} ${args.join(' ')} 失败（退出码 ${code}）`);
    process.exit(code);
  }
}

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs a long-lived child (a server) as this process's stand-in: SIGINT/SIGTERM/SIGHUP sent to this
 * process are passed on, and it resolves only when the child has exited (its graceful shutdown done),
 * with the child's exit code, or 128 + signal number when the child itself died of a signal. `run` keeps the default
 * instead: a Ctrl-C during a sequence of steps (`npm test`) must end the sequence, not only the current step.
 */
export function runForwardingSignals(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    const forward = (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
    const done = (code) => {
      for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
      resolve(code);
    };
    child.on('exit', (code, signal) => done(signal ? signalExitCode(signal) : (code ?? 1)));
    child.on('error', () => done(127));
  });
}
