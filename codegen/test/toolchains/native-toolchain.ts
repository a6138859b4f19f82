// Runs the system toolchains (javac, python3, gofmt, go) on generated code. A missing tool fails the check with
// how to install it: a toolchain test that skips itself would pass without having looked at anything.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

export interface ToolRun {
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** How to install the tool, shown when it cannot be started. */
  install: string;
}

export interface ToolResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs the tool and returns its exit status and output; throws only when it cannot be started. */
export function runTool({ command, args, cwd, env, install }: ToolRun): ToolResult {
  const run = spawnSync(command, args, {
    cwd,
    env: env ?? process.env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`无法运行「${command}」：${run.error.message}。${install}`);
  return { status: run.status ?? 1, stdout: run.stdout, stderr: run.stderr };
}

/** Runs the tool and throws with its output when it exits non-zero; returns stdout otherwise. */
export function checkWithTool(run: ToolRun, label: string): string {
  const result = runTool(run);
  if (result.status !== 0) {
    const output = `${result.stdout}${result.stderr}`.trim();
    throw new Error(`${label} 报告了错误（退出码 ${result.status}）：\n${output}`);
  }
  return result.stdout;
}

/** Every file under dir whose name ends with extension, as sorted absolute paths. */
export function filesWithExtension(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(dir, file))
    .sort();
}
