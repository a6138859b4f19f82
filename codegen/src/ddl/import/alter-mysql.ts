// What MySQL scripts change after CREATE TABLE: ALTER TABLE's MODIFY / CHANGE / DROP / RENAME / ALTER COLUMN,
// ADD INDEX, column positions (FIRST / AFTER), RENAME TABLE, and CREATE TABLE … LIKE. Each is applied to the
// table read so far, as the server applies it, so the model ends with the table the script leaves.
import { stringValue, unquote } from './ast';
import { collectCreateIndex } from './collect';
import { readColumn, tableCharsetOf } from './collect-table';
import { findColumn, skip } from './definitions';
import { readPartitionBy } from './partitions';
import { summarize, type RawColumn, type RawSchema, type RawTable } from './raw';
import { stripComments, type SqlStatement } from './split';
import { IDENT, lastName, mask, splitWithOffsets } from './table-text';

const NAME = String.raw`(${IDENT}(?:\s*\.\s*${IDENT})?)`;
// The actions run to the end; their closing `;` and blanks are cut in code (actionsOf): a lazy group before
// `\s*;?\s*$` tried every split of each blank run again from each of its characters (4,000 blanks: 19 s).
const ALTER_HEAD = new RegExp(
  String.raw`^\s*ALTER\s+(?:ONLINE\s+|IGNORE\s+)*TABLE\s+(?:IF\s+EXISTS\s+)?${NAME}\s+([\s\S]*)$`,
  'i',
);

/** The actions of ALTER_HEAD's match without the statement's trailing blanks and `;`. */
function actionsOf(rest: string): string {
  const trimmed = rest.trimEnd();
  return trimmed.endsWith(';') ? trimmed.slice(0, -1).trimEnd() : trimmed;
}

/**
 * Actions of ALTER TABLE this module applies (an added column with a position, or a character set or collation of its
 * own); any other goes to collectAlterTable alone. The blanks after ADD / COLUMN are taken whole (`(?!\s`): giving
 * them back one at a time let `ADD  CONSTRAINT` pass the lookahead and rescanned the rest from each blank.
 */
const OWN_ACTION =
  /^(?:MODIFY|CHANGE|DROP|RENAME|AUTO_INCREMENT\b|COMMENT\b|CONVERT\s+TO\b|(?:DEFAULT\s+)?(?:CHARACTER\s+SET|CHARSET|COLLATE)\b|ALGORITHM\b|LOCK\b|ADD\s+(?:COLUMN\s+)?\(|ALTER\s+(?:COLUMN\s+)?\S+\s+(?:SET|DROP)\s+DEFAULT|ADD\s+(?:INDEX|KEY|FULLTEXT|SPATIAL)\b|ADD\s+(?:COLUMN\s+)?(?!\s|(?:CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|CHECK|INDEX|KEY|FULLTEXT|SPATIAL|PARTITION)\b)[\s\S]*(?:\s(?:FIRST|AFTER\s+\S+)\s*$|\s(?:CHARACTER\s+SET|CHARSET|COLLATE|BINARY)\b))/i;

type Position = { first: true } | { after: string } | undefined;

/** Splits at the commas outside parentheses, quotes and backquotes. */
function topLevel(text: string): string[] {
  return splitWithOffsets(text)
    .map((part) => part.text.trim())
    .filter(Boolean);
}

/** The action without its trailing `FIRST` / `AFTER column`, and that position. */
function cutPosition(action: string): { text: string; position: Position } {
  const masked = mask(action);
  // `(?<!\s)`: tried only from the first blank of a run, not again from each of its blanks (quadratic in the run).
  const first = /(?<!\s)\s+FIRST\s*$/i.exec(masked);
  if (first) return { text: action.slice(0, first.index), position: { first: true } };
  const after = new RegExp(String.raw`(?<!\s)\s+AFTER\s+(${IDENT})\s*$`, 'i').exec(masked);
  if (after)
    return {
      text: action.slice(0, after.index),
      position: {
        after: unquote(
          action
            .slice(after.index)
            .replace(/^\s+AFTER\s+/i, '')
            .trim(),
        ),
      },
    };
  return { text: action, position: undefined };
}

function moveColumn(t: RawTable, column: RawColumn, position: Position): void {
  if (!position) return;
  const at = t.columns.indexOf(column);
  if (at < 0) return;
  if ('after' in position) {
    const anchor = findColumn(t, position.after);
    if (!anchor || anchor === column) return;
    t.columns.splice(at, 1);
    t.columns.splice(t.columns.indexOf(anchor) + 1, 0, column);
  } else {
    t.columns.splice(at, 1);
    t.columns.unshift(column);
  }
}

function renameInKeys(schema: RawSchema, t: RawTable, from: string, to: string): void {
  const same = (c: string) => c.toLowerCase() === from.toLowerCase();
  const rename = (list: string[]) => list.map((c) => (same(c) ? to : c));
  t.primaryKey = rename(t.primaryKey);
  for (const key of [...t.uniques, ...t.indexes]) key.columns = rename(key.columns);
  for (const fk of t.foreignKeys) fk.columns = rename(fk.columns);
  for (const other of schema.tables.values())
    for (const fk of other.foreignKeys)
      if (fk.refTable.toLowerCase() === t.name.toLowerCase()) fk.refColumns = rename(fk.refColumns);
}

/** MODIFY name definition / CHANGE old definition: the column as now defined, where it was (or moved). */
function redefine(
  schema: RawSchema,
  t: RawTable,
  oldName: string,
  definition: string,
  position: Position,
  line: number,
): boolean {
  const old = findColumn(t, oldName);
  const read = readColumn(definition, line, schema, t.name, t.charset);
  if (!old || !read) return false;
  const column = read.columns[0];
  // The keys stay: MODIFY redefines the column, never drops the indexes over it.
  column.primaryKey = old.primaryKey || column.primaryKey;
  column.unique = old.unique || column.unique;
  if (column.primaryKey) column.notNull = true;
  t.columns.splice(t.columns.indexOf(old), 1, column);
  if (column.name !== old.name) renameInKeys(schema, t, old.name, column.name);
  if (read.primaryKey.length > 0 && t.primaryKey.length === 0) t.primaryKey = [column.name];
  t.uniques.push(...read.uniques);
  t.checks.push(...read.checks);
  t.foreignKeys.push(...read.foreignKeys);
  moveColumn(t, column, position);
  return true;
}

function dropColumn(schema: RawSchema, t: RawTable, name: string): boolean {
  const column = findColumn(t, name);
  if (!column) return false;
  t.columns.splice(t.columns.indexOf(column), 1);
  const other = (c: string) => c.toLowerCase() !== column.name.toLowerCase();
  t.primaryKeyPrefixes = t.primaryKeyPrefixes?.filter((_, i) => other(t.primaryKey[i]));
  t.primaryKey = t.primaryKey.filter(other);
  // The server takes the column out of every index over it; an index left with no column is gone.
  for (const list of [t.uniques, t.indexes]) {
    for (const key of list) {
      const keep = key.columns.map(other);
      key.prefixes = key.prefixes?.filter((_, i) => keep[i]);
      key.descending = key.descending?.filter((_, i) => keep[i]);
      key.expressions = key.expressions?.filter((_, i) => keep[i]);
      key.columns = key.columns.filter((_, i) => keep[i]);
    }
    list.splice(0, list.length, ...list.filter((key) => key.columns.length > 0));
  }
  t.foreignKeys = t.foreignKeys.filter((fk) => fk.columns.every(other));
  // A CHECK over the column goes with it (MariaDB drops a column's own CHECK; MySQL refuses otherwise).
  const escaped = column.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const mentions = new RegExp(`(?<![\\w$])\`?${escaped}\`?(?![\\w$])`, 'i');
  t.checks = t.checks.filter(
    (check) => !mentions.test(check.expression.replace(/'(?:[^'\\]|\\.|'')*'/g, "''")),
  );
  return true;
}

function dropNamed(t: RawTable, name: string, kinds: ('index' | 'foreign' | 'check')[]): boolean {
  const same = (n: string | undefined) => n !== undefined && n.toLowerCase() === name.toLowerCase();
  const before = t.uniques.length + t.indexes.length + t.foreignKeys.length + t.checks.length;
  if (kinds.includes('index')) {
    t.uniques = t.uniques.filter((k) => !same(k.name));
    t.indexes = t.indexes.filter((k) => !same(k.name));
  }
  if (kinds.includes('foreign')) t.foreignKeys = t.foreignKeys.filter((k) => !same(k.name));
  if (kinds.includes('check')) t.checks = t.checks.filter((k) => !same(k.name));
  return t.uniques.length + t.indexes.length + t.foreignKeys.length + t.checks.length < before;
}

/** Renames a table: the key in the schema, its name, and every foreign key that references it. */
export function renameTable(schema: RawSchema, from: string, to: string): boolean {
  const t = schema.tables.get(from.toLowerCase());
  if (!t || schema.tables.has(to.toLowerCase())) return false;
  schema.tables.delete(from.toLowerCase());
  for (const other of schema.tables.values())
    for (const fk of other.foreignKeys)
      if (fk.refTable.toLowerCase() === from.toLowerCase()) fk.refTable = to;
  for (const fk of t.foreignKeys) if (fk.refTable.toLowerCase() === from.toLowerCase()) fk.refTable = to;
  t.name = to;
  schema.tables.set(to.toLowerCase(), t);
  return true;
}

/**
 * A MySQL ALTER TABLE with an action collectAlterTable does not apply (MODIFY, CHANGE, DROP, RENAME, ALTER COLUMN …
 * DEFAULT, ADD INDEX, a position): each action applied in order, the others handed to `other` one by one. False
 * when the statement has no such action (collectAlterTable reads it whole).
 */
export function collectMysqlAlter(
  statement: SqlStatement,
  schema: RawSchema,
  other: (statement: SqlStatement, schema: RawSchema) => void,
): boolean {
  if (schema.dialect !== 'mysql') return false;
  const head = ALTER_HEAD.exec(stripComments(statement.text));
  if (!head) return false;
  const listed = actionsOf(head[2]);
  if (/^PARTITION\s+BY\b/i.test(listed)) return partitionTable(schema, lastName(head[1]), listed, statement);
  const written = topLevel(listed);
  if (!written.some((a) => OWN_ACTION.test(a))) return false;
  // ADD [COLUMN] (a INT, b INT): one ADD COLUMN each.
  const actions = written.flatMap((action) => {
    const list = /^ADD\s+(?:COLUMN\s+)?\(([\s\S]*)\)$/i.exec(action);
    return list ? topLevel(list[1]).map((definition) => `ADD COLUMN ${definition}`) : [action];
  });
  const where = summarize(statement.text);
  const line = statement.line;
  let tableName = lastName(head[1]);
  for (const action of actions) {
    const t = schema.tables.get(tableName.toLowerCase());
    if (!t) {
      skip(schema, where, line, `要修改的表 ${tableName} 未定义，已忽略`);
      return true;
    }
    if (!OWN_ACTION.test(action)) {
      other({ text: `ALTER TABLE \`${t.name}\` ${action}`, line }, schema);
      continue;
    }
    if (!applyAction(schema, t, action, line, (name) => (tableName = name)))
      skip(schema, `${t.name}: ${summarize(action)}`, line, '无法读取或应用该 ALTER TABLE 子句，已忽略');
  }
  return true;
}

/**
 * `ALTER TABLE t PARTITION BY …` (the employees sample, in an executable comment): t partitioned as if its CREATE
 * TABLE said so; a partitioning the model cannot keep is listed and t stays a plain table.
 */
function partitionTable(schema: RawSchema, name: string, clause: string, statement: SqlStatement): true {
  const t = schema.tables.get(name.toLowerCase());
  const read = t && readPartitionBy(clause, 'mysql');
  const where = summarize(statement.text);
  if (!t) skip(schema, where, statement.line, `要修改的表 ${name} 未定义，已忽略`);
  else if (!read)
    skip(
      schema,
      where,
      statement.line,
      '无法读取该分区方式（如多级分区 SUBPARTITION），已忽略，表按普通表导入',
    );
  else {
    t.partitioning = read.partitioning;
    for (const note of read.notes) skip(schema, `${t.name}: ${note.text}`, statement.line, note.reason);
  }
  return true;
}

function applyAction(
  schema: RawSchema,
  t: RawTable,
  action: string,
  line: number,
  renamed: (name: string) => void,
): boolean {
  const { text, position } = cutPosition(action);
  let m = /^MODIFY\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?([\s\S]+)$/i.exec(text);
  if (m) {
    const name = new RegExp(`^${IDENT}`).exec(m[1]);
    return !!name && redefine(schema, t, unquote(name[0]), m[1], position, line);
  }
  m = new RegExp(String.raw`^CHANGE\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?(${IDENT})\s+([\s\S]+)$`, 'i').exec(
    text,
  );
  if (m) return redefine(schema, t, unquote(m[1]), m[2], position, line);
  m = new RegExp(String.raw`^ADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?(${IDENT})\s`, 'i').exec(text);
  if (m && !/^ADD\s+(?:INDEX|KEY|FULLTEXT|SPATIAL)\b/i.test(text)) {
    if (findColumn(t, unquote(m[1]))) return true;
    const read = readColumn(
      text.replace(/^ADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?/i, ''),
      line,
      schema,
      t.name,
      t.charset,
    );
    if (!read) return false;
    const column = read.columns[0];
    t.columns.push(column);
    if (column.primaryKey) t.primaryKey.push(column.name);
    t.uniques.push(...read.uniques);
    t.checks.push(...read.checks);
    t.foreignKeys.push(...read.foreignKeys);
    moveColumn(t, column, position);
    return true;
  }
  m = new RegExp(
    String.raw`^ADD\s+(?:(FULLTEXT|SPATIAL)\s+(?:(?:INDEX|KEY)\s+)?|(?:INDEX|KEY)\s+)(?:IF\s+NOT\s+EXISTS\s+)?(?:(${IDENT})\s*)?(?:USING\s+\w+\s*)?(\([\s\S]*)$`,
    'i',
  ).exec(text);
  if (m) {
    // MySQL names an unnamed index after its first column.
    const name = m[2] ? unquote(m[2]) : /^\(\s*(\S+?)[\s,()]/.exec(m[3])?.[1]?.replace(/[`"]/g, '');
    const before = schema.skipped.length;
    const kind = m[1] ? `${m[1].toUpperCase()} ` : '';
    collectCreateIndex(
      { text: `CREATE ${kind}INDEX \`${name ?? 'idx'}\` ON \`${t.name}\` ${m[3]}`, line },
      schema,
    );
    return schema.skipped.length === before || t.indexes.length > 0;
  }
  m = new RegExp(
    String.raw`^ALTER\s+(?:COLUMN\s+)?(${IDENT})\s+(SET\s+DEFAULT\s+([\s\S]+)|DROP\s+DEFAULT)$`,
    'i',
  ).exec(text);
  if (m) {
    const column = findColumn(t, unquote(m[1]));
    if (!column) return false;
    delete column.defaultValue;
    delete column.defaultText;
    if (!m[3]) return true;
    const read = readColumn(`\`${column.name}\` ${column.dataType} DEFAULT ${m[3]}`, line, schema, t.name);
    if (!read) return false;
    const { defaultValue, defaultText } = read.columns[0];
    if (defaultValue) column.defaultValue = defaultValue;
    if (defaultText) column.defaultText = defaultText;
    return true;
  }
  // Table options: where the auto-increment column starts, the table's comment; how the server runs the ALTER.
  m = /^AUTO_INCREMENT\s*=?\s*(\d+)$/i.exec(text);
  if (m) {
    if (Number(m[1]) > 1) t.autoIncrementStart = Number(m[1]);
    else delete t.autoIncrementStart;
    return true;
  }
  m = /^COMMENT\s*=?\s*('(?:[^'\\]|\\.|'')*')$/is.exec(text);
  if (m) {
    const comment = stringValue(m[1], 'mysql');
    if (comment) t.comment = comment;
    else delete t.comment;
    return true;
  }
  // The table's character set (`[DEFAULT] CHARACTER SET x [COLLATE y]`, `COLLATE y`): a new character set without a
  // collation has its default one. CONVERT TO converts every character column to it as well.
  m =
    /^(CONVERT\s+TO\s+)?(?:DEFAULT\s+)?(?:(?:CHARACTER\s+SET|CHARSET)\s*=?\s*\w+)?\s*,?\s*(?:(?:DEFAULT\s+)?COLLATE\s*=?\s*\w+)?$/i.exec(
      text,
    );
  if (m && /\b(?:CHARACTER\s+SET|CHARSET|COLLATE)\b/i.test(text)) {
    const charset = tableCharsetOf(text.replace(/^CONVERT\s+TO\s+/i, ''));
    if (charset) t.charset = charset;
    else delete t.charset;
    if (m[1]) for (const column of t.columns) delete column.collation;
    return true;
  }
  if (/^(ALGORITHM|LOCK)\s*=?\s*\w+$/i.test(text)) return true;
  if (/^DROP\s+PRIMARY\s+KEY$/i.test(text)) {
    for (const c of t.columns) c.primaryKey = false;
    t.primaryKey = [];
    delete t.primaryKeyName;
    delete t.primaryKeyPrefixes;
    return true;
  }
  m = new RegExp(
    String.raw`^DROP\s+(INDEX|KEY|FOREIGN\s+KEY|CONSTRAINT|CHECK)\s+(?:IF\s+EXISTS\s+)?(${IDENT})$`,
    'i',
  ).exec(text);
  if (m) {
    const kind = m[1].toUpperCase();
    const kinds: ('index' | 'foreign' | 'check')[] = /^(INDEX|KEY)$/.test(kind)
      ? ['index']
      : kind.startsWith('FOREIGN')
        ? ['foreign']
        : kind === 'CHECK'
          ? ['check']
          : ['index', 'foreign', 'check'];
    dropNamed(t, unquote(m[2]), kinds);
    return true;
  }
  m = new RegExp(String.raw`^DROP\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?(${IDENT})$`, 'i').exec(text);
  if (m) return dropColumn(schema, t, unquote(m[1]));
  m = new RegExp(String.raw`^RENAME\s+COLUMN\s+(${IDENT})\s+TO\s+(${IDENT})$`, 'i').exec(text);
  if (m) {
    const column = findColumn(t, unquote(m[1]));
    if (!column) return false;
    const to = unquote(m[2]);
    renameInKeys(schema, t, column.name, to);
    column.name = to;
    return true;
  }
  m = new RegExp(String.raw`^RENAME\s+(?:INDEX|KEY)\s+(${IDENT})\s+TO\s+(${IDENT})$`, 'i').exec(text);
  if (m) {
    const from = unquote(m[1]).toLowerCase();
    const key = [...t.uniques, ...t.indexes].find((k) => k.name?.toLowerCase() === from);
    if (key) key.name = unquote(m[2]);
    return !!key;
  }
  m = new RegExp(String.raw`^RENAME\s+(?:TO\s+|AS\s+)?${NAME}$`, 'i').exec(text);
  if (m) {
    const to = lastName(m[1]);
    if (!renameTable(schema, t.name, to)) return false;
    renamed(to);
    return true;
  }
  return false;
}

/** `RENAME TABLE a TO b, c TO d`: each table renamed in turn. */
export function collectRenameTable(statement: SqlStatement, schema: RawSchema): void {
  const body = stripComments(statement.text)
    .replace(/^\s*RENAME\s+TABLES?\s+/i, '')
    .replace(/;\s*$/, '');
  for (const pair of topLevel(body)) {
    const m = new RegExp(String.raw`^${NAME}\s+TO\s+${NAME}$`, 'i').exec(pair.trim());
    if (!m || !renameTable(schema, lastName(m[1]), lastName(m[2])))
      skip(
        schema,
        summarize(pair),
        statement.line,
        `无法重命名表（${summarize(pair)}）：原表未定义或新表名已被使用，已忽略`,
      );
  }
}

/**
 * MySQL `CREATE TABLE b LIKE a`: b gets a's columns, keys, indexes, checks, comment and partitioning, as the server
 * copies them; foreign keys are not copied, and the auto-increment counter starts anew.
 */
export function collectCreateLike(statement: SqlStatement, schema: RawSchema): void {
  const m = new RegExp(
    String.raw`^\s*CREATE\s+(?:TEMPORARY\s+)?TABLE\s+(IF\s+NOT\s+EXISTS\s+)?${NAME}\s+LIKE\s+${NAME}\s*;?\s*$`,
    'i',
  ).exec(stripComments(statement.text));
  const where = summarize(statement.text);
  if (!m) {
    skip(schema, where, statement.line, '由查询或其他表派生的建表语句没有明确的列定义，已忽略');
    return;
  }
  const name = lastName(m[2]);
  const sourceName = lastName(m[3]);
  const source = schema.tables.get(sourceName.toLowerCase());
  if (!source) {
    skip(schema, where, statement.line, `LIKE 引用的表 ${sourceName} 未定义，已忽略`);
    return;
  }
  if (schema.tables.has(name.toLowerCase())) {
    if (!m[1]) skip(schema, where, statement.line, `表 ${name} 重复定义，保留第一次的定义`);
    return;
  }
  const copy: RawTable = structuredClone({ ...source, foreignKeys: [] });
  copy.name = name;
  copy.line = statement.line;
  delete copy.autoIncrementStart;
  schema.tables.set(name.toLowerCase(), copy);
}
