// `npm run bench -w codegen` (second part): DDL import time of every schema the tests use — the text importer alone,
// and PostgreSQL scripts as the product imports them (text + the embedded PostgreSQL's catalog, warm sandbox);
// medians of 7 runs after a warm-up, plus the sandbox's cold start. Writes .bench/import.json.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
require('tsx/cjs/api').register();
const { importDdl } = require('../src/index.ts');
const { importPostgresqlDdl, PostgresSandbox } = require('../src/node.ts');

const RUNS = 7;
/** What a user waits for at most on a warm server, per script. */
const TARGET_MS = 1000;
const FIXTURES = path.join(here, '..', 'test', 'fixtures', 'ddl');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed(run) {
  await run();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

const sandbox = new PostgresSandbox();
const coldStarted = performance.now();
await sandbox.run([{ text: 'SELECT 1', line: 1 }]);
const coldMs = performance.now() - coldStarted;

const rows = [];
for (const file of readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.sql'))
  .sort()) {
  const dialect = file.includes('postgresql') ? 'postgresql' : 'mysql';
  const sql = readFileSync(path.join(FIXTURES, file), 'utf8');
  const row = { case: file, bytes: sql.length, textMs: await timed(() => importDdl(sql, dialect)) };
  if (dialect === 'postgresql') row.catalogMs = await timed(() => importPostgresqlDdl(sql, sandbox));
  rows.push(row);
}

/**
 * How the import grows with the schema: N tables each with a serial key, a unique code, a self FK and an index (two
 * statements a table), 3 runs each — a dump of a large application's schema, not a test fixture.
 */
const SCALE_RUNS = 3;
const scaleScript = (tables) =>
  Array.from(
    { length: tables },
    (_, i) =>
      `CREATE TABLE t${i} (id serial PRIMARY KEY, code varchar(40) UNIQUE, body text, ` +
      `parent_id int REFERENCES t${i} (id), created_at timestamptz NOT NULL DEFAULT now());\n` +
      `CREATE INDEX t${i}_created_at ON t${i} (created_at);`,
  ).join('\n');
async function timedFew(run) {
  const times = [];
  for (let i = 0; i < SCALE_RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}
const scale = [];
for (const tables of [100, 400, 1000]) {
  const sql = scaleScript(tables);
  scale.push({
    tables,
    textMs: await timedFew(() => importDdl(sql, 'postgresql')),
    catalogMs: await timedFew(() => importPostgresqlDdl(sql, sandbox)),
  });
}
await sandbox.close();

console.log(`DDL 导入基准（${RUNS} 次取中位数；PostgreSQL 脚本另计文本 + 内嵌 PostgreSQL 目录的总时间）`);
console.log(`  内嵌 PostgreSQL 冷启动 ${coldMs.toFixed(0)} ms（服务启动时预热，空闲 10 分钟后释放）`);
for (const row of rows) {
  const catalog =
    row.catalogMs === undefined ? '' : `  含 PostgreSQL ${row.catalogMs.toFixed(1).padStart(7)} ms`;
  const slowest = row.catalogMs ?? row.textMs;
  console.log(
    `  ${row.case.padEnd(34)} ${(row.bytes / 1024).toFixed(0).padStart(5)} KB  文本 ${row.textMs.toFixed(1).padStart(7)} ms${catalog}  目标 ≤ ${TARGET_MS} ms ${slowest <= TARGET_MS ? '达标' : '超出目标'}`,
  );
}
console.log(`  规模（每表一个自增主键、唯一列、自引用外键和索引；${SCALE_RUNS} 次取中位数）`);
for (const row of scale)
  console.log(
    `  ${String(row.tables).padStart(5)} 张表  文本 ${row.textMs.toFixed(0).padStart(6)} ms（每表 ${(row.textMs / row.tables).toFixed(2)} ms）  含 PostgreSQL ${row.catalogMs.toFixed(0).padStart(6)} ms（每表 ${(row.catalogMs / row.tables).toFixed(2)} ms）`,
  );
const outDir = path.resolve(here, '..', '..', '.bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'import.json'),
  `${JSON.stringify({ runs: RUNS, coldStartMs: Math.round(coldMs), rows, scale }, null, 2)}\n`,
);
process.exitCode = rows.some((row) => (row.catalogMs ?? row.textMs) > TARGET_MS) ? 1 : 0;
