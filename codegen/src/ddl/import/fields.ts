// Builds the model's fields and indexes of one table from its raw columns and keys.
import type { EnumValue, Field, Index } from '../../model/types';

import { isKnownType, mapColumnType } from './column-type';
import { camel, snake } from './naming';
import type { Dialect, RawColumn, RawDefault, RawKey, RawTable, Skipped } from './raw';

/**
 * A Chinese column comment like `订单状态：0->待付款；1->待发货` gives label `订单状态` and the rest as comment
 * (`标题（不超过200字）` gives `标题` and `不超过200字`): templates print `label：comment`, so the label is
 * never repeated, and exporting the model writes the comment back as `label：rest`.
 */
export function splitComment(comment: string | undefined): { label?: string; comment?: string } {
  const text = comment?.trim();
  if (!text) return {};
  const label = text.split(/[：:，,；;（(。\n]/)[0].trim();
  if (!label || label.length > 40) return { comment: text };
  const rest = text
    .slice(label.length)
    .replace(/^[\s：:，,；;。]+/, '')
    .trim();
  const inBrackets = /^[（(]([^（()）]*)[）)]$/.exec(rest);
  const note = (inBrackets ? inBrackets[1] : rest).trim();
  return note ? { label, comment: note } : { label };
}

/** Values exactly as the database stores them; an empty or repeated one cannot be a model value. */
function enumValues(values: string[]): EnumValue[] {
  return [...new Set(values)].filter((value) => value !== '').map((value) => ({ value }));
}

function defaultFor(field: Field, raw: RawDefault | undefined, enumMap: EnumValue[]): Field['defaultValue'] {
  if (!raw || raw.kind === 'expression') return undefined;
  if (raw.kind === 'keyword') {
    if (raw.value === 'UUID') return field.type === 'uuid' || field.type === 'string' ? 'UUID' : undefined;
    return ['datetime', 'date', 'time'].includes(field.type) ? raw.value : undefined;
  }
  const value = raw.value;
  switch (field.type) {
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return /^(1|true|t|y|yes)$/i.test(String(value))
        ? true
        : /^(0|false|f|n|no)$/i.test(String(value))
          ? false
          : undefined;
    case 'int':
    case 'long':
    case 'decimal': {
      const n = Number(value);
      return String(value).trim() !== '' && Number.isFinite(n) ? n : undefined;
    }
    case 'binary':
      return undefined;
    case 'enum':
      return enumMap.find((v) => v.value === String(value))?.value;
    case 'date':
    case 'datetime':
    case 'time':
      // MySQL's zero dates are not real values; the model has no way to express them.
      return /^0000-00-00/.test(String(value)) ? undefined : String(value);
    default:
      // The model reads a bare '' as "no default"; the quoted form is the literal empty string.
      return String(value) === '' ? "''" : String(value);
  }
}

export interface BuiltFields {
  fields: Field[];
  /** Lower-case column name → field. */
  byColumn: Map<string, Field>;
}

export function buildFields(table: RawTable, dialect: Dialect, skipped: Skipped[]): BuiltFields {
  const fields: Field[] = [];
  const byColumn = new Map<string, Field>();
  const taken = new Set<string>();
  const singleUniques = new Set(
    table.uniques.filter((u) => u.columns.length === 1).map((u) => u.columns[0].toLowerCase()),
  );
  for (const column of table.columns) {
    const mapped = mapColumnType(column, dialect);
    if (!isKnownType(column.dataType)) {
      skipped.push({
        statement: `${table.name}.${column.name} ${column.dataType}`,
        line: table.line,
        reason: `未知的列类型 ${column.dataType}，已按长文本（text）导入`,
      });
    }
    let name = camel(column.name) || `column${fields.length + 1}`;
    for (let n = 2; taken.has(name); n += 1) name = `${camel(column.name)}${n}`;
    taken.add(name);
    const field = toField(column, name, mapped, singleUniques.has(column.name.toLowerCase()));
    fields.push(field);
    byColumn.set(column.name.toLowerCase(), field);
  }
  return { fields, byColumn };
}

function toField(
  column: RawColumn,
  name: string,
  mapped: NonNullable<ReturnType<typeof mapColumnType>>,
  uniqueKey: boolean,
): Field {
  const field: Field = { name, column: snake(column.name), type: mapped.type };
  const { label, comment } = splitComment(column.comment);
  if (label) field.label = label;
  if (mapped.length != null) field.length = mapped.length;
  if (mapped.fixedLength) field.fixedLength = true;
  if (mapped.precision != null) field.precision = mapped.precision;
  if (mapped.scale != null) field.scale = mapped.scale;
  if (column.notNull) field.required = true;
  if (column.primaryKey) field.primaryKey = true;
  else if (column.unique || uniqueKey) field.unique = true;
  if (column.autoIncrement && (mapped.type === 'int' || mapped.type === 'long')) field.autoIncrement = true;
  const values = mapped.type === 'enum' ? enumValues(column.enumValues ?? []) : [];
  if (mapped.type === 'enum') field.enumValues = values;
  const defaultValue = field.autoIncrement ? undefined : defaultFor(field, column.defaultValue, values);
  if (defaultValue !== undefined) field.defaultValue = defaultValue;
  if (column.unsigned && ['int', 'long', 'decimal'].includes(mapped.type)) field.validation = { min: 0 };
  if (comment) field.comment = comment;
  return field;
}

export function buildIndexes(table: RawTable, tableName: string, byColumn: Map<string, Field>): Index[] {
  const indexes: Index[] = [];
  const seen = new Set<string>();
  const pk = table.primaryKey.map((c) => c.toLowerCase()).join(',');
  const add = (key: RawKey, unique: boolean) => {
    const fields = key.columns.map((c) => byColumn.get(c.toLowerCase())?.name);
    const columns = key.columns.map((c) => c.toLowerCase()).join(',');
    if (fields.some((f) => f === undefined) || columns === pk) return;
    const signature = `${unique}:${columns}`;
    if (seen.has(signature)) return;
    seen.add(signature);
    const name = key.name ?? `${unique ? 'uk' : 'idx'}_${tableName}_${key.columns.map(snake).join('_')}`;
    indexes.push({ name, fields: fields as string[], unique });
  };
  for (const key of table.uniques) if (key.columns.length > 1) add(key, true);
  for (const key of table.indexes) add(key, false);
  return indexes;
}
