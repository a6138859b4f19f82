// The real `vite build` of a generated frontend project (React, Vue), with the workspace's Vite.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { requireToolchainFile } from './ts-toolchain';

export interface ViteBuild {
  seconds: number;
  /** Files under dist/assets. */
  assets: string[];
  /** The built index.html and every emitted JavaScript file, concatenated: what the browser would load. */
  output: string;
}

/** Runs the workspace's `vite build` in a generated project; throws with Vite's output when the build fails. */
export function viteBuild(projectDir: string, label: string): ViteBuild {
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [requireToolchainFile('vite', 'bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: projectDir,
      encoding: 'utf8',
      // Jest sets NODE_ENV=test; the app is built as it ships.
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const seconds = (Date.now() - started) / 1000;
  const log = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
  if (run.error) throw new Error(`${label}：vite build 无法启动：${run.error.message}`);
  if (run.status !== 0) throw new Error(`${label}：vite build 失败（退出码 ${run.status}）：\n${log}`);
  const dist = path.join(projectDir, 'dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${label}：vite build 没有产出 dist/index.html`);
  const assets = readdirSync(path.join(dist, 'assets'));
  const scripts = assets
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dist, 'assets', file), 'utf8'));
  return {
    seconds,
    assets,
    output: [readFileSync(path.join(dist, 'index.html'), 'utf8'), ...scripts].join('\n'),
  };
}
