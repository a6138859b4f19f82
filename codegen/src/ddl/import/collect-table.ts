// CREATE TABLE → RawTable. The parser reads the whole statement when it can; when it cannot, each
// definition is read on its own, so one unreadable column costs that column's details, never the table.
import { stringValue, type ColumnDefinition, type CreateDefinition, type CreateTableAst } from './ast';
import { onColumn } from './checks';
import { addConstraint, findColumn, skip, toColumn } from './definitions';
import { parseSql } from './parse';
import { rewritePostgresDefinitions } from './preprocess';
import { summarize, type RawSchema, type RawTable } from './raw';
import type { SqlStatement } from './split';
import { cutTable, type Definition, type TableText } from './table-text';

interface ReadDefinition {
  ast: CreateDefinition;
  line: number;
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
  let identity = new Set<string>();
  let enumColumns = new Map<string, string>();
  let domainColumns = new Map<string, string>();
  if (schema.dialect === 'postgresql') {
    const rewritten = rewritePostgresDefinitions(
      definitions.map((d) => d.text),
      schema.enumTypes,
      schema.domains,
    );
    definitions = definitions.map((d, i) => ({ ...d, text: rewritten.definitions[i] }));
    ({ identityColumns: identity, enumColumns, domainColumns } = rewritten);
  }
  const { read, comment } = readDefinitions(cut, definitions, schema);
  const t: RawTable = {
    name,
    line: statement.line,
    columns: [],
    primaryKey: [],
    uniques: [],
    indexes: [],
    foreignKeys: [],
    checks: [...cut.checks],
  };
  if (comment) t.comment = comment;
  inherit(t, cut.inherits, schema);
  for (const { ast: definition, line } of read) {
    try {
      if (definition.resource === 'column') {
        const column = toColumn(definition, schema, t, line);
        const key = column.name.toLowerCase();
        if (identity.has(key)) column.autoIncrement = true;
        const enumType = enumColumns.get(key);
        if (enumType) {
          column.dataType = 'ENUM';
          column.enumValues = schema.enumTypes.get(enumType);
          column.enumType = enumType;
        }
        const existing = findColumn(t, column.name);
        if (existing) t.columns.splice(t.columns.indexOf(existing), 1, column);
        else t.columns.push(column);
        if (column.primaryKey) t.primaryKey.push(column.name);
        const domain = domainColumns.get(key);
        for (const check of domain ? (schema.domainChecks.get(domain) ?? []) : [])
          t.checks.push({ expression: onColumn(check.expression, column.name), line });
      } else {
        addConstraint(t, definition, line, schema);
      }
    } catch {
      skip(schema, `${name}: 第 ${line} 行的定义`, line, '该定义的结构无法读取，已忽略');
    }
  }
  if (schema.tables.has(name.toLowerCase())) {
    skip(schema, summarize(statement.text), statement.line, `表 ${name} 重复定义，保留第一次的定义`);
    return;
  }
  schema.tables.set(name.toLowerCase(), t);
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
    const alone = parseSql(`${cut.head} (${definition.text})`, dialect);
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

/** A column the parser cannot read as written: its name and type alone, the rest reported as dropped. */
function salvageColumn(
  cut: TableText,
  definition: Definition,
  schema: RawSchema,
): ColumnDefinition | undefined {
  const where = `${cut.name}: ${summarize(definition.text)}`;
  const bare =
    /^\s*("[^"]+"|`[^`]+`|[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*)\s+([A-Za-z][\w]*(?:\s+(?:VARYING|PRECISION|UNSIGNED|WITH(?:OUT)?\s+TIME\s+ZONE))*)(\s*\(\s*\d+\s*(?:,\s*\d+\s*)?\))?/i.exec(
      definition.text,
    );
  if (bare && !/^(CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|KEY|INDEX|CHECK)$/i.test(bare[1])) {
    const parsed = parseSql(`${cut.head} (${bare[0]})`, schema.dialect);
    const ast = parsed.ok ? (parsed.ast as CreateTableAst).create_definitions?.[0] : undefined;
    if (ast?.resource === 'column') {
      const rest = definition.text.slice(bare[0].length).trim();
      if (rest !== '')
        skip(schema, where, definition.line, `列定义中「${summarize(rest)}」无法解析，只导入了列名和类型`);
      return ast;
    }
  }
  skip(schema, where, definition.line, '无法解析该列或约束定义，已忽略');
  return undefined;
}

/** PostgreSQL INHERITS: the child has the parent's columns too (keys and foreign keys are not inherited). */
function inherit(t: RawTable, parents: string[], schema: RawSchema): void {
  for (const parentName of parents) {
    const parent = schema.tables.get(parentName.toLowerCase());
    if (!parent) {
      skip(schema, `${t.name} INHERITS (${parentName})`, t.line, `父表 ${parentName} 未定义，继承的列未导入`);
      continue;
    }
    for (const column of parent.columns) {
      if (findColumn(t, column.name)) continue;
      t.columns.push({ ...column, primaryKey: false, unique: false });
    }
    skip(
      schema,
      `${t.name} INHERITS (${parentName})`,
      t.line,
      `已复制父表 ${parentName} 的列；表继承关系本身以及父表的主键、唯一键和外键不会继承`,
    );
  }
}
