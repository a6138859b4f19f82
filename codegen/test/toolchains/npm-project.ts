// A generated Node project set up as its README says: its own `npm install` from the registry (the packages and
// versions its package.json declares, not the workspace's), then its own npm scripts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

import { seconds } from './contract/server';

/**
 * The environment without what the outer `npm test` exports (npm_config_*, npm_package_*, INIT_CWD): a nested npm
 * would otherwise take the workspace for its project. NODE_ENV=test from Jest would skip nothing but is not a
 * user's either.
 */
function projectEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^npm_/i.test(key) && key !== 'INIT_CWD' && key !== 'NODE_ENV') env[key] = value;
  return { ...env, ...extra };
}

function npm(projectDir: string, args: string[], label: string, extra: Record<string, string> = {}): number {
  const started = Date.now();
  const run = spawnSync('npm', args, {
    cwd: projectDir,
    encoding: 'utf8',
    env: projectEnv(extra),
    maxBuffer: 64 * 1024 * 1024,
    timeout: 600_000,
  });
  const log = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
  if (run.error) throw new Error(`${label}：npm ${args.join(' ')} 无法运行：${run.error.message}`);
  if (run.status !== 0)
    throw new Error(`${label}：npm ${args.join(' ')} 失败（退出码 ${run.status}）：\n${log.slice(-8000)}`);
  return seconds(started);
}

/**
 * How far back the registry is read. A release whose own dependencies are published minutes later (a monorepo's
 * packages reaching the registry one by one) asks for versions that do not exist yet: `@babel/core` wanting
 * `@babel/types@^7.29.15` failed a run that passed a quarter of an hour later. Installing what the registry held
 * three days ago resolves the same ranges, to versions whose dependencies have all arrived.
 */
const REGISTRY_SETTLED_MS = 3 * 24 * 3600 * 1000;

/** `npm install` in the project (the registry, through npm's cache); returns the seconds it took. */
export function npmInstall(projectDir: string, label: string): number {
  const before = new Date(Date.now() - REGISTRY_SETTLED_MS).toISOString();
  const took = npm(
    projectDir,
    ['install', '--no-audit', '--no-fund', '--loglevel=error', `--before=${before}`],
    label,
  );
  if (!existsSync(path.join(projectDir, 'node_modules')))
    throw new Error(`${label}：npm install 之后没有 node_modules`);
  return took;
}

/** `npm run <script>` in the project; returns the seconds it took. */
export function npmRun(
  projectDir: string,
  script: string,
  label: string,
  env: Record<string, string> = {},
): number {
  return npm(projectDir, ['run', script], label, env);
}
