// `npm run typecheck`: tsc --noEmit over every package's own tsconfig.
import fs from 'node:fs';
import path from 'node:path';
import { root, typedPackages } from './packages.mjs';
import { run } from './run.mjs';

let failed = 0;
for (const pkg of typedPackages) {
  const tsconfig = path.join(root, pkg, 'tsconfig.json');
  if (!fs.existsSync(tsconfig)) continue;
  const code = await run('npx', ['tsc', '-p', tsconfig, '--noEmit']);
  if (code !== 0) {
    console.error(`✗ ${pkg} 类型检查失败`);
    failed += 1;
  }
}
process.exitCode = failed ? 1 : 0;
