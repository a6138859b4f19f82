// Quoted table names with spaces and punctuation (`"my table!"`, `"x LIKE y"`, `` `a(b)` ``): every statement naming
// such a table reads the whole quoted name, so the table is imported (renamed to snake_case, the original as its
// label, as `"order items"` always was) instead of being taken for `CREATE TABLE my … AS SELECT`; the PostgreSQL
// catalog path does not list such a renamed table as lost.
import { importDdl, type DdlImportResult } from '../src/ddl/import';
import { problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

jest.setTimeout(120_000);

const pg = postgresImports();

/** Names PostgreSQL and MariaDB accept inside quotes that the model cannot keep as written. */
const NAMES = [
  'order items',
  'my table!',
  'a-b',
  'a(b)',
  '表 名',
  '😀 t',
  'x AS',
  'AS x',
  'x LIKE y',
  'x PARTITION OF',
];

const pgScript = (name: string): string => {
  const q = `"${name}"`;
  return `CREATE TABLE ${q} (pk serial PRIMARY KEY, v text, p integer);
CREATE TABLE "ref ${name}" (id int PRIMARY KEY, r int REFERENCES ${q} (pk));
ALTER TABLE ${q} ADD COLUMN w integer;
ALTER TABLE ONLY ${q} ADD CONSTRAINT "u ${name}" UNIQUE (p);
CREATE INDEX "i ${name}" ON ${q} (v);
COMMENT ON TABLE ${q} IS 'tc';
COMMENT ON COLUMN ${q}.v IS 'cc';`;
};

const mysqlScript = (name: string): string => {
  const q = `\`${name}\``;
  return `CREATE TABLE ${q} (pk int AUTO_INCREMENT PRIMARY KEY, v text, p int) COMMENT 'tc';
CREATE TABLE \`ref ${name}\` (id int PRIMARY KEY, r int, FOREIGN KEY (r) REFERENCES ${q} (pk));
ALTER TABLE ${q} ADD COLUMN w integer;
CREATE INDEX \`i ${name}\` ON ${q} (v(10));`;
};

/** The table and its referencing table, each with every column, the FK, index and comments read; nothing skipped. */
function expectKept(result: DdlImportResult, name: string): void {
  const where = `${name}: ${result.skipped.map((s) => s.reason).join('; ')}`;
  expect([where, result.skipped]).toEqual([where, []]);
  const table = result.model.entities.find((e) => e.fields.some((f) => f.name === 'pk'));
  const referring = result.model.entities.find((e) => e.fields.some((f) => f.name === 'r'));
  expect([name, table?.fields.map((f) => f.name), table?.label]).toEqual([name, ['pk', 'v', 'p', 'w'], 'tc']);
  expect([name, table?.sqlTableName, table?.indexes?.map((i) => i.fields)]).toEqual([
    name,
    undefined,
    [['v']],
  ]);
  expect([name, referring?.relations?.map((r) => r.target)]).toEqual([name, [table?.className]]);
  expect([name, problemsOf(result.model)]).toEqual([name, []]);
}

describe('a quoted table name with spaces and punctuation', () => {
  it('is imported with its columns, keys, index and comments on both PostgreSQL import paths', async () => {
    for (const name of NAMES)
      for (const [path, result] of await pg.bothPaths(pgScript(name))) {
        expectKept(result, `${path} ${name}`);
        const table = result.model.entities.find((e) => e.fields.some((f) => f.name === 'pk'));
        expect([name, table?.fields.find((f) => f.name === 'v')?.label]).toEqual([name, 'cc']);
      }
  });

  it('is imported with its columns, key, index and comment by the MySQL import', () => {
    for (const name of NAMES) expectKept(importDdl(mysqlScript(name), 'mysql'), name);
  });

  it('still reads CREATE TABLE … AS SELECT and LIKE on such a name as a derived table', () => {
    const pgText = importDdl('CREATE TABLE "my table!" AS SELECT 1 AS x;', 'postgresql');
    expect(pgText.skipped.map((s) => s.reason)).toEqual([expect.stringContaining('表 my table! 由查询建立')]);
    const mysql = importDdl(
      'CREATE TABLE `a b` (id int PRIMARY KEY);\nCREATE TABLE `c d!` LIKE `a b`;',
      'mysql',
    );
    expect(mysql.model.entities.map((e) => e.label)).toEqual(['a b', 'c d!']);
  });
});
