// Runs a command with inherited output and resolves with its exit code (never throws on failure).
import { spawn } from 'node:child_process';
import { root } from './packages.mjs';

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
