// The slice of node-sql-parser's AST the importer reads, and helpers to read names out of it.

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
}

export interface AlterTableAst {
  type: 'alter';
  table: { db: string | null; table: string }[];
  expr: { action: string; resource?: string; create_definitions?: CreateDefinition }[];
}

export function columnName(ref: ColumnRef): string {
  return typeof ref.column === 'string' ? ref.column : ref.column.expr.value;
}

/** Strips quotes a dialect leaves in identifiers and lower-cases unquoted PostgreSQL-style names. */
export function unquote(name: string): string {
  return name.replace(/^[`"[]|[`"\]]$/g, '');
}

export function stringValue(node: unknown): string | undefined {
  if (typeof node === 'string') return node.replace(/^'(.*)'$/s, '$1').replace(/''/g, "'");
  if (node && typeof node === 'object' && 'value' in node)
    return stringValue((node as { value: unknown }).value);
  return undefined;
}
