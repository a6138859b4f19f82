// MySQL's DROP TABLE / DROP VIEW of a table the script created before it: mysqldump creates a stand-in table for
// each view (so the views that use it can be created first), then drops it before the view's own CREATE VIEW.
import { qualifiedName, keyOf, tableKey } from './qualified';
import { summarize, type RawSchema } from './raw';

const DROP = /^\s*DROP\s+(TABLE|VIEW)\s+(?:IF\s+EXISTS\s+)?([\s\S]+?)(?:\s+(?:CASCADE|RESTRICT))?\s*;?\s*$/i;
const NAME =
  /(?:`(?:[^`]|``)*`|"(?:[^"]|"")*"|[^\s,`"]+)(?:\s*\.\s*(?:`(?:[^`]|``)*`|"(?:[^"]|"")*"|[^\s,`"]+))?/g;

/**
 * Removes the tables a `DROP TABLE` / `DROP VIEW` (comments already blanked) names that the script created before
 * it, each listed with the line that created it. Returns false for another statement, or one that drops none of them
 * (it is then skipped as any DROP is).
 */
export function dropCreatedTables(text: string, line: number, schema: RawSchema): boolean {
  if (schema.dialect !== 'mysql') return false;
  const drop = DROP.exec(text);
  if (!drop) return false;
  const dropped: string[] = [];
  for (const [written] of drop[2].matchAll(NAME)) {
    const key = tableKey(qualifiedName(written, schema).name);
    const table = schema.tables.get(key);
    if (!table || keyOf(table) !== key) continue;
    schema.tables.delete(key);
    dropped.push(`${table.name}（第 ${table.line} 行建立）`);
  }
  if (dropped.length === 0) return false;
  schema.skipped.push({
    statement: summarize(text),
    line,
    reason: `脚本在此删除了前面建立的表 ${dropped.join('、')}，导入时不保留它（mysqldump 为视图预留的占位表即如此删除，随后建立同名视图）`,
  });
  return true;
}
