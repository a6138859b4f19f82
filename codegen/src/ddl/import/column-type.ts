// Maps a SQL column type back to the model's field type with its length / precision.
import type { FieldType, SqlSize, SqlTypes } from '../../model/types';
import { isMysqlSqlType, isSqlType } from '../../model/validate-field';

import { decimalHolding } from './preprocess';
import type { Dialect, RawColumn } from './raw';

export interface MappedType {
  type: FieldType;
  length?: number;
  fixedLength?: boolean;
  precision?: number;
  scale?: number;
  unsigned?: boolean;
  sqlSize?: SqlSize;
  withTimeZone?: boolean;
  /** The source dialect's own type, kept when the field type only approximates it. */
  sqlType?: SqlTypes;
  /** Chinese reasons: where the field or the other dialect's export only approximates the column. */
  approximations: string[];
}

const INT_SIZES: Record<string, SqlSize> = {
  TINYINT: 'tiny',
  SMALLINT: 'small',
  INT2: 'small',
  SMALLSERIAL: 'small',
  SERIAL2: 'small',
  MEDIUMINT: 'medium',
};
const TEXT_SIZES: Record<string, SqlSize> = { TINYTEXT: 'tiny', MEDIUMTEXT: 'medium', LONGTEXT: 'long' };
/** PostgreSQL types with no model type of their own: a text field that keeps the native type for PostgreSQL. */
const NATIVE_TEXT = /^(TSVECTOR|TSQUERY|XML|INET|CIDR|MACADDR|MACADDR8|CITEXT|INTERVAL)$/;
/**
 * Other built-in PostgreSQL types and those of contrib extensions the PostgreSQL DDL creates (HSTORE, LTREE), kept as
 * they are for PostgreSQL. A type the script defines itself (a composite, a DO block's enum) is not: the export does
 * not create it (the PostgreSQL import reads a DO block's enum from PostgreSQL's catalog).
 */
const BUILT_IN_OTHER =
  /^(HSTORE|LTREE|LQUERY|LTXTQUERY|OID|REGCLASS|REGTYPE|REGPROC|REGNAMESPACE|REGROLE|INT4RANGE|INT8RANGE|NUMRANGE|TSRANGE|TSTZRANGE|DATERANGE|INT4MULTIRANGE|INT8MULTIRANGE|NUMMULTIRANGE|TSMULTIRANGE|TSTZMULTIRANGE|DATEMULTIRANGE|POINT|LINE|LSEG|BOX|PATH|POLYGON|CIRCLE|PG_LSN|PG_SNAPSHOT|TXID_SNAPSHOT|JSONPATH)$/;

const STRING = /^(VARCHAR|CHARACTER VARYING|NVARCHAR|NATIONAL VARCHAR|VARCHAR2|CHAR|CHARACTER|NCHAR|BPCHAR)$/;
const FIXED_STRING = /^(CHAR|CHARACTER|NCHAR|BPCHAR)$/;
const TEXT = /^(TEXT|TINYTEXT|MEDIUMTEXT|LONGTEXT|CLOB|CITEXT|TSVECTOR|XML|INET|CIDR|MACADDR|SET|INTERVAL)$/;
const INT = /^(TINYINT|SMALLINT|MEDIUMINT|INT|INTEGER|INT2|INT4|SERIAL|SMALLSERIAL|SERIAL4|SERIAL2|YEAR)$/;
const LONG = /^(BIGINT|INT8|BIGSERIAL|SERIAL8)$/;
const DECIMAL = /^(DECIMAL|NUMERIC|DEC|FIXED|MONEY)$/;
const FLOAT = /^(FLOAT|DOUBLE|REAL|DOUBLE PRECISION|FLOAT4|FLOAT8)$/;
const DATETIME = /^(DATETIME|TIMESTAMP|TIMESTAMPTZ|TIMESTAMP WITH TIME ZONE|TIMESTAMP WITHOUT TIME ZONE)$/;
const TIME = /^(TIME|TIMETZ|TIME WITH TIME ZONE|TIME WITHOUT TIME ZONE)$/;
const SPATIAL =
  /^(GEOMETRY|POINT|LINESTRING|POLYGON|MULTIPOINT|MULTILINESTRING|MULTIPOLYGON|GEOMETRYCOLLECTION|GEOMCOLLECTION)$/;
/** A PostgreSQL array type: `TEXT[]`, `VARCHAR(20)[]`, `SMALLINT[3]`, `INT[][]`. */
const ARRAY = /\[\d*\]$/;
/** Array elements by their short PostgreSQL names (`int4`), as the parser sizes them (`INT(4)`). */
const SIZED_ARRAY: Record<string, string> = {
  INT2: 'SMALLINT',
  INT4: 'INTEGER',
  INT8: 'BIGINT',
  FLOAT4: 'REAL',
  FLOAT8: 'DOUBLE PRECISION',
};
const BINARY = /^(BLOB|TINYBLOB|MEDIUMBLOB|LONGBLOB|BINARY|VARBINARY|BYTEA|BIT VARYING|VARBIT)$/;
/** PostgreSQL's bit strings: BIT(n), BIT VARYING(n), VARBIT(n) (the parser leaves VARBIT's size in the name). */
const BIT_STRING = /^(BIT|BIT VARYING|VARBIT(\(\d+\))?)$/;

/** The field type and sizes of a column, with what the model (or the other dialect) can only approximate. */
export function mapColumnType(column: RawColumn, dialect: Dialect): MappedType {
  const base = baseType(column, dialect);
  const t = column.dataType.replace(/\s+/g, ' ').trim();
  const mapped: MappedType = { ...base, approximations: [] };
  const note = (reason: string) => mapped.approximations.push(reason);
  // The parser reads int4[] / int2[] / int8[] / float8[] as INT(4)[] …, which PostgreSQL refuses or reads as REAL[].
  const native =
    t === 'ARRAY'
      ? 'TEXT[]'
      : t
          .replace(
            /^(INT|FLOAT)\((\d)\)(?=\[)/,
            (whole, base: string, n: string) => SIZED_ARRAY[`${base}${n}`] ?? whole,
          )
          .replace(/^"CHAR"(?=\[)/, '"char"');
  if (dialect === 'postgresql' && (ARRAY.test(t) || t === 'ARRAY') && !column.compositeType) {
    // A type the model could not write back safely (quoted, schema-qualified) keeps only the json field.
    if (isSqlType(native)) mapped.sqlType = { postgresql: native };
    note(`数组类型在模型中按 json 字段处理，生成的代码按 JSON 读写；导出到 MySQL 时按 JSON 列`);
  }
  if (dialect === 'postgresql' && column.compositeType) {
    // The project keeps the type's CREATE TYPE (postgresqlTypes): the column keeps its name.
    const brackets = /(\[\d*\])*$/.exec(t)?.[0] ?? '';
    mapped.sqlType = { postgresql: `${column.compositeType}${brackets}` };
    note(
      brackets
        ? `复合类型 ${column.compositeType} 的数组在模型中按 json 字段处理并为 PostgreSQL 保留原类型；导出到 MySQL 时按 JSON 列`
        : `复合类型 ${column.compositeType} 在模型中按 text 字段处理并为 PostgreSQL 保留原类型，生成的代码按 PostgreSQL 的行文本（如 ("1 Main St",12345)）读写；导出到 MySQL 时按 TEXT 列`,
    );
  } else if (dialect === 'postgresql' && (NATIVE_TEXT.test(t) || BUILT_IN_OTHER.test(t))) {
    // A built-in type of its own (a range, a geometric type): PostgreSQL's DDL writes it back as it is.
    mapped.sqlType = { postgresql: t };
    note(`${t} 在模型中按 text 字段处理；导出到 MySQL 时按 TEXT 列，失去该类型的运算和校验`);
  }
  if (mapped.type === 'int' && INT_SIZES[t]) {
    mapped.sqlSize = INT_SIZES[t];
    if (t === 'TINYINT') note('PostgreSQL 没有 TINYINT，导出到 PostgreSQL 时按 SMALLINT');
    if (t === 'MEDIUMINT') note('PostgreSQL 没有 MEDIUMINT，导出到 PostgreSQL 时按 INTEGER');
  }
  if (FLOAT.test(t)) {
    // The model has no floating-point type: a decimal field that keeps the column's own type in its dialect.
    const size =
      column.length != null ? `(${column.length}${column.scale != null ? `,${column.scale}` : ''})` : '';
    // PostgreSQL: FLOAT(p) is REAL up to 24 binary digits, else DOUBLE PRECISION; float8 arrives as FLOAT(8).
    const real =
      /^(FLOAT4|REAL)$/.test(t) ||
      (t === 'FLOAT' && column.length != null && column.length <= 24 && column.length !== 8);
    const native =
      dialect === 'postgresql'
        ? real
          ? 'REAL'
          : 'DOUBLE PRECISION'
        : `${t}${size}${column.unsigned ? ' UNSIGNED' : ''}`;
    if (isSqlType(native)) mapped.sqlType = { [dialect]: native };
    note(
      `模型没有浮点类型：${t} 按 decimal 字段处理（生成的代码按定点小数读写）；导出到 ${dialect === 'mysql' ? 'PostgreSQL' : 'MySQL'} 时按 DECIMAL`,
    );
  }
  if (mapped.type === 'text' && TEXT_SIZES[t]) mapped.sqlSize = TEXT_SIZES[t];
  if (dialect === 'postgresql') postgresqlNative(t, column, mapped, note);
  if (dialect === 'postgresql' && column.nativeType) keepNativeType(column.nativeType, mapped, note);
  // Fractional seconds (DATETIME(6), TIME(3)) have no place in the model: MySQL keeps its own type.
  if (dialect === 'mysql' && /^(DATETIME|TIME)$/.test(t) && column.length != null && column.length > 0)
    mapped.sqlType = { mysql: `${t}(${column.length})` };
  if (dialect === 'mysql' && t === 'BIT' && mapped.type === 'boolean') mapped.sqlType = { mysql: 'BIT(1)' };
  // ZEROFILL pads the shown value with zeros to the display width: MySQL keeps the whole type.
  if (dialect === 'mysql' && column.zerofill && ['int', 'long', 'decimal'].includes(mapped.type)) {
    const size =
      column.length != null ? `(${column.length}${column.scale != null ? `,${column.scale}` : ''})` : '';
    const native = `${t}${size} UNSIGNED ZEROFILL`;
    if (isSqlType(native)) mapped.sqlType = { mysql: native };
  }
  if (dialect === 'mysql' && SPATIAL.test(t)) {
    mapped.sqlType = { mysql: t };
    note(
      `${t} 是 MySQL 的空间类型：模型按 text 字段处理并为 MySQL 保留原类型；导出到 PostgreSQL 时按 TEXT 列（没有 PostGIS）`,
    );
  }
  if (dialect === 'mysql') mariadbNative(t, mapped, note);
  if (dialect === 'mysql' && t === 'YEAR') {
    mapped.sqlType = { mysql: 'YEAR' };
    note('YEAR 在模型中按 int 字段处理并为 MySQL 保留原类型；导出到 PostgreSQL 时按 INTEGER');
  }
  if (dialect === 'mysql' && t === 'BIT' && mapped.type === 'long') {
    const native = `BIT(${column.length ?? 1})`;
    mapped.sqlType = { mysql: native };
    note(
      `${native} 在模型中按 long 字段（位的数值）处理并为 MySQL 保留原类型；导出到 PostgreSQL 时按 BIGINT`,
    );
  }
  if (dialect === 'mysql' && t === 'SET') {
    // A string as long as all the values together; MySQL keeps the SET itself when it fits the model's native type.
    const values = column.enumValues ?? [];
    const native = `SET(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')})`;
    mapped.type = 'string';
    mapped.length = Math.max(
      1,
      values.reduce((n, v) => n + v.length + 1, -1),
    );
    if (isMysqlSqlType(native)) {
      mapped.sqlType = { mysql: native };
      note(
        `SET 类型在模型中按字符串字段处理并为 MySQL 保留原类型；导出到 PostgreSQL 时按 VARCHAR(${mapped.length})，不再限制取值`,
      );
    } else
      note(
        `SET 类型（可取 ${values.join('、')} 中的多个值）超过 MySQL 的 64 个成员，或写成原生类型超过 4096 个字符，在模型中按字符串字段处理：导出后为 VARCHAR(${mapped.length}) 列，不再限制取值`,
      );
  }
  if (mapped.type === 'binary' && mapped.fixedLength)
    note('PostgreSQL 没有定长二进制类型：BINARY(n) 导出到 PostgreSQL 时按 BYTEA，不补齐零字节、不限长度');
  // MySQL's TIMESTAMP is not its DATETIME (stored in UTC, read in the session's time zone, 1970–2038): kept as it is.
  if (dialect === 'mysql' && t === 'TIMESTAMP' && mapped.type === 'datetime') {
    const native = column.length != null ? `TIMESTAMP(${column.length})` : 'TIMESTAMP';
    if (isSqlType(native)) mapped.sqlType = { mysql: native };
    note('MySQL 的 TIMESTAMP 按 UTC 存储、按会话时区读取；导出到 PostgreSQL 时按 TIMESTAMP（不带时区）');
  }
  // The model's unbounded binary is LONGBLOB in MySQL: a smaller BLOB keeps its own type there.
  if (dialect === 'mysql' && /^(TINYBLOB|BLOB|MEDIUMBLOB)$/.test(t)) mapped.sqlType = { mysql: t };
  if (column.unsigned && ['int', 'long', 'decimal'].includes(mapped.type)) {
    mapped.unsigned = true;
    note('PostgreSQL 没有 UNSIGNED，导出到 PostgreSQL 时用 CHECK（列 >= 0）代替');
    if (mapped.type === 'int') note('无符号 INT 在生成的代码中使用 64 位整数，才能容纳全部取值');
    if (mapped.type === 'long') note('BIGINT UNSIGNED 超过 2^63-1 的值在 PostgreSQL 和生成的代码中无法保存');
  }
  if (column.withTimeZone && (mapped.type === 'datetime' || mapped.type === 'time')) {
    mapped.withTimeZone = true;
    note(`MySQL 的 ${mapped.type === 'time' ? 'TIME' : 'DATETIME'} 不带时区，导出到 MySQL 时时区信息丢失`);
  }
  return mapped;
}

/** MariaDB's INET4 / INET6: the longest address each holds as text (`255.255.255.255`, eight groups of four hex digits). */
const MARIADB_INET: Record<string, number> = { INET4: 15, INET6: 39 };

/**
 * MariaDB's own types (UUID, INET4, INET6) and any type name the import does not know, kept as written for MySQL so
 * the export creates the same column; the other dialect gets the model type's column.
 */
function mariadbNative(t: string, mapped: MappedType, note: (reason: string) => void): void {
  if (t === 'UUID') {
    mapped.sqlType = { mysql: 'UUID' };
    note(
      'UUID 是 MariaDB（10.7+）的类型：为 MySQL 保留原类型，导出的 MySQL 建表脚本只能在 MariaDB 上执行；导出到 PostgreSQL 时按 UUID',
    );
  } else if (MARIADB_INET[t]) {
    Object.assign(mapped, { type: 'string', length: MARIADB_INET[t] });
    mapped.sqlType = { mysql: t, postgresql: 'INET' };
    note(
      `${t} 是 MariaDB（${t === 'INET4' ? '10.10' : '10.5'}+）的地址类型：模型按 string(${MARIADB_INET[t]}) 字段处理并为 MySQL 保留原类型，导出的 MySQL 建表脚本只能在 MariaDB 上执行；导出到 PostgreSQL 时按 INET`,
    );
  } else if (!isKnownType(t) && !SPATIAL.test(t) && !/^(YEAR|SET)$/.test(t) && isMysqlSqlType(t)) {
    mapped.sqlType = { mysql: t };
    note(`未知的列类型 ${t}：模型按 text 字段处理并为 MySQL 保留原类型；导出到 PostgreSQL 时按 TEXT 列`);
  }
}

/**
 * PostgreSQL types the model's field type would write back otherwise, kept as they are: an unconstrained NUMERIC
 * (the model's decimal without precision is NUMERIC(10,0), which rounds), fractional seconds of TIMESTAMP(p) /
 * TIME(p) (also for MySQL: DATETIME(p), TIME(p)), and JSON (text as written, where the json field is JSONB).
 */
function postgresqlNative(
  t: string,
  column: RawColumn,
  mapped: MappedType,
  note: (reason: string) => void,
): void {
  if (/^(NUMERIC|DECIMAL|DEC)$/.test(t) && column.length == null) {
    mapped.sqlType = { postgresql: 'NUMERIC', mysql: 'DECIMAL(65,30)' };
    note(
      'PostgreSQL 的 NUMERIC 不限精度和小数位；导出到 MySQL 时按 DECIMAL(65,30)（MySQL 最大的定点小数），超出的位数会被截断',
    );
  } else if ((DATETIME.test(t) || TIME.test(t)) && column.length != null && column.length >= 0) {
    const time = TIME.test(t);
    const p = Math.min(column.length, 6);
    const zone = column.withTimeZone ? 'TZ' : '';
    mapped.sqlType = {
      postgresql: `${time ? 'TIME' : 'TIMESTAMP'}${zone}(${p})`,
      ...(p > 0 ? { mysql: `${time ? 'TIME' : 'DATETIME'}(${p})` } : {}),
    };
  } else if (t === 'MONEY') {
    // An amount in the server's currency format, two decimals with the default lc_monetary.
    mapped.precision = 19;
    mapped.scale = 2;
    mapped.sqlType = { postgresql: 'MONEY' };
    note(
      'MONEY 在模型中按 decimal(19,2) 字段处理并为 PostgreSQL 保留原类型；导出到 MySQL 时按 DECIMAL(19,2)',
    );
  } else if (t === 'NAME') {
    // PostgreSQL's type of identifiers: at most 63 bytes.
    Object.assign(mapped, { type: 'string', length: 63 });
    mapped.sqlType = { postgresql: 'NAME' };
    note(
      'NAME（PostgreSQL 的标识符类型，最多 63 字节）在模型中按 string(63) 字段处理并为 PostgreSQL 保留原类型；导出到 MySQL 时按 VARCHAR(63)',
    );
  } else if (t === '"CHAR"') {
    // PostgreSQL's one-byte internal type (system catalogs' flags): a CHAR(1) field that keeps it for PostgreSQL.
    Object.assign(mapped, { type: 'string', length: 1, fixedLength: true });
    mapped.sqlType = { postgresql: '"char"' };
    note(
      '"char"（PostgreSQL 的单字节类型）在模型中按 CHAR(1) 字段处理并为 PostgreSQL 保留原类型；导出到 MySQL 时按 CHAR(1)',
    );
  } else if (BIT_STRING.test(t)) {
    // A string of bits ('0101'): a string field of as many characters, the type kept for PostgreSQL.
    const varying = t !== 'BIT';
    const size = /\((\d+)\)$/.exec(t);
    // BIT alone is BIT(1); BIT VARYING alone has no limit.
    const bits = column.length ?? (size ? Number(size[1]) : varying ? undefined : 1);
    Object.assign(mapped, bits === undefined ? { type: 'text' } : { type: 'string', length: bits });
    delete mapped.fixedLength;
    const native = `${varying ? 'BIT VARYING' : 'BIT'}${bits === undefined ? '' : `(${bits})`}`;
    mapped.sqlType = { postgresql: native };
    note(
      `${native} 在模型中按${bits === undefined ? ' text ' : `长 ${bits} 的字符串`}字段（'0101' 形式的位串）处理并为 PostgreSQL 保留原类型；导出到 MySQL 时按 ${bits === undefined ? 'TEXT' : `VARCHAR(${bits})`}`,
    );
  } else if (t === 'BPCHAR' && column.length == null) {
    // bpchar without a length: blank-padded text of any length (trailing blanks do not count), no CHAR(1).
    mapped.sqlType = { postgresql: 'BPCHAR' };
    note(
      'BPCHAR（不限长度、尾部空格不计的定长字符）在模型中按 text 字段处理并为 PostgreSQL 保留原类型；导出到 MySQL 时按 TEXT，尾部空格不再忽略',
    );
  } else if (/^(VARCHAR|CHARACTER VARYING)$/.test(t) && column.length == null) {
    // VARCHAR without a length is text to PostgreSQL, but a CHECK or index on it reads `(col)::text`: kept as it is.
    // MySQL gets TEXT, as for a text column: nothing to list.
    mapped.sqlType = { postgresql: 'VARCHAR' };
  } else if (FIXED_STRING.test(t) && column.length != null && column.length > 255) {
    // The model keeps CHAR up to MySQL's 255: a longer one is a VARCHAR(n) field, its blank padding kept for PostgreSQL.
    mapped.sqlType = { postgresql: `CHAR(${column.length})` };
    note(
      `CHAR(${column.length}) 超过 MySQL 定长字符的上限 255：模型按长 ${column.length} 的字符串字段处理并为 PostgreSQL 保留原类型；导出到 MySQL 时按 VARCHAR(${column.length})，不再以空格补齐`,
    );
  } else if (t === 'JSON') {
    mapped.sqlType = { postgresql: 'JSON' };
    note(
      'PostgreSQL 的 JSON 列按原文保存（JSONB 按解析后的结构）：为 PostgreSQL 保留 JSON 类型；导出到 MySQL 时按 JSON 列',
    );
  }
}

/**
 * A type the parser read in a simpler form (see RawColumn.nativeType), kept for PostgreSQL. A NUMERIC whose scale is
 * negative or over its precision is the decimal field (MySQL's DECIMAL) that holds the same values, within MySQL's
 * 65 digits and 30 decimals.
 */
function keepNativeType(native: string, mapped: MappedType, note: (reason: string) => void): void {
  mapped.sqlType = { postgresql: native };
  const numeric = /^NUMERIC\((\d+),(-?\d+)\)$/.exec(native);
  if (!numeric) return;
  const [p, s] = [Number(numeric[1]), Number(numeric[2])];
  const held = decimalHolding(p, s);
  const precision = Math.min(held.precision, 65);
  const scale = Math.min(held.scale, 30, precision);
  Object.assign(mapped, { type: 'decimal', precision, scale });
  const what = s < 0 ? `小数位为负，取值是 ${10 ** Math.min(-s, 6)} 的倍数` : '小数位大于精度，只有小数部分';
  const fits = precision === held.precision && scale === held.scale;
  note(
    `${native}（${what}）在模型中按 decimal(${precision},${scale}) 字段处理并为 PostgreSQL 保留原类型；导出到 MySQL 时按 DECIMAL(${precision},${scale})${fits ? '，可存下同样的取值，但不再自动取整' : '，超出 MySQL 上限的位数无法保存'}`,
  );
}

function baseType(column: RawColumn, dialect: Dialect): Omit<MappedType, 'approximations'> {
  const t = column.dataType.replace(/\s+/g, ' ').trim();
  if (ARRAY.test(t) || t === 'JSON' || t === 'JSONB' || t === 'ARRAY') return { type: 'json' };
  if (t === 'ENUM' && column.enumValues && column.enumValues.length > 0) return { type: 'enum' };
  if (t === 'UUID' || t === 'UNIQUEIDENTIFIER') return { type: 'uuid' };
  if (t === 'BOOLEAN' || t === 'BOOL') return { type: 'boolean' };
  if ((t === 'TINYINT' || t === 'BIT') && column.length === 1) return { type: 'boolean' };
  if (t === 'BIT' && dialect === 'mysql')
    return column.length == null ? { type: 'boolean' } : { type: 'long' };
  if (BINARY.test(t)) {
    // VARBINARY(n) / BINARY(n) keep their size; the BLOB family and bytea are unbounded.
    if (!/^(VARBINARY|BINARY)$/.test(t) || column.length == null || column.length > 65535)
      return { type: 'binary' };
    return t === 'BINARY' && column.length <= 255
      ? { type: 'binary', length: column.length, fixedLength: true }
      : { type: 'binary', length: column.length };
  }
  // PostgreSQL's bpchar without a length has none (CHAR alone is CHAR(1)).
  if (t === 'BPCHAR' && column.length == null) return { type: 'text' };
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
  // An unsigned INT stays int with `unsigned`: the code types widen it (see type-map), the column keeps its size.
  if (INT.test(t)) return { type: 'int' };
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
    /^(JSON|JSONB|ARRAY|ENUM|UUID|UNIQUEIDENTIFIER|BOOLEAN|BOOL|BIT|DATE|MONEY|NAME|VARBIT(\(\d+\))?|"CHAR")$/.test(
      t,
    ) ||
    ARRAY.test(t)
  );
}
