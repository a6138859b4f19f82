// Turns each usable statement into entries of the RawSchema (tables, keys, enums, comments).
import { Parser } from 'node-sql-parser';

import {
  columnName,
  sqlText,
  stringValue,
  unquote,
  type AlterTableAst,
  type ColumnDefinition,
  type ConstraintDefinition,
  type CreateIndexAst,
  type CreateTableAst,
  type ValueNode,
} from './ast';
import { DdlSyntaxError } from './errors';
import { outsideStrings, rewritePostgresTable } from './preprocess';
import {
  summarize,
  type Dialect,
  type RawColumn,
  type RawDefault,
  type RawSchema,
  type RawTable,
} from './raw';
import { stripComments, type SqlStatement } from './split';

const parser = new Parser();

function parse(statement: SqlStatement, sql: string, schema: RawSchema): unknown {
  try {
    const ast = parser.astify(sql, { database: schema.dialect === 'mysql' ? 'mysql' : 'postgresql' });
    return Array.isArray(ast) ? ast[0] : ast;
  } catch (error) {
    const location = (error as { location?: { start: { line: number; column: number } } }).location;
    const line = statement.line + (location ? location.start.line - 1 : 0);
    throw new DdlSyntaxError(line, location?.start.column ?? 1, summarize(statement.text));
  }
}

function table(schema: RawSchema, name: string): RawTable | undefined {
  return schema.tables.get(unquote(name).toLowerCase());
}

function findColumn(t: RawTable, name: string): RawColumn | undefined {
  const wanted = unquote(name).toLowerCase();
  return t.columns.find((c) => c.name.toLowerCase() === wanted);
}

export function collectCreateTable(statement: SqlStatement, schema: RawSchema): void {
  let sql = stripComments(statement.text);
  let identity = new Set<string>();
  let enumColumns = new Map<string, string>();
  if (schema.dialect === 'postgresql') {
    const rewritten = rewritePostgresTable(statement.text, schema.enumTypes, schema.domains);
    ({ sql, identityColumns: identity, enumColumns } = rewritten);
  }
  const ast = parse(statement, sql, schema) as CreateTableAst;
  const name = unquote(ast.table[0].table);
  const t: RawTable = { name, columns: [], primaryKey: [], uniques: [], indexes: [], foreignKeys: [] };
  const commentOption = ast.table_options?.find((o) => o.keyword === 'comment');
  if (commentOption) t.comment = stringValue(commentOption.value, schema.dialect);
  for (const definition of ast.create_definitions ?? []) {
    if (definition.resource === 'column') {
      const column = toColumn(definition, schema, t);
      const key = column.name.toLowerCase();
      if (identity.has(key)) column.autoIncrement = true;
      const enumType = enumColumns.get(key);
      if (enumType) {
        column.dataType = 'ENUM';
        column.enumValues = schema.enumTypes.get(enumType);
      }
      t.columns.push(column);
      if (column.primaryKey) t.primaryKey.push(column.name);
    } else {
      addConstraint(t, definition);
    }
  }
  if (schema.tables.has(name.toLowerCase())) {
    schema.skipped.push({
      statement: summarize(statement.text),
      reason: `表 ${name} 重复定义，保留第一次的定义`,
    });
    return;
  }
  schema.tables.set(name.toLowerCase(), t);
}

function toColumn(definition: ColumnDefinition, schema: RawSchema, t: RawTable): RawColumn {
  const name = unquote(columnName(definition.column));
  const type = definition.definition;
  const dataType = type.dataType.toUpperCase();
  const suffix = (type.suffix ?? []).map((s) => (typeof s === 'string' ? s : s.type).toUpperCase());
  const column: RawColumn = {
    name,
    dataType,
    unsigned: suffix.includes('UNSIGNED'),
    notNull: definition.nullable?.type === 'not null',
    primaryKey: definition.primary_key === 'primary key' || definition.unique_or_primary === 'primary key',
    unique: definition.unique === 'unique' || definition.unique === 'unique key',
    autoIncrement: definition.auto_increment === 'auto_increment' || /SERIAL/.test(dataType),
  };
  if (type.length != null) column.length = Number(type.length);
  if (type.scale != null) column.scale = Number(type.scale);
  if (dataType === 'ENUM' || dataType === 'SET') {
    column.enumValues = (type.expr?.value ?? []).map((v) => String(v.value));
  }
  if (column.primaryKey) column.notNull = true;
  const comment = definition.comment ? stringValue(definition.comment.value, schema.dialect) : undefined;
  if (comment) column.comment = comment;
  if (definition.default_val) {
    const value = toDefault(definition.default_val.value, schema.dialect);
    if (value?.kind === 'expression' && /^nextval\b/i.test(value.text)) column.autoIncrement = true;
    else if (value?.kind === 'expression') {
      schema.skipped.push({
        statement: `${t.name}.${name} DEFAULT ${value.text}`,
        reason: '默认值是数据库表达式，模型只支持字面量和当前时间/日期/UUID，已忽略该默认值',
      });
    } else if (value) column.defaultValue = value;
  }
  // MySQL's `ON UPDATE CURRENT_TIMESTAMP` also arrives as a reference_definition, without a table.
  if (definition.reference_definition?.table?.length) {
    const ref = definition.reference_definition;
    t.foreignKeys.push({
      columns: [name],
      refTable: unquote(ref.table[0].table),
      refColumns: ref.definition.map((c) => unquote(columnName(c))),
    });
  }
  return column;
}

const TIMESTAMP_FUNCTIONS = /^(CURRENT_TIMESTAMP|NOW|LOCALTIMESTAMP|SYSDATE|GETDATE|TRANSACTION_TIMESTAMP)$/i;
const UUID_FUNCTIONS = /^(UUID|GEN_RANDOM_UUID|UUID_GENERATE_V4|UUID_GENERATE_V1)$/i;

function toDefault(node: ValueNode, dialect: Dialect): RawDefault | undefined {
  switch (node.type) {
    case 'null':
      return undefined;
    case 'number':
      return { kind: 'literal', value: Number(node.value) };
    case 'bool':
    case 'boolean':
      return { kind: 'literal', value: Boolean(node.value) };
    case 'single_quote_string':
    case 'string':
    case 'natural_string':
    case 'double_quote_string':
      return { kind: 'literal', value: sqlText(String(node.value), dialect) };
    case 'function': {
      const fn = functionName(node);
      if (TIMESTAMP_FUNCTIONS.test(fn)) return { kind: 'keyword', value: 'CURRENT_TIMESTAMP' };
      if (/^CURRENT_DATE$/i.test(fn)) return { kind: 'keyword', value: 'CURRENT_DATE' };
      if (UUID_FUNCTIONS.test(fn)) return { kind: 'keyword', value: 'UUID' };
      const args = (node.args?.value ?? []).map((a) => stringValue(a, dialect) ?? '').join(', ');
      return { kind: 'expression', text: `${fn}(${args})` };
    }
    default:
      if (typeof node.value === 'string' && TIMESTAMP_FUNCTIONS.test(node.value)) {
        return { kind: 'keyword', value: 'CURRENT_TIMESTAMP' };
      }
      if (typeof node.value === 'string' && /^CURRENT_DATE$/i.test(node.value)) {
        return { kind: 'keyword', value: 'CURRENT_DATE' };
      }
      return { kind: 'expression', text: String(node.value ?? node.type) };
  }
}

function functionName(node: ValueNode): string {
  if (typeof node.name === 'string') return node.name;
  return (node.name?.name ?? []).map((part) => part.value).join('.');
}

function addConstraint(t: RawTable, definition: ConstraintDefinition): void {
  const columns = definition.definition.map((c) => unquote(columnName(c)));
  const type = (definition.constraint_type ?? '').toLowerCase();
  const name = definition.index ?? definition.constraint ?? undefined;
  if (type === 'primary key') {
    t.primaryKey = columns;
    for (const c of columns) {
      const column = findColumn(t, c);
      if (column) {
        column.primaryKey = true;
        column.notNull = true;
      }
    }
  } else if (type.startsWith('unique')) {
    t.uniques.push({ name: name ?? undefined, columns });
  } else if (type === 'foreign key' && definition.reference_definition) {
    const ref = definition.reference_definition;
    t.foreignKeys.push({
      name: name ?? undefined,
      columns,
      refTable: unquote(ref.table[0].table),
      refColumns: ref.definition.map((c) => unquote(columnName(c))),
    });
  } else if (definition.resource === 'index' && !/fulltext|spatial/i.test(definition.keyword ?? '')) {
    t.indexes.push({ name: name ?? undefined, columns });
  }
}

export function collectCreateIndex(statement: SqlStatement, schema: RawSchema): void {
  const ast = parse(statement, stripComments(statement.text), schema) as CreateIndexAst;
  const target = Array.isArray(ast.table) ? ast.table[0] : ast.table;
  const t = table(schema, target.table);
  if (!t) {
    schema.skipped.push({
      statement: summarize(statement.text),
      reason: `索引所在的表 ${target.table} 未定义，已忽略`,
    });
    return;
  }
  const columns = ast.index_columns.map((c) => unquote(columnName(c)));
  const key = { name: ast.index ? unquote(ast.index) : undefined, columns };
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
  const sql =
    schema.dialect === 'postgresql' ? outsideStrings(text, (c) => c.replace(/::\s*[\w.]+/g, '')) : text;
  let ast: AlterTableAst;
  try {
    ast = parse(statement, sql, schema) as AlterTableAst;
  } catch {
    schema.skipped.push({
      statement: summarize(statement.text),
      reason: '无法解析的 ALTER TABLE 语句，已忽略',
    });
    return;
  }
  const t = table(schema, ast.table[0].table);
  const constraints = ast.expr.filter((e) => e.action === 'add' && e.create_definitions);
  if (!t || constraints.length === 0 || constraints.length !== ast.expr.length) {
    schema.skipped.push({
      statement: summarize(statement.text),
      reason: t
        ? '只导入 ALTER TABLE 添加的主键、唯一键、索引和外键，其余修改已忽略'
        : `要修改的表 ${ast.table[0].table} 未定义，已忽略`,
    });
    if (!t) return;
  }
  for (const { create_definitions: definition } of constraints) {
    if (definition && definition.resource !== 'column') addConstraint(t, definition);
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
  schema.domains.set(lastPart(match[1]).toLowerCase(), match[2].trim());
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
    else
      schema.skipped.push({
        statement: summarize(statement.text),
        reason: `注释所属的表 ${match[2]} 未定义，已忽略`,
      });
    return;
  }
  const column =
    parts.length >= 2 ? lookup(schema, parts[parts.length - 2], parts[parts.length - 1]) : undefined;
  if (column) column.comment = comment;
  else
    schema.skipped.push({
      statement: summarize(statement.text),
      reason: `注释所属的列 ${match[2]} 未定义，已忽略`,
    });
}
