// Turns each usable statement but CREATE TABLE into entries of the RawSchema (keys, enums, comments).
import { isIndexPredicate } from '../../model/validate';
import { hasControlCharacter } from '../../model/problems';
import { sqlName } from '../../engine/string-literals';
import { unquote, usesHash, type AlterTableAst, type ColumnDefinition, type CreateIndexAst } from './ast';
import { readCheck, type RawCheck } from './checks';
import { INDEX_METHODS, type IndexMethod, type NullsOrder } from '../../model/types';
import { readDomain } from '../../model/postgresql-domain';
import {
  addConstraint,
  findColumn,
  keyColumns,
  noteParser,
  sequenceOptions,
  skip,
  toColumn,
  withDefaultText,
} from './definitions';
import { DdlSyntaxError } from './errors';
import { readExclusion } from './exclusions';
import { identifyColumn, quoteKeyColumns, readColumn } from './collect-table';
import { mysqlExpressionIndex } from './mysql-expression-keys';
import { parseSql } from './parse';
import { keepPartitionIndex } from './partition-indexes';
import { attachPartition, partitionNote } from './partitions';
import {
  applyKeyIncludes,
  applyNullsNotDistinct,
  takeKeyIncludes,
  takeNullsNotDistinct,
} from './index-methods';
import { identityDeclaration, withoutCasts } from './preprocess';
import {
  findParsedTable,
  findTable,
  findTypeKey,
  nameParts,
  ownSchema,
  qualifiedName,
  tableKey,
} from './qualified';
import { summarize, type RawColumn, type RawKey, type RawSchema, type RawTable } from './raw';
import { closingParen, lineOf, stripComments, type SqlStatement } from './split';
import { readStringLiteral } from './string-literal';
import { defaultText, withoutDefault } from './table-text';

function parse(statement: SqlStatement, sql: string, schema: RawSchema): unknown {
  const result = parseSql(sql, schema.dialect);
  if (result.ok) return result.ast;
  throw new DdlSyntaxError(statement.line + result.line - 1, result.column, summarize(statement.text));
}

/** The table `written` (`orders`, `archive."Orders"`) names, as the database resolves it. */
function table(schema: RawSchema, written: string): RawTable | undefined {
  return findTable(schema, written);
}

/** Splits at the commas outside parentheses and quotes. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const ch = list[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

const IDENTIFIER = /^"?([A-Za-z_][\w$]*)"?$/;

/** One part of a qualified name (quoted: any text; bare: no space, dot or quote), and a qualified name. */
const PART = String.raw`(?:"(?:[^"]|"")*"|\x60(?:[^\x60]|\x60\x60)*\x60|[^\s."\x60]+)`;
const QUALIFIED = String.raw`${PART}(?:\s*\.\s*${PART})*`;
/** A name an ALTER TABLE or CREATE INDEX statement names: a quoted one may hold any character (`"t""q"`, `"a b"`). */
const NAME_PART = String.raw`(?:"(?:[^"]|"")*"|\x60(?:[^\x60]|\x60\x60)*\x60|[\w$]+)`;
const TABLE_NAME = String.raw`${NAME_PART}(?:\s*\.\s*${NAME_PART})*`;

/** Where a CREATE INDEX's key list opens: after `ON table`, and the method if any. */
const KEY_LIST = new RegExp(String.raw`\bON\s+(?:ONLY\s+)?${TABLE_NAME}\s*(?:USING\s+(\w+)\s*)?\(`, 'i');
/** A (schema-qualified) name: an operator class or a collation. */
const SQL_NAME = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)(?:\.(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*))?`;
const OPCLASS_TAIL = new RegExp(String.raw`^([\s\S]*[\w")\]])\s+(${SQL_NAME})$`);
const COLLATE_TAIL = new RegExp(String.raw`^([\s\S]*\S)\s+COLLATE\s+(${SQL_NAME})$`, 'i');

interface IndexTails {
  /** The statement without them: a B-tree over plain parts, which the parser reads. */
  text: string;
  /** `USING gin`, lower-case; undefined when not written. */
  using?: string;
  /** Each part's operator class, null for the default. */
  opclasses: (string | null)[];
  /** Each part's own collation as written (`"C"`), null for the column's. */
  collations: (string | null)[];
  /** Each part's NULLS FIRST / LAST when not its direction's default, null for the default. */
  nullsOrder: (NullsOrder | null)[];
  /** The `INCLUDE (…)` columns as written (unquoted). */
  include: string[];
}

/**
 * What a PostgreSQL CREATE INDEX says beyond its plain key parts, taken off its text: the method, each part's
 * operator class and collation, INCLUDE. The parser reads them only in part (not `USING brin`, not
 * `public.gin_trgm_ops`, the way pg_get_indexdef qualifies an operator class outside the search path).
 */
function takeIndexTails(text: string): IndexTails {
  const on = KEY_LIST.exec(text);
  if (!on) return { text, opclasses: [], collations: [], nullsOrder: [], include: [] };
  const open = on.index + on[0].length - 1;
  const close = closingParen(text, open) - 1;
  const opclasses: (string | null)[] = [];
  const collations: (string | null)[] = [];
  const nullsOrder: (NullsOrder | null)[] = [];
  const parts = topLevelParts(text.slice(open + 1, close)).map((raw) => {
    const order = /(\s+(?:ASC|DESC))?(\s+NULLS\s+(FIRST|LAST))?\s*$/i.exec(raw)!;
    // NULLs sort last ascending and first descending: only the other place is kept (as pg_get_indexdef writes it).
    const nulls = order[3]?.toLowerCase() as NullsOrder | undefined;
    const descending = /DESC/i.test(order[1] ?? '');
    nullsOrder.push(nulls && nulls !== (descending ? 'first' : 'last') ? nulls : null);
    let part = raw.slice(0, order.index);
    const tail = OPCLASS_TAIL.exec(part);
    const opclass = tail && !/\bCOLLATE$/i.test(tail[1]) ? tail : null;
    opclasses.push(opclass ? opclass[2] : null);
    if (opclass) part = opclass[1];
    const collate = COLLATE_TAIL.exec(part);
    collations.push(collate ? collate[2] : null);
    if (collate) part = collate[1];
    // A bare column name the parser takes for a keyword (`at`, `day`): quoted, as PostgreSQL folds it.
    const bare = /^\s*([A-Za-z_][\w$]*)\s*$/.exec(part);
    if (bare) part = `"${bare[1].toLowerCase()}"`;
    return `${part}${raw.slice(order.index)}`;
  });
  let rest = text.slice(close);
  const include: string[] = [];
  const includeAt = /^\)\s*INCLUDE\s*\(/i.exec(rest);
  if (includeAt) {
    const listOpen = includeAt[0].length - 1;
    const listClose = closingParen(rest, listOpen) - 1;
    include.push(...topLevelParts(rest.slice(listOpen + 1, listClose)).map(unquote));
    rest = `)${rest.slice(listClose + 1)}`;
  }
  const head = on[1]
    ? text.slice(0, on.index) + on[0].replace(/\s*USING\s+\w+\s*\($/i, ' (')
    : text.slice(0, open + 1);
  return {
    text: `${head}${parts.join(', ')}${rest}`,
    ...(on[1] ? { using: on[1].toLowerCase() } : {}),
    opclasses,
    collations,
    nullsOrder,
    include,
  };
}

/**
 * A PostgreSQL index whose key parts include expressions (`lower((name)::text)`), read from its text: each
 * expression is kept as written, over the first column of the table it mentions. Undefined when a part mentions none.
 */
function expressionKey(text: string, t: RawTable): RawKey | undefined {
  const on = KEY_LIST.exec(text);
  if (!on) return undefined;
  const open = on.index + on[0].length - 1;
  const list = text.slice(open + 1, closingParen(text, open) - 1);
  const columns: string[] = [];
  const expressions: (string | null)[] = [];
  const descending: boolean[] = [];
  for (const raw of topLevelParts(list)) {
    const unordered = raw.replace(/\s+NULLS\s+(FIRST|LAST)\s*$/i, '');
    const part = unordered.replace(/\s+(ASC|DESC)\s*$/i, '');
    descending.push(/\sDESC\s*$/i.test(unordered));
    const plain = IDENTIFIER.exec(part);
    if (plain) {
      columns.push(plain[1]);
      expressions.push(null);
      continue;
    }
    const mentioned = [...part.replace(/'(?:[^']|'')*'/g, "''").matchAll(/"([^"]+)"|\b([A-Za-z_]\w*)\b/g)]
      .map((m) => (m[1] ?? m[2]).toLowerCase())
      .find((name) => findColumn(t, name));
    // A call, its function's schema written or not (pg_dump writes `public.lower(…)` for a function of the script).
    if (!mentioned || !/^\(.*\)$|^(?:(?:\w+|"[^"]+")\s*\.\s*)?(?:\w+|"[^"]+")\s*\(/s.test(part))
      return undefined;
    columns.push(findColumn(t, mentioned)!.name);
    expressions.push(part);
  }
  return { columns, expressions, ...(descending.some(Boolean) ? { descending } : {}) };
}

/**
 * The model's method of an index (undefined for a B-tree), or null for one the model does not know (`USING bloom`).
 * MySQL's own USING (BTREE, HASH) changes nothing in InnoDB: only FULLTEXT and SPATIAL are methods there.
 */
function indexMethod(ast: CreateIndexAst, using: string | undefined): IndexMethod | undefined | null {
  const type = String(ast.index_type ?? '').toLowerCase();
  if (type === 'fulltext' || type === 'spatial') return type;
  if (using === undefined || using === 'btree') return undefined;
  return (INDEX_METHODS as readonly string[]).includes(using) ? (using as IndexMethod) : null;
}

export function collectCreateIndex(statement: SqlStatement, schema: RawSchema): void {
  if (keepPartitionIndex(statement, schema)) return;
  // A PostgreSQL partial index holds only for the rows its WHERE selects: the predicate is kept as written and the
  // rest of the statement read as any index. MySQL has none (its parser refuses the WHERE), so it is left out there.
  // pg_dump indexes a partitioned table `ON ONLY parent` (its partitions' indexes are attached after): the same index.
  let text = stripComments(statement.text).replace(/\bON\s+ONLY\s+/i, 'ON ');
  // PostgreSQL 15's NULLS [NOT] DISTINCT (after the key parts and INCLUDE), which the parser refuses: kept on the key.
  const treatment = schema.dialect === 'postgresql' ? takeNullsNotDistinct(text) : undefined;
  if (treatment) text = treatment.text;
  const masked = text.replace(
    /'(?:[^']|'')*'/g,
    (quoted) => `'${'_'.repeat(Math.max(quoted.length - 2, 0))}'`,
  );
  const whereAt = /\bWHERE\b/i.exec(masked);
  let predicate: string | undefined;
  if (whereAt) {
    const unique = /^\s*CREATE\s+UNIQUE\b/i.test(text);
    predicate = text
      .slice(whereAt.index + whereAt[0].length)
      .trim()
      .replace(/;\s*$/, '')
      .trim();
    if (schema.dialect !== 'postgresql' || !isIndexPredicate(predicate)) {
      skip(
        schema,
        summarize(statement.text),
        statement.line,
        `部分${unique ? '唯一' : ''}索引（带 WHERE 条件）只对满足条件的行生效，${schema.dialect === 'postgresql' ? '无法读取它的条件' : 'MySQL 没有部分索引'}，已忽略`,
      );
      return;
    }
    text = text.slice(0, whereAt.index).trimEnd();
  }
  const tails = schema.dialect === 'postgresql' ? takeIndexTails(text) : undefined;
  if (tails) text = tails.text;
  const ast = parse(statement, text, schema) as CreateIndexAst;
  const target = Array.isArray(ast.table) ? ast.table[0] : ast.table;
  const t = target ? findParsedTable(schema, target) : undefined;
  const where = summarize(statement.text);
  if (!t) {
    const note = target ? partitionNote(schema, unquote(target.table), target.db) : undefined;
    skip(schema, where, statement.line, note ?? `索引所在的表 ${target?.table ?? ''} 未定义，已忽略`);
    return;
  }
  const parts = Array.isArray(ast.index_columns) ? ast.index_columns : [];
  const reasons: string[] = [];
  const parsed =
    keyColumns(parts, (reason) => reasons.push(reason)) ??
    (schema.dialect === 'postgresql'
      ? expressionKey(text, t)
      : mysqlExpressionIndex(text, statement.line, t, schema));
  if (!parsed) reasons.forEach((reason) => skip(schema, where, statement.line, reason));
  else if (parsed.expressions === undefined)
    reasons.forEach((reason) => skip(schema, where, statement.line, reason));
  if (!parsed || parsed.columns.length === 0) return;
  const method = indexMethod(ast, tails?.using);
  if (method === null) {
    skip(
      schema,
      where,
      statement.line,
      `索引方法 ${tails?.using ?? ''} 不在模型支持的范围内（B-tree、hash、GIN、GiST、SP-GiST、BRIN），已忽略该索引`,
    );
    return;
  }
  const include: string[] = [];
  for (const name of tails?.include ?? []) {
    const column = findColumn(t, name);
    if (column) include.push(column.name);
  }
  if (method === 'fulltext') noteParser(ast.index_options, where, statement.line, schema);
  const opclasses = tails?.opclasses ?? [];
  const collations = tails?.collations ?? [];
  const nullsOrder = tails?.nullsOrder ?? [];
  const key: RawKey = {
    name: ast.index ? unquote(ast.index) : undefined,
    ...parsed,
    ...(predicate ? { where: predicate } : {}),
    ...(method ? { method } : {}),
    ...(opclasses.some((o) => o !== null) ? { opclasses } : {}),
    ...(collations.some((c) => c !== null) ? { collations } : {}),
    ...(nullsOrder.some((n) => n !== null) ? { nullsOrder } : {}),
    ...(include.length > 0 ? { include } : {}),
    // A plain index keys NULLs as it likes (PostgreSQL accepts the clause there too, with no effect).
    ...(treatment?.keys.length && ast.index_type === 'unique' ? { nullsNotDistinct: true as const } : {}),
    // MariaDB's hash unique key (see Index.mysqlUsingHash).
    ...(schema.dialect === 'mysql' && ast.index_type === 'unique' && usesHash(ast)
      ? { mysqlUsingHash: true as const }
      : {}),
  };
  if (ast.index_type === 'unique') t.uniques.push(key);
  else t.indexes.push(key);
}

/**
 * PostgreSQL `ALTER TABLE t SET (…)` / `RESET (…)` / `SET LOGGED` / `SET UNLOGGED`, one action alone: the table's
 * storage parameters and persistence as the catalog then has them. False for any other statement.
 */
function alterTableOptions(text: string, schema: RawSchema): boolean {
  const m = new RegExp(
    String.raw`^\s*ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(${TABLE_NAME})\s+(?:SET\s+(LOGGED|UNLOGGED)|(SET|RESET)\s*\(([^;]*)\))\s*$`,
    'i',
  ).exec(text);
  const t = m && table(schema, m[1]);
  if (!m || !t) return false;
  if (m[2]) {
    if (m[2].toUpperCase() === 'UNLOGGED') t.unlogged = true;
    else delete t.unlogged;
    return true;
  }
  // Each parameter once, by its lower-case name: SET replaces or adds, RESET removes; written as the catalog has it.
  const keyOf = (part: string) => part.split('=')[0].trim().toLowerCase();
  const given = topLevelParts(m[4])
    .map((part) => part.trim().replace(/^([^=\s]+)\s*=\s*/, (_, name: string) => `${name.toLowerCase()}=`))
    .filter(Boolean);
  const kept = topLevelParts(t.storageParameters ?? '')
    .map((part) => part.trim())
    .filter((part) => part && !given.some((g) => keyOf(g) === keyOf(part)));
  const parameters = [...kept, ...(m[3].toUpperCase() === 'SET' ? given : [])].join(', ');
  if (parameters) t.storageParameters = parameters;
  else delete t.storageParameters;
  return true;
}

/** PostgreSQL `ALTER TABLE [ONLY] t ALTER [COLUMN] c SET DEFAULT …` / `DROP DEFAULT`: table, column, the new default. */
const PG_SET_DEFAULT = new RegExp(
  String.raw`^\s*ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(${TABLE_NAME})\s+ALTER\s+(?:COLUMN\s+)?(${NAME_PART})\s+(?:SET\s+DEFAULT\s+([\s\S]+?)|DROP\s+DEFAULT)\s*$`,
  'i',
);

/** The column's default as SET DEFAULT / DROP DEFAULT leaves it, read as CREATE TABLE reads one; false when unread. */
function alterDefault(m: RegExpExecArray, statement: SqlStatement, schema: RawSchema): boolean {
  const t = table(schema, m[1]);
  const column = t && findColumn(t, unquote(m[2]));
  if (!t || !column || column.autoIncrement) return false;
  const type = column.nativeType ?? column.dataType;
  const read = m[3]
    ? readColumn(`"${column.name}" ${type} DEFAULT ${m[3]}`, statement.line, schema, t.name)
    : undefined;
  if (m[3] && !read) return false;
  delete column.defaultValue;
  delete column.defaultText;
  delete column.defaultNull;
  const { defaultValue, defaultText, defaultNull } = read?.columns[0] ?? {};
  if (defaultValue) column.defaultValue = defaultValue;
  if (defaultText) column.defaultText = defaultText;
  if (defaultNull) column.defaultNull = true;
  return true;
}

/**
 * Why a partition's own SET DEFAULT is not kept (the model's partitions have no columns: they take the table's
 * defaults), or undefined when it sets the default the table has anyway.
 */
function partitionDefaultNote(
  m: RegExpExecArray,
  on: { name: string; schema?: string | null },
  schema: RawSchema,
): string | undefined {
  const inSchema = ownSchema(on.schema ?? undefined);
  const parentName = schema.partitionOf.get(tableKey(on.name, inSchema));
  const parent = parentName ? schema.tables.get(tableKey(parentName, inSchema)) : undefined;
  const column = parent && findColumn(parent, unquote(m[2]));
  const given = m[3]?.trim();
  if (column && given) {
    const sequence = /^nextval\s*\(\s*'([^']+)'/i
      .exec(given)?.[1]
      ?.split('.')
      .pop()
      ?.replace(/"/g, '')
      .toLowerCase();
    if (sequence !== undefined ? column.sequence === sequence : column.defaultText?.trim() === given)
      return undefined;
  }
  const of = parentName ?? '';
  const kept = column?.defaultText ? `（${column.defaultText}）` : '';
  return `分区 ${on.name} 的列 ${unquote(m[2])} 单独${given ? `设置的默认值 ${given} ` : '去掉的默认值'}不在模型中（模型中分区的列随表 ${of} 建立）：导出后该分区沿用表 ${of} 的默认值${kept}；需要时请在导出的脚本中补上这条语句`;
}

export function collectAlterTable(statement: SqlStatement, schema: RawSchema): void {
  const text = stripComments(statement.text);
  if (attachPartition(statement, schema)) return;
  const onPartition = new RegExp(
    String.raw`^\s*ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(${TABLE_NAME})`,
    'i',
  ).exec(text);
  const onName = onPartition ? qualifiedName(onPartition[1], schema) : undefined;
  const note = onName ? partitionNote(schema, onName.name, onName.schema) : undefined;
  const setDefault = schema.dialect === 'postgresql' ? PG_SET_DEFAULT.exec(text) : null;
  if (note) {
    const reason = setDefault && onName ? partitionDefaultNote(setDefault, onName, schema) : note;
    if (reason) skip(schema, summarize(statement.text), statement.line, reason);
    return;
  }
  if (schema.dialect === 'postgresql' && alterTableOptions(text, schema)) return;
  if (setDefault && !/^nextval\b/i.test(setDefault[3] ?? '') && alterDefault(setDefault, statement, schema))
    return;
  const serial = new RegExp(
    String.raw`^\s*ALTER\s+TABLE\s+(?:ONLY\s+)?(?:IF\s+EXISTS\s+)?(${TABLE_NAME})\s+ALTER\s+(?:COLUMN\s+)?(${NAME_PART})\s+(SET\s+DEFAULT\s+nextval|ADD\s+GENERATED)`,
    'i',
  ).exec(text);
  if (serial) {
    const column = lookup(schema, serial[1], serial[2]);
    if (!column) return;
    const where = `${lastPart(serial[1])}.${column.name}`;
    // pg_dump's `ADD GENERATED … AS IDENTITY (SEQUENCE NAME s START WITH 1 INCREMENT BY 1 …)`, its serial's
    // `SET DEFAULT nextval('s'::regclass)`: the options of the identity, or of the sequence the script created.
    const identity = /\bADD\s+GENERATED\s+(ALWAYS|BY\s+DEFAULT)\s+AS\s+IDENTITY\s*(?:\(([^)]*)\))?/i.exec(
      text,
    );
    if (identity)
      identifyColumn(
        column,
        identityDeclaration(identity[1], identity[2] ?? ''),
        where,
        statement.line,
        schema,
      );
    else {
      column.autoIncrement = true;
      const table = qualifiedName(serial[1], schema);
      sequenceOptions(
        column,
        text.slice(text.search(/\bnextval\b/i)),
        schema,
        where,
        statement.line,
        `${tableKey(table.name, table.schema)}.${column.name}`,
      );
    }
    return;
  }
  const addCheck = new RegExp(
    String.raw`^\s*ALTER\s+TABLE\s+(?:ONLY\s+)?(?:IF\s+EXISTS\s+)?(${TABLE_NAME})\s+ADD\s+((?:CONSTRAINT\s+(?:"[^"]*"|\x60[^\x60]*\x60|\S+)\s+)?CHECK\s*\([\s\S]*)$`,
    'i',
  ).exec(text);
  if (addCheck) {
    const t = table(schema, addCheck[1]);
    const check = readCheck(addCheck[2], statement.line);
    if (t && check) t.checks.push(check);
    else
      skip(
        schema,
        summarize(statement.text),
        statement.line,
        t ? '无法读取该 CHECK 约束的条件，已忽略' : `要修改的表 ${addCheck[1]} 未定义，已忽略`,
      );
    return;
  }
  // pg_dump adds an exclusion constraint after the table: `ALTER TABLE ONLY t ADD CONSTRAINT n EXCLUDE USING gist (…)`.
  const addExclusion =
    schema.dialect === 'postgresql'
      ? new RegExp(
          String.raw`^\s*ALTER\s+TABLE\s+(?:ONLY\s+)?(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(${TABLE_NAME})\s+ADD\s+((?:CONSTRAINT\s+\S+\s+)?EXCLUDE\b[\s\S]*)$`,
          'i',
        ).exec(text)
      : null;
  if (addExclusion) {
    const t = table(schema, addExclusion[1]);
    const exclusion = readExclusion(addExclusion[2], statement.line);
    if (t && exclusion) t.exclusions = [...(t.exclusions ?? []), exclusion];
    else
      skip(
        schema,
        summarize(statement.text),
        statement.line,
        t ? '无法读取该排除约束（EXCLUDE），已忽略' : `要修改的表 ${addExclusion[1]} 未定义，已忽略`,
      );
    return;
  }
  // Casts as pg_dump writes them (`DEFAULT 'x'::character varying`), read as CREATE TABLE reads them; a key's
  // INCLUDE (…), which the parser refuses, is put back on the key after.
  const treatment = schema.dialect === 'postgresql' ? takeNullsNotDistinct(text) : { text, keys: [] };
  const keyIncludes =
    schema.dialect === 'postgresql' ? takeKeyIncludes(treatment.text) : { text, includes: [] };
  const sql = schema.dialect === 'postgresql' ? withoutCasts(keyIncludes.text) : text;
  let parsed = parseSql(sql, schema.dialect);
  // What the parser refuses after ADD, written as it reads it: a key over a column named like a parser keyword
  // (`ADD PRIMARY KEY (id, at)`), quoted; a column with a DEFAULT it cannot read (`session_user`), without it (the
  // default is kept as the expression written, withDefaultText below).
  // `(?:(?<!\s)|(?!\s))`: the tail starts where the leftmost one would, but is not tried again from each blank of a run.
  const afterAdd = parsed.ok
    ? null
    : /^(\s*ALTER\s+TABLE\s+[\s\S]*?\bADD\s+)([\s\S]*?)((?:(?<!\s)|(?!\s));?\s*)$/i.exec(sql);
  if (afterAdd)
    for (const rewritten of [
      quoteKeyColumns(afterAdd[2], schema.dialect),
      /^COLUMN\s/i.test(afterAdd[2]) ? withoutDefault(afterAdd[2]) : undefined,
    ]) {
      if (parsed.ok) break;
      if (rewritten) parsed = parseSql(`${afterAdd[1]}${rewritten}${afterAdd[3]}`, schema.dialect);
    }
  const where = summarize(statement.text);
  if (!parsed.ok) {
    skip(schema, where, statement.line, '无法解析的 ALTER TABLE 语句，已忽略');
    return;
  }
  const ast = parsed.ast as AlterTableAst;
  const tableName = Array.isArray(ast.table) ? ast.table[0]?.table : undefined;
  const t = tableName ? findParsedTable(schema, ast.table[0]) : undefined;
  const actions = Array.isArray(ast.expr) ? ast.expr : [];
  const constraints = actions.filter((e) => e.action === 'add' && e.create_definitions);
  // ADD [COLUMN] name type …: the action is itself a column definition.
  const columns = actions.filter(
    (e) => e.action === 'add' && !e.create_definitions && (e as { resource?: unknown }).resource === 'column',
  );
  // One added column: its DEFAULT as written, for an expression default (see fields.ts).
  // `(?:(?<!\s)|(?!\s))` as in afterAdd: a blank run after ADD is not rescanned from each of its blanks.
  const added = /\bADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?([\s\S]*?)(?:(?<!\s)|(?!\s));?\s*$/i.exec(
    text,
  );
  const dflt = columns.length === 1 && added ? defaultText(added[1]) : undefined;
  if (t)
    for (const action of columns) {
      const column = toColumn(action as unknown as ColumnDefinition, schema, t, statement.line);
      withDefaultText(column, dflt);
      if (findColumn(t, column.name)) continue;
      t.columns.push(column);
      if (column.primaryKey) t.primaryKey.push(column.name);
    }
  if (
    !t ||
    constraints.length + columns.length === 0 ||
    constraints.length + columns.length !== actions.length
  ) {
    skip(
      schema,
      where,
      statement.line,
      t
        ? '只导入 ALTER TABLE 添加的列、主键、唯一键、索引和外键，其余修改已忽略'
        : `要修改的表 ${tableName ?? ''} 未定义，已忽略`,
    );
    if (!t) return;
  }
  for (const { create_definitions: definition } of constraints) {
    if (definition && definition.resource !== 'column') addConstraint(t, definition, statement.line, schema);
  }
  applyNullsNotDistinct(t, treatment.keys);
  applyKeyIncludes(t, keyIncludes.includes, where, statement.line, schema);
}

function lookup(schema: RawSchema, tableName: string, column: string): RawColumn | undefined {
  const t = table(schema, tableName);
  return t ? findColumn(t, column) : undefined;
}

function lastPart(name: string): string {
  const parts = name.split('.');
  return unquote(parts[parts.length - 1]);
}

/** A type's key in RawSchema.enumTypes / domains: where PostgreSQL creates it (see qualifiedName), as tables are keyed. */
function typeKey(written: string, schema: RawSchema): string {
  const q = qualifiedName(written, schema);
  return tableKey(q.name, q.schema);
}

export function collectEnumType(statement: SqlStatement, schema: RawSchema): void {
  const match = new RegExp(
    String.raw`^\s*CREATE\s+TYPE\s+(${QUALIFIED})\s+AS\s+ENUM\s*\(([\s\S]*)\)\s*$`,
    'i',
  ).exec(stripComments(statement.text));
  if (!match) throw new DdlSyntaxError(statement.line, 1, summarize(statement.text));
  const values = [...match[2].matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1].replace(/''/g, "'"));
  const { name, schema: schemaName } = qualifiedName(match[1], schema);
  schema.enumTypes.set(typeKey(match[1], schema), {
    // As the database keeps it (`"Role"` stays Role): the DDL writes it back quoted.
    name,
    ...(schemaName ? { schema: schemaName } : {}),
    values,
  });
}

/**
 * `CREATE TYPE address AS (street text, zip varchar(10))`: kept whole for the PostgreSQL export, in its schema
 * (`app.address`), its name quoted where a column must write it so (fields.ts compositeTypeOf).
 */
export function collectCompositeType(statement: SqlStatement, schema: RawSchema): void {
  const text = stripComments(statement.text).trim();
  const match = new RegExp(String.raw`^CREATE\s+TYPE\s+(${QUALIFIED})\s+AS\s*\(`, 'i').exec(text);
  if (!match) throw new DdlSyntaxError(statement.line, 1, summarize(statement.text));
  const { name, schema: schemaName, qualified } = qualifiedName(match[1], schema);
  // Capitals and keywords are written quoted (`"Pair"`, `app."order"`); a name with a quote, backslash, semicolon or
  // backtick is not: it would end GORM's struct tag or a setting in it.
  const writable = (word: string) => !/["\\;`]/.test(word) && !hasControlCharacter(word);
  if (!writable(name) || (schemaName !== undefined && !writable(schemaName))) {
    schema.skipped.push({
      statement: summarize(text),
      line: statement.line,
      reason: `复合类型 ${schemaName ? `${schemaName}.` : ''}${name} 的名称含引号、反斜杠、分号或反引号，生成的代码无法安全写出，暂不保留：用到它的列按 text 导入`,
    });
    return;
  }
  const definition = text.replace(/;\s*$/, '');
  schema.compositeTypes?.set(typeKey(match[1], schema), {
    name,
    ...(schemaName ? { schema: schemaName } : {}),
    // Created in the search path's schema: the export, which sets no search path, names that schema.
    definition:
      schemaName && !qualified ? definition.replace(/^(CREATE\s+TYPE\s+)/i, `$1${schemaName}.`) : definition,
    line: statement.line,
  });
}

/** A domain's type as written, when it names a type by a (qualified) name: a domain it may stand on. */
const TYPE_NAME = /^(?:"[^"]+"|[A-Za-z_]\w*)(?:\s*\.\s*(?:"[^"]+"|[A-Za-z_]\w*))?$/;

export function collectDomain(statement: SqlStatement, schema: RawSchema): void {
  const domain = readDomain(stripComments(statement.text));
  if (!domain) throw new DdlSyntaxError(statement.line, 1, summarize(statement.text));
  const name = typeKey(domain.name, schema);
  // A domain over a domain (found as PostgreSQL finds it): the base type of the inner one, with its checks as well
  // as its own. Over another schema-qualified type (pg_dump's `public.citext`): the type by its name.
  const written = domain.type.trim();
  const over = TYPE_NAME.test(written) ? findTypeKey(schema.domains, written, schema) : undefined;
  // Over an enum type or an array of one, the name stays as written (schema and all): the column takes that type.
  const element = written.replace(/(?:\s*\[\s*\d*\s*\])+$/, '');
  const overEnum = TYPE_NAME.test(element) && findTypeKey(schema.enumTypes, element, schema) !== undefined;
  const base = written.includes('.') && !overEnum ? lastPart(written) : written;
  const inner = over === undefined ? undefined : schema.domains.get(over);
  // Over an array of a domain (`posint[]`): an array of that domain's type; the model has no CHECK on each element.
  const elementDomain =
    over === undefined && element !== written && TYPE_NAME.test(element)
      ? findTypeKey(schema.domains, element, schema)
      : undefined;
  const arrayOf = elementDomain === undefined ? undefined : schema.domains.get(elementDomain);
  schema.domains.set(
    name,
    inner ??
      (arrayOf !== undefined ? `${arrayOf}${written.slice(element.length).replace(/\s+/g, '')}` : base),
  );
  // Kept whole as the script wrote it, in its schema and by its exact name, when the domain it stands on is kept too;
  // else its columns get its base type with its CHECKs, NOT NULL and DEFAULT.
  const { name: plain, schema: schemaName, qualified } = qualifiedName(domain.name, schema);
  const stands = over ?? elementDomain;
  const kept = stands === undefined || schema.keptDomains?.has(stands) === true;
  const definition = stripComments(statement.text).trim().replace(/;\s*$/, '');
  if (kept)
    schema.keptDomains?.set(name, {
      name: plain,
      ...(schemaName ? { schema: schemaName } : {}),
      // Created in the search path's schema: the export, which sets no search path, names that schema.
      definition:
        schemaName && !qualified
          ? definition.replace(/^(CREATE\s+DOMAIN\s+)/i, `$1${sqlName(schemaName, 'postgresql')}.`)
          : definition,
      line: statement.line,
    });
  const elementChecks = elementDomain === undefined ? [] : (schema.domainChecks.get(elementDomain) ?? []);
  if (elementChecks.length > 0 && !kept)
    schema.approximations.push({
      statement: summarize(statement.text),
      line: statement.line,
      reason: `域 ${lastPart(domain.name)} 是域 ${element} 的数组：用到它的列按 ${arrayOf} 的数组保存，${element} 对每个元素的检查（${elementChecks.map((c) => c.expression).join('；')}）没有保留`,
    });
  const checks = [
    ...(over !== undefined ? (schema.domainChecks.get(over) ?? []) : []),
    ...domainChecks(stripComments(statement.text), statement.line),
  ];
  if (checks.length > 0) schema.domainChecks.set(name, checks);
  // NOT NULL and DEFAULT after the type (outside its CHECKs); an inner domain's stand unless this one sets them.
  const dflt = domain.default;
  const outer = over !== undefined ? schema.domainOptions?.get(over) : undefined;
  const options = {
    notNull: domain.notNull || (outer?.notNull ?? false),
    ...(dflt !== undefined
      ? { default: dflt }
      : outer?.default !== undefined
        ? { default: outer.default }
        : {}),
  };
  if (options.notNull || options.default !== undefined) schema.domainOptions?.set(name, options);
}

/** Every `[CONSTRAINT name] CHECK (…)` of a CREATE DOMAIN, VALUE still standing for the column. */
function domainChecks(text: string, line: number): RawCheck[] {
  const checks: RawCheck[] = [];
  const start = /(?:\bCONSTRAINT\s+\S+\s+)?\bCHECK\s*\(/gi;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const close = closingParen(text, match.index + match[0].length - 1);
    if (close < 0) break;
    const check = readCheck(text.slice(match.index, close), lineOf(text, match.index, line));
    // A domain's constraint name is the domain's; on a table it would clash between columns, so it is dropped.
    if (check) checks.push({ expression: check.expression, line: check.line });
    start.lastIndex = close;
  }
  return checks;
}

/** What `IS …` at `at` sets: NULL (no comment) or a string constant's text; undefined when it is neither. */
function commentValue(text: string, at: number): { comment?: string } | undefined {
  const rest = (from: number) => stripComments(text.slice(from)).trim();
  if (/^NULL$/i.test(rest(at))) return {};
  const literal = readStringLiteral(text, at);
  return literal && rest(literal.end) === '' ? { comment: literal.value } : undefined;
}

export function collectComment(statement: SqlStatement, schema: RawSchema): void {
  const match = new RegExp(String.raw`^\s*COMMENT\s+ON\s+(TABLE|COLUMN)\s+(${QUALIFIED})\s+IS\s+`, 'i').exec(
    stripComments(statement.text),
  );
  // The text: NULL, or a string constant read from the statement as written (`$$…$$` may hold `--`).
  const value = match ? commentValue(statement.text, match[0].length) : undefined;
  if (!match || !value) throw new DdlSyntaxError(statement.line, 1, summarize(statement.text));
  const comment = value.comment;
  if (match[1].toUpperCase() === 'TABLE') {
    const t = table(schema, match[2]);
    if (t) t.comment = comment;
    else skip(schema, summarize(statement.text), statement.line, `注释所属的表 ${match[2]} 未定义，已忽略`);
    return;
  }
  // `[schema.]table.column`: the table as written (its quotes kept), the column as the database keeps it.
  const parts = [...match[2].matchAll(new RegExp(PART, 'g'))].map((m) => m[0]);
  const column =
    parts.length >= 2
      ? lookup(schema, parts.slice(0, -1).join('.'), nameParts(parts[parts.length - 1], schema.dialect)[0])
      : undefined;
  if (column) column.comment = comment;
  else skip(schema, summarize(statement.text), statement.line, `注释所属的列 ${match[2]} 未定义，已忽略`);
}
