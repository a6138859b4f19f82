// Maps a SQL column type back to the model's field type with its length / precision.
import type { FieldType } from '../../model/types';

import type { Dialect, RawColumn } from './raw';

export interface MappedType {
  type: FieldType;
  length?: number;
  fixedLength?: boolean;
  precision?: number;
  scale?: number;
}

const STRING = /^(VARCHAR|CHARACTER VARYING|NVARCHAR|NATIONAL VARCHAR|VARCHAR2|CHAR|CHARACTER|NCHAR|BPCHAR)$/;
const FIXED_STRING = /^(CHAR|CHARACTER|NCHAR|BPCHAR)$/;
const TEXT = /^(TEXT|TINYTEXT|MEDIUMTEXT|LONGTEXT|CLOB|CITEXT|TSVECTOR|XML|INET|CIDR|MACADDR|SET)$/;
const INT = /^(TINYINT|SMALLINT|MEDIUMINT|INT|INTEGER|INT2|INT4|SERIAL|SMALLSERIAL|SERIAL4|SERIAL2|YEAR)$/;
const LONG = /^(BIGINT|INT8|BIGSERIAL|SERIAL8)$/;
const DECIMAL = /^(DECIMAL|NUMERIC|DEC|FIXED|MONEY)$/;
const FLOAT = /^(FLOAT|DOUBLE|REAL|DOUBLE PRECISION|FLOAT4|FLOAT8)$/;
const DATETIME = /^(DATETIME|TIMESTAMP|TIMESTAMPTZ|TIMESTAMP WITH TIME ZONE|TIMESTAMP WITHOUT TIME ZONE)$/;
const TIME = /^(TIME|TIMETZ|TIME WITH TIME ZONE|TIME WITHOUT TIME ZONE)$/;
const BINARY = /^(BLOB|TINYBLOB|MEDIUMBLOB|LONGBLOB|BINARY|VARBINARY|BYTEA|BIT VARYING|VARBIT)$/;

export function mapColumnType(column: RawColumn, dialect: Dialect): MappedType {
  const t = column.dataType.replace(/\s+/g, ' ').trim();
  if (t.endsWith('[]') || t === 'JSON' || t === 'JSONB' || t === 'ARRAY') return { type: 'json' };
  if (t === 'ENUM' && column.enumValues && column.enumValues.length > 0) return { type: 'enum' };
  if (t === 'UUID' || t === 'UNIQUEIDENTIFIER') return { type: 'uuid' };
  if (t === 'BOOLEAN' || t === 'BOOL') return { type: 'boolean' };
  if ((t === 'TINYINT' || t === 'BIT') && column.length === 1) return { type: 'boolean' };
  if (BINARY.test(t)) {
    // VARBINARY(n) / BINARY(n) keep their size; the BLOB family and bytea are unbounded.
    return /^(VARBINARY|BINARY)$/.test(t) && column.length != null && column.length <= 65535
      ? { type: 'binary', length: column.length }
      : { type: 'binary' };
  }
  if (STRING.test(t)) {
    const fixed = FIXED_STRING.test(t);
    if (column.length == null)
      return fixed ? { type: 'string', length: 1, fixedLength: true } : { type: 'text' };
    // The model keeps CHAR up to MySQL's 255; a longer PostgreSQL CHAR(n) becomes VARCHAR(n).
    return fixed && column.length <= 255
      ? { type: 'string', length: column.length, fixedLength: true }
      : { type: 'string', length: column.length };
  }
  if (TEXT.test(t) || t === 'ENUM') return { type: 'text' };
  if (LONG.test(t)) return { type: 'long' };
  // Unsigned INT overflows a signed 32-bit int, so it needs the wider type.
  if (INT.test(t))
    return { type: t === 'INT' || t === 'INTEGER' ? (column.unsigned ? 'long' : 'int') : 'int' };
  if (DECIMAL.test(t)) {
    if (column.length == null)
      return dialect === 'mysql' ? { type: 'decimal', precision: 10, scale: 0 } : { type: 'decimal' };
    return { type: 'decimal', precision: column.length, scale: column.scale ?? 0 };
  }
  if (FLOAT.test(t)) return { type: 'decimal' };
  if (t === 'DATE') return { type: 'date' };
  if (DATETIME.test(t)) return { type: 'datetime' };
  if (TIME.test(t)) return { type: 'time' };
  return { type: 'text' };
}

export function isKnownType(dataType: string): boolean {
  const t = dataType.replace(/\s+/g, ' ').trim();
  return (
    [STRING, TEXT, INT, LONG, DECIMAL, FLOAT, DATETIME, TIME, BINARY].some((re) => re.test(t)) ||
    /^(JSON|JSONB|ARRAY|ENUM|UUID|UNIQUEIDENTIFIER|BOOLEAN|BOOL|BIT|DATE)$/.test(t) ||
    t.endsWith('[]')
  );
}
