// Field type → the type each target language and database uses for it.
// Sizes are carried (VARCHAR(64), DECIMAL(10,2)); optional fields get the target's nullable form
// where the language has one in its type (Go pointer, Python Optional).
import type { TypeMap } from '../context/types';
import type { FieldType, SqlSize, SqlTypes } from './types';

export const DEFAULT_STRING_LENGTH = 255;
export const DEFAULT_DECIMAL_PRECISION = 10;
export const DEFAULT_DECIMAL_SCALE = 0;

export interface TypedField {
  type: FieldType;
  /** Effective sizes (defaults already applied for string and decimal). */
  length: number | null;
  /** A string stored as `CHAR(length)` rather than `VARCHAR(length)`; bytes as MySQL `BINARY(length)`. */
  fixedLength?: boolean;
  precision: number | null;
  scale: number | null;
  /** Optional in the target languages: not required and not part of the primary key. */
  optional: boolean;
  enumName: string | null;
  enumValues: { value: string }[];
  unsigned?: boolean;
  sqlSize?: SqlSize | null;
  withTimeZone?: boolean;
  sqlType?: SqlTypes | null;
  /** The column's MySQL character set (`latin1`: its own, else its table's); omitted = utf8mb4. */
  mysqlCharset?: string | null;
}

/** An unsigned int needs the wider type in code: its upper half does not fit a signed 32-bit integer. */
export const codeTypeOf = (type: FieldType, unsigned: boolean | undefined): FieldType =>
  type === 'int' && unsigned ? 'long' : type;

const codeType = (f: TypedField): TypedField => ({ ...f, type: codeTypeOf(f.type, f.unsigned) });

const MYSQL_INT: Record<string, string> = { tiny: 'TINYINT', small: 'SMALLINT', medium: 'MEDIUMINT' };
const MYSQL_TEXT: Record<string, string> = { tiny: 'TINYTEXT', medium: 'MEDIUMTEXT', long: 'LONGTEXT' };
/** PostgreSQL has no 1- or 3-byte integer: TINYINT becomes SMALLINT, MEDIUMINT becomes INTEGER. */
const POSTGRESQL_INT: Record<string, string> = { tiny: 'SMALLINT', small: 'SMALLINT', medium: 'INTEGER' };

/** Bytes a character takes at most in MySQL's character sets, where not 1 (latin1, ascii and the like). */
const MYSQL_CHARSET_BYTES: Record<string, number> = {
  utf8mb4: 4,
  utf16: 4,
  utf16le: 4,
  utf32: 4,
  gb18030: 4,
  utf8: 3,
  utf8mb3: 3,
  ujis: 3,
  eucjpms: 3,
  ucs2: 2,
  gbk: 2,
  gb2312: 2,
  big5: 2,
  sjis: 2,
  cp932: 2,
  euckr: 2,
};
/** The most bytes a character of `charset` takes in MySQL; null = utf8mb4. */
export const mysqlCharBytes = (charset?: string | null): number =>
  MYSQL_CHARSET_BYTES[(charset ?? 'utf8mb4').toLowerCase()] ?? 1;
/**
 * A MySQL table's default character set and collation as the MySQL DDL writes them: the model's (Entity.mysqlCharset,
 * the character set named by the collation when only that is given), else utf8mb4 with its default collation.
 */
export function mysqlTableCharsetOf(entity: {
  mysqlCharset?: { charset?: string; collate?: string } | null;
}): { charset: string; collate: string | null } {
  const { charset, collate } = entity.mysqlCharset ?? {};
  return { charset: charset || collate?.split('_')[0] || 'utf8mb4', collate: collate || null };
}
/**
 * Whether a MySQL collation belongs to a character set (`utf8mb3_bin` to utf8mb3; utf8 is utf8mb3's other name, the
 * binary character set's collation is `binary`): the server refuses a table or column naming one of another set.
 */
export function mysqlCollationFits(charset: string, collate: string): boolean {
  const family = (name: string) => name.toLowerCase().replace(/^utf8(?!mb)/, 'utf8mb3');
  return family(collate) === family(charset) || family(collate).startsWith(`${family(charset)}_`);
}
/** The MySQL character set of a column: that its own collation names, else `table` (null = utf8mb4). */
export const mysqlCharsetOf = (
  collation: { dialect: string; charset?: string | null; collate?: string | null } | null | undefined,
  table: string | null = null,
): string | null =>
  (collation?.dialect === 'mysql' ? (collation.charset ?? collation.collate?.split('_')[0]) : null) ?? table;
/** A row's bytes in MySQL, which its VARCHAR columns may not pass (2 bytes of them hold a long value's length). */
export const MYSQL_ROW_BYTES = 65_535;
export const MYSQL_TEXT_BYTES = 65_535;

/**
 * The TEXT type MySQL takes for a VARCHAR(length) longer than it holds in `charset` (utf8mb4: 16383 characters);
 * null for one it holds. PostgreSQL's VARCHAR goes up to 10485760 characters.
 */
export function mysqlLongVarcharType(length: number, charset?: string | null): string | null {
  const perChar = mysqlCharBytes(charset);
  if (length <= Math.floor((MYSQL_ROW_BYTES - 3) / perChar)) return null;
  return length * perChar <= MYSQL_TEXT_BYTES ? 'TEXT' : 'MEDIUMTEXT';
}

const sqlQuote = (value: string): string => `'${value.replace(/'/g, "''")}'`;

function javaType(f: TypedField): string {
  switch (f.type) {
    case 'string':
    case 'text':
    case 'uuid':
      return 'String';
    case 'json':
      // Any JSON value (object, array, text…) as Jackson reads it.
      return 'JsonNode';
    case 'int':
      return 'Integer';
    case 'long':
      return 'Long';
    case 'decimal':
      return 'BigDecimal';
    case 'boolean':
      return 'Boolean';
    case 'binary':
      return 'byte[]';
    case 'date':
      return 'LocalDate';
    case 'datetime':
      return f.withTimeZone ? 'OffsetDateTime' : 'LocalDateTime';
    case 'time':
      return f.withTimeZone ? 'OffsetTime' : 'LocalTime';
    case 'enum':
      return f.enumName ?? 'String';
  }
}

function tsType(f: TypedField): string {
  switch (f.type) {
    case 'int':
    case 'long':
    case 'decimal':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'json':
      return 'unknown';
    case 'binary':
      // Bytes travel as base64 text in JSON.
      return 'string';
    case 'enum':
      return f.enumValues.map((v) => `'${v.value.replace(/[\\']/g, '\\$&')}'`).join(' | ') || 'string';
    default:
      // Dates, times and uuids travel as ISO strings in JSON.
      return 'string';
  }
}

function goBase(f: TypedField): string {
  switch (f.type) {
    case 'int':
      return 'int32';
    case 'long':
      return 'int64';
    case 'decimal':
      return 'float64';
    case 'boolean':
      return 'bool';
    case 'date':
    case 'datetime':
      return 'time.Time';
    case 'json':
      return 'json.RawMessage';
    case 'binary':
      return '[]byte';
    case 'enum':
      return f.enumName ?? 'string';
    default:
      return 'string';
  }
}

function pythonBase(f: TypedField): string {
  switch (f.type) {
    case 'int':
    case 'long':
      return 'int';
    case 'decimal':
      return 'Decimal';
    case 'boolean':
      return 'bool';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'time':
      return 'time';
    case 'uuid':
      return 'UUID';
    case 'json':
      return 'Any';
    case 'binary':
      return 'bytes';
    case 'enum':
      return f.enumName ?? 'str';
    default:
      return 'str';
  }
}

function mysqlType(f: TypedField): string {
  if (f.sqlType?.mysql) return f.sqlType.mysql;
  const base = mysqlBase(f);
  return f.unsigned && ['int', 'long', 'decimal'].includes(f.type) ? `${base} UNSIGNED` : base;
}

function mysqlBase(f: TypedField): string {
  switch (f.type) {
    case 'string': {
      const length = f.length ?? DEFAULT_STRING_LENGTH;
      const long = f.fixedLength ? null : mysqlLongVarcharType(length, f.mysqlCharset);
      return long ?? `${f.fixedLength ? 'CHAR' : 'VARCHAR'}(${length})`;
    }
    case 'text':
      return (f.sqlSize && MYSQL_TEXT[f.sqlSize]) || 'TEXT';
    case 'int':
      return (f.sqlSize && MYSQL_INT[f.sqlSize]) || 'INT';
    case 'long':
      return 'BIGINT';
    case 'decimal':
      return `DECIMAL(${f.precision ?? DEFAULT_DECIMAL_PRECISION},${f.scale ?? DEFAULT_DECIMAL_SCALE})`;
    case 'boolean':
      return 'TINYINT(1)';
    case 'date':
      return 'DATE';
    case 'datetime':
      return 'DATETIME';
    case 'time':
      return 'TIME';
    case 'uuid':
      return 'CHAR(36)';
    case 'json':
      return 'JSON';
    case 'enum':
      return `ENUM(${f.enumValues.map((v) => sqlQuote(v.value)).join(',')})`;
    case 'binary':
      return f.length ? `${f.fixedLength ? 'BINARY' : 'VARBINARY'}(${f.length})` : 'LONGBLOB';
  }
}

// PostgreSQL has no UNSIGNED: the DDL set adds CHECK (column >= 0) and the type stays the same size.
function postgresqlType(f: TypedField): string {
  if (f.sqlType?.postgresql) return f.sqlType.postgresql;
  switch (f.type) {
    case 'string':
      return `${f.fixedLength ? 'CHAR' : 'VARCHAR'}(${f.length ?? DEFAULT_STRING_LENGTH})`;
    case 'text':
      return 'TEXT';
    case 'int':
      return (f.sqlSize && POSTGRESQL_INT[f.sqlSize]) || 'INTEGER';
    case 'long':
      return 'BIGINT';
    case 'decimal':
      return `NUMERIC(${f.precision ?? DEFAULT_DECIMAL_PRECISION},${f.scale ?? DEFAULT_DECIMAL_SCALE})`;
    case 'boolean':
      return 'BOOLEAN';
    case 'date':
      return 'DATE';
    case 'datetime':
      return f.withTimeZone ? 'TIMESTAMPTZ' : 'TIMESTAMP';
    case 'time':
      return f.withTimeZone ? 'TIMETZ' : 'TIME';
    case 'uuid':
      return 'UUID';
    case 'json':
      return 'JSONB';
    case 'enum': {
      // Stored as text with a CHECK constraint written by the DDL; wide enough for every value.
      const longest = Math.max(0, ...f.enumValues.map((v) => v.value.length));
      return `VARCHAR(${Math.max(32, longest)})`;
    }
    case 'binary':
      return 'BYTEA';
  }
}

export function mapTypes(f: TypedField): TypeMap {
  const code = codeType(f);
  const go = goBase(code);
  const python = pythonBase(code);
  return {
    java: javaType(code),
    ts: tsType(code),
    // A nil slice is already "no value": json.RawMessage and []byte take no pointer.
    go: f.optional && go !== 'json.RawMessage' && go !== '[]byte' ? `*${go}` : go,
    python: f.optional ? `Optional[${python}]` : python,
    mysql: mysqlType(f),
    postgresql: postgresqlType(f),
  };
}
