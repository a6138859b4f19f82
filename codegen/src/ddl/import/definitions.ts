// Reads one parsed column or constraint definition into the RawTable, reporting what it cannot keep.
import {
  columnName,
  keyPartColumn,
  sqlText,
  stringValue,
  unquote,
  type ColumnDefinition,
  type ConstraintDefinition,
  type ReferenceDefinition,
  type ValueNode,
} from './ast';
import { FOREIGN_KEY_ACTIONS, type ForeignKeyAction } from '../../model/types';
import type { Dialect, RawColumn, RawDefault, RawForeignKey, RawKey, RawSchema, RawTable } from './raw';

export function skip(schema: RawSchema, statement: string, line: number, reason: string): void {
  schema.skipped.push({ statement, line, reason });
}

export function findColumn(t: RawTable, name: string): RawColumn | undefined {
  const wanted = unquote(name).toLowerCase();
  return t.columns.find((c) => c.name.toLowerCase() === wanted);
}

export function toColumn(
  definition: ColumnDefinition,
  schema: RawSchema,
  t: RawTable,
  line: number,
): RawColumn {
  const rawName = columnName(definition.column);
  if (rawName === undefined) throw new Error('column without a name');
  const name = unquote(rawName);
  const type = definition.definition;
  const dataType = String(type.dataType).toUpperCase();
  const suffix = (Array.isArray(type.suffix) ? type.suffix : []).map((s) =>
    String(typeof s === 'string' ? s : s?.type).toUpperCase(),
  );
  const column: RawColumn = {
    name,
    dataType,
    unsigned: suffix.includes('UNSIGNED'),
    withTimeZone: /TZ$/.test(dataType) || (suffix.includes('WITH') && suffix.includes('ZONE')),
    line,
    notNull: definition.nullable?.type === 'not null',
    primaryKey: definition.primary_key === 'primary key' || definition.unique_or_primary === 'primary key',
    unique: definition.unique === 'unique' || definition.unique === 'unique key',
    autoIncrement: definition.auto_increment === 'auto_increment' || /SERIAL/.test(dataType),
  };
  if (type.length != null && Number.isFinite(Number(type.length))) column.length = Number(type.length);
  if (type.scale != null && Number.isFinite(Number(type.scale))) column.scale = Number(type.scale);
  if (dataType === 'ENUM' || dataType === 'SET') {
    column.enumValues = (type.expr?.value ?? []).map((v) => String(v.value));
  }
  if (column.primaryKey) column.notNull = true;
  const comment = definition.comment ? stringValue(definition.comment.value, schema.dialect) : undefined;
  if (comment) column.comment = comment;
  if (definition.default_val?.value) {
    const value = toDefault(definition.default_val.value, schema.dialect);
    // An expression default is kept with its text as written, when the table's text gives it (see fields.ts).
    if (value?.kind === 'expression' && /^nextval\b/i.test(value.text)) column.autoIncrement = true;
    else if (value) column.defaultValue = value;
    // After `DEFAULT CURRENT_TIMESTAMP` the parser hangs `ON UPDATE CURRENT_TIMESTAMP` on the default's function.
    const over = (definition.default_val.value as { over?: { type?: unknown; keyword?: unknown } }).over;
    if (over?.type === 'on update') {
      if (TIMESTAMP_FUNCTIONS.test(String(over.keyword ?? '').replace(/\(\s*\d*\s*\)$/, '')))
        column.onUpdateNow = true;
      else
        skip(
          schema,
          `${t.name}.${name} ON UPDATE`,
          line,
          'ON UPDATE 只支持 CURRENT_TIMESTAMP，其他表达式已忽略',
        );
    }
  }
  // MySQL's `ON UPDATE CURRENT_TIMESTAMP` also arrives as a reference_definition, without a table.
  const ref = definition.reference_definition;
  const onUpdate = (Array.isArray(ref?.on_action) ? ref.on_action : []).find((a) =>
    /update/i.test(String(a?.type)),
  );
  if (!ref?.table?.length && onUpdate) {
    if (TIMESTAMP_FUNCTIONS.test(String(onUpdate.value?.value ?? '').replace(/\(\s*\d*\s*\)$/, '')))
      column.onUpdateNow = true;
    else
      skip(
        schema,
        `${t.name}.${name} ON UPDATE`,
        line,
        'ON UPDATE 只支持 CURRENT_TIMESTAMP，其他表达式已忽略',
      );
  }
  if (ref?.table?.length) {
    t.foreignKeys.push({
      columns: [name],
      line,
      refTable: unquote(ref.table[0].table),
      refColumns: (ref.definition ?? [])
        .map(columnName)
        .filter((c): c is string => c !== undefined)
        .map(unquote),
      ...foreignKeyActions(ref),
    });
  }
  return column;
}

/** `ON DELETE SET NULL ON UPDATE CASCADE` → { onDelete: 'SET NULL', onUpdate: 'CASCADE' }. */
function foreignKeyActions(ref: ReferenceDefinition): Pick<RawForeignKey, 'onDelete' | 'onUpdate'> {
  const actions: Pick<RawForeignKey, 'onDelete' | 'onUpdate'> = {};
  for (const action of Array.isArray(ref.on_action) ? ref.on_action : []) {
    const value = String(action?.value?.value ?? '')
      .replace(/\s+/g, ' ')
      .toUpperCase();
    if (!(FOREIGN_KEY_ACTIONS as readonly string[]).includes(value)) continue;
    if (/delete/i.test(String(action.type))) actions.onDelete = value as ForeignKeyAction;
    else if (/update/i.test(String(action.type))) actions.onUpdate = value as ForeignKeyAction;
  }
  return actions;
}

const TIMESTAMP_FUNCTIONS = /^(CURRENT_TIMESTAMP|NOW|LOCALTIMESTAMP|SYSDATE|GETDATE|TRANSACTION_TIMESTAMP)$/i;
const UUID_FUNCTIONS = /^(UUID|GEN_RANDOM_UUID|UUID_GENERATE_V4|UUID_GENERATE_V1)$/i;

function toDefault(node: ValueNode, dialect: Dialect): RawDefault | undefined {
  switch (node.type) {
    case 'null':
      return undefined;
    case 'number':
      return { kind: 'literal', value: Number(node.value) };
    // `1.5e3` and integers past 32 bits arrive as text: a number the model can hold exactly is a literal.
    case 'bigint': {
      const n = Number(node.value);
      return Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n))
        ? { kind: 'literal', value: n }
        : { kind: 'expression', text: String(node.value) };
    }
    // MySQL's bit literal `b'0'`: the number it writes.
    case 'bit_string':
      return /^[01]{1,53}$/.test(String(node.value))
        ? { kind: 'literal', value: parseInt(String(node.value), 2) }
        : { kind: 'expression', text: `b'${String(node.value)}'` };
    case 'bool':
    case 'boolean':
      return { kind: 'literal', value: Boolean(node.value) };
    case 'single_quote_string':
    case 'string':
    case 'natural_string':
    case 'double_quote_string':
      return { kind: 'literal', value: sqlText(String(node.value), dialect) };
    case 'hex_string':
    case 'full_hex_string': {
      const hex = String(node.value ?? '').toLowerCase();
      return /^(?:[0-9a-f]{2})*$/.test(hex)
        ? { kind: 'bytes', hex }
        : { kind: 'expression', text: `0x${hex}` };
    }
    case 'function': {
      const fn = functionName(node);
      if (TIMESTAMP_FUNCTIONS.test(fn)) return { kind: 'keyword', value: 'CURRENT_TIMESTAMP' };
      if (/^CURRENT_DATE$/i.test(fn)) return { kind: 'keyword', value: 'CURRENT_DATE' };
      if (UUID_FUNCTIONS.test(fn)) return { kind: 'keyword', value: 'UUID' };
      const args = (node.args?.value ?? []).map((a) => stringValue(a, dialect) ?? '').join(', ');
      return { kind: 'expression', text: `${fn}(${args})` };
    }
    default:
      if (typeof node.value === 'string' && TIMESTAMP_FUNCTIONS.test(node.value)) {
        return { kind: 'keyword', value: 'CURRENT_TIMESTAMP' };
      }
      if (typeof node.value === 'string' && /^CURRENT_DATE$/i.test(node.value)) {
        return { kind: 'keyword', value: 'CURRENT_DATE' };
      }
      return { kind: 'expression', text: String(node.value ?? node.type) };
  }
}

function functionName(node: ValueNode): string {
  if (typeof node.name === 'string') return node.name;
  return (node.name?.name ?? []).map((part) => part.value).join('.');
}

/**
 * The columns of a key with each one's MySQL prefix length (`name(10)`, null for the whole column), or undefined
 * when one part is an expression.
 */
export function keyColumns(parts: unknown[], report: (reason: string) => void): RawKey | undefined {
  const columns: string[] = [];
  const prefixes: (number | null)[] = [];
  const descending: boolean[] = [];
  for (const part of parts) {
    const key = keyPartColumn(part);
    if (!key) {
      report('键或索引包含表达式，模型只能按字段建立索引，已忽略');
      return undefined;
    }
    columns.push(unquote(key.column));
    prefixes.push(key.prefix);
    descending.push(/^desc$/i.test(String((part as { order_by?: unknown }).order_by ?? '')));
  }
  return {
    columns,
    ...(prefixes.some((p) => p !== null) ? { prefixes } : {}),
    ...(descending.some(Boolean) ? { descending } : {}),
  };
}

export function addConstraint(
  t: RawTable,
  definition: ConstraintDefinition,
  line: number,
  schema: RawSchema,
): void {
  const type = String(definition.constraint_type ?? '').toLowerCase();
  const name = definition.index ?? definition.constraint ?? undefined;
  const where = `${t.name} ${type || definition.keyword || 'index'}${name ? ` ${name}` : ''}`;
  if (type === 'check') {
    skip(schema, where, line, 'CHECK 约束暂不导入（模型不记录检查约束）');
    return;
  }
  const parts = Array.isArray(definition.definition) ? definition.definition : [];
  const key = keyColumns(parts, (reason) => skip(schema, where, line, reason));
  if (!key || key.columns.length === 0) return;
  const { columns } = key;
  const named = { name: name ?? undefined, ...key };
  if (key.prefixes && (type === 'primary key' || type === 'foreign key'))
    skip(schema, where, line, `${type === 'primary key' ? '主键' : '外键'}的前缀长度按整列导入`);
  if (type === 'primary key') {
    t.primaryKey = columns;
    for (const c of columns) {
      const column = findColumn(t, c);
      if (column) {
        column.primaryKey = true;
        column.notNull = true;
      }
    }
  } else if (type.startsWith('unique')) {
    t.uniques.push(named);
  } else if (type === 'foreign key' && definition.reference_definition?.table?.length) {
    const ref = definition.reference_definition;
    t.foreignKeys.push({
      name: name ?? undefined,
      line,
      columns,
      refTable: unquote(ref.table[0].table),
      refColumns: (ref.definition ?? [])
        .map(columnName)
        .filter((c): c is string => c !== undefined)
        .map(unquote),
      ...foreignKeyActions(ref),
    });
  } else if (definition.resource === 'index') {
    if (/fulltext|spatial/i.test(definition.keyword ?? ''))
      skip(schema, where, line, '全文或空间索引无法在数据模型中表示，已忽略');
    else t.indexes.push(named);
  } else {
    skip(schema, where, line, '无法识别的约束，已忽略');
  }
}
