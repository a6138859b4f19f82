// What generated code needs to know about a field beyond its type, decided once here so templates only read it:
// the input a form shows, how a search form asks for it, the wire format of a date or time, the type name of its
// labelled values, the element of a PostgreSQL array column, and what its Java type needs imported.
import type { FieldType, SqlTypes } from '../model/types';
import type { FieldContext } from './types';

/** The input a create / edit form shows for a field (docs/generated-code-contract.md, "Column roles"). */
export type FormWidget =
  | 'reference'
  | 'codes'
  | 'secret'
  | 'int'
  | 'decimal'
  | 'string'
  | 'text'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'time'
  | 'json'
  | 'binary';

/** How a search form asks for a searchable field, and so how its value is sent. */
export type SearchWidget =
  | 'like'
  | 'date-range'
  | 'time-range'
  | 'number-range'
  | 'date'
  | 'time'
  | 'reference'
  | 'codes'
  | 'flag'
  | 'number'
  | 'text';

/** The contract's wire format of a date or time value; the zoned ones carry their offset (ISO 8601). */
export type WireFormat = 'date' | 'datetime' | 'zonedDatetime' | 'time' | 'zonedTime';

/** The element of a one-dimensional PostgreSQL array column (`TEXT[]`, `INTEGER[]`), which the model keeps as json. */
export type ArrayElement = 'int' | 'decimal' | 'boolean' | 'text';

const DATE_LIKE: FieldType[] = ['date', 'datetime', 'time'];
const NUMBERS: FieldType[] = ['int', 'long', 'decimal'];

type Kinds = Pick<FieldContext, 'type' | 'reference' | 'codes' | 'writeOnly' | 'search'>;

export function formWidgetOf(f: Kinds): FormWidget {
  if (f.reference) return 'reference';
  if (f.codes.length > 0) return 'codes';
  if (f.writeOnly) return 'secret';
  switch (f.type) {
    case 'int':
    case 'long':
      return 'int';
    case 'uuid':
      return 'string';
    // An enum always has codes (its values); a model without values still gets a text input.
    case 'enum':
      return 'string';
    default:
      return f.type;
  }
}

/** Null for a field the list page does not search by. A model allows RANGE on numbers, dates and times only. */
export function searchWidgetOf(f: Kinds): SearchWidget | null {
  if (!f.search) return null;
  if (f.search === 'LIKE') return 'like';
  if (f.search === 'RANGE')
    return f.type === 'time' ? 'time-range' : DATE_LIKE.includes(f.type) ? 'date-range' : 'number-range';
  if (f.type === 'time') return 'time';
  if (DATE_LIKE.includes(f.type)) return 'date';
  if (f.reference) return 'reference';
  if (f.codes.length > 0) return 'codes';
  if (f.type === 'boolean') return 'flag';
  if (NUMBERS.includes(f.type)) return 'number';
  return 'text';
}

export function wireFormatOf(f: Pick<FieldContext, 'type' | 'withTimeZone'>): WireFormat | null {
  switch (f.type) {
    case 'date':
      return 'date';
    case 'datetime':
      return f.withTimeZone ? 'zonedDatetime' : 'datetime';
    case 'time':
      return f.withTimeZone ? 'zonedTime' : 'time';
    default:
      return null;
  }
}

/** The type of a coded column's stored values: the enum's own name, else `<Entity><Field>`; null without codes. */
export function codesNameOf(
  f: Pick<FieldContext, 'codes' | 'enumName' | 'names'>,
  className: string,
): string | null {
  if (f.codes.length === 0) return null;
  return f.enumName ?? `${className}${f.names.pascal}`;
}

const ARRAY_ELEMENTS: Record<string, ArrayElement> = {
  SMALLINT: 'int',
  INT: 'int',
  INTEGER: 'int',
  BIGINT: 'int',
  INT2: 'int',
  INT4: 'int',
  INT8: 'int',
  NUMERIC: 'decimal',
  DECIMAL: 'decimal',
  REAL: 'decimal',
  'DOUBLE PRECISION': 'decimal',
  FLOAT: 'decimal',
  FLOAT4: 'decimal',
  FLOAT8: 'decimal',
  BOOLEAN: 'boolean',
  BOOL: 'boolean',
};

/**
 * For a json field stored as a one-dimensional PostgreSQL array (`TEXT[]`, `NUMERIC(5,2)[]`): its element, every
 * other element type being text; null for anything else (a plain json column, a multi-dimensional array, MySQL).
 */
export function arrayElementOf(f: { type: FieldType; sqlType?: SqlTypes | null }): ArrayElement | null {
  const sql = f.sqlType?.postgresql?.trim().toUpperCase();
  if (f.type !== 'json' || !sql || !sql.endsWith('[]') || sql.endsWith('[][]')) return null;
  const element = sql.split('[')[0].split('(')[0].trim();
  return ARRAY_ELEMENTS[element] ?? 'text';
}

const JAVA_IMPORTS: Record<string, string> = {
  BigDecimal: 'java.math.BigDecimal',
  LocalDate: 'java.time.LocalDate',
  LocalDateTime: 'java.time.LocalDateTime',
  LocalTime: 'java.time.LocalTime',
  OffsetDateTime: 'java.time.OffsetDateTime',
  OffsetTime: 'java.time.OffsetTime',
  JsonNode: 'com.fasterxml.jackson.databind.JsonNode',
};

/** What a Java type from `types.java` needs imported: '' for java.lang, arrays and the field's own enum. */
export function javaImportOf(javaType: string): string {
  return JAVA_IMPORTS[javaType] ?? '';
}

/** The most characters a string or text field takes: its length or its validation's max, whichever is smaller. */
export function maxLengthOf(f: {
  type: FieldType;
  length: number | null;
  validation?: { max?: number };
}): number | null {
  if (f.type !== 'string' && f.type !== 'text') return null;
  const limits = [f.length, f.validation?.max].filter((n): n is number => typeof n === 'number');
  return limits.length > 0 ? Math.min(...limits) : null;
}

/** The smallest value a number field takes: its validation's min, else 0 when unsigned, else null. */
export function minValueOf(f: {
  type: FieldType;
  unsigned: boolean;
  validation?: { min?: number };
}): number | null {
  if (f.type !== 'int' && f.type !== 'long' && f.type !== 'decimal') return null;
  return f.validation?.min ?? (f.unsigned ? 0 : null);
}
