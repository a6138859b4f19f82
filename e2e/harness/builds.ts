// Makes sure the production builds the specs walk exist and match their sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import manifest from '@modelsmith/contract/manifest.json';

export const repoRoot = path.resolve(__dirname, '../..');

/** What the site needs, in build order (the API needs codegen's output); the remotes from the manifest. */
const buildOrder = ['codegen', 'api', manifest.shell.dir, ...manifest.remotes.map((remote) => remote.dir)];

const markers: Record<string, string> = {
  codegen: 'codegen/dist/index.js',
  api: 'api/dist/server.js',
  shell: 'shell/dist/index.html',
};

function marker(pkg: string): string {
  return path.join(repoRoot, markers[pkg] ?? `${pkg}/dist/remoteEntry.js`);
}

export function ensureBuilds(): void {
  // MODELSMITH_E2E_NO_REBUILD=1 only builds what is missing (fast local reruns); otherwise stale builds are redone.
  const onlyMissing = process.env.MODELSMITH_E2E_NO_REBUILD === '1';
  const wanted = onlyMissing ? buildOrder.filter((pkg) => !fs.existsSync(marker(pkg))) : buildOrder;
  if (wanted.length === 0) return;
  const result = spawnSync('node', ['scripts/build-missing.mjs', ...wanted], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`生产构建失败（${wanted.join(', ')}），e2e 无法运行`);
  const missing = buildOrder.filter((pkg) => !fs.existsSync(marker(pkg)));
  if (missing.length) throw new Error(`构建产物缺失：${missing.map(marker).join(', ')}`);
}
