// One embedded PostgreSQL for a test file's cases (opening one takes seconds), and the two paths of a PostgreSQL
// import over it: the text import, and the catalog import PostgreSQL itself builds; and a run of a model's
// PostgreSQL export in it.
import { sandboxStatements } from '../../src/ddl/catalog/statements';
import { importDdl, type DdlImportResult } from '../../src/ddl/import';
import type { Model } from '../../src/model/types';
import { importPostgresqlDdl } from '../../src/node/import-postgresql';
import { PostgresSandbox } from '../../src/node/postgres-sandbox';
import { exportDdl } from './ddl';

export interface PostgresImports {
  /** The file's sandbox, open from its beforeAll to its afterAll. */
  sandbox(): PostgresSandbox;
  /** The text import's result, then the catalog import's, each named by its path. */
  bothPaths(sql: string): Promise<[string, DdlImportResult][]>;
  /** The statements of the model's PostgreSQL export the sandbox refuses (none when it runs whole). */
  refusedByPostgresql(model: Model): Promise<string[]>;
}

/** Called at the top level of a test file: opens the sandbox before its tests and closes it after them. */
export function postgresImports(): PostgresImports {
  let sandbox: PostgresSandbox;
  beforeAll(() => {
    sandbox = new PostgresSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });
  return {
    sandbox: () => sandbox,
    bothPaths: async (sql) => [
      ['text', importDdl(sql, 'postgresql')],
      ['catalog', await importPostgresqlDdl(sql, sandbox)],
    ],
    refusedByPostgresql: async (model) => {
      const statements = sandboxStatements(exportDdl(model, 'postgresql'));
      const run = await sandbox.run(statements);
      if (!run.ok) throw new Error(`sandbox: ${run.reason}`);
      return statements.flatMap((s, i) => (run.errors[i] === null ? [] : [`${s.text}: ${run.errors[i]}`]));
    },
  };
}
