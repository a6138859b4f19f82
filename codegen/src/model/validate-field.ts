// Checks one field: names, type, sizes, default, enum values and validation rules.
import { FIELD_ROLES, FIELD_TYPES, SEARCH_MATCHES, SQL_SIZES, type FieldType } from './types';
import { mysqlCharBytes, mysqlCollationFits, mysqlLongVarcharType } from './type-map';
import { CAMEL_CASE, isRecord, MAX_SQL_IDENTIFIER, type Problems, SNAKE_CASE } from './problems';
import { isSpatialType } from './validate-index-method';
import { checkDefaultSource } from './validate-default-source';
import { isTypeName } from './validate-postgresql';

/** MySQL's limit for CHAR(n); PostgreSQL allows more, but a model must export to both. */
const MAX_CHAR_LENGTH = 255;
const MAX_ENUM_VALUE = 64;

const hasControlCharacter = (text: string): boolean =>
  [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
const NUMERIC: FieldType[] = ['int', 'long', 'decimal'];
/** Types whose stored codes can carry labelled values (`0` 正常, `1` 停用) without becoming an enum. */
const CODED: FieldType[] = ['int', 'long', 'string'];
/** Which sizes each type has (see SQL_SIZES). */
const SIZES_OF: Partial<Record<FieldType, string[]>> = {
  int: ['tiny', 'small', 'medium'],
  text: ['tiny', 'medium', 'long'],
};
/**
 * A column type name with optional size and array brackets: `TEXT[]`, `timestamp(3) with time zone`, `TSVECTOR`,
 * PostgreSQL's `NUMERIC(5,-2)` (a negative scale rounds to tens, hundreds…) and its one quoted type name, `"char"`.
 */
const SQL_TYPE =
  /^(?:"char"|[A-Za-z][A-Za-z0-9_]*(?: [A-Za-z][A-Za-z0-9_]*)*(?:\(\d{1,5}(?:, ?-?\d{1,5})?\))?(?: [A-Za-z][A-Za-z0-9_]*)*)(?:\[\d{0,9}\])*$/;
const MAX_SQL_TYPE = 64;
/** A name a field keeps as its sharedSequence: the DDL writes it quoted inside nextval('…'), exact in both quotings. */
export const SHARED_SEQUENCE_NAME = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;

/** A native column type the DDL can write as it is: a type name, optional size and array brackets. */
export const isSqlType = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_SQL_TYPE && SQL_TYPE.test(value);

/**
 * PostgreSQL: also a kept composite type of another schema or with a quoted name, as its columns write it
 * (`app.address`, `"Pair"`, `app."order"[]`); a quoted part holds no quote, backslash, semicolon, backtick or control
 * character (the go-gorm set writes the type into a struct tag).
 */
const isPostgresqlSqlType = (value: unknown): value is string =>
  isSqlType(value) ||
  (typeof value === 'string' &&
    value.length <= MAX_SQL_TYPE &&
    !hasControlCharacter(value) &&
    /^(?:(?:[a-z_][a-z0-9_]*|"[^"\\;`]+")\.)?(?:[a-z_][a-z0-9_]*|"[^"\\;`]+")(?:\[\d{0,9}\])*$/.test(value));

/** MySQL's `SET('a','b')`: its values quoted (a quote doubled, no backslash), written as they are. */
const MYSQL_SET_TYPE = /^SET\('(?:[^'\\]|'')*'(?:, ?'(?:[^'\\]|'')*')*\)$/i;

/** MySQL's limits of a SET: 64 members; the model's, of the whole type's text (a member may take 255 characters). */
const MAX_MYSQL_SET_MEMBERS = 64;
const MAX_MYSQL_SET_TYPE = 4096;

/** A native type of MySQL: any isSqlType but PostgreSQL's `"char"` and negative scales, or a SET of quoted values. */
export const isMysqlSqlType = (value: unknown): value is string =>
  (isSqlType(value) && !/["-]/.test(value)) ||
  (typeof value === 'string' &&
    value.length <= MAX_MYSQL_SET_TYPE &&
    MYSQL_SET_TYPE.test(value) &&
    [...value.matchAll(/'(?:[^'\\]|'')*'/g)].length <= MAX_MYSQL_SET_MEMBERS);
/** PostgreSQL keeps 63 bytes of a name (NAMEDATALEN - 1) and cuts the rest off; MySQL takes 64 characters. */
const MAX_POSTGRESQL_NAME_BYTES = 63;
export const MAX_MYSQL_NAME = 64;

/**
 * What is wrong with an exact database name (a column's `sqlColumn`, an entity's `sqlTableName` or `sqlSchema`) as
 * `what` says, or null.
 * Quoted, a name may hold spaces, hyphens, Chinese or quotes (`a"b`, which the DDL writes with the quote doubled and
 * the code in its string literals); it cannot hold a control character (PostgreSQL takes no NUL in a name), or spaces
 * at either end (MySQL drops trailing ones); its length is the database's: 63 bytes on PostgreSQL (a Chinese character
 * takes 3), 64 characters on MySQL.
 */
export function sqlNameProblem(name: unknown, what: string, database: unknown): string | null {
  if (typeof name !== 'string' || name.trim() === '') return `${what}不能为空`;
  if (hasControlCharacter(name))
    return `${what}「${[...name].map((ch) => (hasControlCharacter(ch) ? '?' : ch)).join('')}」不能含控制字符（如换行、制表符），请删去`;
  if (name.trim() !== name) return `${what}「${name}」首尾不能有空格`;
  if (database === 'MYSQL') {
    if ([...name].length > MAX_MYSQL_NAME) return `${what}不能超过 ${MAX_MYSQL_NAME} 个字符（MySQL 的上限）`;
  } else if (new TextEncoder().encode(name).length > MAX_POSTGRESQL_NAME_BYTES)
    return `${what}不能超过 ${MAX_POSTGRESQL_NAME_BYTES} 个字节（PostgreSQL 的上限，一个汉字占 3 个字节）`;
  return null;
}

const KEYWORD_DEFAULTS: Record<string, FieldType[]> = {
  CURRENT_TIMESTAMP: ['datetime'],
  CURRENT_DATE: ['date'],
  UUID: ['uuid', 'string'],
};

/** A binary default written as hex bytes, e.g. `0x00ff`; any other text is the default's bytes in UTF-8. */
export const BINARY_HEX_DEFAULT = /^0x(?:[0-9A-Fa-f]{2})*$/;

/** The bytes of a binary field's default (see BINARY_HEX_DEFAULT); a quoted `'text'` loses its quotes. */
export function binaryDefaultBytes(value: string): Uint8Array {
  const text = value.trim();
  if (BINARY_HEX_DEFAULT.test(text))
    return Uint8Array.from(text.slice(2).match(/../g) ?? [], (pair) => parseInt(pair, 16));
  const unquoted = /^'.*'$/s.test(text) ? text.slice(1, -1).replace(/''/g, "'") : value;
  return new TextEncoder().encode(unquoted);
}

/**
 * A binary field may default to text or hex bytes, that fit it when it has a length (VARBINARY / BINARY); a BLOB's
 * MySQL writes as an expression (`DEFAULT (X'62')`, MySQL 8.0.13+ and MariaDB).
 */
function checkBinaryDefault(field: Record<string, unknown>, path: string, problems: Problems): void {
  const value = field.defaultValue;
  if (typeof value !== 'string') {
    problems.add(
      `${path}.defaultValue`,
      "二进制字段的默认值只能是文字（如 '' 或 'unknown'）或十六进制（如 0x00ff）",
    );
    return;
  }
  const text = value.trim();
  if (/^0x/i.test(text) && !BINARY_HEX_DEFAULT.test(text)) {
    problems.add(`${path}.defaultValue`, `十六进制默认值「${text}」只能由 0x 加成对的十六进制数字组成`);
    return;
  }
  if (!BINARY_HEX_DEFAULT.test(text) && hasControlCharacter(value)) {
    problems.add(`${path}.defaultValue`, '二进制字段的默认值含有控制字符，请写成十六进制（如 0x00ff）');
    return;
  }
  const size = binaryDefaultBytes(value).length;
  if (typeof field.length === 'number' && size > field.length)
    problems.add(`${path}.defaultValue`, `默认值有 ${size} 个字节，超过了字段长度 ${field.length}`);
}

function checkDefault(
  field: Record<string, unknown>,
  type: FieldType,
  path: string,
  problems: Problems,
): void {
  const value = field.defaultValue;
  if (value === undefined || value === null) return;
  if (type === 'binary' && !KEYWORD_DEFAULTS[String(value).trim().toUpperCase()]) {
    checkBinaryDefault(field, path, problems);
    return;
  }
  if (!['string', 'number', 'boolean'].includes(typeof value)) {
    problems.add(`${path}.defaultValue`, '默认值只能是文字、数字或布尔值');
    return;
  }
  const text = String(value).trim();
  const keyword = KEYWORD_DEFAULTS[text.toUpperCase()];
  if (keyword) {
    if (!keyword.includes(type))
      problems.add(`${path}.defaultValue`, `默认值 ${text} 不适用于 ${type} 类型的字段`);
    return;
  }
  if (field.autoIncrement === true) problems.add(`${path}.defaultValue`, '自增字段不能再设置默认值');
  if (NUMERIC.includes(type) && !Number.isFinite(Number(text))) {
    problems.add(`${path}.defaultValue`, `默认值「${text}」不是数字`);
  } else if ((type === 'int' || type === 'long') && !Number.isInteger(Number(text))) {
    problems.add(`${path}.defaultValue`, `整数字段的默认值「${text}」不能有小数`);
  } else if (type === 'boolean' && !/^(true|false|1|0)$/i.test(text)) {
    problems.add(`${path}.defaultValue`, '布尔字段的默认值只能是 true 或 false');
  } else if (type === 'enum' && Array.isArray(field.enumValues)) {
    const values = field.enumValues.map((v) => (isRecord(v) ? v.value : undefined));
    if (!values.includes(text.replace(/^'(.*)'$/, '$1')))
      problems.add(`${path}.defaultValue`, `默认值「${text}」不是该枚举的取值之一`);
  }
}

/** A json field stored as a PostgreSQL array (`SHADE[]`): it may name the enum type of its items. */
function isEnumArray(field: Record<string, unknown>, type: FieldType): boolean {
  const postgresql = isRecord(field.sqlType) ? field.sqlType.postgresql : undefined;
  return type === 'json' && typeof postgresql === 'string' && /\[\d*\]$/.test(postgresql);
}

function checkEnumValues(
  field: Record<string, unknown>,
  type: FieldType,
  path: string,
  problems: Problems,
): void {
  const values = field.enumValues;
  if (isEnumArray(field, type) && typeof field.enumTypeName === 'string') {
    // An array of an enum type: its values are the type's labels, which CREATE TYPE needs.
    if (!Array.isArray(values) || values.length === 0) {
      problems.add(`${path}.enumValues`, '指定了枚举类型名的数组字段需要列出该枚举类型的取值');
      return;
    }
  } else if (type !== 'enum') {
    if (!Array.isArray(values) || values.length === 0) return;
    if (!CODED.includes(type)) {
      problems.add(`${path}.enumValues`, '只有枚举、整数或字符串类型的字段可以设置枚举值');
      return;
    }
  } else if (!Array.isArray(values) || values.length === 0) {
    problems.add(`${path}.enumValues`, '枚举字段至少需要一个枚举值');
    return;
  }
  const seen = new Set<string>();
  values.forEach((item, i) => {
    const itemPath = `${path}.enumValues[${i}]`;
    if (!isRecord(item) || typeof item.value !== 'string') {
      problems.add(itemPath, '枚举值需要 value（如 PAID）');
      return;
    }
    // Stored exactly as the database has it (PG-13 stays PG-13); generated code derives its own constant names.
    if (item.value === '' || item.value.length > MAX_ENUM_VALUE || hasControlCharacter(item.value))
      problems.add(
        `${itemPath}.value`,
        `枚举值「${item.value}」不能为空、不能超过 ${MAX_ENUM_VALUE} 个字符，也不能包含换行等控制字符`,
      );
    else if ((type === 'int' || type === 'long') && !/^-?\d+$/.test(item.value))
      problems.add(`${itemPath}.value`, `整数字段的枚举值「${item.value}」必须是整数`);
    if (seen.has(item.value)) problems.add(`${itemPath}.value`, `枚举值「${item.value}」重复`);
    seen.add(item.value);
    if (item.label !== undefined && typeof item.label !== 'string')
      problems.add(`${itemPath}.label`, '枚举显示名必须是文字');
  });
}

function checkSizes(field: Record<string, unknown>, type: FieldType, path: string, problems: Problems): void {
  const { length, precision, scale } = field;
  if (length !== undefined && length !== null) {
    if (!Number.isInteger(length) || (length as number) < 1 || (length as number) > 65535)
      problems.add(`${path}.length`, '长度必须是 1 到 65535 之间的整数');
  }
  if (precision !== undefined && precision !== null) {
    if (!Number.isInteger(precision) || (precision as number) < 1 || (precision as number) > 65)
      problems.add(`${path}.precision`, '精度必须是 1 到 65 之间的整数');
  }
  if (scale !== undefined && scale !== null) {
    if (!Number.isInteger(scale) || (scale as number) < 0 || (scale as number) > 30)
      problems.add(`${path}.scale`, '小数位数必须是 0 到 30 之间的整数');
  }
  if (type === 'decimal' && typeof precision === 'number' && typeof scale === 'number' && precision < scale)
    problems.add(`${path}.scale`, `小数位数（${scale}）不能大于精度（${precision}）`);
  if (type === 'decimal' && precision == null && typeof scale === 'number' && scale > 10)
    problems.add(`${path}.scale`, '小数位数大于 10 时请同时设置精度');
}

/**
 * A MySQL VARCHAR holds at most 65535 bytes, and a character takes up to 4 of them in utf8mb4 (the export's default
 * tables): VARCHAR(20000) fits a latin1 column only. In a MySQL project such a length is refused (the MySQL DDL of a
 * PostgreSQL project writes it as TEXT, see mysqlLongVarcharType). `tableCharset`: the table's character set.
 */
function checkMysqlStringBytes(
  field: Record<string, unknown>,
  type: FieldType,
  path: string,
  problems: Problems,
  tableCharset: string,
): void {
  const { length, collation } = field;
  if (type !== 'string' || field.fixedLength === true || field.sqlType != null || typeof length !== 'number')
    return;
  const own = isRecord(collation) && collation.dialect === 'mysql' ? collation : undefined;
  const charset =
    typeof own?.charset === 'string'
      ? own.charset
      : typeof own?.collate === 'string'
        ? own.collate.split('_')[0]
        : tableCharset;
  if (mysqlLongVarcharType(length, charset) === null) return;
  const bytes = mysqlCharBytes(charset);
  // The longest VARCHAR mysqlLongVarcharType lets through in this character set.
  const longest = Math.floor((65535 - 3) / bytes);
  problems.add(
    `${path}.length`,
    `MySQL 的字符串（VARCHAR）一列最多 65535 字节，字符集 ${charset} 每个字符最多占 ${bytes} 字节，长度 ${length} 放不下：请把长度改为 ${longest} 以内，或改用长文本（text）类型`,
  );
}

function checkValidation(
  field: Record<string, unknown>,
  type: FieldType,
  path: string,
  problems: Problems,
): void {
  const rules = field.validation;
  if (rules === undefined || rules === null) return;
  if (!isRecord(rules)) {
    problems.add(`${path}.validation`, '校验规则格式不正确');
    return;
  }
  for (const key of ['min', 'max'] as const) {
    const v = rules[key];
    if (v !== undefined && v !== null && (typeof v !== 'number' || !Number.isFinite(v)))
      problems.add(`${path}.validation.${key}`, `${key === 'min' ? '最小值' : '最大值'}必须是数字`);
  }
  if (typeof rules.min === 'number' && typeof rules.max === 'number' && rules.min > rules.max)
    problems.add(`${path}.validation.max`, `最大值（${rules.max}）不能小于最小值（${rules.min}）`);
  if (rules.pattern !== undefined && rules.pattern !== null && rules.pattern !== '') {
    if (typeof rules.pattern !== 'string') problems.add(`${path}.validation.pattern`, '正则表达式必须是文字');
    else {
      try {
        new RegExp(rules.pattern);
      } catch {
        problems.add(`${path}.validation.pattern`, `正则表达式「${rules.pattern}」无法解析`);
      }
    }
  }
  if (rules.email !== undefined && typeof rules.email !== 'boolean')
    problems.add(`${path}.validation.email`, '邮箱校验只能是 true 或 false');
  if (rules.email === true && type !== 'string')
    problems.add(`${path}.validation.email`, '只有字符串字段可以做邮箱校验');
}

/** unsigned, sqlSize, withTimeZone, onUpdateCurrentTimestamp and sqlType: each only where its type has it. */
function checkSqlDetails(
  field: Record<string, unknown>,
  type: FieldType,
  path: string,
  problems: Problems,
): void {
  for (const key of ['unsigned', 'withTimeZone', 'onUpdateCurrentTimestamp'] as const) {
    if (field[key] !== undefined && typeof field[key] !== 'boolean')
      problems.add(`${path}.${key}`, `${key} 只能是 true 或 false`);
  }
  if (field.unsigned === true && !NUMERIC.includes(type))
    problems.add(`${path}.unsigned`, '只有 int、long 或 decimal 类型的字段可以是无符号（unsigned）');
  if (field.withTimeZone === true && type !== 'datetime' && type !== 'time')
    problems.add(`${path}.withTimeZone`, '只有 datetime 或 time 类型的字段可以带时区');
  if (field.onUpdateCurrentTimestamp === true && type !== 'datetime')
    problems.add(`${path}.onUpdateCurrentTimestamp`, '只有 datetime 类型的字段可以在更新时自动设为当前时间');
  if (field.invisible !== undefined && typeof field.invisible !== 'boolean')
    problems.add(`${path}.invisible`, 'invisible 只能是 true 或 false');
  const srid = field.srid;
  if (srid !== undefined && srid !== null) {
    const sqlType = isRecord(field.sqlType) ? field.sqlType.mysql : undefined;
    if (typeof srid !== 'number' || !Number.isInteger(srid) || srid < 0 || srid > 4294967295)
      problems.add(`${path}.srid`, 'SRID 必须是 0 到 4294967295 之间的整数');
    else if (!isSpatialType(sqlType))
      problems.add(`${path}.srid`, '只有 MySQL 空间类型（POINT、GEOMETRY 等）的字段可以指定 SRID');
  }
  const size = field.sqlSize;
  if (size !== undefined && size !== null) {
    const allowed = SIZES_OF[type] ?? [];
    if (
      typeof size !== 'string' ||
      !(SQL_SIZES as readonly string[]).includes(size) ||
      !allowed.includes(size)
    )
      problems.add(
        `${path}.sqlSize`,
        allowed.length > 0
          ? `${type} 类型的存储大小只能是 ${allowed.join('、')}`
          : `${type} 类型的字段不能设置存储大小（sqlSize）`,
      );
  }
  const sqlType = field.sqlType;
  if (sqlType === undefined || sqlType === null) return;
  if (!isRecord(sqlType)) {
    problems.add(`${path}.sqlType`, '数据库原生类型格式不正确，应类似 { "postgresql": "TEXT[]" }');
    return;
  }
  // An enum's column type is its list of values (ENUM(…) / VARCHAR + CHECK), which code sets size from.
  if (type === 'enum') {
    problems.add(`${path}.sqlType`, '枚举字段的列类型由枚举值决定，不能设置数据库原生类型');
    return;
  }
  for (const [dialect, value] of Object.entries(sqlType)) {
    if (dialect !== 'mysql' && dialect !== 'postgresql')
      problems.add(`${path}.sqlType.${dialect}`, '原生类型只能按 mysql 或 postgresql 设置');
    else if (
      value !== undefined &&
      !(dialect === 'mysql' ? isMysqlSqlType(value) : isPostgresqlSqlType(value))
    )
      problems.add(
        `${path}.sqlType.${dialect}`,
        `原生类型「${String(value)}」格式不正确：只能是类型名加可选的长度和数组括号（如 TEXT[]）${dialect === 'mysql' ? "或 SET('a','b')" : ''}，不超过 ${MAX_SQL_TYPE} 个字符`,
      );
  }
}

const MAX_GENERATED_EXPRESSION = 2000;

/** A generated column: one expression of one dialect, stored or not; never a key, an auto-increment or a default. */
function checkGenerated(field: Record<string, unknown>, path: string, problems: Problems): void {
  const generated = field.generated;
  if (generated === undefined || generated === null) return;
  if (
    !isRecord(generated) ||
    typeof generated.expression !== 'string' ||
    !generated.expression.trim() ||
    generated.expression.length > MAX_GENERATED_EXPRESSION ||
    generated.expression.includes(';') ||
    typeof generated.stored !== 'boolean' ||
    (generated.dialect !== 'mysql' && generated.dialect !== 'postgresql')
  ) {
    problems.add(
      `${path}.generated`,
      `生成列应为 { expression, stored, dialect }：表达式不超过 ${MAX_GENERATED_EXPRESSION} 个字符且不含分号，dialect 为 mysql 或 postgresql`,
    );
    return;
  }
  if (field.primaryKey === true || field.autoIncrement === true)
    problems.add(`${path}.generated`, '生成列不能是主键或自增列');
  if (
    (field.defaultValue !== undefined && field.defaultValue !== null) ||
    (field.defaultExpression !== undefined && field.defaultExpression !== null)
  )
    problems.add(`${path}.generated`, '生成列的值由表达式计算，不能再有默认值');
}

const MAX_DEFAULT_EXPRESSION = 1000;

/** An expression default's text the DDL can write as it is: not empty, not too long, no statement break. */
export const isDefaultExpressionText = (expression: unknown): expression is string =>
  typeof expression === 'string' &&
  expression.trim() !== '' &&
  expression.length <= MAX_DEFAULT_EXPRESSION &&
  !expression.includes(';');

/** An expression default: one expression of one dialect; never with a literal default or on an auto-increment. */
function checkDefaultExpression(field: Record<string, unknown>, path: string, problems: Problems): void {
  const dflt = field.defaultExpression;
  if (dflt === undefined || dflt === null) return;
  if (
    !isRecord(dflt) ||
    !isDefaultExpressionText(dflt.expression) ||
    (dflt.dialect !== 'mysql' && dflt.dialect !== 'postgresql')
  ) {
    problems.add(
      `${path}.defaultExpression`,
      `表达式默认值应为 { expression, dialect }：表达式不超过 ${MAX_DEFAULT_EXPRESSION} 个字符且不含分号，dialect 为 mysql 或 postgresql`,
    );
    return;
  }
  if (field.defaultValue !== undefined && field.defaultValue !== null && field.defaultValue !== '')
    problems.add(`${path}.defaultExpression`, '字段已有默认值，表达式默认值与默认值只能填一个');
  if (field.autoIncrement === true)
    problems.add(`${path}.defaultExpression`, '自增字段不能再设置表达式默认值');
}

/** MySQL names a character set or collation with letters, digits and underscores (`utf8mb4_bin`). */
const MYSQL_COLLATION_NAME = /^[A-Za-z0-9_]{1,64}$/;
/** PostgreSQL collation names of pg_catalog: `C`, `POSIX`, `en_US.utf8`, `und-x-icu`, `zh-Hans-CN-x-icu`. */
const POSTGRESQL_COLLATION_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.@-]{0,62}$/;

/**
 * An entity's MySQL default character set and collation (Entity.mysqlCharset): names the MySQL DDL can write as they
 * are. Returns the table's character set (utf8mb4 when none is valid), which its fields' byte limits count in.
 */
export function checkMysqlTableCharset(
  entity: Record<string, unknown>,
  path: string,
  problems: Problems,
): string {
  const table = entity.mysqlCharset;
  if (table === undefined || table === null) return 'utf8mb4';
  const at = `${path}.mysqlCharset`;
  if (!isRecord(table)) {
    problems.add(at, '表的字符集应为 { charset?, collate? }');
    return 'utf8mb4';
  }
  const { charset, collate } = table;
  if (charset === undefined && collate === undefined)
    problems.add(at, '表的字符集至少要填字符集或排序规则之一');
  const named = (name: unknown): name is string | undefined =>
    name === undefined || (typeof name === 'string' && MYSQL_COLLATION_NAME.test(name));
  if (!named(charset)) problems.add(`${at}.charset`, '字符集名只能由字母、数字和下划线组成（如 latin1）');
  if (!named(collate))
    problems.add(`${at}.collate`, '排序规则名只能由字母、数字和下划线组成（如 utf8mb4_bin）');
  if (named(charset) && named(collate) && charset && collate && !mysqlCollationFits(charset, collate))
    problems.add(
      `${at}.collate`,
      `排序规则 ${collate} 不属于字符集 ${charset}：请选择以 ${charset}_ 开头的排序规则，或清空其中一项`,
    );
  return (named(charset) && charset) || (named(collate) && collate?.split('_')[0]) || 'utf8mb4';
}

/** A column collation: names the DDL can write as they are, on a field whose values are text. */
function checkCollation(field: Record<string, unknown>, path: string, problems: Problems): void {
  const collation = field.collation;
  if (collation === undefined || collation === null) return;
  const at = `${path}.collation`;
  if (!isRecord(collation) || (collation.dialect !== 'mysql' && collation.dialect !== 'postgresql')) {
    problems.add(at, '排序规则应为 { dialect, charset?, collate? }，dialect 为 mysql 或 postgresql');
    return;
  }
  const mysql = collation.dialect === 'mysql';
  const { charset, collate } = collation;
  if (charset === undefined && collate === undefined)
    problems.add(at, '排序规则至少要填字符集或排序规则之一');
  if (charset !== undefined && (!mysql || typeof charset !== 'string' || !MYSQL_COLLATION_NAME.test(charset)))
    problems.add(
      `${at}.charset`,
      mysql ? '字符集名只能由字母、数字和下划线组成（如 latin1）' : 'PostgreSQL 的列没有自己的字符集',
    );
  const name = mysql ? MYSQL_COLLATION_NAME : POSTGRESQL_COLLATION_NAME;
  if (collate !== undefined && (typeof collate !== 'string' || !name.test(collate)))
    problems.add(
      `${at}.collate`,
      mysql
        ? '排序规则名只能由字母、数字和下划线组成（如 utf8mb4_bin）'
        : '排序规则名只能由字母、数字和 _ . @ - 组成（如 C、en_US.utf8）',
    );
  if (field.type !== 'string' && field.type !== 'text' && field.type !== 'enum')
    problems.add(at, '只有字符串、长文本和枚举字段可以设置排序规则');
  else if (!mysql && typeof field.enumTypeName === 'string')
    problems.add(at, 'PostgreSQL 枚举类型的列没有排序规则（按枚举值的定义顺序比较）');
}

/**
 * Returns the field's type when it is valid, so the entity checks can rely on it. `database` is the project's (MYSQL or POSTGRESQL): how long the field's exact column name may be. `virtualKey`: the
 * entity's key is virtual (never a database key), so a text field may be part of it.
 */
export function validateField(
  field: unknown,
  path: string,
  problems: Problems,
  database?: unknown,
  virtualKey = false,
  /** The MySQL character set of the field's table (see checkMysqlTableCharset). */
  tableCharset = 'utf8mb4',
): FieldType | null {
  if (!isRecord(field)) {
    problems.add(path, '字段格式不正确');
    return null;
  }
  if (typeof field.name !== 'string' || !CAMEL_CASE.test(field.name))
    problems.add(`${path}.name`, `字段名「${String(field.name ?? '')}」必须是小驼峰格式，如 createdAt`);
  if (typeof field.column !== 'string' || !SNAKE_CASE.test(field.column))
    problems.add(
      `${path}.column`,
      `列名「${String(field.column ?? '')}」必须是小写下划线格式，如 created_at`,
    );
  else if (field.column.length > MAX_SQL_IDENTIFIER)
    problems.add(`${path}.column`, `列名不能超过 ${MAX_SQL_IDENTIFIER} 个字符`);
  if (field.sqlColumn !== undefined && field.sqlColumn !== null) {
    const problem = sqlNameProblem(field.sqlColumn, '数据库列名', database);
    if (problem) problems.add(`${path}.sqlColumn`, problem);
  }
  for (const key of ['label', 'comment'] as const) {
    if (field[key] !== undefined && field[key] !== null && typeof field[key] !== 'string')
      problems.add(`${path}.${key}`, key === 'label' ? '显示名必须是文字' : '注释必须是文字');
  }
  for (const key of ['required', 'unique', 'primaryKey', 'autoIncrement', 'fixedLength'] as const) {
    if (field[key] !== undefined && typeof field[key] !== 'boolean')
      problems.add(`${path}.${key}`, `${key} 只能是 true 或 false`);
  }
  if (typeof field.type !== 'string' || !(FIELD_TYPES as readonly string[]).includes(field.type)) {
    problems.add(
      `${path}.type`,
      `字段类型「${String(field.type ?? '')}」不受支持，可选：${FIELD_TYPES.join('、')}`,
    );
    return null;
  }
  const type = field.type as FieldType;
  if (field.autoIncrement === true && type !== 'int' && type !== 'long')
    problems.add(`${path}.autoIncrement`, '只有 int 或 long 类型的字段可以自增');
  // PostgreSQL numbers any column (serial, identity); MySQL only a column that leads a key.
  if (
    field.autoIncrement === true &&
    database !== 'POSTGRESQL' &&
    field.primaryKey !== true &&
    field.unique !== true
  )
    problems.add(
      `${path}.autoIncrement`,
      'MySQL 的自增字段必须是主键或唯一字段（PostgreSQL 项目的任意整数字段都可以自增）',
    );
  // An unbounded BLOB cannot be a key in MySQL; VARBINARY(n) can.
  const blob = type === 'binary' && (field.length === undefined || field.length === null);
  if (field.primaryKey === true && (type === 'json' || (type === 'text' && !virtualKey) || blob))
    problems.add(
      `${path}.primaryKey`,
      blob
        ? '不限长度的二进制字段不能作为主键，请设置长度'
        : type === 'text'
          ? 'text 类型的字段不能作为主键（数据库中无主键的实体可以用它作虚拟主键），请改用 string 并设置长度'
          : `${type} 类型的字段不能作为主键`,
    );
  if (blob && field.unique === true)
    problems.add(`${path}.unique`, '不限长度的二进制字段不能设置唯一约束，请设置长度');
  if (field.fixedLength === true && type !== 'string' && type !== 'binary')
    problems.add(`${path}.fixedLength`, '只有 string 或 binary 类型的字段可以是定长（CHAR / BINARY）');
  else if (field.fixedLength === true && blob)
    problems.add(`${path}.fixedLength`, '定长二进制字段（BINARY）需要设置长度');
  else if (field.fixedLength === true && typeof field.length === 'number' && field.length > MAX_CHAR_LENGTH)
    problems.add(
      `${path}.fixedLength`,
      type === 'binary'
        ? `定长二进制（BINARY）最长 ${MAX_CHAR_LENGTH} 字节，更长请用变长二进制`
        : `定长字符串（CHAR）最长 ${MAX_CHAR_LENGTH} 个字符，更长请用变长字符串`,
    );
  checkSizes(field, type, path, problems);
  if (database !== 'POSTGRESQL') checkMysqlStringBytes(field, type, path, problems, tableCharset);
  checkSqlDetails(field, type, path, problems);
  checkGenerated(field, path, problems);
  checkDefaultExpression(field, path, problems);
  checkDefaultSource(field, path, problems);
  checkCollation(field, path, problems);
  const start = field.autoIncrementStart;
  if (start !== undefined && start !== null) {
    if (field.autoIncrement !== true)
      problems.add(`${path}.autoIncrementStart`, '只有自增字段可以设置起始值');
    else if (typeof start !== 'number' || !Number.isSafeInteger(start) || start < 1)
      problems.add(`${path}.autoIncrementStart`, '自增起始值必须是正整数');
  }
  checkIdentity(field, path, problems);
  checkPostgresqlDomain(field, path, problems);
  const shared = field.sharedSequence;
  if (shared !== undefined && shared !== null) {
    if (field.autoIncrement !== true)
      problems.add(`${path}.sharedSequence`, '只有自增字段可以与其他列共用序列（sharedSequence）');
    else if (typeof shared !== 'string' || !SHARED_SEQUENCE_NAME.test(shared))
      problems.add(
        `${path}.sharedSequence`,
        `共用序列名「${String(shared)}」只能由字母、数字、下划线和 $ 组成，以字母或下划线开头，不超过 63 个字符`,
      );
  }
  const sequenceSchema = field.sharedSequenceSchema;
  if (sequenceSchema !== undefined && sequenceSchema !== null) {
    if (shared === undefined || shared === null)
      problems.add(
        `${path}.sharedSequenceSchema`,
        '只有设置了共用序列（sharedSequence）的字段可以指定序列所在的模式',
      );
    else if (typeof sequenceSchema !== 'string' || !SHARED_SEQUENCE_NAME.test(sequenceSchema))
      problems.add(
        `${path}.sharedSequenceSchema`,
        `共用序列的模式名「${String(sequenceSchema)}」只能由字母、数字、下划线和 $ 组成，以字母或下划线开头，不超过 63 个字符`,
      );
  }
  const owner = field.sharedSequenceOwner;
  if (owner !== undefined && owner !== null) {
    if (typeof owner !== 'boolean')
      problems.add(
        `${path}.sharedSequenceOwner`,
        '是否拥有共用序列（sharedSequenceOwner）只能是 true 或 false',
      );
    else if (owner && (shared === undefined || shared === null))
      problems.add(`${path}.sharedSequenceOwner`, '只有设置了共用序列（sharedSequence）的字段可以拥有该序列');
  }
  const enumType = field.enumTypeName;
  if (enumType !== undefined && enumType !== null) {
    if (type !== 'enum' && !isEnumArray(field, type))
      problems.add(
        `${path}.enumTypeName`,
        '只有枚举（enum）字段或以 PostgreSQL 数组存储的 json 字段可以指定 PostgreSQL 枚举类型名',
      );
    else if (!isTypeName(enumType))
      problems.add(
        `${path}.enumTypeName`,
        `枚举类型名「${String(enumType)}」应为 1–63 个字节（一个汉字占 3 个字节），不能含控制字符（如换行）`,
      );
  }
  checkEnumValues(field, type, path, problems);
  checkDefault(field, type, path, problems);
  checkValidation(field, type, path, problems);
  checkPresentation(field, type, path, problems);
  return type;
}

/** A PostgreSQL domain the column has: its name as a column writes it, and what it gives the column. */
function checkPostgresqlDomain(field: Record<string, unknown>, path: string, problems: Problems): void {
  const domain = field.postgresqlDomain;
  if (domain === undefined || domain === null) return;
  if (!isRecord(domain)) {
    problems.add(
      `${path}.postgresqlDomain`,
      'PostgreSQL 域（postgresqlDomain）格式不正确，应为 { name, schema?, notNull?, default? }',
    );
    return;
  }
  if (!isTypeName(domain.name))
    problems.add(
      `${path}.postgresqlDomain.name`,
      `域名「${String(domain.name ?? '')}」应为 1–63 个字节（一个汉字占 3 个字节），不能含控制字符（如换行）`,
    );
  if (domain.schema === 'public')
    problems.add(
      `${path}.postgresqlDomain.schema`,
      '域在 public 模式时不填模式名：请删去 schema 的「public」',
    );
  else if (domain.schema !== undefined && !isTypeName(domain.schema))
    problems.add(
      `${path}.postgresqlDomain.schema`,
      `域所在的模式名「${String(domain.schema)}」应为 1–63 个字节（一个汉字占 3 个字节），不能含控制字符（如换行）；在 public 模式时不填`,
    );
  for (const key of ['notNull', 'default'] as const)
    if (domain[key] !== undefined && domain[key] !== true)
      problems.add(`${path}.postgresqlDomain.${key}`, `${key} 只能是 true 或不填`);
}

/** PostgreSQL identity options: on an auto-increment field only, a step the sequence takes (not 0). */
function checkIdentity(field: Record<string, unknown>, path: string, problems: Problems): void {
  const identity = field.identity;
  if (identity === undefined || identity === null) return;
  if (!isRecord(identity)) {
    problems.add(`${path}.identity`, '自增选项（identity）格式不正确');
    return;
  }
  if (field.autoIncrement !== true)
    problems.add(`${path}.identity`, '只有自增字段可以设置自增选项（identity）');
  for (const key of ['always', 'cycle'] as const)
    if (identity[key] !== undefined && typeof identity[key] !== 'boolean')
      problems.add(`${path}.identity.${key}`, `${key} 只能是 true 或 false`);
  const step = identity.incrementBy;
  if (step !== undefined && (typeof step !== 'number' || !Number.isSafeInteger(step) || step === 0))
    problems.add(`${path}.identity.incrementBy`, '自增步长必须是不为 0 的整数');
  // A descending sequence counts down from -1 (its largest value): a start above it is refused by PostgreSQL.
  else if (typeof step === 'number' && step < 0 && field.autoIncrementStart != null)
    problems.add(
      `${path}.identity.incrementBy`,
      '步长为负的自增列从 -1 开始递减，不能再设置起始值（autoIncrementStart）',
    );
}

/** Types a search can match by range, and by `contains`. */
const RANGED: FieldType[] = ['int', 'long', 'decimal', 'date', 'datetime', 'time'];
const TEXTUAL: FieldType[] = ['string', 'text'];
/** Types a deletion marker can have: a flag, or a code such as `0` / `2` (RuoYi's del_flag char(1)). */
const MARKERS: FieldType[] = ['boolean', 'int', 'long', 'string'];

/** role, search, inList, inForm: the column's part in generated apps (docs/generated-code-contract.md). */
function checkPresentation(
  field: Record<string, unknown>,
  type: FieldType,
  path: string,
  problems: Problems,
): void {
  const { role, search } = field;
  if (role !== undefined && role !== null) {
    if (typeof role !== 'string' || !(FIELD_ROLES as readonly string[]).includes(role))
      problems.add(`${path}.role`, `字段角色只能是 ${FIELD_ROLES.join('、')}`);
    else if (field.primaryKey === true && role !== 'DATA')
      problems.add(`${path}.role`, '主键字段的角色只能是 DATA');
    else if (role === 'SECRET' && !TEXTUAL.includes(type))
      problems.add(`${path}.role`, '只有 string 或 text 字段可以是保密字段（SECRET）');
    else if (role === 'LOGICAL_DELETE' && !MARKERS.includes(type))
      problems.add(`${path}.role`, '逻辑删除标记只能是 boolean、int、long 或 string 字段');
  }
  if (search !== undefined && search !== null) {
    if (typeof search !== 'string' || !(SEARCH_MATCHES as readonly string[]).includes(search))
      problems.add(`${path}.search`, `查询方式只能是 ${SEARCH_MATCHES.join('、')}`);
    else if (search === 'LIKE' && !TEXTUAL.includes(type))
      problems.add(`${path}.search`, '只有 string 或 text 字段可以模糊查询（LIKE）');
    else if (search === 'RANGE' && !RANGED.includes(type))
      problems.add(`${path}.search`, '只有数字、日期或时间字段可以按范围查询（RANGE）');
    else if (search !== 'NONE' && (role === 'SECRET' || type === 'binary' || type === 'json'))
      problems.add(
        `${path}.search`,
        role === 'SECRET' ? '保密字段不能作为查询条件' : `${type} 字段不能作为查询条件`,
      );
  }
  for (const key of ['inList', 'inForm'] as const) {
    if (field[key] !== undefined && field[key] !== null && typeof field[key] !== 'boolean')
      problems.add(`${path}.${key}`, `${key} 只能是 true 或 false`);
  }
  if (field.inList === true && role === 'SECRET') problems.add(`${path}.inList`, '保密字段不能显示在列表中');
}
