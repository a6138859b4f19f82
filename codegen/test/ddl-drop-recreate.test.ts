// A policy or trigger the script drops, re-creates, replaces, renames or alters after creating it: both PostgreSQL
// import paths keep the definition PostgreSQL ends up with (its export gives PostgreSQL the same policies and
// triggers back), and every CREATE line is noted truthfully: kept, or skipped saying why.
import { histories } from '../src/ddl/catalog/reconcile-history';
import { sandboxStatements } from '../src/ddl/catalog/statements';
import type { DdlImportResult } from '../src/ddl/import';
import { readOnTableChange } from '../src/ddl/import/drop-rename';
import { readRowSecurity } from '../src/ddl/import/policies';
import { readTriggerToggle } from '../src/ddl/import/triggers';
import type { Model } from '../src/model/types';
import { entityOf, exportDdl, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

const { sandbox, bothPaths, refusedByPostgresql } = postgresImports();

/** The policies and triggers PostgreSQL has once `sql` ran, as it prints them. */
async function objectsOf(sql: string): Promise<string[]> {
  const outcome = await sandbox().run(sandboxStatements(sql));
  if (!outcome.ok) throw new Error(`the sandbox did not run the script: ${outcome.reason}`);
  const { policies = [], triggers = [] } = outcome.catalog;
  return [
    ...policies.map((p) => `policy ${p.name} ${p.roles} ${p.using} ${p.withCheck}`),
    ...triggers.map((t) => t.definition),
  ].sort();
}

const lines = (notes: { line: number }[]) => notes.map((n) => n.line).sort((a, b) => a - b);

/** The skipped entries and notes of the lines from `from` on, by line. */
function notesFrom(result: DdlImportResult, from: number) {
  return {
    skipped: new Map(result.skipped.filter((s) => s.line >= from).map((s) => [s.line, s.reason])),
    noted: lines(result.approximations.filter((a) => a.line >= from)),
    quoted: result.approximations.filter((a) => a.line >= from).map((a) => a.statement),
  };
}

async function exportsTheSame(path: string, model: Model, sql: string) {
  expect([path, problemsOf(model)]).toEqual([path, []]);
  const exported = exportDdl(model, 'postgresql');
  expect([path, await refusedByPostgresql(model)]).toEqual([path, []]);
  expect([path, await objectsOf(exported)]).toEqual([path, await objectsOf(sql)]);
}

describe('policies dropped, re-created or renamed later in the script', () => {
  const sql = `CREATE TABLE t (id int PRIMARY KEY);
CREATE POLICY p ON t USING (id > 0);
DROP POLICY p ON t;
CREATE POLICY p ON t USING (id > 1);
CREATE POLICY dup ON t USING (id > 2);
CREATE POLICY dup ON t USING (id > 3);
CREATE POLICY old ON t USING (id > 4);
ALTER POLICY old ON t RENAME TO renamed;`;

  it('keep the policies PostgreSQL ends up with, and say why each other CREATE POLICY is not', async () => {
    for (const [path, result] of await bothPaths(sql)) {
      expect([path, entityOf(result.model, 't').policies]).toEqual([
        path,
        [
          { name: 'p', definition: 'CREATE POLICY p ON t USING (id > 1)' },
          { name: 'dup', definition: 'CREATE POLICY dup ON t USING (id > 2)' },
          { name: 'renamed', definition: 'CREATE POLICY renamed ON t USING (id > 4)' },
        ],
      ]);
      const { skipped, noted, quoted } = notesFrom(result, 2);
      expect([path, noted, [...skipped.keys()].sort()]).toEqual([path, [4, 5, 7], [2, 6]]);
      expect([path, quoted.filter((q) => /id > [03]/.test(q))]).toEqual([path, []]);
      expect(skipped.get(2)).toContain('第 3 行被删除');
      expect(skipped.get(6)).toMatch(/同名策略已存在|already exists/);
      await exportsTheSame(path, result.model, sql);
    }
  }, 60_000);

  it('ALTER POLICY … USING: the text import lists it, the catalog import takes the definition PostgreSQL has', async () => {
    const altered = `CREATE TABLE t (id int PRIMARY KEY);
CREATE POLICY p ON t USING (id > 0);
ALTER POLICY p ON t USING (id > 5);`;
    const [[, text], [, catalog]] = await bothPaths(altered);
    expect(entityOf(text.model, 't').policies?.[0].definition).toBe('CREATE POLICY p ON t USING (id > 0)');
    expect(notesFrom(text, 3).skipped.get(3)).toContain('无法把修改并入');
    expect(entityOf(catalog.model, 't').policies?.map((p) => p.name)).toEqual(['p']);
    expect(notesFrom(catalog, 3).skipped.get(3)).toContain('已按执行后的定义导入');
    expect(notesFrom(catalog, 2).quoted.filter((q) => q.includes('id > 0'))).toEqual([]);
    await exportsTheSame('catalog', catalog.model, altered);
  }, 60_000);
});

const FUNCTION = `CREATE TABLE t (id int PRIMARY KEY, n int);
CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;`;

describe('triggers dropped, refused, replaced or renamed later in the script', () => {
  const sql = `${FUNCTION}
CREATE TRIGGER dup BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();
CREATE TRIGGER dup BEFORE UPDATE ON t FOR EACH ROW EXECUTE FUNCTION f();
CREATE TRIGGER gone BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();
DROP TRIGGER gone ON t;
CREATE TRIGGER again BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();
DROP TRIGGER IF EXISTS again ON t;
CREATE TRIGGER again AFTER DELETE ON t FOR EACH ROW EXECUTE FUNCTION f();
CREATE TRIGGER swap BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();
CREATE OR REPLACE TRIGGER swap BEFORE UPDATE OF n ON t FOR EACH ROW EXECUTE FUNCTION f();
CREATE TRIGGER old BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();
ALTER TRIGGER old ON t RENAME TO renamed;`;

  it('keep the triggers PostgreSQL ends up with, and say why each other CREATE TRIGGER is not', async () => {
    for (const [path, result] of await bothPaths(sql)) {
      expect([path, entityOf(result.model, 't').triggers?.map((t) => t.definition)]).toEqual([
        path,
        [
          'CREATE TRIGGER dup BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION f()',
          'CREATE TRIGGER again AFTER DELETE ON t FOR EACH ROW EXECUTE FUNCTION f()',
          'CREATE OR REPLACE TRIGGER swap BEFORE UPDATE OF n ON t FOR EACH ROW EXECUTE FUNCTION f()',
          'CREATE TRIGGER renamed BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION f()',
        ],
      ]);
      const { skipped, noted } = notesFrom(result, 3);
      expect([path, noted, [...skipped.keys()].sort((a, b) => a - b)]).toEqual([
        path,
        [3, 9, 11, 12],
        [4, 5, 7, 10],
      ]);
      expect(skipped.get(4)).toMatch(/同名触发器已存在|already exists/);
      expect(skipped.get(5)).toContain('第 6 行被删除');
      expect(skipped.get(7)).toContain('第 8 行被删除');
      expect(skipped.get(10)).toContain('第 11 行被 CREATE OR REPLACE TRIGGER 替换');
      await exportsTheSame(path, result.model, sql);
    }
  }, 60_000);

  it('the catalog import takes the definition PostgreSQL has when the text import could not follow the script', async () => {
    // The DROP inside the DO block is PostgreSQL's alone: the text import takes the second CREATE for a duplicate.
    const hidden = `${FUNCTION}
CREATE TRIGGER g BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();
DO $$ BEGIN EXECUTE 'DROP TRIGGER g ON t'; END $$;
CREATE TRIGGER g AFTER DELETE ON t FOR EACH ROW EXECUTE FUNCTION f();`;
    const [, [, catalog]] = await bothPaths(hidden);
    expect(entityOf(catalog.model, 't').triggers?.map((t) => t.name)).toEqual(['g']);
    const { skipped, noted, quoted } = notesFrom(catalog, 3);
    expect(noted).toEqual([5]);
    expect(quoted.filter((q) => q.includes('BEFORE INSERT'))).toEqual([]);
    expect(skipped.get(3)).toContain('未导入');
    await exportsTheSame('catalog', catalog.model, hidden);
  }, 60_000);
});

describe('trigger states and names followed in script order', () => {
  it('ENABLE / DISABLE TRIGGER applies to the trigger standing at that point of the script', async () => {
    const sql = `${FUNCTION}
CREATE TRIGGER a BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();
ALTER TABLE t DISABLE TRIGGER a;
ALTER TRIGGER a ON t RENAME TO b;
CREATE TRIGGER c BEFORE INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();
ALTER TABLE t DISABLE TRIGGER c;
DROP TRIGGER c ON t;
CREATE TRIGGER c AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();`;
    for (const [path, result] of await bothPaths(sql)) {
      const states = entityOf(result.model, 't').triggers?.map((t) => [t.name, Boolean(t.disabled)]);
      expect([path, states]).toEqual([
        path,
        [
          ['b', true],
          ['c', false],
        ],
      ]);
      const { skipped, noted } = notesFrom(result, 3);
      expect([path, noted, [...skipped.keys()].sort((a, b) => a - b)]).toEqual([path, [3, 9], [6]]);
    }
  }, 60_000);
});

describe('policies and triggers of one name on tables of one name in two schemas', () => {
  it("a DROP on one schema's table leaves the other schema's, and says which table it was on", async () => {
    const sql = `CREATE SCHEMA s1;
CREATE SCHEMA s2;
CREATE TABLE s1.t (id int PRIMARY KEY);
CREATE TABLE s2.t (id int PRIMARY KEY);
CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
CREATE TRIGGER a BEFORE INSERT ON s1.t FOR EACH ROW EXECUTE FUNCTION f();
CREATE TRIGGER a BEFORE INSERT ON s2.t FOR EACH ROW EXECUTE FUNCTION f();
CREATE POLICY p ON s1.t USING (id > 0);
CREATE POLICY p ON s2.t USING (id > 0);
DROP TRIGGER a ON s1.t;
SET search_path TO s1;
DROP POLICY p ON t;`;
    const outcomes = (await bothPaths(sql)).map(([path, result]) => {
      const on = (schema: string) => result.model.entities.find((e) => e.sqlSchema === schema)!;
      const kept = (schema: string) => [
        on(schema).triggers?.map((t) => t.name),
        on(schema).policies?.map((p) => p.name),
      ];
      const { skipped, noted } = notesFrom(result, 6);
      return [
        path,
        kept('s1'),
        kept('s2'),
        noted,
        [...skipped.keys()].sort((a, b) => a - b),
        skipped.get(6),
        skipped.get(8),
      ];
    });
    const dropped = (line: number) => expect.stringMatching(new RegExp(`^表 s1\\.t 的.*第 ${line} 行被删除`));
    expect(outcomes).toEqual(
      ['text', 'catalog'].map((path) => [
        path,
        [undefined, undefined],
        [['a'], ['p']],
        [7, 9],
        [6, 8],
        dropped(10),
        dropped(12),
      ]),
    );
  }, 60_000);
});

describe('statements ending in a long run of spaces', () => {
  // Comments are blanked to spaces before the statements are read, and these readers see every PostgreSQL statement:
  // a long run must not make one backtrack (each of these took from seconds to minutes before).
  // Their time is measured by the hostile-input section of bench/import.mjs.
  it('are read whole', () => {
    const run = (length: number) => ' '.repeat(length);
    const schema = { dialect: 'postgresql' as const };
    const sql = `DROP TRIGGER a ON t ${run(4_000)} x;
DROP POLICY p ON t CASCADE ${run(4_000)} x;
ALTER TRIGGER a ON t RENAME TO b ${run(100_000)} x;
ALTER TABLE t DISABLE TRIGGER a ${run(100_000)} x;
ALTER TABLE t ENABLE ROW LEVEL SECURITY ${run(100_000)} x;
ALTER TABLE ${'a.'.repeat(50_000)} x;
SET search_path TO a ${run(4_000)} x;`;
    const statements = sandboxStatements(sql);
    const read = statements.map(
      ({ text, line }) =>
        readOnTableChange(text, line) ??
        readTriggerToggle(text, line, schema) ??
        readRowSecurity(text, line, schema),
    );
    const errors = statements.map(() => 'syntax error');
    const followed = [
      ...histories('trigger', { statements, errors }),
      ...histories('policy', { statements, errors }),
    ];
    expect([statements.length, read, followed]).toEqual([7, Array(7).fill(undefined), []]);
  });
});
