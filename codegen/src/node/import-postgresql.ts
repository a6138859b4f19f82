// PostgreSQL import with PostgreSQL itself as the reader: the text importer's model, completed from the catalog
// the script builds in the sandbox (see ddl/catalog/reconcile.ts). Without the sandbox (timed out, unavailable)
// the text import stands, and says so.
import { keepCatalogTypes } from '../ddl/catalog/catalog-types';
import { catalogDdl } from '../ddl/catalog/to-ddl';
import type { CatalogSnapshot } from '../ddl/catalog/queries';
import { reconcile, StatementIndex } from '../ddl/catalog/reconcile';
import { sandboxStatements, type SandboxStatement } from '../ddl/catalog/statements';
import { type DdlImportResult, importDdl, usedPostgresqlTypeNames } from '../ddl/import';
import { postgresqlTypeKey } from '../model/postgresql-domain';
import { ownSchema, tableKey } from '../ddl/import/qualified';
import { summarize } from '../ddl/import/raw';
import { snake } from '../ddl/import/naming';
import { databaseTableOf } from '../model/names';
import type { Entity } from '../model/types';
import {
  keepCalledRoutines,
  keepDrawnSequences,
  readRoutine,
  readSequenceDefinition,
  type ScriptRoutine,
} from '../ddl/import/routines';
import { splitStatements, stripComments } from '../ddl/import/split';

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
  listLostTables(result, catalog, statements);
  // The catalog may have filled expressions the text import could not read: the functions they call are kept too.
  const ran = statements.filter((_, i) => outcome.errors[i] === null);
  keepCalledRoutines(result, writtenRoutines(sql, ran));
  keepDrawnSequences(
    result,
    ran.flatMap((s) => readSequenceDefinition(s.text, s.line) ?? []),
  );
  return result;
}

/**
 * The functions among the statements PostgreSQL ran, with their comments as the script has them (the sandbox runs
 * them without), as the text import keeps them: a `BEGIN ATOMIC` body's comments are inside the body.
 */
function writtenRoutines(sql: string, ran: SandboxStatement[]): ScriptRoutine[] {
  const routines = ran.flatMap((s) => readRoutine(s.text, s.line) ?? []);
  if (routines.length === 0) return routines;
  const lines = new Set(routines.map((routine) => routine.line));
  const written = new Map<string, string>();
  for (const statement of splitStatements(sql))
    if (lines.has(statement.line))
      written.set(`${statement.line} ${stripComments(statement.text).trim()}`, statement.text);
  return ran.flatMap((s) => {
    const text = written.get(`${s.line} ${s.text}`);
    return (
      (text === undefined ? readRoutine(s.text, s.line) : readRoutine(stripComments(text), s.line, text)) ??
      []
    );
  });
}

/**
 * Tables PostgreSQL built, with columns, that neither the text import nor the catalog's own DDL gave the model (the
 * importer could not read them at all): listed, never left out silently. A partition is its parent's, a join table a
 * many-to-many relation.
 */
export function listLostTables(
  result: DdlImportResult,
  catalog: Pick<CatalogSnapshot, 'tables' | 'columns'>,
  statements: SandboxStatement[],
): void {
  const script = new StatementIndex(statements);
  const project = { ...result.model.project, database: 'POSTGRESQL' as const };
  const kept = new Set(
    result.model.entities.map((entity) => {
      const { schema, table } = databaseTableOf(entity, project);
      return tableKey(table, schema ?? undefined);
    }),
  );
  const joinTables = new Set(
    result.model.entities.flatMap(
      (e) => e.relations?.flatMap((r) => r.joinTable?.name.toLowerCase() ?? []) ?? [],
    ),
  );
  const renamed = renamedEntities(result, catalog);
  // Columns counted once by table: a catalog has thousands of columns, and every table would scan them all.
  const columnCounts = new Map<string, number>();
  for (const column of catalog.columns) {
    const oid = String(column.tableOid);
    columnCounts.set(oid, (columnCounts.get(oid) ?? 0) + 1);
  }
  for (const table of catalog.tables) {
    const schema = ownSchema(table.schemaName);
    const key = tableKey(table.plainName, schema);
    const count = columnCounts.get(String(table.oid)) ?? 0;
    if (table.isPartition || count === 0 || kept.has(key) || joinTables.has(table.plainName.toLowerCase()))
      continue;
    if (takeRenamed(renamed, table.plainName, schema, project.tablePrefix ?? '')) continue;
    const origin = script.created({ ...(schema ? { schema } : {}), name: table.plainName });
    result.skipped.push({
      statement: summarize(origin?.text ?? `CREATE TABLE ${table.name}`),
      line: origin?.line ?? 1,
      reason: `PostgreSQL 建立了表 ${key}（${count} 列），但导入未能读取它的定义，该表未导入：请在设计器中手动添加该表，并反馈这份脚本以便修复`,
    });
  }
}

/**
 * The entities that may be a catalog table imported under another name: a name the model cannot keep as written
 * (`"order items"`, `"my table!"`) is imported as its snake_case words (`_2` after it when taken, `table_N` when it
 * has no ASCII word), the original as the label, which a table comment replaces; such an entity has no exact SQL name
 * and no catalog table of its own name.
 */
function renamedEntities(result: DdlImportResult, catalog: Pick<CatalogSnapshot, 'tables'>): Entity[] {
  const inCatalog = new Set(catalog.tables.map((t) => tableKey(t.plainName, ownSchema(t.schemaName))));
  const project = { ...result.model.project, database: 'POSTGRESQL' as const };
  return result.model.entities.filter((entity) => {
    const { schema, table } = databaseTableOf(entity, project);
    return !entity.sqlTableName && !inCatalog.has(tableKey(table, schema ?? undefined));
  });
}

/** Whether one of the renamed entities is the table `name` of `schema` (that entity is then taken off the list). */
function takeRenamed(renamed: Entity[], name: string, schema: string | undefined, prefix: string): boolean {
  // As the importer names it: without the project's table prefix, in snake_case words.
  const plain = snake(
    name.toLowerCase().startsWith(prefix) && /^[a-z]/i.test(name.slice(prefix.length))
      ? name.slice(prefix.length)
      : name,
  );
  const base = plain || 'table';
  const found = renamed.findIndex(
    (e) =>
      (e.sqlSchema || undefined) === schema &&
      (e.tableName === base || new RegExp(`^${base}_\\d+$`).test(e.tableName)),
  );
  if (found < 0) return false;
  renamed.splice(found, 1);
  return true;
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
    (t) => used.has(postgresqlTypeKey(t)) && !kept.some((k) => postgresqlTypeKey(k) === postgresqlTypeKey(t)),
  );
  if (missing.length > 0) result.model.project.postgresqlTypes = [...kept, ...missing];
}
