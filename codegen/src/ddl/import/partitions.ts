// Table partitioning: `PARTITION BY …` after a CREATE TABLE (MySQL with its partition list), PostgreSQL's
// `CREATE TABLE p PARTITION OF parent FOR VALUES …` and `ALTER TABLE parent ATTACH PARTITION p FOR VALUES …`.
// A PostgreSQL partition is no entity: it becomes a partition of its parent's Entity.partitioning.
import { skip } from './definitions';
import {
  candidateKeys,
  findTable,
  keyOf,
  ownSchema,
  qualifiedName,
  tableKey,
  unquoteName,
} from './qualified';
import { summarize, type Dialect, type RawPartitioning, type RawSchema, type RawTable } from './raw';
import { closingParen, stripComments, type SqlStatement } from './split';

const METHOD = /^\s*((?:LINEAR\s+)?(?:RANGE|LIST|HASH|KEY)(?:\s+COLUMNS)?\s*(?:ALGORITHM\s*=\s*[12]\s*)?)\(/i;

/** Whitespace runs (new lines included) as one space, outside quoted text. */
function oneLine(text: string): string {
  return text
    .replace(/'(?:[^'\\]|\\.|'')*'|"[^"]*"|`[^`]*`|(\s+)/g, (m, space?: string) => (space ? ' ' : m))
    .trim();
}

/** Splits at the commas outside parentheses and quotes. */
function splitTop(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const ch = list[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      const end = list.indexOf(ch, i + 1);
      i = end < 0 ? list.length : end;
    } else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

export interface ReadPartitionBy {
  partitioning: RawPartitioning;
  /** Parts of the clause the model does not keep (partition options), each with a Chinese reason. */
  notes: { text: string; reason: string }[];
}

/**
 * The clause from `PARTITION BY` on, as the model keeps it (MySQL's subpartitioning included); undefined when it
 * cannot be read, and the table is then imported as a plain one.
 */
export function readPartitionBy(clause: string, dialect: Dialect): ReadPartitionBy | undefined {
  const after = /^\s*PARTITION\s+BY\b/i.exec(clause);
  if (!after) return undefined;
  let rest = clause.slice(after[0].length);
  const method = METHOD.exec(rest);
  if (!method) return undefined;
  const close = closingParen(rest, method[0].length - 1);
  if (close < 0) return undefined;
  const by = oneLine(rest.slice(0, close));
  rest = rest.slice(close);
  const notes: ReadPartitionBy['notes'] = [];
  if (dialect === 'postgresql') {
    // USING, WITH (…), TABLESPACE: storage the model does not describe.
    if (rest.trim() !== '') notes.push({ text: oneLine(rest), reason: '分区表的存储选项不在模型中，已忽略' });
    return { partitioning: { by, partitions: [] }, notes };
  }
  const partitioning: RawPartitioning = { by, partitions: [] };
  const count = /^\s*PARTITIONS\s+(\d+)/i.exec(rest);
  if (count) {
    partitioning.count = Number(count[1]);
    rest = rest.slice(count[0].length);
  }
  const sub = SUBPARTITION_BY.exec(rest);
  if (sub) {
    const end = closingParen(rest, sub[0].length - 1);
    if (end < 0) return undefined;
    partitioning.subpartitionBy = oneLine(rest.slice(sub[0].length - sub[1].length - 1, end));
    rest = rest.slice(end);
    const subCount = /^\s*SUBPARTITIONS\s+(\d+)/i.exec(rest);
    if (subCount) {
      partitioning.subpartitionCount = Number(subCount[1]);
      rest = rest.slice(subCount[0].length);
    }
  }
  const open = /^\s*\(/.exec(rest);
  if (open) {
    const end = closingParen(rest, open[0].length - 1);
    if (end < 0) return undefined;
    for (const part of splitTop(rest.slice(open[0].length, end - 1))) {
      const one = readMysqlPartition(part);
      if (!one) return undefined;
      partitioning.partitions.push(one.partition);
      for (const options of one.options)
        notes.push({
          text: `PARTITION ${one.partition.name} ${options}`,
          reason: '分区选项不在模型中，已忽略',
        });
    }
    // Listed subpartitions say how many each partition has, as listed partitions do for PARTITIONS n.
    if (partitioning.partitions.some((p) => p.subpartitions)) delete partitioning.subpartitionCount;
    rest = rest.slice(end);
    // A listed partitioning says how many partitions it has: PARTITIONS n is the list's length.
    if (partitioning.partitions.length > 0) delete partitioning.count;
  }
  if (rest.trim() !== '') return undefined;
  return { partitioning, notes };
}

const MYSQL_PARTITION =
  /^\s*PARTITION\s+(`[^`]+`|[A-Za-z_][\w$]*)\s*(VALUES\s+LESS\s+THAN\s*(?:MAXVALUE|\()|VALUES\s+IN\s*\()?/i;

/** `SUBPARTITION BY [LINEAR] HASH (…) | KEY [ALGORITHM=n] (…)`; group 1 is the method up to its parenthesis. */
const SUBPARTITION_BY =
  /^\s*SUBPARTITION\s+BY\s+((?:LINEAR\s+)?(?:HASH|KEY)\s*(?:ALGORITHM\s*=\s*[12]\s*)?)\(/i;

/** Every partition is InnoDB like its table: ENGINE says nothing the model does not. */
const partitionOptions = (text: string) =>
  oneLine(text.replace(/\b(?:STORAGE\s+)?ENGINE\s*=?\s*InnoDB\b/gi, ''));

type MysqlPartition = RawPartitioning['partitions'][number];

/** A partition of a MySQL partition list, with its subpartition names; `options` lists what the model drops. */
function readMysqlPartition(text: string): { partition: MysqlPartition; options: string[] } | undefined {
  const head = MYSQL_PARTITION.exec(text);
  if (!head) return undefined;
  const name = unquoteName(head[1], 'mysql');
  let bound = '';
  let rest = text.slice(head[0].length);
  if (head[2]) {
    if (head[2].endsWith('(')) {
      const start = head[0].length - 1;
      const end = closingParen(text, start);
      if (end < 0) return undefined;
      bound = oneLine(text.slice(head[0].length - head[2].length, end));
      rest = text.slice(end);
    } else bound = oneLine(head[2]);
  }
  const partition: MysqlPartition = { name, bound };
  const options: string[] = [];
  // The subpartition list closes the definition, after the partition's own options.
  const list = /\(\s*SUBPARTITION\b/i.exec(rest);
  if (list) {
    const end = closingParen(rest, list.index);
    if (end < 0 || rest.slice(end).trim() !== '') return undefined;
    partition.subpartitions = [];
    for (const part of splitTop(rest.slice(list.index + 1, end - 1))) {
      const one = /^\s*SUBPARTITION\s+(`[^`]+`|[A-Za-z_][\w$]*)/i.exec(part);
      if (!one) return undefined;
      const subName = unquoteName(one[1], 'mysql');
      partition.subpartitions.push(subName);
      const own = partitionOptions(part.slice(one[0].length));
      if (own) options.push(`SUBPARTITION ${subName} ${own}`);
    }
    rest = rest.slice(0, list.index);
  }
  const own = partitionOptions(rest);
  if (own) options.unshift(own);
  return { partition, options };
}

const NAME = String.raw`(?:"[^"]+"|[\w$\u0080-\uffff]+)(?:\s*\.\s*(?:"[^"]+"|[\w$\u0080-\uffff]+))?`;

/** The last part of a qualified name, its quotes removed. */
function lastName(qualified: string): string {
  const parts = qualified.match(/"[^"]+"|[^\s."]+/g) ?? [qualified];
  return parts[parts.length - 1].replace(/^"|"$/g, '');
}

/** A PostgreSQL name as the database keeps it: quoted as written, unquoted folded to lower case. */
function pgName(written: string): string {
  const name = lastName(written.trim());
  return /"\s*$/.test(written) ? name : name.toLowerCase();
}

/** `FOR VALUES …` or `DEFAULT` at the start of `text`: the bound and what follows it; undefined when neither. */
function readBound(text: string): { bound: string; rest: string } | undefined {
  const dflt = /^\s*DEFAULT\b/i.exec(text);
  if (dflt) return { bound: 'DEFAULT', rest: text.slice(dflt[0].length) };
  const head = /^\s*FOR\s+VALUES\s+(IN|FROM|WITH)\s*\(/i.exec(text);
  if (!head) return undefined;
  let end = closingParen(text, head[0].length - 1);
  if (end < 0) return undefined;
  if (head[1].toUpperCase() === 'FROM') {
    const to = /^\s*TO\s*\(/i.exec(text.slice(end));
    if (!to) return undefined;
    end = closingParen(text, end + to[0].length - 1);
    if (end < 0) return undefined;
  }
  return { bound: oneLine(text.slice(0, end)), rest: text.slice(end) };
}

type RawPartition = RawPartitioning['partitions'][number];

/**
 * The table a written parent name stands for: a table read so far, or the table at the top of a partition tree
 * when the name is one of its partitions (`of`), which keeps the whole tree.
 */
function partitionParent(schema: RawSchema, written: string): { table: RawTable; of?: string } | undefined {
  const table = findTable(schema, written);
  if (table) return { table };
  const q = qualifiedName(written, schema);
  for (const key of candidateKeys(q.name, q.schema, q.qualified, schema.searchPath)) {
    if (!schema.partitionOf.has(key)) continue;
    for (const t of schema.tables.values()) {
      const p = t.partitioning?.partitions.find((one) => tableKey(one.name, t.schema) === key);
      if (p) return { table: t, of: p.name };
    }
  }
  return undefined;
}

/** Adds a partition (and the partitions it brings, of a table attached with its own) to its parent, or says why not. */
function addPartition(
  schema: RawSchema,
  statement: SqlStatement,
  parentWritten: string,
  partition: RawPartition,
  brought: RawPartition[] = [],
): boolean {
  const where = summarize(statement.text);
  const parentName = pgName(parentWritten);
  const found = partitionParent(schema, parentWritten);
  if (!found) {
    skip(schema, where, statement.line, `分区所属的表 ${parentName} 未定义，已忽略`);
    return false;
  }
  const { table: parent, of } = found;
  const partitions = parent.partitioning?.partitions;
  if (!partitions || (of && !partitions.find((p) => p.name === of)?.by)) {
    skip(
      schema,
      where,
      statement.line,
      `表 ${parentName} 没有可导入的分区方式（PARTITION BY），该分区已忽略`,
    );
    return false;
  }
  const taken = [partition, ...brought].find((one) =>
    partitions.some((p) => p.name.toLowerCase() === one.name.toLowerCase()),
  );
  if (taken) {
    skip(schema, where, statement.line, `分区 ${taken.name} 重复定义，保留第一次的定义`);
    return false;
  }
  for (const one of [{ ...partition, ...(of ? { of } : {}) }, ...brought]) {
    partitions.push(one);
    schema.partitionOf.set(tableKey(one.name, parent.schema), parent.name);
  }
  return true;
}

/** PostgreSQL `CREATE TABLE p PARTITION OF parent [(…)] FOR VALUES … | DEFAULT`. */
export function collectPartitionOf(statement: SqlStatement, schema: RawSchema): void {
  const text = stripComments(statement.text);
  const where = summarize(statement.text);
  const head = new RegExp(
    String.raw`^\s*CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(${NAME})\s+PARTITION\s+OF\s+(${NAME})\s*`,
    'i',
  ).exec(text);
  if (schema.dialect !== 'postgresql' || !head) {
    skip(schema, where, statement.line, '由查询或其他表派生的建表语句没有明确的列定义，已忽略');
    return;
  }
  const name = pgName(head[1]);
  let rest = text.slice(head[0].length);
  const notes: string[] = [];
  if (/^\(/.test(rest)) {
    const end = closingParen(rest, 0);
    if (end < 0) {
      skip(schema, where, statement.line, '无法读取该分区的定义，已忽略');
      return;
    }
    notes.push(oneLine(rest.slice(0, end)));
    rest = rest.slice(end);
  }
  const bound = readBound(rest);
  if (!bound) {
    skip(schema, where, statement.line, '无法读取该分区的取值范围（FOR VALUES … 或 DEFAULT），已忽略');
    return;
  }
  // A partition partitioned in turn: its own partitions name it as their parent.
  const by = /^\s*PARTITION\s+BY\b/i.test(bound.rest) ? readPartitionBy(bound.rest, 'postgresql') : undefined;
  if (/^\s*PARTITION\s+BY\b/i.test(bound.rest) && !by) {
    skip(schema, where, statement.line, '无法读取该分区自己的分区方式（PARTITION BY），该分区已忽略');
    return;
  }
  const own = qualifiedName(head[1], schema);
  if (schema.tables.has(tableKey(own.name, own.schema))) {
    skip(schema, where, statement.line, `表 ${name} 重复定义，保留第一次的定义`);
    return;
  }
  const partition = { name, bound: bound.bound, ...(by ? { by: by.partitioning.by } : {}) };
  if (!addPartition(schema, statement, head[2], partition)) return;
  for (const note of notes)
    skip(
      schema,
      `${name}: ${summarize(note)}`,
      statement.line,
      '分区自己的列设置和约束不在模型中（分区随父表建立），已忽略',
    );
  const storage = by ? by.notes.map((note) => note.text).join(' ') : bound.rest.trim();
  if (storage !== '')
    skip(schema, `${name}: ${summarize(storage)}`, statement.line, '分区的存储选项不在模型中，已忽略');
}

/**
 * PostgreSQL `ALTER TABLE [ONLY] parent ATTACH PARTITION p FOR VALUES …`: the table p, read before, becomes a
 * partition of parent. False when the statement is no ATTACH PARTITION.
 */
export function attachPartition(statement: SqlStatement, schema: RawSchema): boolean {
  const text = stripComments(statement.text);
  const head = new RegExp(
    String.raw`^\s*ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(${NAME})\s+ATTACH\s+PARTITION\s+(${NAME})\s*`,
    'i',
  ).exec(text);
  if (!head || schema.dialect !== 'postgresql') return false;
  const where = summarize(statement.text);
  const bound = readBound(text.slice(head[0].length));
  const name = pgName(head[2]);
  const child = findTable(schema, head[2]);
  if (!bound || bound.rest.trim() !== '') {
    skip(schema, where, statement.line, '无法读取该分区的取值范围（FOR VALUES … 或 DEFAULT），已忽略');
    return true;
  }
  if (!child) {
    skip(schema, where, statement.line, `要挂接的分区表 ${name} 未定义，已忽略`);
    return true;
  }
  // A partitioned table attached brings its partitions along, one level down.
  const partition: RawPartition = { name: child.name, bound: bound.bound };
  if (child.partitioning) partition.by = child.partitioning.by;
  const brought = (child.partitioning?.partitions ?? []).map((p) => ({ ...p, of: p.of ?? child.name }));
  if (!addPartition(schema, statement, head[1], partition, brought)) return true;
  schema.tables.delete(keyOf(child));
  const own = child.checks.length + child.uniques.length + child.indexes.length + child.foreignKeys.length;
  if (own > 0)
    skip(
      schema,
      `${child.name}: 约束和索引`,
      statement.line,
      `${child.name} 成为 ${pgName(head[1])} 的分区：分区的列、键和索引随父表建立，它自己的 CHECK、唯一键、索引和外键未保留`,
    );
  return true;
}

/**
 * The reason a statement on a partition (not an entity) is skipped, or undefined when `table` (in `schemaName`,
 * PostgreSQL's, null or undefined for public) is no partition.
 */
export function partitionNote(
  schema: RawSchema,
  table: string,
  schemaName?: string | null,
): string | undefined {
  const parent = schema.partitionOf.get(tableKey(table, ownSchema(schemaName ?? undefined)));
  return parent ? `${table} 是表 ${parent} 的分区：分区的键、索引和约束随父表建立，该语句已忽略` : undefined;
}
