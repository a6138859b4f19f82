// A quote doubled inside a quoted name (`"t""q"`, MySQL's `` `t``q` ``) is part of the name, but the SQL parser
// and the import's name patterns end the name at it. The import reads the statement with a stand-in character in
// its place and puts the quote back in everything it read, so such a table or column is kept under its exact name
// (sqlTableName, sqlColumn; the DDL sets double the quote again, see the sql_name filter).
import type { RawSchema } from './raw';

/** Private-use characters, never in a name the import reads otherwise. */
const STAND_IN = { '"': '\uE000', '`': '\uE001' } as const;

/** Strings (left as they are), then quoted names: only in the latter is a doubled quote replaced. */
const QUOTED = {
  postgresql: /'(?:[^']|'')*'|"(?:[^"]|"")*"/g,
  mysql: /'(?:[^'\\]|\\[\s\S]|'')*'|`(?:[^`]|``)*`|"(?:[^"\\]|\\[\s\S]|"")*"/g,
};

/** `text` with each doubled quote inside a quoted name replaced by its stand-in. */
export function standInQuotes(text: string, dialect: 'mysql' | 'postgresql'): string {
  if (!text.includes('""') && !text.includes('``')) return text;
  return text.replace(QUOTED[dialect], (quoted) => {
    if (quoted[0] === '"' && dialect === 'postgresql')
      return `"${quoted.slice(1, -1).replaceAll('""', STAND_IN['"'])}"`;
    if (quoted[0] === '`') return `\`${quoted.slice(1, -1).replaceAll('``', STAND_IN['`'])}\``;
    return quoted;
  });
}

/** A name gets its quote back; SQL kept verbatim (a `definition`) gets it doubled, as the quoted name had it. */
const restore = (text: string, sql = false): string =>
  text.includes(STAND_IN['"']) || text.includes(STAND_IN['`'])
    ? text.replaceAll(STAND_IN['"'], sql ? '""' : '"').replaceAll(STAND_IN['`'], sql ? '``' : '`')
    : text;

/** `value` with the quotes put back in every string it holds (Map keys too), changed in place where it can be. */
function restored<T>(value: T, seen: Set<object>, sql = false): T {
  if (typeof value === 'string') return restore(value, sql) as T;
  if (!value || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = restored(value[i], seen);
    return value;
  }
  if (value instanceof Map) {
    const entries = [...value.entries()].map(([k, v]) => [restored(k, seen), restored(v, seen)] as const);
    value.clear();
    for (const [k, v] of entries) value.set(k, v);
    return value;
  }
  if (value instanceof Set) {
    const items = [...value].map((item) => restored(item, seen));
    value.clear();
    for (const item of items) value.add(item);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = restored(record[key], seen, key === 'definition');
  return value;
}

/** Puts the quotes back in all the schema read: names, keys, comments, the statements it lists. */
export function restoreQuotes(schema: RawSchema): void {
  restored(schema, new Set());
}
