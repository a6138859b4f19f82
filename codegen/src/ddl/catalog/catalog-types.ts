// Column types the text import does not know (`isbn` of the isn extension, `xid8`) but PostgreSQL's catalog says
// exist once the script ran: PostgreSQL's own or an extension's. The field stays a text field for the model and the
// other dialect, and keeps the type's exact name for PostgreSQL, whose DDL creates the extension first.
import type { DdlImportResult } from '../import';
import { ownSchema, tableKey } from '../import/qualified';
import type { CatalogSnapshot } from './queries';

/**
 * Gives each text field of a type the text import did not know but the catalog reports the type's name, and the
 * project the extension that provides it.
 */
export function keepCatalogTypes(result: DdlImportResult, catalog: CatalogSnapshot): void {
  const { model } = result;
  const entities = new Map(
    model.entities.map((e) => [tableKey(e.sqlTableName ?? e.tableName, e.sqlSchema), e]),
  );
  for (const table of catalog.tables) {
    const entity = entities.get(tableKey(table.plainName, ownSchema(table.schemaName)));
    if (!entity) continue;
    for (const column of catalog.columns) {
      if (String(column.tableOid) !== String(table.oid)) continue;
      if (column.typeSource === null || column.typeSource === undefined) continue;
      // The export creates an extension in the default schema, public: a type of another schema stays text.
      const type = column.type.replace(/^public\./, '');
      if (type.includes('.')) continue;
      const field = entity.fields.find((f) => (f.sqlColumn ?? f.column) === column.plainName);
      if (!field || field.type !== 'text' || field.sqlType?.postgresql || field.enumTypeName) continue;
      // Only a type the text import did not know, and so listed as read as text, is kept now.
      const statement = `${table.plainName}.${column.plainName}`;
      const unknown = (s: { statement: string; reason: string }) =>
        s.statement.startsWith(`${statement} `) && s.reason.startsWith('未知的列类型');
      const listed = result.skipped.find(unknown);
      if (!listed) continue;
      field.sqlType = { ...field.sqlType, postgresql: type };
      const line = listed.line;
      result.skipped = result.skipped.filter((s) => !unknown(s));
      result.approximations.push({
        statement: `${statement} ${type}`,
        line,
        reason: `${type} 在模型中按 text 字段处理，导出到 PostgreSQL 时照原类型${column.typeSource ? `（由扩展 ${column.typeSource} 提供）` : ''}；导出到 MySQL 时按 TEXT 列，失去该类型的运算和校验`,
      });
      const extensions = model.project.postgresqlExtensions ?? [];
      if (column.typeSource && !extensions.some((e) => e.name === column.typeSource))
        model.project.postgresqlExtensions = [...extensions, { name: column.typeSource }];
    }
  }
}
