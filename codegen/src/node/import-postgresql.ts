// PostgreSQL import with PostgreSQL itself as the reader: the text importer's model, completed from the catalog
// the script builds in the sandbox (see ddl/catalog/reconcile.ts). Without the sandbox (timed out, unavailable)
// the text import stands, and says so.
import { keepCatalogTypes } from '../ddl/catalog/catalog-types';
import { catalogDdl } from '../ddl/catalog/to-ddl';
import { reconcile } from '../ddl/catalog/reconcile';
import { sandboxStatements } from '../ddl/catalog/statements';
import { type DdlImportResult, importDdl, usedPostgresqlTypeNames } from '../ddl/import';
import { ownSchema, tableKey } from '../ddl/import/qualified';
import {
  keepCalledRoutines,
  keepDrawnSequences,
  readRoutine,
  readSequenceDefinition,
} from '../ddl/import/routines';

import type { PostgresSandbox } from './postgres-sandbox';

const WHOLE_SCRIPT = '（整个脚本）';

/** importDdl(sql, 'postgresql'), completed from what PostgreSQL builds of the script. Throws what importDdl throws. */
export async function importPostgresqlDdl(sql: string, sandbox: PostgresSandbox): Promise<DdlImportResult> {
  const text = importDdl(sql, 'postgresql');
  const statements = sandboxStatements(sql);
  if (statements.length === 0) return text;
  const outcome = await sandbox.run(statements);
  if (!outcome.ok) {
    const reason =
      outcome.reason === 'timeout'
        ? 'PostgreSQL 未能在限定时间内执行完该脚本（脚本很大，或有耗时的 DO 块或函数），已只按文本解析导入，未解析的语句见忽略列表'
        : 'PostgreSQL 解析服务暂不可用，已只按文本解析导入，未解析的语句见忽略列表';
    return {
      ...text,
      approximations: [...text.approximations, { statement: WHOLE_SCRIPT, line: 1, reason }],
    };
  }
  const { catalog } = outcome;
  // Keyed as reconcile keys a table: its name, after its schema when not public.
  const columns = new Map(
    catalog.tables.map((table) => [
      tableKey(table.plainName, ownSchema(table.schemaName)),
      new Set(
        catalog.columns
          .filter((c) => String(c.tableOid) === String(table.oid))
          .map((c) => c.plainName.toLowerCase()),
      ),
    ]),
  );
  const built = importDdl(catalogDdl(catalog), 'postgresql');
  const result = reconcile(text, built, {
    statements,
    errors: outcome.errors,
    columns,
  });
  keepPostgresqlTypes(result, built);
  keepCatalogTypes(result, catalog);
  // The catalog may have filled expressions the text import could not read: the functions they call are kept too.
  const ran = statements.filter((_, i) => outcome.errors[i] === null);
  keepCalledRoutines(
    result,
    ran.flatMap((s) => readRoutine(s.text, s.line) ?? []),
  );
  keepDrawnSequences(
    result,
    ran.flatMap((s) => readSequenceDefinition(s.text, s.line) ?? []),
  );
  return result;
}

/**
 * The types (composite types, domains, enum types only they use) of the catalog's model the result's columns use
 * that the text import did not keep (a column the catalog filled in), after the text import's own, in the order
 * PostgreSQL created them.
 */
function keepPostgresqlTypes(result: DdlImportResult, built: DdlImportResult): void {
  const kept = result.model.project.postgresqlTypes ?? [];
  const used = usedPostgresqlTypeNames(result.model);
  const missing = (built.model.project.postgresqlTypes ?? []).filter(
    (t) => used.has(t.name) && !kept.some((k) => k.name === t.name),
  );
  if (missing.length > 0) result.model.project.postgresqlTypes = [...kept, ...missing];
}
