// `npm run bench`: the web benchmark (production builds on the embedded API), the API benchmark (an authenticated
// read under load, on PGlite and on PostgreSQL), then codegen's own bench if it has one.
import fs from 'node:fs';
import path from 'node:path';
import { buildMissing } from './build-missing.mjs';
import { root } from './packages.mjs';
import { run } from './run.mjs';
import { runApiBench } from '../e2e/bench/api-bench.mjs';
import { runWebBench } from '../e2e/bench/web-bench.mjs';

await buildMissing();
await runWebBench(root);
await runApiBench(root);

const codegenManifest = JSON.parse(fs.readFileSync(path.join(root, 'codegen', 'package.json'), 'utf8'));
if (codegenManifest.scripts?.bench) {
  console.log('\n▶ codegen 基准 …');
  process.exitCode = await run('npm', ['run', 'bench', '-w', 'codegen']);
}
