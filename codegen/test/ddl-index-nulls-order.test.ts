// Issue 11 (DDL import/export fidelity): an index part's NULLS FIRST / NULLS LAST (Rails writes `DESC NULLS LAST`)
// is kept through both PostgreSQL import paths and written back, so the loaded export's indexes are the original's;
// MySQL has no such clause: its DDL writes the plain part and the import lists the approximation.
import { sandboxStatements } from '../src/ddl/catalog/statements';
import type { Index, Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';
import { exportDdl } from './support/ddl';
import { postgresImports } from './support/postgres';

const { sandbox, bothPaths } = postgresImports();

/** Each index as pg_get_indexdef prints it, once the script has run whole. */
async function indexesOf(sql: string): Promise<string[]> {
  const outcome = await sandbox().run(sandboxStatements(sql));
  if (!outcome.ok) throw new Error(`the sandbox did not run the script: ${outcome.reason}`);
  expect(outcome.errors.filter((e) => e !== null)).toEqual([]);
  return outcome.catalog.indexes
    .map((i) => i.definition)
    .filter((d) => !/_pkey /.test(d))
    .sort();
}

const SCRIPT = `CREATE TABLE job (id bigint PRIMARY KEY, seen timestamp, n integer, name text);
CREATE INDEX job_seen ON job (seen DESC NULLS LAST);
CREATE INDEX job_n ON job (n NULLS FIRST, seen);
CREATE INDEX job_default ON job (seen DESC NULLS FIRST, n ASC NULLS LAST);
CREATE UNIQUE INDEX job_name ON job (lower(name) DESC NULLS LAST, n);`;

describe('NULLS FIRST / NULLS LAST of an index part', () => {
  it('is kept by both import paths and written back as PostgreSQL printed it', async () => {
    const original = await indexesOf(SCRIPT);
    expect(original).toContain('CREATE INDEX job_seen ON public.job USING btree (seen DESC NULLS LAST)');
    for (const [path, { model, approximations }] of await bothPaths(SCRIPT)) {
      const indexes = Object.fromEntries(model.entities[0].indexes!.map((i) => [i.name, i.nullsOrder]));
      // Only a place other than the direction's default is kept: `DESC NULLS FIRST` and `ASC NULLS LAST` are plain.
      expect([path, indexes]).toEqual([
        path,
        {
          job_seen: ['last'],
          job_n: ['first', null],
          job_default: undefined,
          job_name: ['last', null],
        },
      ]);
      expect([path, approximations.filter((a) => /NULLS FIRST \/ NULLS LAST/.test(a.reason)).length]).toEqual(
        [path, 3],
      );
      const postgresql = exportDdl(model, 'postgresql');
      expect([path, await indexesOf(postgresql)]).toEqual([path, original]);
      // MySQL sorts NULLs first ascending and last descending, with no clause to say otherwise.
      expect(exportDdl(model, 'mysql')).not.toMatch(/NULLS/);
    }
  }, 60_000);

  it('is validated: one first, last or null a field, none on an unordered method', () => {
    const modelOf = (index: Partial<Index>): Model =>
      ({
        project: { name: 'jobs', basePackage: 'com.example.jobs', database: 'POSTGRESQL' },
        entities: [
          {
            className: 'Job',
            tableName: 'job',
            fields: [
              { name: 'id', column: 'id', type: 'long', primaryKey: true },
              { name: 'at', column: 'at', type: 'datetime' },
            ],
            indexes: [{ name: 'idx_at', fields: ['id', 'at'], unique: false, ...index }],
          },
        ],
      }) as Model;
    const paths = (index: Partial<Index>): string[] => {
      const result = validateModel(modelOf(index));
      return result.ok ? [] : result.problems.map((p) => p.path);
    };
    expect(paths({ nullsOrder: [null, 'last'] })).toEqual([]);
    for (const bad of [['last'], [null, 'LAST'], 'last', [null, 'first', null]])
      expect(paths({ nullsOrder: bad } as unknown as Partial<Index>)).toContain(
        'entities[0].indexes[0].nullsOrder',
      );
    expect(paths({ nullsOrder: [null, 'first'], method: 'gin' })).toContain(
      'entities[0].indexes[0].nullsOrder',
    );
  });
});
