// PostgreSQL row-level security and policies: ENABLE / FORCE ROW LEVEL SECURITY and CREATE POLICY are kept on their
// table through both import paths, written back by the PostgreSQL DDL (PostgreSQL then has the same ones), left out
// of the MySQL DDL (listed), validated as one CREATE POLICY on the entity's table, and moved with a renamed table.
import { exportDdl, validateModel } from '../src';
import { sandboxStatements } from '../src/ddl/catalog/statements';
import { movePoliciesTable } from '../src/model/validate-policies';
import type { Entity, Model } from '../src/model/types';
import { entityOf, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

const { sandbox, bothPaths } = postgresImports();

const SCRIPT = `CREATE SCHEMA app;
CREATE TABLE app.doc (id int PRIMARY KEY, owner_id int, body text);
ALTER TABLE app.doc ENABLE ROW LEVEL SECURITY;
ALTER TABLE ONLY app.doc FORCE ROW LEVEL SECURITY;
CREATE POLICY own ON app.doc AS RESTRICTIVE FOR SELECT USING (owner_id = 1);
CREATE POLICY "Write Own" ON app.doc FOR INSERT WITH CHECK (owner_id > 0);
CREATE TABLE note (id int PRIMARY KEY, doc_id int);
ALTER TABLE note ENABLE ROW LEVEL SECURITY;
CREATE POLICY via_doc ON note FOR UPDATE USING (EXISTS (SELECT 1 FROM app.doc d WHERE d.id = doc_id));
CREATE TABLE plain (id int PRIMARY KEY);
ALTER TABLE plain FORCE ROW LEVEL SECURITY;`;

/** Each table's row-level security and policies as PostgreSQL has them once `sql` ran (it must run whole). */
async function securityOf(sql: string): Promise<string[]> {
  const outcome = await sandbox().run(sandboxStatements(sql));
  if (!outcome.ok) throw new Error(`the sandbox did not run the script: ${outcome.reason}`);
  expect(outcome.errors.filter((e) => e !== null)).toEqual([]);
  const { tables, policies = [] } = outcome.catalog;
  const nameOf = new Map(tables.map((t) => [String(t.oid), t.name]));
  return [
    ...tables.map((t) => `${t.name}: ${t.rowSecurity ? 'ENABLE' : ''} ${t.forceRowSecurity ? 'FORCE' : ''}`),
    ...policies.map(
      (p) =>
        `${nameOf.get(String(p.tableOid))} ${p.name} ${p.permissive} ${p.command} ${p.roles} ${p.using} ${p.withCheck}`,
    ),
  ].sort();
}

describe('row-level security and policies of a script', () => {
  it('are kept on their tables through both import paths, and PostgreSQL gets the same back', async () => {
    const original = await securityOf(SCRIPT);
    expect(original).toContain('app.doc: ENABLE FORCE');
    for (const [path, { model, skipped, approximations }] of await bothPaths(SCRIPT)) {
      const security = (table: string) => {
        const { rowSecurity, forceRowSecurity, policies } = entityOf(model, table);
        return { rowSecurity, forceRowSecurity, policies: policies?.map((p) => p.name) };
      };
      expect([path, security('doc'), security('note'), security('plain')]).toEqual([
        path,
        { rowSecurity: true, forceRowSecurity: true, policies: ['own', 'Write Own'] },
        { rowSecurity: true, forceRowSecurity: undefined, policies: ['via_doc'] },
        { rowSecurity: undefined, forceRowSecurity: true, policies: undefined },
      ]);
      expect([path, skipped.filter((s) => /POLICY|ROW LEVEL/.test(s.statement))]).toEqual([path, []]);
      const notes = approximations.filter((a) => /POLICY|ROW LEVEL/.test(a.statement));
      expect([path, notes.map((a) => a.line).sort((a, b) => a - b)]).toEqual([path, [3, 4, 5, 6, 8, 9, 11]]);
      expect(notes.every((a) => a.reason.includes('MySQL 建表脚本不包含它'))).toBe(true);
      expect(problemsOf(model)).toEqual([]);
      expect(await securityOf(exportDdl(model, 'postgresql'))).toEqual(original);
      expect(exportDdl(model, 'mysql')).not.toMatch(/POLICY|ROW LEVEL/);
    }
  }, 60_000);

  it('keeps what only PostgreSQL knows: RLS a DO block set, a dropped policy gone, one refused for a role it lacks', async () => {
    const sql = `CREATE TABLE t (id int PRIMARY KEY, owner_id int);
DO $$ BEGIN EXECUTE 'ALTER TABLE t ENABLE ROW LEVEL SECURITY'; END $$;
CREATE POLICY mine ON t TO app_user USING (owner_id = 1);
CREATE POLICY gone ON t USING (true);
DROP POLICY gone ON t;`;
    const [, [, catalog]] = await bothPaths(sql);
    const t = entityOf(catalog.model, 't');
    expect(t.rowSecurity).toBe(true);
    // The sandbox has no role app_user; the database the export runs on has it.
    expect(t.policies).toEqual([
      { name: 'mine', definition: 'CREATE POLICY mine ON t TO app_user USING (owner_id = 1)' },
    ]);
    expect(catalog.skipped.find((s) => s.line === 4)?.reason).toContain('被删除');
    expect(catalog.approximations.filter((a) => a.line === 4)).toEqual([]);
  }, 60_000);
});

describe('validation of row-level security and policies', () => {
  const withPolicies = (entity: Partial<Entity>): Model => ({
    project: { name: '文档', basePackage: 'com.example.doc', database: 'POSTGRESQL' },
    entities: [
      {
        className: 'Doc',
        tableName: 'doc',
        fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
        ...entity,
      },
    ],
  });
  const paths = (entity: Partial<Entity>) => {
    const result = validateModel(withPolicies(entity));
    return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
  };

  it('takes one CREATE POLICY on the entity’s table, named as it names it', () => {
    const policy = (name: string, definition: string) => ({ policies: [{ name, definition }] });
    expect(paths({ rowSecurity: true, ...policy('own', 'CREATE POLICY own ON doc USING (id > 0)') })).toEqual(
      [],
    );
    expect(paths(policy('own', 'CREATE POLICY own ON doc USING (true); DROP TABLE doc'))).toEqual([
      expect.stringMatching(/^entities\[0\]\.policies\[0\]\.definition: 策略定义应是一整条/),
    ]);
    expect(paths(policy('own', 'CREATE TRIGGER own AFTER INSERT ON doc EXECUTE FUNCTION f()'))).toHaveLength(
      1,
    );
    expect(paths(policy('Own', 'CREATE POLICY own ON doc USING (true)'))).toEqual([
      'entities[0].policies[0].name: 策略名「Own」应与定义中 POLICY 之后的名称「own」一致',
    ]);
    expect(paths(policy('own', 'CREATE POLICY own ON other USING (true)'))).toEqual([
      'entities[0].policies[0].definition: 策略 own 建在表 other 上，而它所属实体的表是 doc：请把定义中 ON 之后的表名改为 doc',
    ]);
    expect(
      paths({
        policies: [
          { name: 'own', definition: 'CREATE POLICY own ON doc USING (true)' },
          { name: 'own', definition: 'CREATE POLICY own ON public.doc FOR SELECT USING (true)' },
        ],
      }),
    ).toEqual(['entities[0].policies[1].name: 策略 own 在同一张表上重复，请删去或改名一个']);
    expect(paths({ forceRowSecurity: false as unknown as true })).toEqual([
      'entities[0].forceRowSecurity: forceRowSecurity 只能是 true 或不填',
    ]);
  });

  it('moves the policies with a renamed table, and leaves another table’s as written', () => {
    const doc = {
      tableName: 'doc',
      policies: [
        { name: 'own', definition: 'CREATE POLICY own ON doc USING (true)' },
        { name: 'q', definition: 'CREATE POLICY q ON public.doc FOR SELECT USING (true)' },
        { name: 'x', definition: 'CREATE POLICY x ON other USING (true)' },
      ],
    };
    const moved = movePoliciesTable(
      doc,
      { tableName: 'document', sqlSchema: 'app' },
      { database: 'POSTGRESQL' },
    );
    expect(moved?.map((p) => p.definition)).toEqual([
      'CREATE POLICY own ON app.document USING (true)',
      'CREATE POLICY q ON app.document FOR SELECT USING (true)',
      'CREATE POLICY x ON other USING (true)',
    ]);
    expect(movePoliciesTable(doc, { tableName: 'doc' }, { database: 'POSTGRESQL' })).toBe(doc.policies);
  });
});
