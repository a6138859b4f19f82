// CREATE TABLE → RawTable. The parser reads the whole statement when it can; when it cannot, each
// definition is read on its own, so one unreadable column costs that column's details, never the table.
import { stringValue, type ColumnDefinition, type CreateDefinition, type CreateTableAst } from './ast';
import { onColumn } from './checks';
import {
  addConstraint,
  copySequence,
  findColumn,
  noteIdentityForMysql,
  skip,
  toColumn,
  withDefaultText,
} from './definitions';
import {
  applyKeyIncludes,
  applyNullsNotDistinct,
  takeKeyIncludes,
  takeNullsNotDistinct,
  type KeyInclude,
  type NullsNotDistinct,
} from './index-methods';
import { mysqlCollationFits, mysqlLongVarcharType } from '../../model/type-map';
import { sqlName } from '../../engine/string-literals';
import { addExpressionKeys, takeExpressionKeys } from './mysql-expression-keys';
import { keepSystemVersioning, takeSystemVersioning } from './system-versioning';
import { parseSql } from './parse';
import { outsideStrings, rewritePostgresDefinitions, type IdentityDeclaration } from './preprocess';
import { summarize, type RawCollation, type RawColumn, type RawSchema, type RawTable } from './raw';
import type { SqlStatement } from './split';
import { findTable, keyOf, qualifiedName } from './qualified';
import { isConstraintDefinition } from './constraint-start';
import { cutTable, lastName, mask, withoutDefault, type Definition, type TableText } from './table-text';

interface ReadDefinition {
  ast: CreateDefinition;
  line: number;
}

/**
 * MySQL table options the export does not write as they were: every table is created InnoDB (transactions, foreign
 * keys). Another engine is listed.
 */
function noteTableEngine(t: RawTable, tail: string, schema: RawSchema): void {
  const engine = /\bENGINE\s*=?\s*(\w+)/i.exec(tail)?.[1];
  if (engine && engine.toLowerCase() !== 'innodb')
    schema.approximations.push({
      statement: `${t.name} ENGINE=${engine}`,
      line: t.line,
      reason: `表使用 ${engine} 引擎：导出的脚本按 InnoDB 建表（支持事务和外键约束，${engine} 表的外键原本不生效）`,
    });
}

/** MySQL 8's default collation of utf8mb4, which MariaDB does not have: a table written with it has the default. */
const MYSQL8_DEFAULT_COLLATION = 'utf8mb4_0900_ai_ci';

/**
 * A MySQL table's `[DEFAULT] CHARSET=` / `CHARACTER SET` and `[DEFAULT] COLLATE=` options (outside strings), as
 * written; none for utf8mb4 with its default collation, the export's default table. A collation of another character
 * set, which the server refuses, is left out and given to `misfit`.
 */
export function tableCharsetOf(options: string, misfit?: (collate: string) => void): RawTable['charset'] {
  const charset = /\b(?:CHARACTER\s+SET|CHARSET)\s*=?\s*(\w+)/i.exec(options)?.[1]?.toLowerCase();
  const written = /\bCOLLATE\s*=?\s*(\w+)/i.exec(options)?.[1]?.toLowerCase();
  const fits = !written || !charset || mysqlCollationFits(charset, written);
  if (!fits) misfit?.(written);
  const collate = written === MYSQL8_DEFAULT_COLLATION || !fits ? undefined : written;
  if (!collate && (!charset || charset === 'utf8mb4')) return undefined;
  return { ...(charset ? { charset } : {}), ...(collate ? { collate } : {}) };
}

/** The character set of a MySQL table, as the export creates it. */
const tableCharsetName = (t: RawTable): string =>
  t.charset?.charset ?? t.charset?.collate?.split('_')[0] ?? 'utf8mb4';

/** A MySQL column's character set as the export writes it: its own (that of its collation), else its table's. */
const exported = (c: RawColumn, t: RawTable): string =>
  c.collation?.charset ?? c.collation?.collate?.split('_')[0] ?? tableCharsetName(t);

/**
 * A VARCHAR longer than its character set holds in 65535 bytes (`VARCHAR(20000)` in utf8mb4) is refused by MySQL in
 * strict mode and created as MEDIUMTEXT (or TEXT) otherwise: it is read as that long text, and listed.
 */
function varcharsAsText(t: RawTable, schema: RawSchema): void {
  for (const column of t.columns) {
    if (column.dataType !== 'VARCHAR' || !column.length) continue;
    const text = mysqlLongVarcharType(column.length, exported(column, t));
    if (!text) continue;
    schema.approximations.push({
      statement: `${t.name}.${column.name} VARCHAR(${column.length})`,
      line: t.line,
      reason: `VARCHAR(${column.length}) 在字符集 ${exported(column, t)} 下超过 MySQL 一列 65535 字节的上限（MySQL 严格模式拒绝建表，非严格模式建成 ${text}）：按长文本（${text}）导入`,
    });
    column.dataType = text;
    delete column.length;
  }
}

/** The collation each character set has by default on MySQL 8 or MariaDB. */
const MYSQL_CHARSET_DEFAULT = /^(?:utf8mb4_0900_ai_ci|utf8(?:mb[34])?_general_ci|latin1_swedish_ci)$/;

/**
 * The collation a MySQL column keeps: its own as written, unless it only repeats its table's (the same collation, or
 * utf8mb4, MySQL 8's utf8mb4_0900_ai_ci included, in a utf8mb4 table of the default collation). `VARCHAR(40) BINARY`
 * without a character set is its table's binary collation. PostgreSQL tables have no collation.
 */
function columnCollation(
  own: RawCollation | undefined,
  table: RawTable['charset'],
): RawCollation | undefined {
  if (!own) return undefined;
  const tableCharset = table?.charset ?? table?.collate?.split('_')[0] ?? 'utf8mb4';
  // In a table of the binary character set, BINARY is its one collation: the table's (MariaDB makes VARBINARY).
  if (own.tableBinary) return tableCharset === 'binary' ? undefined : { collate: `${tableCharset}_bin` };
  if (own.collate && own.collate === table?.collate && !own.charset) return undefined;
  const repeated =
    own.charset === 'utf8mb4' &&
    tableCharset === 'utf8mb4' &&
    (!table?.collate || MYSQL_CHARSET_DEFAULT.test(table.collate));
  const charset = repeated && !own.collate ? undefined : own.charset;
  return charset || own.collate
    ? { ...(charset ? { charset } : {}), ...(own.collate ? { collate: own.collate } : {}) }
    : undefined;
}

/** One column definition read as CREATE TABLE reads it, with the keys and checks it declares itself. */
export function readColumn(
  definition: string,
  line: number,
  schema: RawSchema,
  tableName: string,
  /** The table's MySQL character set, which the column's own is read against. */
  charset?: RawTable['charset'],
): RawTable | undefined {
  // A table of its own, in a schema of its own: what it says of the column is said under the table's name.
  const scratch: RawSchema = {
    ...schema,
    tables: new Map(),
    skipped: [],
    approximations: [],
    suggestions: [],
  };
  const quoted = sqlName(tableName, schema.dialect);
  const options = [
    charset?.charset && `CHARSET=${charset.charset}`,
    charset?.collate && `COLLATE=${charset.collate}`,
  ]
    .filter(Boolean)
    .join(' ');
  collectCreateTable({ text: `CREATE TABLE ${quoted} (${definition}) ${options}`, line }, scratch);
  schema.skipped.push(...scratch.skipped);
  const [read] = scratch.tables.values();
  return read && read.columns.length === 1 ? read : undefined;
}

export function collectCreateTable(statement: SqlStatement, schema: RawSchema): void {
  const cut = cutTable(statement, schema.dialect);
  if (!cut) {
    skip(schema, summarize(statement.text), statement.line, '无法识别建表语句的表名或列定义，已忽略');
    return;
  }
  const name = cut.name;
  for (const d of cut.dropped) skip(schema, `${name}: ${summarize(d.text)}`, d.line, d.reason);
  let definitions = cut.definitions;
  let identity = new Map<string, IdentityDeclaration>();
  let enumColumns = new Map<string, string>();
  let domainColumns = new Map<string, string>();
  let domainSupplied = new Map<string, { notNull: boolean; default: boolean }>();
  let enumArrayColumns = new Map<string, string>();
  let bpcharColumns = new Set<string>();
  let nativeTypes = new Map<string, string>();
  const keyIncludes: KeyInclude[] = [];
  const nullsNotDistinct: NullsNotDistinct[] = [];
  if (schema.dialect === 'postgresql') {
    const rewritten = rewritePostgresDefinitions(
      definitions.map((d) => d.text),
      schema,
    );
    definitions = definitions.map((d, i) => ({
      ...d,
      text: completeReferences(rewritten.definitions[i], cut.written, definitions, schema),
    }));
    ({
      identityColumns: identity,
      enumColumns,
      domainColumns,
      domainSupplied,
      enumArrayColumns,
      bpcharColumns,
      nativeTypes,
    } = rewritten);
    definitions = definitions.map((d) => {
      const treatment = takeNullsNotDistinct(
        d.text,
        /^\s*(?!CONSTRAINT\b|UNIQUE\b)("[^"]+"|\S+)/i.exec(d.text)?.[1],
      );
      nullsNotDistinct.push(...treatment.keys);
      const taken = takeKeyIncludes(treatment.text);
      keyIncludes.push(...taken.includes);
      return { ...d, text: taken.text };
    });
  }
  // MySQL's functional key parts, which the parser does not read: kept once the columns are read.
  const expressionKeys = schema.dialect === 'mysql' ? takeExpressionKeys(definitions) : undefined;
  if (expressionKeys) definitions = expressionKeys.definitions;
  // MariaDB's system versioning, which the parser does not read either.
  const versioned = schema.dialect === 'mysql' ? takeSystemVersioning(cut, definitions) : undefined;
  if (versioned) definitions = versioned.definitions;
  const { read, comment } = readDefinitions(versioned?.cut ?? cut, definitions, schema);
  const { schema: schemaName } = qualifiedName(cut.written, schema);
  const t: RawTable = {
    name,
    ...(schemaName ? { schema: schemaName } : {}),
    line: statement.line,
    columns: [],
    primaryKey: [],
    uniques: [],
    indexes: [],
    foreignKeys: [],
    checks: [...cut.checks],
    ...(cut.exclusions.length > 0 ? { exclusions: [...cut.exclusions] } : {}),
  };
  if (comment) t.comment = comment;
  if (cut.partitioning) t.partitioning = cut.partitioning;
  if (cut.unlogged) t.unlogged = true;
  if (cut.storageParameters) t.storageParameters = cut.storageParameters;
  // MySQL's table option AUTO_INCREMENT=N: where the auto-increment column starts.
  const start = schema.dialect === 'mysql' ? /\bAUTO_INCREMENT\s*=?\s*(\d+)/i.exec(cut.tail) : null;
  if (start && Number(start[1]) > 1) t.autoIncrementStart = Number(start[1]);
  // Table options outside strings: `COMMENT='… collate …'` names none.
  const options = mask(cut.tail);
  if (schema.dialect === 'mysql') {
    const charset = tableCharsetOf(options, (collate) =>
      skip(
        schema,
        `${name} COLLATE=${collate}`,
        statement.line,
        `表的排序规则 ${collate} 不属于它的字符集（数据库会拒绝建表）：已忽略该排序规则，表使用字符集的默认排序规则`,
      ),
    );
    if (charset) t.charset = charset;
    noteTableEngine(t, options, schema);
  }
  inherit(t, cut.inherits, schema);
  for (const like of cut.likes) copyLike(t, like, schema);
  for (const { ast: definition, line } of read) {
    try {
      if (definition.resource === 'column') {
        const column = toColumn(definition, schema, t, line);
        const key = column.name.toLowerCase();
        const generated = cut.generated.get(key);
        if (generated) column.generated = generated;
        const collation = columnCollation(cut.collations.get(key), t.charset);
        if (collation) column.collation = collation;
        Object.assign(column, cut.columnOptions.get(key));
        withDefaultText(column, cut.defaults.get(key));
        const declared = identity.get(key);
        if (declared) identifyColumn(column, declared, `${name}.${column.name}`, line, schema);
        if (bpcharColumns.has(key) && column.dataType === 'TEXT') column.dataType = 'BPCHAR';
        const native = nativeTypes.get(key);
        if (native) column.nativeType = native;
        const enumType = schema.enumTypes.get(enumColumns.get(key) ?? '');
        if (enumType) {
          column.dataType = 'ENUM';
          column.enumValues = enumType.values;
          column.enumType = enumType.name;
          if (enumType.schema) column.enumSchema = enumType.schema;
        }
        // An array of an enum: the enum type's array, written as its name (a quoted name, or one of another schema
        // than public that the name alone would not find, is text[]).
        const enumArray = schema.enumTypes.get(enumArrayColumns.get(key) ?? '');
        if (enumArray) {
          column.dataType =
            !enumArray.schema && /^[a-z_][a-z0-9_]*$/.test(enumArray.name)
              ? `${enumArray.name.toUpperCase()}[]`
              : 'TEXT[]';
          // The enum type itself, which the PostgreSQL DDL must create for the array column too.
          column.enumValues = enumArray.values;
          column.enumType = enumArray.name;
          if (enumArray.schema) column.enumSchema = enumArray.schema;
        }
        const existing = findColumn(t, column.name);
        if (existing) t.columns.splice(t.columns.indexOf(existing), 1, column);
        else t.columns.push(column);
        // A column defined twice (the second definition wins) is in the key once.
        if (column.primaryKey && !t.primaryKey.some((c) => c.toLowerCase() === key))
          t.primaryKey.push(column.name);
        // A table-level PRIMARY KEY written before its columns (CockroachDB's style) named this column already.
        else if (t.primaryKey.some((c) => c.toLowerCase() === key)) {
          column.primaryKey = true;
          column.notNull = true;
        }
        const domain = domainColumns.get(key);
        const supplied = domainSupplied.get(key);
        const kept = domain === undefined || !supplied ? undefined : schema.keptDomains?.get(domain);
        if (kept && supplied)
          column.domain = { name: kept.name, ...(kept.schema ? { schema: kept.schema } : {}), ...supplied };
        const checks = domain ? (schema.domainChecks.get(domain) ?? []) : [];
        // An array of the domain: its CHECKs are for each element, which no CHECK on the column can say.
        if (domain && !supplied && checks.length > 0)
          schema.approximations.push({
            statement: `${name}.${column.name}`,
            line,
            reason: `列 ${column.name} 是域的数组：按域的基础类型的数组导入，域对每个元素的检查（${checks.map((c) => c.expression).join('；')}）没有保留`,
          });
        for (const check of supplied ? checks : [])
          t.checks.push({
            expression: onColumn(check.expression, column.name),
            line,
            ...(kept ? { fromDomain: true as const } : {}),
          });
      } else {
        addConstraint(t, definition, line, schema);
      }
    } catch {
      skip(schema, `${name}: 第 ${line} 行的定义`, line, '该定义的结构无法读取，已忽略');
    }
  }
  applyNullsNotDistinct(t, nullsNotDistinct);
  applyKeyIncludes(t, keyIncludes, name, statement.line, schema);
  if (expressionKeys) addExpressionKeys(t, expressionKeys.keys, schema);
  if (versioned?.versioning) keepSystemVersioning(t, versioned.versioning, schema);
  if (schema.dialect === 'mysql') varcharsAsText(t, schema);
  if (schema.tables.has(keyOf(t))) {
    skip(
      schema,
      summarize(statement.text),
      statement.line,
      `表 ${schemaName ? `${schemaName}.` : ''}${name} 重复定义，保留第一次的定义`,
    );
    return;
  }
  schema.tables.set(keyOf(t), t);
}

/**
 * An identity column (`GENERATED … AS IDENTITY (…)`, in CREATE TABLE or pg_dump's later ALTER COLUMN … ADD
 * GENERATED): auto-increment with its start and options; the sequence options the model does not keep are listed.
 */
export function identifyColumn(
  column: RawColumn,
  declared: IdentityDeclaration,
  where: string,
  line: number,
  schema: RawSchema,
): void {
  if (declared.losses.length > 0)
    schema.approximations.push({
      statement: `${where} ${declared.losses.join(' ')}`,
      line,
      reason: `模型的自增列只记录起始值、ALWAYS、步长和 CYCLE：序列的 ${declared.losses.join('、')} 不保留，导出时取 PostgreSQL 的默认值`,
    });
  column.autoIncrement = true;
  if (declared.start) column.autoIncrementStart = declared.start;
  if (Object.keys(declared.options).length > 0) column.identity = { ...declared.options };
  noteIdentityForMysql(column, where, line, schema);
}

/** Whole statement first; definition by definition when the parser rejects it. */
function readDefinitions(
  cut: TableText,
  definitions: Definition[],
  schema: RawSchema,
): { read: ReadDefinition[]; comment?: string } {
  const dialect = schema.dialect;
  const whole = parseSql(`${cut.head} (${definitions.map((d) => d.text).join(',\n')})${cut.tail}`, dialect);
  if (whole.ok) {
    const ast = whole.ast as CreateTableAst;
    const list = Array.isArray(ast.create_definitions) ? ast.create_definitions : [];
    const aligned = list.length === definitions.length;
    return {
      read: list.map((d, i) => ({
        ast: d,
        line: aligned ? definitions[i].line : (definitions[0]?.line ?? 1),
      })),
      comment: tableComment(ast, dialect),
    };
  }
  const read: ReadDefinition[] = [];
  for (const definition of definitions) {
    let alone = parseSql(`${cut.head} (${definition.text})`, dialect);
    // A column named like a keyword of the parser (`at`, `role`…) is an ordinary name to the database.
    const quoted = quoteLeadingName(definition.text, dialect);
    if (!alone.ok && quoted) alone = parseSql(`${cut.head} (${quoted})`, dialect);
    const keyList = alone.ok ? undefined : quoteKeyColumns(definition.text, dialect);
    if (!alone.ok && keyList) alone = parseSql(`${cut.head} (${keyList})`, dialect);
    if (alone.ok) {
      read.push(
        ...((alone.ast as CreateTableAst).create_definitions ?? []).map((ast) => ({
          ast,
          line: definition.line,
        })),
      );
      continue;
    }
    const salvaged = salvageColumn(cut, definition, schema);
    if (salvaged) read.push({ ast: salvaged, line: definition.line });
  }
  let comment: string | undefined;
  if (cut.tail.trim() !== '') {
    const options = parseSql(`${cut.head} (placeholder INT)${cut.tail}`, dialect);
    if (options.ok) comment = tableComment(options.ast as CreateTableAst, dialect);
    else {
      const match = /\bCOMMENT\s*=?\s*'((?:[^'\\]|\\.|'')*)'/i.exec(cut.tail);
      if (match) comment = stringValue(`'${match[1]}'`, dialect);
      skip(
        schema,
        `${cut.name}: ${summarize(cut.tail)}`,
        cut.definitions.at(-1)?.line ?? 1,
        '表选项无法解析，只读取了表注释',
      );
    }
  }
  return { read, comment };
}

function tableComment(ast: CreateTableAst, dialect: RawSchema['dialect']): string | undefined {
  const option = Array.isArray(ast.table_options)
    ? ast.table_options.find((o) => o.keyword === 'comment')
    : undefined;
  return option ? stringValue(option.value, dialect) : undefined;
}

/**
 * A column the parser cannot read as written: without its DEFAULT when that is all it cannot read (the default is
 * then kept as the expression written), else its name and type alone, the rest reported as dropped.
 */
function salvageColumn(
  cut: TableText,
  definition: Definition,
  schema: RawSchema,
): ColumnDefinition | undefined {
  const where = `${cut.name}: ${summarize(definition.text)}`;
  const plain = withoutDefault(definition.text);
  const defaultless = plain ? parseColumn(cut, plain, schema.dialect) : undefined;
  if (defaultless) return defaultless;
  const bare =
    /^\s*("[^"]+"|`[^`]+`|[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*)\s+([A-Za-z][\w]*(?:\s+(?:VARYING|PRECISION|UNSIGNED|WITH(?:OUT)?\s+TIME\s+ZONE))*)(\s*\(\s*\d+\s*(?:,\s*\d+\s*)?\))?/i.exec(
      definition.text,
    );
  // An array of a type the parser cannot read as an array (`uuid[]`) is no column of the element type: it goes to
  // withPlaceholderType, which keeps the array.
  const array = bare !== null && /^\s*\[/.test(definition.text.slice(bare[0].length));
  if (bare && !array && !isConstraintDefinition(definition.text, schema.dialect)) {
    const ast = parseColumn(cut, bare[0], schema.dialect);
    if (ast?.resource === 'column') {
      const rest = definition.text.slice(bare[0].length).trim();
      if (rest !== '')
        skip(schema, where, definition.line, `列定义中「${summarize(rest)}」无法解析，只导入了列名和类型`);
      return ast;
    }
  }
  const typed =
    withPlaceholderType(cut, definition, schema) ??
    (plain ? withPlaceholderType(cut, { ...definition, text: plain }, schema) : undefined);
  if (typed) return typed;
  skip(schema, where, definition.line, '无法解析该列或约束定义，已忽略');
  return undefined;
}

/**
 * The one column definition `text` as the parser reads it, its name quoted when the parser takes the bare name for a
 * keyword (`at`, `session`, `json`…, ordinary names to the database); undefined when it reads no column.
 */
function parseColumn(
  cut: TableText,
  text: string,
  dialect: RawSchema['dialect'],
): ColumnDefinition | undefined {
  for (const candidate of [text, quoteLeadingName(text, dialect)]) {
    if (candidate === undefined) continue;
    const parsed = parseSql(`${cut.head} (${candidate})`, dialect);
    const ast = parsed.ok ? (parsed.ast as CreateTableAst).create_definitions?.[0] : undefined;
    if (ast?.resource === 'column') return ast;
  }
  return undefined;
}

/**
 * A column of a type the parser does not know (PostgreSQL's `int4range`, `ltree`, a composite; MariaDB's `uuid`,
 * `inet6`): read with TEXT in its place, the type name kept as the column's type.
 */
const TYPE_NAME = String.raw`(?:"[^"]+"|[A-Za-z_][\w$]*)`;
const COLUMN_OF_TYPE = new RegExp(
  String.raw`^\s*("[^"]+"|\`[^\`]+\`|[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*)\s+(${TYPE_NAME}(?:\.${TYPE_NAME})?(?:\s*\(\s*\d+\s*(?:,\s*\d+\s*)?\))?(?:\s*\[\s*\d*\s*\])*)`,
);

function withPlaceholderType(
  cut: TableText,
  definition: Definition,
  schema: RawSchema,
): ColumnDefinition | undefined {
  const match = COLUMN_OF_TYPE.exec(definition.text);
  if (!match || isConstraintDefinition(definition.text, schema.dialect)) return undefined;
  const rest = definition.text.slice(match[0].length);
  const ast = parseColumn(cut, `${match[1]} TEXT${rest}`, schema.dialect);
  if (ast?.resource !== 'column') return undefined;
  // PostgreSQL's `"char"` keeps its quotes: without them it is CHAR(1); so does a quoted name PostgreSQL would not
  // fold back to (`"Pair"`): fields.ts finds the composite type by it.
  const type = match[2]
    .replace(/^"char"/, '\u0000')
    .replace(/\s+/g, '')
    .replace(/^"?public"?\./i, '')
    .replace(/"([^"]+)"|[^"]+/g, (part, quoted?: string) =>
      quoted !== undefined && !/^[a-z0-9_$]+$/.test(quoted) ? part : (quoted ?? part).toUpperCase(),
    )
    .replace('\u0000', '"CHAR"');
  return {
    ...ast,
    definition: { ...ast.definition, dataType: type, length: undefined, scale: undefined },
  } as ColumnDefinition;
}

/**
 * PostgreSQL `LIKE source`: the source's columns with their types and NOT NULL; defaults with INCLUDING DEFAULTS
 * (or ALL), CHECKs with INCLUDING CONSTRAINTS, the primary key and unique keys with INCLUDING INDEXES (ALL: all of
 * them). Foreign keys are never copied.
 */
function copyLike(t: RawTable, like: TableText['likes'][number], schema: RawSchema): void {
  const source = findTable(schema, like.written);
  if (!source) {
    skip(
      schema,
      `${t.name} (LIKE ${like.source})`,
      like.line,
      `LIKE 引用的表 ${like.source} 未定义，复制的列未导入`,
    );
    return;
  }
  const including = (what: string) =>
    new RegExp(String.raw`\bINCLUDING\s+(${what}|ALL)\b`, 'i').test(like.options) &&
    !new RegExp(String.raw`\bEXCLUDING\s+${what}\b`, 'i').test(like.options);
  const defaults = including('DEFAULTS');
  const keys = including('INDEXES');
  for (const column of source.columns) {
    if (findColumn(t, column.name)) continue;
    const copy: RawColumn = {
      ...column,
      primaryKey: keys && column.primaryKey,
      unique: keys && column.unique,
    };
    if (!defaults) {
      delete copy.defaultValue;
      delete copy.defaultText;
      delete copy.sharedSequence;
      delete copy.sequenceOwned;
    } else
      copySequence(column, copy, `${t.name}.${column.name}`, like.line, schema, `${keyOf(t)}.${column.name}`);
    t.columns.push(copy);
  }
  if (including('CONSTRAINTS')) t.checks.push(...source.checks);
  if (keys) {
    t.primaryKey.push(...source.primaryKey.filter((c) => !t.primaryKey.includes(c)));
    t.uniques.push(...source.uniques);
  }
}

/** PostgreSQL INHERITS: the child has the parent's columns too (keys and foreign keys are not inherited). */
function inherit(t: RawTable, parents: string[], schema: RawSchema): void {
  for (const written of parents) {
    const parent = findTable(schema, written);
    const parentName = lastName(written);
    if (!parent) {
      skip(schema, `${t.name} INHERITS (${parentName})`, t.line, `父表 ${parentName} 未定义，继承的列未导入`);
      continue;
    }
    for (const column of parent.columns) {
      if (findColumn(t, column.name)) continue;
      const copy = { ...column, primaryKey: false, unique: false };
      copySequence(column, copy, `${t.name}.${column.name}`, t.line, schema, `${keyOf(t)}.${column.name}`);
      t.columns.push(copy);
    }
    skip(
      schema,
      `${t.name} INHERITS (${parentName})`,
      t.line,
      `已复制父表 ${parentName} 的列；表继承关系本身以及父表的主键、唯一键和外键不会继承`,
    );
  }
}

/** The definition with its unquoted leading column name quoted, or undefined when it is quoted or a constraint. */
function quoteLeadingName(text: string, dialect: RawSchema['dialect']): string | undefined {
  const match = /^\s*([A-Za-z_][\w$]*)(?=\s)/.exec(text);
  if (!match || isConstraintDefinition(text, dialect)) return undefined;
  const name = dialect === 'postgresql' ? `"${match[1].toLowerCase()}"` : `\`${match[1]}\``;
  return `${name}${text.slice(match[0].length)}`;
}

/**
 * A key's column list with every unquoted name quoted (`PRIMARY KEY (id, at)`: the parser takes `at` for a keyword),
 * or undefined when the definition is no key over plain columns.
 */
export function quoteKeyColumns(text: string, dialect: RawSchema['dialect']): string | undefined {
  const key =
    /^(\s*(?:CONSTRAINT\s+\S+\s+)?(?:PRIMARY\s+KEY|UNIQUE(?:\s+(?:KEY|INDEX))?|KEY|INDEX)(?:\s+(?!\()\S+)?\s*\()([^()]*)(\)[\s\S]*)$/i.exec(
      text,
    );
  if (!key || /["`]/.test(key[2])) return undefined;
  const names = key[2].split(',').map((name) => name.trim());
  if (!names.every((name) => /^[A-Za-z_][\w$]*$/.test(name))) return undefined;
  const quote = (name: string) => (dialect === 'postgresql' ? `"${name.toLowerCase()}"` : `\`${name}\``);
  return `${key[1]}${names.map(quote).join(', ')}${key[3]}`;
}

const BARE_REFERENCES =
  /\bREFERENCES\s+((?:"[^"]+"|[A-Za-z_][\w$]*)(?:\s*\.\s*(?:"[^"]+"|[A-Za-z_][\w$]*))?)(?![\w$."]|\s*[.(])/gi;

/**
 * PostgreSQL's `REFERENCES t` without a column list means t's primary key; the parser needs the list, so it is
 * written in from the table read before (or from this table's own key, for a reference to itself).
 */
function completeReferences(
  text: string,
  table: string,
  definitions: Definition[],
  schema: RawSchema,
): string {
  const own = qualifiedName(table, schema);
  return outsideStrings(text, (chunk) =>
    chunk.replace(BARE_REFERENCES, (clause: string, ref: string) => {
      const target = qualifiedName(ref, schema);
      const self = target.name === own.name && target.schema === own.schema;
      const key = self ? ownPrimaryKey(definitions) : findTable(schema, ref)?.primaryKey;
      return key && key.length > 0 ? `${clause} (${key.join(', ')})` : clause;
    }),
  );
}

/** The primary key columns a CREATE TABLE declares itself, read from its definitions' text. */
function ownPrimaryKey(definitions: Definition[]): string[] {
  for (const { text } of definitions) {
    const table = /^\s*(?:CONSTRAINT\s+\S+\s+)?PRIMARY\s+KEY\s*\(([^)]*)\)/i.exec(text);
    if (table) return table[1].split(',').map((c) => c.trim());
    const column = /^\s*("[^"]+"|[A-Za-z_][\w$]*)\s[^,]*\bPRIMARY\s+KEY\b/i.exec(text);
    if (column) return [column[1]];
  }
  return [];
}
