// A Python virtual environment per requirements.txt, under ~/.cache/modelsmith: the packages a generated project
// pins are installed from PyPI once (pip's own cache is ~/.cache/pip) and reused by every later run.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

export const PYTHON_INSTALL =
  '请安装 Python 3.10 或更高版本与 venv（Debian：apt-get install python3 python3-venv）。';

export interface PythonVenv {
  /** The venv's python executable. */
  python: string;
  dir: string;
  /** Seconds spent creating and installing it in this run; 0 when it was already there. */
  installSeconds: number;
}

const CACHE = path.join(homedir(), '.cache', 'modelsmith');

function run(command: string, args: string[], what: string, timeoutMs: number): void {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: timeoutMs,
  });
  if (result.error)
    throw new Error(`无法运行「${command}」（${what}）：${result.error.message}。${PYTHON_INSTALL}`);
  if (result.status !== 0)
    throw new Error(
      `${what}失败（退出码 ${result.status}）：\n${`${result.stdout}${result.stderr}`.trim().slice(-6000)}`,
    );
}

/** The venv holding exactly the packages of this requirements.txt; created and installed on first use. */
export function venvFor(requirementsFile: string, label = 'python'): PythonVenv {
  const requirements = readFileSync(requirementsFile, 'utf8');
  const hash = createHash('sha256').update(requirements).digest('hex').slice(0, 16);
  const dir = path.join(CACHE, `${label}-venv-${hash}`);
  const python = path.join(dir, 'bin', 'python');
  const ready = path.join(dir, '.modelsmith-ready');
  if (existsSync(ready)) return { python, dir, installSeconds: 0 };

  // A folder without the marker is a half-finished install (interrupted run): start again.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(CACHE, { recursive: true });
  const started = Date.now();
  run('python3', ['-m', 'venv', dir], '创建 Python 虚拟环境', 120_000);
  const pinned = path.join(dir, 'requirements.txt');
  writeFileSync(pinned, requirements);
  run(
    python,
    ['-m', 'pip', 'install', '--disable-pip-version-check', '--no-input', '-q', '-r', pinned],
    `pip install -r requirements.txt（${dir}）`,
    900_000,
  );
  writeFileSync(ready, new Date().toISOString());
  return { python, dir, installSeconds: (Date.now() - started) / 1000 };
}
