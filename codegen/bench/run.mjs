// `npm run bench -w codegen`: render + zip time of each official set on a 16-table schema, and of
// spring-boot-mybatis-plus on a 200-entity model; medians of 7 runs after a warm-up. Writes .bench/codegen.json.
import { mkdirSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { benchModel } from './bench-model.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
// Always the current source: transpiling happens once at load, outside the timed part.
require('tsx/cjs/api').register();
const { generate, zipGeneration, validateModel } = require('../src/index.ts');
const { loadSetFromDir, OFFICIAL_SETS_DIR } = require('../src/node.ts');

const RUNS = 7;
const TARGET_16_MS = 300;
const TARGET_200_MS = 2000;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function measure(model, set) {
  const once = () => {
    const started = performance.now();
    const generation = generate(model, [set]);
    const zip = zipGeneration(generation);
    return { ms: performance.now() - started, files: generation.files.length, bytes: zip.length };
  };
  once();
  const runs = Array.from({ length: RUNS }, once);
  return { medianMs: median(runs.map((r) => r.ms)), files: runs[0].files, zipBytes: runs[0].bytes };
}

for (const [n, m] of [
  [16, benchModel(16)],
  [200, benchModel(200)],
]) {
  const result = validateModel(m);
  if (!result.ok) throw new Error(`基准模型（${n} 张表）无效：${JSON.stringify(result.problems)}`);
}

const rows = [];
const ids = readdirSync(OFFICIAL_SETS_DIR)
  .filter((id) => existsSync(path.join(OFFICIAL_SETS_DIR, id, 'set.json')))
  .sort();
const model16 = benchModel(16);
for (const id of ids) {
  try {
    const set = loadSetFromDir(path.join(OFFICIAL_SETS_DIR, id));
    rows.push({ case: `16 张表 × ${id}`, ...measure(model16, set), targetMs: TARGET_16_MS });
  } catch (error) {
    rows.push({ case: `16 张表 × ${id}`, error: error.message.split('\n')[0] });
  }
}
try {
  const spring = loadSetFromDir(path.join(OFFICIAL_SETS_DIR, 'spring-boot-mybatis-plus'));
  rows.push({
    case: '200 个实体 × spring-boot-mybatis-plus',
    ...measure(benchModel(200), spring),
    targetMs: TARGET_200_MS,
  });
} catch (error) {
  rows.push({ case: '200 个实体 × spring-boot-mybatis-plus', error: error.message.split('\n')[0] });
}

console.log(`codegen 基准（渲染 + 打包 zip，${RUNS} 次取中位数）`);
for (const row of rows) {
  if (row.error) {
    console.log(`  ${row.case.padEnd(44)}  失败：${row.error}`);
    continue;
  }
  const verdict = row.medianMs <= row.targetMs ? '达标' : '超出目标';
  console.log(
    `  ${row.case.padEnd(44)} ${row.medianMs.toFixed(1).padStart(8)} ms  ${String(row.files).padStart(5)} 个文件  zip ${(row.zipBytes / 1024).toFixed(0).padStart(6)} KB  目标 ≤ ${row.targetMs} ms ${verdict}`,
  );
}
const outDir = path.resolve(here, '..', '..', '.bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'codegen.json'), `${JSON.stringify({ runs: RUNS, rows }, null, 2)}\n`);
const failed = rows.some((row) => row.error || row.medianMs > row.targetMs);
process.exitCode = failed ? 1 : 0;
