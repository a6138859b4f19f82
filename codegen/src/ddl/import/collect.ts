// Turns each usable statement but CREATE TABLE into entries of the RawSchema (keys, enums, comments).
import { unquote, type AlterTableAst, type ColumnDefinition, type CreateIndexAst } from './ast';
import { readCheck, type RawCheck } from './checks';
import { addConstraint, findColumn, keyColumns, skip, toColumn } from './definitions';
import { DdlSyntaxError } from './errors';
import { parseSql } from './parse';
import { outsideStrings } from './preprocess';
import { summarize, type RawColumn, type RawKey, type RawSchema, type RawTable } from './raw';
import { closingParen, lineOf, stripComments, type SqlStatement } from './split';

function parse(statement: SqlStatement, sql: string, schema: RawSchema): unknown {
  const result = parseSql(sql, schema.dialect);
  if (result.ok) return result.ast;
  throw new DdlSyntaxError(statement.line + result.line - 1, result.column, summarize(statement.text));
}

function table(schema: RawSchema, name: string): RawTable | undefined {
  return schema.tables.get(unquote(name).toLowerCase());
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

/**
 * A PostgreSQL index whose key parts include expressions (`lower((name)::text)`), read from its text: each
 * expression is kept as written, over the first column of the table it mentions. Undefined when a part mentions none.
 */
function expressionKey(text: string, t: RawTable): RawKey | undefined {
  const on = /\bON\s+(?:ONLY\s+)?[\w."]+\s*(?:USING\s+\w+\s*)?\(/i.exec(text);
  if (!on) return undefined;
  const open = on.index + on[0].length - 1;
  const list = text.slice(open + 1, closingParen(text, open) - 1);
  const columns: string[] = [];
  const expressions: (string | null)[] = [];
  for (const raw of topLevelParts(list)) {
    const part = raw.replace(/\s+NULLS\s+(FIRST|LAST)\s*$/i, '').replace(/\s+(ASC|DESC)\s*$/i, '');
    const plain = IDENTIFIER.exec(part);
    if (plain) {
      columns.push(plain[1]);
      expressions.push(null);
      continue;
    }
    const mentioned = [...part.replace(/'(?:[^']|'')*'/g, "''").matchAll(/"([^"]+)"|\b([A-Za-z_]\w*)\b/g)]
      .map((m) => (m[1] ?? m[2]).toLowerCase())
      .find((name) => findColumn(t, name));
    if (!mentioned || !/^\(.*\)$|^\w+\s*\(/s.test(part)) return undefined;
    columns.push(findColumn(t, mentioned)!.name);
    expressions.push(part);
  }
  return { columns, expressions };
}

export function collectCreateIndex(statement: SqlStatement, schema: RawSchema): void {
  // A partial index holds only for the rows its WHERE selects: as a key of the whole table it would refuse rows
  // the database accepts, and the model's indexes have no condition, so it is left out and said so.
  const text = stripComments(statement.text);
  let partial = false;
  outsideStrings(text, (chunk) => {
    if (/\bWHERE\b/i.test(chunk)) partial = true;
    return chunk;
  });
  if (partial) {
    const unique = /^\s*CREATE\s+UNIQUE\b/i.test(text);
    skip(
      schema,
      summarize(statement.text),
      statement.line,
      `部分${unique ? '唯一' : ''}索引（带 WHERE 条件）只对满足条件的行生效，模型的索引没有条件，已忽略`,
    );
    return;
  }
  const ast = parse(statement, text, schema) as CreateIndexAst;
  const target = Array.isArray(ast.table) ? ast.table[0] : ast.table;
  const t = target ? table(schema, target.table) : undefined;
  const where = summarize(statement.text);
  if (!t) {
    skip(schema, where, statement.line, `索引所在的表 ${target?.table ?? ''} 未定义，已忽略`);
    return;
  }
  const parts = Array.isArray(ast.index_columns) ? ast.index_columns : [];
  const reasons: string[] = [];
  const parsed =
    keyColumns(parts, (reason) => reasons.push(reason)) ??
    (schema.dialect === 'postgresql' ? expressionKey(text, t) : undefined);
  if (!parsed) reasons.forEach((reason) => skip(schema, where, statement.line, reason));
  else if (parsed.expressions === undefined)
    reasons.forEach((reason) => skip(schema, where, statement.line, reason));
  if (!parsed || parsed.columns.length === 0) return;
  const key = { name: ast.index ? unquote(ast.index) : undefined, ...parsed };
  if (ast.index_type === 'unique') t.uniques.push(key);
  else t.indexes.push(key);
}

export function collectAlterTable(statement: SqlStatement, schema: RawSchema): void {
  const text = stripComments(statement.text);
  const serial =
    /^\s*ALTER\s+TABLE\s+(?:ONLY\s+)?(?:IF\s+EXISTS\s+)?([\w."`]+)\s+ALTER\s+(?:COLUMN\s+)?([\w"`]+)\s+(SET\s+DEFAULT\s+nextval|ADD\s+GENERATED)/i.exec(
      text,
    );
  if (serial) {
    const column = lookup(schema, serial[1], serial[2]);
    if (column) column.autoIncrement = true;
    return;
  }
  const addCheck =
    /^\s*ALTER\s+TABLE\s+(?:ONLY\s+)?(?:IF\s+EXISTS\s+)?([\w."`]+)\s+ADD\s+((?:CONSTRAINT\s+\S+\s+)?CHECK\s*\([\s\S]*)$/i.exec(
      text,
    );
  if (addCheck) {
    const t = table(schema, lastPart(addCheck[1]));
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
  const sql =
    schema.dialect === 'postgresql' ? outsideStrings(text, (c) => c.replace(/::\s*[\w.]+/g, '')) : text;
  const parsed = parseSql(sql, schema.dialect);
  const where = summarize(statement.text);
  if (!parsed.ok) {
    skip(schema, where, statement.line, '无法解析的 ALTER TABLE 语句，已忽略');
    return;
  }
  const ast = parsed.ast as AlterTableAst;
  const tableName = Array.isArray(ast.table) ? ast.table[0]?.table : undefined;
  const t = tableName ? table(schema, tableName) : undefined;
  const actions = Array.isArray(ast.expr) ? ast.expr : [];
  const constraints = actions.filter((e) => e.action === 'add' && e.create_definitions);
  // ADD [COLUMN] name type …: the action is itself a column definition.
  const columns = actions.filter(
    (e) => e.action === 'add' && !e.create_definitions && (e as { resource?: unknown }).resource === 'column',
  );
  if (t)
    for (const action of columns) {
      const column = toColumn(action as unknown as ColumnDefinition, schema, t, statement.line);
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
}

function lookup(schema: RawSchema, tableName: string, column: string): RawColumn | undefined {
  const t = table(schema, lastPart(tableName));
  return t ? findColumn(t, column) : undefined;
}

function lastPart(name: string): string {
  const parts = name.split('.');
  return unquote(parts[parts.length - 1]);
}

export function collectEnumType(statement: SqlStatement, schema: RawSchema): void {
  const match = /^\s*CREATE\s+TYPE\s+([\w."]+)\s+AS\s+ENUM\s*\(([\s\S]*)\)\s*$/i.exec(
    stripComments(statement.text),
  );
  if (!match) throw new DdlSyntaxError(statement.line, 1, summarize(statement.text));
  const values = [...match[2].matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1].replace(/''/g, "'"));
  schema.enumTypes.set(lastPart(match[1]).toLowerCase(), values);
}

export function collectDomain(statement: SqlStatement, schema: RawSchema): void {
  const match =
    /^\s*CREATE\s+DOMAIN\s+([\w."]+)\s+(?:AS\s+)?([A-Za-z][\w ]*?(?:\([\d, ]+\))?)(?=\s+(?:DEFAULT|CONSTRAINT|CHECK|NOT|NULL|COLLATE)\b|\s*$)/i.exec(
      stripComments(statement.text),
    );
  if (!match) throw new DdlSyntaxError(statement.line, 1, summarize(statement.text));
  const name = lastPart(match[1]).toLowerCase();
  schema.domains.set(name, match[2].trim());
  const checks = domainChecks(stripComments(statement.text), statement.line);
  if (checks.length > 0) schema.domainChecks.set(name, checks);
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

export function collectComment(statement: SqlStatement, schema: RawSchema): void {
  const match = /^\s*COMMENT\s+ON\s+(TABLE|COLUMN)\s+([\w."`]+)\s+IS\s+(NULL|'((?:[^']|'')*)')\s*$/i.exec(
    stripComments(statement.text),
  );
  if (!match) throw new DdlSyntaxError(statement.line, 1, summarize(statement.text));
  const comment = match[4]?.replace(/''/g, "'");
  const parts = match[2].split('.').map(unquote);
  if (match[1].toUpperCase() === 'TABLE') {
    const t = table(schema, parts[parts.length - 1]);
    if (t) t.comment = comment;
    else skip(schema, summarize(statement.text), statement.line, `注释所属的表 ${match[2]} 未定义，已忽略`);
    return;
  }
  const column =
    parts.length >= 2 ? lookup(schema, parts[parts.length - 2], parts[parts.length - 1]) : undefined;
  if (column) column.comment = comment;
  else skip(schema, summarize(statement.text), statement.line, `注释所属的列 ${match[2]} 未定义，已忽略`);
}
