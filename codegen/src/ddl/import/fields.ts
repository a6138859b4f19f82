// Builds the model's fields and indexes of one table from its raw columns and keys.
import type { EnumValue, Field, Index } from '../../model/types';
import { buildField } from '../../context/build-field';
import { noteMysql8Functions } from './mysql8-functions';
import { keyPartTypes, MYSQL_MAX_KEY_BYTES, mysqlKeyOf } from '../../model/mysql-index';
import { mysqlCharsetOf, mysqlTableCharsetOf } from '../../model/type-map';
import { hasControlCharacter } from '../../model/problems';
import {
  isDefaultExpressionText,
  MAX_MYSQL_NAME,
  SHARED_SEQUENCE_NAME,
  sqlNameProblem,
} from '../../model/validate-field';
import { isSpatialType } from '../../model/validate-index-method';
import { keywordDefaultFor } from '../../model/default-keywords';
import { importedComment, splitComment } from '../../model/comment';

import { isKnownType, mapColumnType, type MappedType } from './column-type';
import { commentCodes } from './comment-codes';
import { castDefault, escapeStringDefault, nullDefaultSource } from './default-literals';
import { defaultSourceOf } from './default-source';
import { serialSequenceName } from './definitions';
import { indexMethodParts } from './index-methods';
import { camel, snake } from './naming';
import { findTypeKey, keyOf, tableKey } from './qualified';
import { postgresqlArrayJson } from '../../context/postgresql-array';
import { postgresqlTypeName } from '../../context/postgresql-domains';
import { cutToBytes } from '../../context/postgresql-names';
import type { Dialect, RawColumn, RawDefault, RawKey, RawSchema, RawTable } from './raw';

/** A PostgreSQL enum type name the DDL can write back in double quotes (see validate-field). */
const ENUM_TYPE_NAME = /^[^"\0]{1,63}$/;

/** Values exactly as the database stores them; an empty or repeated one cannot be a model value. */
function enumValues(values: string[]): EnumValue[] {
  return [...new Set(values)].filter((value) => value !== '').map((value) => ({ value }));
}

function defaultFor(
  field: Field,
  raw: RawDefault | undefined,
  enumMap: EnumValue[],
  dialect: Dialect,
): Field['defaultValue'] {
  if (!raw || raw.kind === 'expression') return undefined;
  if (raw.kind === 'bytes') {
    // MySQL reads a hex literal as the number of its bytes on a numeric or BIT column (`DEFAULT 0x0f` is 15).
    const n = raw.hex === '' ? 0 : parseInt(raw.hex, 16);
    if (dialect === 'mysql' && Number.isSafeInteger(n) && ['int', 'long', 'decimal'].includes(field.type))
      return n;
    if (dialect === 'mysql' && field.type === 'boolean' && (n === 0 || n === 1)) return n === 1;
    return field.type === 'binary' && (field.length == null || raw.hex.length / 2 <= field.length)
      ? `0x${raw.hex}`
      : undefined;
  }
  if (raw.kind === 'keyword') return keywordDefaultFor(field.type, raw.value);
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
    case 'binary': {
      if (dialect === 'mysql') return binaryDefault(field, value);
      // PostgreSQL reads a bytea literal as hex (`'\x62'`) or with octal escapes (`'\001'`), not as its text.
      const bytes = byteaInput(String(value));
      if (!bytes) return undefined;
      return bytes.every((b) => b >= 0x20 && b < 0x7f)
        ? binaryDefault(field, String.fromCharCode(...bytes))
        : `0x${bytes.map((b) => b.toString(16).padStart(2, '0')).join('')}`;
    }
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

/**
 * A VARBINARY / BINARY default as the model keeps it: text as it is (`''` quoted), bytes that are not printable text
 * as hex (`0x00ff`); a BLOB's too (the MySQL DDL writes it as an expression, `DEFAULT (X'62')`, as MySQL 8 requires).
 */
function binaryDefault(field: Field, value: string | number | boolean): Field['defaultValue'] {
  if (typeof value === 'boolean') return undefined;
  const text = String(value);
  const bytes = new TextEncoder().encode(text);
  if (field.length != null && bytes.length > field.length) return undefined;
  if (text === '') return "''";
  const control = [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
  // Text that reads like hex bytes or a quoted literal is quoted, so the model takes it as the text it is.
  if (!control) return /^0x|^'.*'$/is.test(text) ? `'${text.replace(/'/g, "''")}'` : text;
  return `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The bytes of PostgreSQL's bytea input (`\x6162`, or text with `\\` and `\ooo` octal escapes); undefined for
 * input PostgreSQL refuses.
 */
function byteaInput(text: string): number[] | undefined {
  const hex = /^\\x((?:\s*[0-9a-f]{2})*)\s*$/i.exec(text);
  const bytes: number[] = [];
  if (hex) for (const pair of hex[1].match(/[0-9a-f]{2}/gi) ?? []) bytes.push(parseInt(pair, 16));
  else
    for (let i = 0; i < text.length;) {
      if (text[i] !== '\\') {
        const code = text.codePointAt(i)!;
        bytes.push(...new TextEncoder().encode(String.fromCodePoint(code)));
        i += code > 0xffff ? 2 : 1;
      } else if (text[i + 1] === '\\') {
        bytes.push(0x5c);
        i += 2;
      } else if (/^[0-3][0-7]{2}$/.test(text.slice(i + 1, i + 4))) {
        bytes.push(parseInt(text.slice(i + 1, i + 4), 8));
        i += 4;
      } else return undefined;
    }
  return bytes;
}

export interface BuiltFields {
  fields: Field[];
  /** Int, long and string fields that got labelled codes from their comment, with the column's line. */
  coded: { field: Field; line: number }[];
  /** Lower-case column name → field. */
  byColumn: Map<string, Field>;
}

/** Field types whose values are text with a collation (a MySQL ENUM has one too). */
const COLLATED_TYPES = new Set<string>(['string', 'text', 'enum']);

/** The composite type a PostgreSQL column has (`ADDRESS`) or holds an array of (`ADDRESS[]`), by its name. */
function compositeTypeOf(column: RawColumn, schema: RawSchema): string | undefined {
  if (schema.dialect !== 'postgresql' || !schema.compositeTypes?.size) return undefined;
  const base = column.dataType.replace(/(\s*\[\s*\d*\s*\])+$/, '');
  if (!/^(?:(?:[A-Za-z_]\w*|"[^"]+")\.)?(?:[A-Za-z_]\w*|"[^"]+")$/.test(base)) return undefined;
  const key = findTypeKey(schema.compositeTypes, base, schema);
  const type = key === undefined ? undefined : schema.compositeTypes.get(key);
  // As the column writes it: in its schema when not public (`app.address`), quoted where PostgreSQL would fold or
  // refuse the bare word (`"Pair"`, `app."order"`).
  return type && postgresqlTypeName(type.name, type.schema);
}

export function buildFields(table: RawTable, schema: RawSchema): BuiltFields {
  const fields: Field[] = [];
  const coded: BuiltFields['coded'] = [];
  const byColumn = new Map<string, Field>();
  const taken = new Set<string>();
  const takenColumns = new Set<string>();
  /** Columns that keep a character set or collation of their own (one note for the table). */
  const collated: string[] = [];
  // The MySQL table's character set, which its columns without their own are counted in (null: utf8mb4).
  const tableCharset = table.charset ? mysqlTableCharsetOf({ mysqlCharset: table.charset }).charset : null;
  // A unique prefix is no unique column: it stays an index with its prefix length; so does a partial unique index.
  const singleUniques = new Set(
    table.uniques
      .filter(
        (u) =>
          u.columns.length === 1 &&
          !u.prefixes &&
          !u.expressions &&
          !u.where &&
          !u.descending &&
          !u.opclasses &&
          !u.collations &&
          !u.include &&
          !u.nullsNotDistinct &&
          !u.nullsOrder &&
          !u.mysqlUsingHash,
      )
      .map((u) => u.columns[0].toLowerCase()),
  );
  const keyed = new Set(
    [
      ...table.primaryKey,
      ...table.uniques.flatMap((u) => u.columns),
      ...table.foreignKeys.flatMap((fk) => fk.columns),
      // `col varchar UNIQUE` / `col text PRIMARY KEY` written on the column itself.
      ...table.columns.filter((c) => c.unique || c.primaryKey).map((c) => c.name),
    ].map((c) => c.toLowerCase()),
  );
  for (const column of table.columns) {
    const composite = compositeTypeOf(column, schema);
    if (composite) column.compositeType = composite;
    const mapped = keyedText(mapColumnType(column, schema.dialect), column, keyed, schema.dialect);
    const zone = column.withTimeZone && !/TZ$/.test(column.dataType) ? ' WITH TIME ZONE' : '';
    const where = `${table.name}.${column.name} ${column.dataType}${zone}`;
    const line = column.line ?? table.line;
    for (const reason of mapped.approximations)
      schema.approximations.push({ statement: where, line, reason });
    if (column.onUpdateNow && mapped.type === 'datetime')
      schema.approximations.push({
        statement: `${table.name}.${column.name} ON UPDATE CURRENT_TIMESTAMP`,
        line,
        reason:
          'PostgreSQL 没有 ON UPDATE CURRENT_TIMESTAMP，导出到 PostgreSQL 时不包含（需要时请用触发器实现）',
      });
    if (!isKnownType(column.dataType) && !mapped.sqlType) {
      schema.skipped.push({
        statement: `${table.name}.${column.name} ${column.dataType}`,
        line: table.line,
        reason: `未知的列类型 ${column.dataType}，已按长文本（text）导入`,
      });
    }
    let name = camel(column.name) || `column${fields.length + 1}`;
    for (let n = 2; taken.has(name); n += 1) name = `${camel(column.name)}${n}`;
    taken.add(name);
    // PostgreSQL reads an escape string, or a literal cast to a built-in type, as the value (see default-literals.ts).
    const written = column.defaultValue;
    const cast = schema.dialect === 'postgresql' ? castDefault(column.defaultText) : undefined;
    const escaped = schema.dialect === 'postgresql' ? escapeStringDefault(column.defaultText) : undefined;
    if (written?.kind === 'expression' && (cast || escaped !== undefined))
      column.defaultValue = cast?.value ?? { kind: 'literal', value: escaped! };
    const field = toField(
      column,
      name,
      mapped,
      singleUniques.has(column.name.toLowerCase()),
      table.virtualKey === true,
      schema.dialect,
    );
    // PostgreSQL's partitions take their table's `DEFAULT nextval(…)` (an identity they would not take before
    // PostgreSQL 17): the one sequence numbers them all, so the export writes it as one. A sequence named or placed
    // otherwise than a serial's is kept too: application code may call nextval('s.order_no') by that name.
    if (
      field.autoIncrement &&
      !field.sharedSequence &&
      schema.dialect === 'postgresql' &&
      column.sequence &&
      SHARED_SEQUENCE_NAME.test(column.sequence) &&
      (table.partitioning?.partitions.length ||
        column.sequence !== serialSequenceName(table.name, column.name) ||
        (column.sequenceSchema ?? 'public') !== (table.schema ?? 'public'))
    )
      field.sharedSequence = column.sequence;
    if (field.sharedSequence) {
      // The sequence stays where it is when that is not the table's schema (one sequence numbering two schemas).
      const sequenceSchema = column.sequenceSchema ?? 'public';
      if (sequenceSchema !== (table.schema ?? 'public')) field.sharedSequenceSchema = sequenceSchema;
      const owner = schema.sequenceOwners?.get(tableKey(field.sharedSequence, column.sequenceSchema));
      if (column.sequenceOwned || (owner?.table === keyOf(table) && owner.column === column.name))
        field.sharedSequenceOwner = true;
    }
    // MySQL 8 hides a NOT NULL column with no default; MariaDB refuses one (the MySQL DDL hides it for MySQL only).
    if (
      field.invisible &&
      field.required &&
      field.defaultValue == null &&
      !field.defaultExpression &&
      !field.generated &&
      !field.autoIncrement
    )
      schema.approximations.push({
        statement: `${table.name}.${column.name} INVISIBLE`,
        line,
        reason:
          'MariaDB 不接受没有默认值的 NOT NULL 隐藏列（INVISIBLE）：导出的 MySQL 脚本只在 MySQL 8.0.23 及以上隐藏该列，在 MariaDB 上它是可见的普通列；需要在 MariaDB 上隐藏时请给它一个默认值',
      });
    if (column.domain) {
      // The domain stands for its base, which the field keeps for the code and MySQL; PostgreSQL writes the domain.
      field.postgresqlDomain = {
        name: column.domain.name,
        ...(column.domain.schema ? { schema: column.domain.schema } : {}),
        ...(column.domain.notNull && field.required ? { notNull: true as const } : {}),
        ...(column.domain.default ? { default: true as const } : {}),
      };
    }
    // MySQL gets an array's default as its JSON array (see postgresql-array.ts), when it is an array literal.
    const array = field.type === 'json' ? field.sqlType?.postgresql : undefined;
    if (
      array?.endsWith(']') &&
      field.defaultValue != null &&
      !postgresqlArrayJson(String(field.defaultValue), array)
    )
      schema.approximations.push({
        statement: `${table.name}.${column.name} DEFAULT ${String(field.defaultValue)}`,
        line,
        reason: '数组列的默认值不是数组字面量（如 {a,b}），无法换算为 JSON 数组：导出到 MySQL 时不带默认值',
      });
    // The model's `column` is snake_case, what the code's names derive from: `UserId` becomes user_id, `item-code`
    // item_code, and a name of Chinese characters only (no ASCII word) the column's place in the table. The name
    // the database has stays the field's `sqlColumn`, which the code maps and the DDL writes.
    let sqlName = field.column || `column_${fields.length + 1}`;
    for (let n = 2; takenColumns.has(sqlName); n += 1)
      sqlName = `${field.column || `column_${fields.length + 1}`}_${n}`;
    takenColumns.add(sqlName);
    field.column = sqlName;
    if (sqlName !== column.name) {
      if (!field.label && /[^\p{ASCII}]/u.test(column.name)) field.label = column.name;
      const database = schema.dialect === 'mysql' ? 'MYSQL' : 'POSTGRESQL';
      if (sqlNameProblem(column.name, '', database) === null) {
        field.sqlColumn = column.name;
        // GORM reads a `.` in a column name as table.column whatever the tag says.
        if (column.name.includes('.'))
          schema.approximations.push({
            statement: `${table.name}.${column.name}`,
            line,
            reason: `列名「${column.name}」含 “.”：Go（GORM）生成的代码会把它当作“表.列”，无法读写该列；其他代码和建表脚本照原名使用`,
          });
      } else
        schema.approximations.push({
          statement: `${table.name}.${column.name}`,
          line,
          reason: `列名「${column.name}」含控制字符、首尾有空格或过长，生成的代码和建表脚本无法照原样使用：导入为 ${sqlName}`,
        });
    }
    if (field.autoIncrement && table.autoIncrementStart) field.autoIncrementStart = table.autoIncrementStart;
    if (column.collation && COLLATED_TYPES.has(field.type)) {
      field.collation = { dialect: schema.dialect, ...column.collation };
      collated.push(column.name);
    }
    if (field.invisible)
      schema.approximations.push({
        statement: `${table.name}.${column.name} INVISIBLE`,
        line,
        reason:
          '不可见列（INVISIBLE，SELECT * 不返回）只由 MySQL 建表脚本写回：导出为 PostgreSQL 时为普通的可见列',
      });
    if (column.generated) {
      field.generated = { ...column.generated, dialect: schema.dialect };
      schema.approximations.push({
        statement: `${table.name}.${column.name} GENERATED ALWAYS AS (${column.generated.expression})`,
        line,
        reason: `生成列的表达式按 ${schema.dialect === 'mysql' ? 'MySQL' : 'PostgreSQL'} 的写法保存：导出到另一种数据库时为普通列，由应用或触发器填写`,
      });
      noteMysql8Functions(
        column.generated.expression,
        `${table.name}.${column.name} GENERATED ALWAYS AS (${column.generated.expression})`,
        line,
        schema,
      );
    }
    // A value the field's type cannot hold stays the expression written.
    if (field.defaultValue === undefined) column.defaultValue = written;
    // A keyword the field's type has none for (the current time on a time column, the current date on a timestamp):
    // the expression written.
    if (
      column.defaultValue?.kind === 'keyword' &&
      defaultFor(field, column.defaultValue, [], schema.dialect) === undefined
    )
      column.defaultValue = { kind: 'expression', text: column.defaultText ?? column.defaultValue.value };
    const dflt = column.defaultValue;
    if (dflt?.kind === 'expression' && !field.autoIncrement && !column.generated) {
      if (isDefaultExpressionText(column.defaultText)) {
        field.defaultExpression = { expression: column.defaultText, dialect: schema.dialect };
        const other = schema.dialect === 'mysql' ? 'PostgreSQL' : 'MySQL';
        schema.approximations.push({
          statement: `${table.name}.${column.name} DEFAULT (${column.defaultText})`,
          line,
          reason: `默认值表达式按 ${schema.dialect === 'mysql' ? 'MySQL' : 'PostgreSQL'} 的写法保存：导出到 ${other} 时不带默认值${field.required ? '，该列不能为空，插入时须由应用填写' : ''}`,
        });
        noteMysql8Functions(
          column.defaultText,
          `${table.name}.${column.name} DEFAULT (${column.defaultText})`,
          line,
          schema,
        );
      } else
        schema.skipped.push({
          statement: `${table.name}.${column.name} DEFAULT ${dflt.text}`,
          line,
          reason: '无法读取默认值表达式的原文，已忽略该默认值',
        });
    }
    // A VARCHAR longer than a MySQL row holds (utf8mb4: 16383 characters) is a TEXT there, as MySQL itself makes it.
    const built = buildField(field, 'Imported', false, undefined, tableCharset);
    const longType = field.type === 'string' && !field.sqlType?.mysql ? built.types.mysql : '';
    if (/^(MEDIUM)?TEXT$/.test(longType))
      schema.approximations.push({
        statement: `${table.name}.${column.name} VARCHAR(${field.length})`,
        line,
        reason: `MySQL 的 VARCHAR 最长 ${Math.floor((65535 - 3) / built.mysqlCharBytes)} 个字符（${mysqlCharsetOf(field.collation, tableCharset) ?? 'utf8mb4'}，一行最多 65535 字节）：导出到 MySQL 时该列按 ${longType}，长度上限 ${field.length} 不再由数据库检查`,
      });
    // A unique VARCHAR / VARBINARY over InnoDB's 3072-byte key: the MySQL DDL keys its longest prefix that fits.
    const charBytes = field.type === 'string' ? built.mysqlCharBytes : 1;
    const keyBytes =
      field.length == null || field.sqlType?.mysql || (field.type !== 'string' && field.type !== 'binary')
        ? 0
        : field.length * charBytes;
    if (field.unique && keyBytes > MYSQL_MAX_KEY_BYTES)
      schema.approximations.push({
        statement: `${table.name}.${column.name} UNIQUE`,
        line,
        reason: `MySQL（InnoDB）的一个索引键最长 ${MYSQL_MAX_KEY_BYTES} 字节${field.type === 'string' ? `（每个字符按 ${charBytes} 字节计）` : ''}，该列整列超出：导出到 MySQL 时按前缀 ${field.column}(${Math.floor(MYSQL_MAX_KEY_BYTES / charBytes)}) 建立唯一索引，唯一性只对前缀成立（前缀相同的不同值会被拒绝）；MariaDB 跳过该前缀，按整列建立（USING HASH），唯一性不变`,
      });
    if (field.unique && field.type === 'binary' && field.length == null) {
      delete field.unique;
      schema.skipped.push({
        statement: `${table.name}.${column.name} UNIQUE`,
        line,
        reason: '不限长度的二进制列只能按前缀建唯一索引，模型的唯一约束没有前缀长度，已忽略该唯一约束',
      });
    }
    const rawDefault = column.defaultValue;
    if (
      rawDefault?.kind === 'literal' &&
      ['date', 'datetime'].includes(field.type) &&
      /^0000-00-00/.test(String(rawDefault.value))
    )
      schema.approximations.push({
        statement: `${table.name}.${column.name} DEFAULT '${String(rawDefault.value)}'`,
        line,
        reason:
          'MySQL 的零日期不是真实的日期，模型无法表示，已忽略该默认值：导出后该列没有默认值（NOT NULL 的列插入时须由应用填写）',
      });
    // A date or time PostgreSQL reads in a form MySQL refuses: the MySQL DDL writes it in ISO form, or none at all.
    if (schema.dialect === 'postgresql' && ['date', 'datetime', 'time'].includes(field.type)) {
      const built = buildField(field, 'Imported', false);
      if (built.defaultKind === 'literal' && built.mysqlDefault === null)
        schema.approximations.push({
          statement: `${table.name}.${column.name} DEFAULT '${String(field.defaultValue)}'`,
          line,
          reason: `默认值 '${String(field.defaultValue)}' 在 MySQL 中没有相同的${field.type === 'date' ? '日期' : '时间'}：MySQL 只读 ISO 格式（如 1999-01-08 04:05:06），'now'、'today' 等词 PostgreSQL 只在建表时读一次，MySQL 没有公元前或 1000 年以前的日期、不保留列精度以外的小数秒、不能换算带时区的时间；导出到 MySQL 时该列不带默认值${field.required ? '，该列不能为空，插入时须由应用填写' : ''}`,
        });
    }
    if (
      field.type === 'binary' &&
      field.defaultValue === undefined &&
      rawDefault &&
      rawDefault.kind !== 'expression'
    )
      schema.skipped.push({
        statement: `${table.name}.${column.name} DEFAULT`,
        line,
        reason:
          field.length == null
            ? '二进制列的默认值无法读作字节，已忽略该默认值'
            : '二进制列的默认值超过了列的长度，已忽略该默认值',
      });
    // An escape string is the string PostgreSQL prints back; a cast literal is kept as written where PostgreSQL's
    // printing of it is not the field's portable default.
    const source =
      schema.dialect !== 'postgresql'
        ? undefined
        : cast
          ? defaultSourceOf(field, cast.printed)
          : escaped === undefined
            ? (defaultSourceOf(field, column.defaultText) ?? nullDefaultSource(column, field))
            : undefined;
    if (source) field.defaultSource = cast ? { ...source, sql: column.defaultText!.trim() } : source;
    const isKey = field.primaryKey === true || field.unique === true;
    // PostgreSQL numbers any column by its own sequence, and so does a PostgreSQL model; the MySQL DDL numbers only
    // the first key column that is numbered (MySQL takes one AUTO_INCREMENT a table, and only on a key).
    const keyBefore = fields.some((f) => f.autoIncrement && (f.primaryKey || f.unique));
    // PostgreSQL's serial and identity columns are NOT NULL, whatever the script says.
    if (field.autoIncrement && schema.dialect === 'postgresql') field.required = true;
    if (field.autoIncrement && schema.dialect === 'postgresql' && (!isKey || keyBefore))
      schema.approximations.push({
        statement: `${table.name}.${column.name} ${/SERIAL/i.test(column.dataType) ? column.dataType : 'IDENTITY'}`,
        line,
        reason: isKey
          ? '表中已有一个自增列：导出到 PostgreSQL 时保留编号，导出到 MySQL 时该列为普通整数列（MySQL 每个表只能有一个自增列），插入时须由应用填写'
          : '自增列既不是主键也不是唯一键：导出到 PostgreSQL 时保留编号，导出到 MySQL 时为普通整数列（MySQL 的自增列必须是键），插入时须由应用填写',
      });
    // Two identity columns of a keyless table may both identify its rows: MySQL numbers one column a table.
    else if (field.autoIncrement && (!isKey || fields.some((f) => f.autoIncrement))) {
      delete field.autoIncrement;
      delete field.autoIncrementStart;
      delete field.identity;
      delete field.sharedSequence;
      delete field.sharedSequenceSchema;
      delete field.sharedSequenceOwner;
      // PostgreSQL's serial and identity columns are NOT NULL: the plain column stays so.
      if (schema.dialect === 'postgresql') field.required = true;
      schema.skipped.push({
        statement: `${table.name}.${column.name} AUTO_INCREMENT`,
        line,
        reason:
          field.primaryKey || field.unique
            ? '表中已有一个自增列，模型的实体只能有一个自增字段，该列已按普通列导入'
            : '自增列既不是主键也不是唯一键，模型不支持，已按普通列导入',
      });
    }
    if (addCodes(field, column.comment)) coded.push({ field, line });
    fields.push(field);
    byColumn.set(column.name.toLowerCase(), field);
  }
  // A MySQL table's own character set and collation too: PostgreSQL's encoding is the database's.
  const tableCollation = table.charset
    ? `表的默认字符集和排序规则（${[table.charset.charset && `CHARSET=${table.charset.charset}`, table.charset.collate && `COLLATE=${table.charset.collate}`].filter(Boolean).join(' ')}）`
    : '';
  if (collated.length > 0 || tableCollation) {
    const [own, other] = schema.dialect === 'mysql' ? ['MySQL', 'PostgreSQL'] : ['PostgreSQL', 'MySQL'];
    const columns =
      collated.length > 0
        ? `列 ${collated.join('、')} 的${schema.dialect === 'mysql' ? '字符集和' : ''}排序规则`
        : '';
    schema.approximations.push({
      statement: `${table.name} COLLATE`,
      line: table.line,
      reason: `${[tableCollation, columns].filter(Boolean).join('、')}按 ${own} 的写法保存：导出到 ${other} 时使用默认排序规则（比较和排序可能不同，如大小写是否区分）`,
    });
  }
  return { fields, coded, byColumn };
}

/** Puts the codes a status-style comment lists on an int, long or string field whose values they can be. */
function addCodes(field: Field, comment: string | undefined): boolean {
  if (!['int', 'long', 'string'].includes(field.type) || field.primaryKey) return false;
  const codes = commentCodes(comment, splitComment(comment).comment);
  if (!codes) return false;
  const fits =
    field.type === 'string'
      ? codes.every((c) => c.value.length <= (field.length ?? 255))
      : codes.every((c) => /^-?\d+$/.test(c.value));
  if (!fits) return false;
  field.enumValues = codes;
  return true;
}

function toField(
  column: RawColumn,
  name: string,
  mapped: NonNullable<ReturnType<typeof mapColumnType>>,
  uniqueKey: boolean,
  virtualKey: boolean,
  dialect: Dialect,
): Field {
  const field: Field = { name, column: snake(column.name), type: mapped.type };
  const { label, comment } = importedComment(column.comment, column.name);
  if (label) field.label = label;
  if (mapped.length != null) field.length = mapped.length;
  if (mapped.fixedLength) field.fixedLength = true;
  if (mapped.precision != null) field.precision = mapped.precision;
  if (mapped.scale != null) field.scale = mapped.scale;
  if (mapped.unsigned) field.unsigned = true;
  if (mapped.sqlSize) field.sqlSize = mapped.sqlSize;
  if (mapped.withTimeZone) field.withTimeZone = true;
  if (column.onUpdateNow && mapped.type === 'datetime') field.onUpdateCurrentTimestamp = true;
  if (mapped.sqlType) field.sqlType = mapped.sqlType;
  if (column.invisible) field.invisible = true;
  if (column.srid !== undefined && isSpatialType(mapped.sqlType?.mysql)) field.srid = column.srid;
  if (column.notNull) field.required = true;
  if (column.primaryKey) field.primaryKey = true;
  // A virtual key's column keeps the unique key the database has on it (the DDL writes no PRIMARY KEY).
  if ((column.unique || uniqueKey) && (!column.primaryKey || virtualKey)) field.unique = true;
  if (column.autoIncrement && (mapped.type === 'int' || mapped.type === 'long')) {
    field.autoIncrement = true;
    if (column.autoIncrementStart) field.autoIncrementStart = column.autoIncrementStart;
    if (column.identity) field.identity = { ...column.identity };
    if (column.sharedSequence) field.sharedSequence = column.sharedSequence;
  }
  const values = mapped.type === 'enum' ? enumValues(column.enumValues ?? []) : [];
  if (mapped.type === 'enum') field.enumValues = values;
  if (mapped.type === 'enum' && column.enumType && ENUM_TYPE_NAME.test(column.enumType)) {
    field.enumTypeName = column.enumType;
    if (column.enumSchema) field.enumTypeSchema = column.enumSchema;
  }
  // An array of an enum type (`shades shade[]`): a json field that names the type, so the PostgreSQL DDL creates it.
  if (
    mapped.type === 'json' &&
    mapped.sqlType?.postgresql?.endsWith('[]') &&
    column.enumType &&
    ENUM_TYPE_NAME.test(column.enumType) &&
    enumValues(column.enumValues ?? []).length > 0
  ) {
    field.enumTypeName = column.enumType;
    if (column.enumSchema) field.enumTypeSchema = column.enumSchema;
    field.enumValues = enumValues(column.enumValues ?? []);
  }
  const defaultValue =
    field.autoIncrement || column.generated
      ? undefined
      : defaultFor(field, column.defaultValue, values, dialect);
  if (defaultValue !== undefined) field.defaultValue = defaultValue;
  if (column.unsigned && ['int', 'long', 'decimal'].includes(mapped.type)) field.validation = { min: 0 };
  if (comment) field.comment = comment;
  return field;
}

export function buildIndexes(
  table: RawTable,
  tableName: string,
  byColumn: Map<string, Field>,
  schema: RawSchema,
): Index[] {
  const indexes: Index[] = [];
  const seen = new Set<string>();
  const taken = new Set<string>();
  const add = (key: RawKey, unique: boolean, primary = false) => {
    const found = key.columns.map((c) => byColumn.get(c.toLowerCase()));
    const fields = found.map((f) => f?.name);
    const columns = key.columns.map((c) => c.toLowerCase()).join(',');
    if (fields.some((f) => f === undefined)) return;
    const statement = primary
      ? `${table.name} PRIMARY KEY (${key.columns.join(', ')})`
      : `${table.name} ${unique ? 'UNIQUE ' : ''}INDEX ${key.name ?? ''}(${key.columns.join(', ')})`;
    if (new Set(fields).size !== fields.length) {
      schema.skipped.push({
        statement,
        line: table.line,
        reason: '索引的多个表达式用到同一列，模型的索引每个字段只出现一次，已忽略该索引',
      });
      return;
    }
    const expressions = key.expressions ?? key.columns.map(() => null);
    // A whole BLOB or TEXT column is kept whole: the MySQL DDL gives it a prefix (listed below).
    const prefixes = key.prefixes ?? key.columns.map(() => null);
    // A prefix on a column that is neither text nor binary (MySQL refuses it) is dropped. One as long as its column
    // or longer covers the whole column: MySQL refuses it in strict mode (older servers index the whole column), so
    // the whole column is indexed, and that is listed.
    const lengths = prefixes.map((p, i) => {
      const field = found[i]!;
      if (p === null || !['string', 'text', 'binary'].includes(field.type)) return null;
      if (field.type === 'text' || field.length == null || p < field.length) return p;
      schema.approximations.push({
        statement,
        line: table.line,
        reason: `索引前缀 ${key.columns[i]}(${p}) 不短于列本身（${field.length}），按整列建立索引`,
      });
      return null;
    });
    const descending = key.columns.map((_, i) => key.descending?.[i] === true);
    const signature = `${primary}:${unique}:${columns}:${lengths.join(',')}:${expressions.join(',')}:${key.where ?? ''}:${descending.join(',')}`;
    const shape = `${key.method ?? ''}:${key.opclasses?.join(',') ?? ''}:${key.collations?.join(',') ?? ''}:${key.include?.join(',') ?? ''}:${key.nullsNotDistinct ?? ''}:${key.nullsOrder?.join(',') ?? ''}:${key.mysqlUsingHash ?? ''}`;
    if (seen.has(`${signature}:${shape}`)) return;
    seen.add(`${signature}:${shape}`);
    // MySQL writes no GIN, GiST or SP-GiST index at all (index-methods.ts lists it): its expressions go with it.
    const mysqlExpressions = key.expressions !== undefined && schema.dialect === 'mysql';
    // Written in a /*!80013 … */ comment (see validateInVersionComment): a `*/` in a column or expression ends it.
    if (
      mysqlExpressions &&
      key.columns.some((c, i) => (expressions[i] === null ? c : expressions[i])!.includes('*/'))
    ) {
      schema.skipped.push({
        statement,
        line: table.line,
        reason:
          '函数索引的列名或表达式含 */：MySQL 建表脚本把函数索引写在版本注释 /*!80013 … */ 中，注释会在此截断，已忽略该索引',
      });
      return;
    }
    if (mysqlExpressions)
      schema.approximations.push({
        statement,
        line: table.line,
        reason: `函数索引（${expressions.filter(Boolean).join('、')}）按 MySQL 的写法保存：MySQL 建表脚本把它写在 /*!80013 … */ 中，MySQL 8.0.13+ 建立它，MariaDB（没有函数索引）跳过；导出到 PostgreSQL 时不建立该索引`,
      });
    else if (key.expressions && !['gin', 'gist', 'spgist'].includes(key.method ?? ''))
      schema.approximations.push({
        statement,
        line: table.line,
        reason: `表达式索引（${expressions.filter(Boolean).join('、')}）导出到 MySQL 时按字段本身建立（MySQL 默认排序规则不区分大小写，lower() 唯一索引与字段唯一等价）`,
      });
    if (key.where)
      schema.approximations.push({
        statement: `${statement} WHERE ${key.where}`,
        line: table.line,
        reason: unique
          ? `部分唯一索引的条件（WHERE ${key.where}）按 PostgreSQL 的写法保存：MySQL 没有部分索引，导出到 MySQL 时建为不带条件的普通索引（整表唯一会拒绝 PostgreSQL 接受的行）`
          : `部分索引的条件（WHERE ${key.where}）按 PostgreSQL 的写法保存：MySQL 没有部分索引，导出到 MySQL 时按整表建立索引`,
      });
    const name = indexName(key, unique, tableName, taken, schema.dialect, mysqlExpressions);
    if (key.name && name !== asTheDatabaseKeepsIt(key.name, schema.dialect))
      schema.approximations.push({
        statement,
        line: table.line,
        reason: renamedIndexReason(key.name, name, schema.dialect, mysqlExpressions),
      });
    const index: Index = {
      name,
      fields: fields as string[],
      unique,
      ...(primary ? { primary } : {}),
      ...(lengths.some((p) => p !== null) ? { prefixLengths: lengths } : {}),
      ...(key.expressions ? { expressions } : {}),
      ...(mysqlExpressions ? { expressionsDialect: 'mysql' as const } : {}),
      ...(key.where ? { where: key.where } : {}),
      ...(descending.some(Boolean) ? { descending } : {}),
      ...(key.nullsOrder ? { nullsOrder: key.columns.map((_, i) => key.nullsOrder?.[i] ?? null) } : {}),
      ...indexMethodParts(key, byColumn, statement, table.line, schema),
      ...(unique && key.nullsNotDistinct ? { nullsNotDistinct: true as const } : {}),
      ...(unique && !primary && key.mysqlUsingHash ? { mysqlUsingHash: true as const } : {}),
    };
    if (index.mysqlUsingHash)
      schema.approximations.push({
        statement: `${statement} USING HASH`,
        line: table.line,
        reason:
          'MariaDB 的哈希唯一键（USING HASH）导出到 MySQL 时照写（MySQL 8 按 B-tree 建立），导出到 PostgreSQL 时建为普通唯一索引（PostgreSQL 没有哈希唯一索引）：这两处可以建立引用它的外键，MariaDB 不可以',
      });
    if (index.nullsOrder)
      schema.approximations.push({
        statement,
        line: table.line,
        reason:
          '索引的 NULLS FIRST / NULLS LAST 导出到 MySQL 时不写：MySQL 没有这种写法，空值在升序中排最前、降序中排最后',
      });
    // A partial unique index is a plain one in MySQL (listed above): nothing more to say about its NULLs.
    if (index.nullsNotDistinct && !index.where)
      schema.approximations.push({
        statement,
        line: table.line,
        reason:
          '唯一索引的 NULLS NOT DISTINCT（空值也不能重复）导出到 MySQL 时不写：MySQL 没有这种写法，唯一索引允许多个空值',
      });
    indexes.push(index);
    noteMysqlKey(index, found as Field[], statement, table, schema);
    if (primary && index.prefixLengths)
      schema.approximations.push({
        statement,
        line: table.line,
        reason:
          'PostgreSQL 不能按前缀建立主键：导出到 PostgreSQL 时这些列为 NOT NULL，按前缀（left / substring）建立唯一索引，不写 PRIMARY KEY',
      });
  };
  // A one-column unique key is the field's `unique` flag, but a column of a real primary key cannot carry it: its own
  // unique index (Prisma's `t_id_key` beside the key, or a column of a composite key) is kept as a one-field one.
  const pkColumns = new Set(table.primaryKey.map((c) => c.toLowerCase()));
  if (table.primaryIndex) add(table.primaryIndex, true, true);
  for (const key of table.uniques)
    if (
      key.columns.length > 1 ||
      key.prefixes ||
      key.descending ||
      key.expressions ||
      key.where ||
      key.opclasses ||
      key.collations ||
      key.include ||
      key.nullsNotDistinct ||
      key.nullsOrder ||
      key.mysqlUsingHash ||
      (!table.virtualKey && pkColumns.has(key.columns[0].toLowerCase()))
    )
      add(key, true);
  for (const key of table.indexes) add(key, false);
  return indexes;
}

/**
 * What the MySQL export makes of an index it cannot write as it is, listed for the user: a TEXT or BLOB column
 * MySQL indexes only by a prefix (a unique one then holds over the prefix only), a JSON column not at all.
 */
function noteMysqlKey(
  index: Index,
  fields: Field[],
  statement: string,
  table: RawTable,
  schema: RawSchema,
): void {
  const line = table.line;
  // MySQL writes a FULLTEXT or SPATIAL index whole, and no GIN, GiST or SP-GiST index (see index-methods.ts).
  if (index.method && index.method !== 'hash' && index.method !== 'brin') return;
  const tableCharset = table.charset ? mysqlTableCharsetOf({ mysqlCharset: table.charset }).charset : null;
  const built = fields.map((f) => buildField(f, 'Imported', false, undefined, tableCharset));
  const types = keyPartTypes(
    built.map((f) => f.types.mysql),
    index,
  );
  const key = mysqlKeyOf(
    types,
    index.prefixLengths ?? fields.map(() => null),
    index.unique && !index.where,
    built.map((f) => f.mysqlCharBytes),
  );
  if (key.unindexable !== null) {
    schema.approximations.push({
      statement,
      line,
      reason: `MySQL 不能为 JSON 列 ${fields[key.unindexable].column} 建立索引，导出到 MySQL 时略去该${index.primary ? '主键（各列仍为 NOT NULL）' : '索引'}`,
    });
    return;
  }
  if (key.chosen.length === 0) return;
  const prefixes = key.chosen.map((i) => `${fields[i].column}(${key.prefixLengths[i]})`).join('、');
  // Strings and bytes of a bounded length that together pass InnoDB's 3072-byte key.
  const tooLong = key.chosen.some((i) => fields[i].type === 'string' || fields[i].length != null);
  if (tooLong) {
    schema.approximations.push({
      statement,
      line,
      reason: `MySQL（InnoDB）的一个索引键最长 ${MYSQL_MAX_KEY_BYTES} 字节（utf8mb4 每个字符按 4 字节计，latin1 按 1 字节），这些列整列超出：导出到 MySQL 时按前缀 ${prefixes} 建立${index.primary ? '主键，唯一性只对前缀成立（前缀相同的不同值会被拒绝）' : index.unique && !index.where ? '唯一索引，唯一性只对前缀成立（前缀相同的不同值会被拒绝）；MariaDB 跳过该前缀，按整列建立（USING HASH），唯一性不变' : '索引'}`,
    });
    return;
  }
  schema.approximations.push({
    statement,
    line,
    reason:
      index.unique && !index.where
        ? `MySQL 只能按前缀为长文本或二进制列建立索引：导出到 MySQL 时按前缀 ${prefixes} 建立${index.primary ? '主键' : '唯一索引'}，唯一性只对前缀成立（前缀相同的不同值会被拒绝）${index.primary ? '' : '；MariaDB 跳过该前缀，按整列建立（USING HASH），唯一性不变'}`
        : `MySQL 只能按前缀为长文本或二进制列建立索引：导出到 MySQL 时按前缀 ${prefixes} 建立索引`,
  });
}

/**
 * PostgreSQL's TEXT (or VARCHAR without a length) in a primary, unique or foreign key: the model keys no text field,
 * so it becomes a string field that keeps its own type for PostgreSQL; MySQL, which cannot key a TEXT column,
 * gets a VARCHAR of the default length.
 */
function keyedText(mapped: MappedType, column: RawColumn, keyed: Set<string>, dialect: Dialect): MappedType {
  const t = column.dataType.replace(/\s+/g, ' ').trim();
  const native = t === 'TEXT' ? 'TEXT' : /^(VARCHAR|CHARACTER VARYING)$/.test(t) ? 'VARCHAR' : undefined;
  if (dialect !== 'postgresql' || mapped.type !== 'text' || !native || !keyed.has(column.name.toLowerCase()))
    return mapped;
  return {
    type: 'string',
    sqlType: { postgresql: native },
    approximations: [
      ...mapped.approximations,
      `${native} 列用作主键、唯一键或外键：模型按字符串字段处理，导出到 MySQL 时按 VARCHAR(255)，更长的值会被拒绝`,
    ],
  };
}

/** Longest name the model makes for an index (room for a `_2` suffix under either dialect's limit). */
const MAX_MADE_INDEX_NAME = 60;

/** What keeps the index's own name from the model (a control character, spaces around it, too long), or null. */
const ownNameProblem = (name: string, dialect: Dialect): string | null =>
  sqlNameProblem(name, '索引名', dialect === 'mysql' ? 'MYSQL' : 'POSTGRESQL');

/** Why an index's own name gave way to `name` (see indexName). */
function renamedIndexReason(own: string, name: string, dialect: Dialect, functional: boolean): string {
  const kept = asTheDatabaseKeepsIt(own, dialect);
  const why =
    functional && kept.includes('*/')
      ? '含 */（MySQL 函数索引写在版本注释 /*!80013 … */ 中，注释会在此截断）'
      : ownNameProblem(kept, dialect) === null
        ? '与同一张表的另一个索引重名（不区分大小写）'
        : hasControlCharacter(kept)
          ? '含有控制字符（如换行、制表符），模型不能保存'
          : kept.trim() !== kept
            ? '首尾有空格，模型不能保存'
            : `超过 ${MAX_MYSQL_NAME} 个字符（MySQL 的上限）`;
  return `索引名「${own}」${why}，导入后改名为 ${name}：导出的建表脚本使用新名字，引用原名的语句（如 DROP INDEX）需相应修改`;
}

/** PostgreSQL cuts a longer name to 63 bytes (a character whole), as the catalog then holds it. */
export function asTheDatabaseKeepsIt(name: string, dialect: Dialect): string {
  return dialect === 'postgresql' ? cutToBytes(name, 63) : name;
}

/** `base` with `_n` after it, its end cut off as far as the dialect's limit on names needs. */
function numbered(base: string, n: number, dialect: Dialect): string {
  const chars = [...base].slice(0, MAX_MADE_INDEX_NAME);
  let name = `${chars.join('')}_${n}`;
  while (chars.length > 0 && ownNameProblem(name, dialect) !== null) {
    chars.pop();
    name = `${chars.join('')}_${n}`;
  }
  return name;
}

/**
 * The index's own name, exactly (any character the database took quoted), when the model can keep it; else one
 * made from the table and columns. Never twice on one table, ignoring case (MySQL's index names ignore it).
 */
function indexName(
  key: RawKey,
  unique: boolean,
  tableName: string,
  taken: Set<string>,
  dialect: Dialect,
  functional: boolean,
): string {
  const made = `${unique ? 'uk' : 'idx'}_${tableName}_${key.columns.map(snake).join('_')}`
    .replace(/[^A-Za-z0-9_]/g, '_')
    .slice(0, MAX_MADE_INDEX_NAME);
  const own = key.name ? asTheDatabaseKeepsIt(key.name, dialect) : '';
  const base =
    own !== '' && ownNameProblem(own, dialect) === null && !(functional && own.includes('*/')) ? own : made;
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = numbered(base, n, dialect);
  taken.add(name.toLowerCase());
  return name;
}
