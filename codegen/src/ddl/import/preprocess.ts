// Rewrites PostgreSQL table definitions the parser does not accept into ones it does,
// remembering what was rewritten (identity columns, enum and domain column types).
import { splitTopLevel, stripComments } from './split';

export interface Rewritten {
  sql: string;
  /** Lower-case column names declared `GENERATED … AS IDENTITY`. */
  identityColumns: Set<string>;
  /** Lower-case column name → lower-case enum type name. */
  enumColumns: Map<string, string>;
}

const IDENTITY = /\s+GENERATED\s+(ALWAYS|BY\s+DEFAULT)\s+AS\s+IDENTITY(\s*\([^)]*\))?/i;
const CAST = /::\s*("[^"]+"|[A-Za-z_][\w.]*)(\s*\([^)]*\))?(\s*\[\])*/g;

/** Applies `fn` to the parts of `sql` outside single-quoted strings. */
export function outsideStrings(sql: string, fn: (chunk: string) => string): string {
  return sql
    .split(/('(?:[^']|'')*')/)
    .map((part, i) => (i % 2 === 1 ? part : fn(part)))
    .join('');
}

export function rewritePostgresTable(
  sql: string,
  enumTypes: Map<string, string[]>,
  domains: Map<string, string>,
): Rewritten {
  const identityColumns = new Set<string>();
  const enumColumns = new Map<string, string>();
  const clean = outsideStrings(stripComments(sql), (chunk) => chunk.replace(CAST, ''));
  const open = clean.indexOf('(');
  const close = clean.lastIndexOf(')');
  if (open < 0 || close < open) return { sql: clean, identityColumns, enumColumns };
  const definitions = splitTopLevel(clean.slice(open + 1, close)).map((definition) => {
    const match = /^\s*("[^"]+"|[A-Za-z_]\w*)\s+("[^"]+"|[A-Za-z_][\w.]*)/.exec(definition);
    if (!match || /^(CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|CHECK|EXCLUDE|LIKE)$/i.test(match[1]))
      return definition;
    const column = match[1].replace(/"/g, '').toLowerCase();
    let text = definition;
    if (IDENTITY.test(text)) {
      identityColumns.add(column);
      text = text.replace(IDENTITY, '');
    }
    const typeName = match[2].replace(/"/g, '').toLowerCase();
    const bare = typeName.includes('.') ? typeName.slice(typeName.lastIndexOf('.') + 1) : typeName;
    const typeStart = match.index + match[0].length - match[2].length;
    if (enumTypes.has(bare)) {
      enumColumns.set(column, bare);
      text = `${text.slice(0, typeStart)}VARCHAR${text.slice(typeStart + match[2].length)}`;
    } else if (domains.has(bare)) {
      text = `${text.slice(0, typeStart)}${domains.get(bare)}${text.slice(typeStart + match[2].length)}`;
    }
    return text;
  });
  return {
    sql: `${clean.slice(0, open + 1)}${definitions.join(',')}${clean.slice(close)}`,
    identityColumns,
    enumColumns,
  };
}
