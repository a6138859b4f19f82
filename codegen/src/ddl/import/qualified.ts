// Qualified table names (`archive.orders`, `"Archive"."Orders"`, `public.x`) as the database resolves them, and the
// key each table has in RawSchema.tables: PostgreSQL tables of one name in two schemas are two tables.
import type { Dialect, RawForeignKey, RawSchema, RawTable } from './raw';

/** One part of a qualified name: a quoted identifier (either dialect) or a bare word. */
const PART = /"((?:[^"]|"")*)"|`((?:[^`]|``)*)`|\[([^\]]*)\]|([^\s."`[\]]+)/g;

export interface QualifiedName {
  /** PostgreSQL schema, exact; undefined for the default `public` (and always on MySQL, whose `db.` is ignored). */
  schema?: string;
  /** The table's name as the database keeps it. */
  name: string;
  /** Whether the name was qualified by a schema as written (`public.x` too). */
  qualified: boolean;
}

/** The parts of a written name, each as the database keeps it: PostgreSQL folds a bare word to lower case. */
export function nameParts(written: string, dialect: Dialect): string[] {
  const parts: string[] = [];
  for (const m of written.trim().matchAll(PART)) {
    if (m[1] !== undefined) parts.push(m[1].replace(/""/g, '"'));
    else if (m[2] !== undefined) parts.push(m[2].replace(/``/g, '`'));
    else if (m[3] !== undefined) parts.push(m[3]);
    else parts.push(dialect === 'postgresql' ? m[4].toLowerCase() : m[4]);
  }
  return parts;
}

/**
 * One written identifier as the database keeps it: a quoted one unquoted (doubled quotes undone), a bare word as
 * nameParts has it (PostgreSQL folds it to lower case, MySQL keeps it).
 */
export function unquoteName(written: string, dialect: Dialect): string {
  const quoted = /^(["`])([\s\S]*)\1$/.exec(written);
  if (quoted) return quoted[2].replaceAll(quoted[1] + quoted[1], quoted[1]);
  return dialect === 'postgresql' ? written.toLowerCase() : written;
}

/** A PostgreSQL schema the model records: not the default `public`. */
export function ownSchema(schemaName: string | undefined | null): string | undefined {
  return schemaName && schemaName !== 'public' ? schemaName : undefined;
}

/**
 * `[schema.]table` as written (quotes kept), read as the database reads it. An unqualified PostgreSQL name is
 * created in the first schema of the script's `search_path` (`schema.searchPath`), public by default.
 */
export function qualifiedName(
  written: string,
  schema: Pick<RawSchema, 'dialect' | 'searchPath'>,
): QualifiedName {
  const parts = nameParts(written, schema.dialect);
  const name = parts[parts.length - 1] ?? written.trim();
  if (schema.dialect !== 'postgresql') return { name, qualified: parts.length > 1 };
  if (parts.length > 1) return { schema: ownSchema(parts[parts.length - 2]), name, qualified: true };
  return { schema: ownSchema(schema.searchPath?.[0]), name, qualified: false };
}

/** The key of a table in RawSchema.tables: `schema.name` (or `name` in public), lower-case. */
export function tableKey(name: string, schemaName?: string): string {
  return (schemaName ? `${schemaName}.${name}` : name).toLowerCase();
}

export const keyOf = (t: Pick<RawTable, 'name' | 'schema'>): string => tableKey(t.name, t.schema);

/**
 * The keys an unqualified name may stand for, in the order PostgreSQL looks (the search path, then public); a
 * qualified one stands for one table.
 */
export function candidateKeys(
  name: string,
  schemaName: string | undefined,
  qualified: boolean,
  searchPath: string[] | undefined,
): string[] {
  if (qualified) return [tableKey(name, schemaName)];
  return [...new Set([...(searchPath ?? []).map((s) => tableKey(name, ownSchema(s))), tableKey(name)])];
}

/** The table a written name refers to, as PostgreSQL (or MySQL) resolves it, among those read so far. */
export function findTable(schema: RawSchema, written: string): RawTable | undefined {
  const q = qualifiedName(written, schema);
  for (const key of candidateKeys(q.name, q.schema, q.qualified, schema.searchPath)) {
    const t = schema.tables.get(key);
    if (t) return t;
  }
  return undefined;
}

/**
 * The key of the type (enum type, domain) a written name refers to among `types`, found as PostgreSQL finds it:
 * the schema written, else along the search path, then public.
 */
export function findTypeKey(
  types: ReadonlyMap<string, unknown>,
  written: string,
  schema: Pick<RawSchema, 'dialect' | 'searchPath'>,
): string | undefined {
  const q = qualifiedName(written, schema);
  return candidateKeys(q.name, q.schema, q.qualified, schema.searchPath).find((key) => types.has(key));
}

/** The same for a name the parser split (`{db, table}`, quotes removed, case as written). */
export function findParsedTable(
  schema: RawSchema,
  ref: { db?: string | null; table: string },
): RawTable | undefined {
  for (const key of parsedKeys(schema, ref)) {
    const t = schema.tables.get(key);
    if (t) return t;
  }
  return undefined;
}

/** The keys a name the parser split may stand for (see candidateKeys); keys ignore case, so no quotes are needed. */
export function parsedKeys(
  schema: Pick<RawSchema, 'dialect' | 'searchPath'>,
  ref: { db?: string | null; table: string },
): string[] {
  const qualified = schema.dialect === 'postgresql' && !!ref.db;
  const db = qualified && ref.db!.toLowerCase() !== 'public' ? ref.db! : undefined;
  return candidateKeys(
    ref.table,
    db,
    qualified,
    schema.dialect === 'postgresql' ? schema.searchPath : undefined,
  );
}

/** The keys a foreign key's target may have: those read with it (PostgreSQL), else its name (MySQL renames it). */
export const refKeysOf = (fk: RawForeignKey): string[] => fk.refKeys ?? [fk.refTable.toLowerCase()];

/**
 * Reads `SET search_path TO a, b` / `SET search_path = …` / pg_dump's `set_config('search_path', 'a, b', false)`:
 * the schemas, in order, as the database keeps them (`"$user"` left out); undefined for any other statement.
 */
export function readSearchPath(text: string): string[] | undefined {
  // The value is trimmed in code: a pattern ending in `\s*;?\s*$` backtracks for minutes over a long run of spaces.
  const set = /^\s*SET\s+(?:SESSION\s+|LOCAL\s+)?search_path\s*(?:=|\bTO\b)([\s\S]*)$/i.exec(text);
  const config = /^\s*SELECT\s+(?:pg_catalog\.)?set_config\s*\(\s*'search_path'\s*,\s*'((?:[^']|'')*)'/i.exec(
    text,
  );
  const list = set
    ? set[1].trim().replace(/;$/, '').trimEnd().replace(/'/g, '')
    : config
      ? config[1].replace(/''/g, "'")
      : undefined;
  if (list === undefined) return undefined;
  if (/^DEFAULT$/i.test(list.trim())) return [];
  return list
    .split(',')
    .map((part) => nameParts(part, 'postgresql')[0])
    .filter((part): part is string => !!part && part !== '$user');
}
