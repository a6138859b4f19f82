// The slice of node-sql-parser's AST the importer reads, and helpers to read names and strings out of it.
import type { Dialect } from './raw';

export interface ColumnRef {
  type: 'column_ref';
  column: string | { expr: { value: string } };
}

export interface ValueNode {
  type: string;
  value?: unknown;
  name?: { name: { value: string }[] } | string;
  args?: { value?: ValueNode[] };
}

export interface ReferenceDefinition {
  definition: ColumnRef[];
  table: { db: string | null; table: string }[];
  on_action?: { type: string; value?: { value?: unknown } }[] | null;
}

export interface ColumnDefinition {
  resource: 'column';
  column: ColumnRef;
  definition: {
    dataType: string;
    length?: number | null;
    scale?: number | null;
    suffix?: string[] | { type: string }[] | null;
    expr?: { value: ValueNode[] };
  };
  nullable?: { type: string } | null;
  default_val?: { value: ValueNode } | null;
  auto_increment?: string;
  primary_key?: string;
  unique?: string;
  unique_or_primary?: string;
  comment?: { value: { value: string } } | null;
  reference_definition?: ReferenceDefinition;
}

export interface ConstraintDefinition {
  resource: 'constraint' | 'index';
  constraint?: string | null;
  constraint_type?: string;
  index?: string | null;
  keyword?: string | null;
  definition: ColumnRef[];
  reference_definition?: ReferenceDefinition;
  /** MySQL index options: `WITH PARSER ngram` is `{ type: 'with parser', expr: 'ngram' }`. */
  index_options?: { type?: string; expr?: unknown }[] | null;
}

export type CreateDefinition = ColumnDefinition | ConstraintDefinition;

export interface CreateTableAst {
  type: 'create';
  keyword: 'table';
  table: { db: string | null; table: string }[];
  create_definitions: CreateDefinition[] | null;
  table_options?: { keyword: string; value: unknown }[] | null;
}

export interface CreateIndexAst {
  type: 'create';
  keyword: 'index';
  index: string;
  index_type: string | null;
  table: { db: string | null; table: string } | { db: string | null; table: string }[];
  index_columns: ColumnRef[];
  index_options?: { type?: string; expr?: unknown }[] | null;
}

export interface AlterTableAst {
  type: 'alter';
  table: { db: string | null; table: string }[];
  expr: { action: string; resource?: string; create_definitions?: CreateDefinition }[];
}

/** The column a reference names, or undefined when the node is an expression rather than a column. */
export function columnName(ref: unknown): string | undefined {
  if (!ref || typeof ref !== 'object' || (ref as { type?: unknown }).type !== 'column_ref') return undefined;
  const column = (ref as { column?: unknown }).column;
  if (typeof column === 'string') return column;
  const value = (column as { expr?: { value?: unknown } } | null)?.expr?.value;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The column of one key part: a column, or MySQL's prefix `name(10)` that the parser reads as a call.
 * Undefined for an expression such as `lower(name)`.
 */
export function keyPartColumn(part: unknown): { column: string; prefix: number | null } | undefined {
  const column = columnName(part);
  if (column !== undefined) {
    const suffix = /^\(\s*(\d+)\s*\)$/.exec(String((part as { suffix?: unknown }).suffix ?? ''));
    return { column, prefix: suffix ? Number(suffix[1]) : null };
  }
  const node = part as ValueNode | null;
  if (node?.type !== 'function' || typeof node.name === 'string') return undefined;
  const names = node.name?.name ?? [];
  const args = node.args?.value ?? [];
  if (names.length === 1 && args.length === 1 && args[0].type === 'number')
    return { column: names[0].value, prefix: Number(args[0].value) };
  return undefined;
}

/** Strips quotes a dialect leaves in identifiers and lower-cases unquoted PostgreSQL-style names. */
export function unquote(name: string): string {
  return name.replace(/^[`"[]|[`"\]]$/g, '');
}

// MySQL escapes the parser leaves in a string literal (it already turns \n and \t into the characters).
// `\%` and `\_` keep their backslash, as MySQL does; any other escaped character stands for itself.
const MYSQL_ESCAPES: Record<string, string> = {
  '0': '\0',
  Z: '\x1a',
  b: '\b',
  r: '\r',
  '%': '\\%',
  _: '\\_',
};

/** The text of a SQL string literal's body (quotes already removed): `''` and, in MySQL, backslash escapes undone. */
export function sqlText(body: string, dialect: Dialect): string {
  if (dialect === 'postgresql') return body.replace(/''/g, "'");
  return body.replace(/\\(.)|''/gs, (_match: string, escaped: string | undefined) =>
    escaped === undefined ? "'" : (MYSQL_ESCAPES[escaped] ?? escaped),
  );
}

export function stringValue(node: unknown, dialect: Dialect): string | undefined {
  if (typeof node === 'string') return sqlText(node.replace(/^'(.*)'$/s, '$1'), dialect);
  if (node && typeof node === 'object' && 'value' in node)
    return stringValue((node as { value: unknown }).value, dialect);
  return undefined;
}

/**
 * Whether a MySQL key's AST says `USING HASH`, before or after its parts (the parser puts it in index_type,
 * index_using or index_options).
 */
export function usesHash(ast: {
  index_type?: unknown;
  index_using?: unknown;
  index_options?: unknown;
}): boolean {
  const options = Array.isArray(ast.index_options) ? (ast.index_options as unknown[]) : [];
  return [ast.index_type, ast.index_using, ...options].some((clause) =>
    typeof clause === 'string'
      ? /^hash$/i.test(clause)
      : typeof clause === 'object' &&
        clause !== null &&
        /^hash$/i.test(String((clause as { type?: unknown }).type)),
  );
}
