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

// Hostile input: statements a user (or the API, which takes scripts of several MB) may send, each once. A pattern
// that reads a long run again from each of its characters took seconds to minutes on them.
const HOSTILE_TARGET_MS = 1000;
const { histories } = require('../src/ddl/catalog/reconcile-history.ts');
const { sandboxStatements } = require('../src/ddl/catalog/statements.ts');
const { readOnTableChange } = require('../src/ddl/import/drop-rename.ts');
const { readRowSecurity } = require('../src/ddl/import/policies.ts');
const { readTriggerToggle } = require('../src/ddl/import/triggers.ts');
const { asTheDatabaseKeepsIt } = require('../src/ddl/import/fields.ts');
const { splitStatements } = require('../src/ddl/import/split.ts');
const { isRoutineDefinition, MAX_ROUTINE_DEFINITION } = require('../src/model/validate-postgresql.ts');

function hostileInputs() {
  const blanks = (length, blank = ' ') => blank.repeat(length);
  const W = blanks(100_000);
  const readers = (sql) => () => {
    const statements = sandboxStatements(sql);
    const schema = { dialect: 'postgresql' };
    const read = statements.map(
      ({ text, line }) =>
        readOnTableChange(text, line) ??
        readTriggerToggle(text, line, schema) ??
        readRowSecurity(text, line, schema),
    );
    const errors = statements.map(() => 'syntax error');
    return [read, histories('trigger', { statements, errors }), histories('policy', { statements, errors })];
  };
  const atomic = 'CREATE FUNCTION add(a int, b int) RETURNS int LANGUAGE SQL BEGIN ATOMIC SELECT a + b; END';
  const imports = {
    'CREATE TABLE 名后': `CREATE TABLE t${W}(id int PRIMARY KEY, a text);`,
    列清单内: `CREATE TABLE t (id int${W}PRIMARY KEY, a text${W}NOT NULL, b int REFERENCES u${W}(id));`,
    列清单内换行: `CREATE TABLE t (id int${blanks(100_000, '\n')}PRIMARY KEY);`,
    分号前: `CREATE TABLE t (id int PRIMARY KEY)${W};`,
    注释内: `CREATE TABLE t (id int /*${W}*/ PRIMARY KEY, a text -- x${W}\n);`,
    默认值内: `CREATE TABLE t (id int DEFAULT${W}0, d date DEFAULT ('now'::text)${W}::date);`,
    外键模式前: `ALTER TABLE t ADD CONSTRAINT f FOREIGN KEY (a) REFERENCES u (id)${W}NOT${W};`,
    // MySQL's ALTER TABLE readers (alter-mysql.ts) grew as the cube of a run after ADD and as its square before
    // FIRST / AFTER: a failed ADD CONSTRAINT and a positioned ADD COLUMN.
    ADD与CONSTRAINT之间: `ALTER TABLE t ADD${W}CONSTRAINT f FOREIGN KEY (a${W}) REFERENCES u (id)${W}NOT;`,
    FIRST前: `ALTER TABLE t ADD${W}COLUMN${W}c int${W}FIRST${W};`,
  };
  return [
    [
      'DROP/RENAME/DISABLE TRIGGER/RLS 长空白',
      readers(`DROP TRIGGER a ON t ${W} x;
DROP POLICY p ON t CASCADE ${W} x;
ALTER TRIGGER a ON t RENAME TO b ${W} x;
ALTER TABLE t DISABLE TRIGGER a ${W} x;
ALTER TABLE t ENABLE ROW LEVEL SECURITY ${W} x;
SET search_path TO a ${W} x;`),
    ],
    ['10 万字符的点分名', readers(`ALTER TABLE ${'a.'.repeat(50_000)} x;`)],
    ['4 万字符的索引名', () => asTheDatabaseKeepsIt(`a${'索引'.repeat(20_000)}`, 'postgresql')],
    [
      '函数 END 后 10 万空白',
      () => isRoutineDefinition(`${atomic}${blanks(MAX_ROUTINE_DEFINITION - atomic.length - 1)}x`),
    ],
    [
      '2 万个未闭合 BEGIN ATOMIC',
      () =>
        splitStatements(
          'CREATE FUNCTION broken() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1;\n'.repeat(20_000),
        ),
    ],
    ...Object.entries(imports).flatMap(([where, sql]) =>
      ['postgresql', 'mysql'].map((dialect) => [
        `导入：${where} 10 万空白（${dialect}）`,
        () => importDdl(sql, dialect),
      ]),
    ),
  ];
}

let hostileMissed = false;
console.log(`恶意输入（每项跑一次，目标 ≤ ${HOSTILE_TARGET_MS} ms）`);
for (const [name, run] of hostileInputs()) {
  const started = performance.now();
  run();
  const ms = performance.now() - started;
  hostileMissed ||= ms > HOSTILE_TARGET_MS;
  console.log(
    `  ${name.padEnd(34)} ${ms.toFixed(0).padStart(7)} ms  ${ms <= HOSTILE_TARGET_MS ? '达标' : '超出目标'}`,
  );
}
if (hostileMissed) process.exitCode = 1;
// `node codegen/bench/import.mjs --hostile`: this section alone.
if (process.argv.includes('--hostile')) process.exit();

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
process.exitCode = hostileMissed || rows.some((row) => (row.catalogMs ?? row.textMs) > TARGET_MS) ? 1 : 0;
