// validateModel: one pass over untrusted JSON that reports every problem with its path and a Chinese message.
import {
  IDENTIFIER,
  isRecord,
  MAX_SQL_IDENTIFIER,
  PACKAGE_NAME,
  PASCAL_CASE,
  type Problem,
  Problems,
  SNAKE_CASE,
} from './problems';
import { databaseTableOf, prefixedTable } from './names';
import { domainOptionsOf } from './postgresql-domain';
import { API_STYLES, type Database, DATABASES, type Entity, type Model, type PostgresqlType } from './types';
import { checkMysqlTableCharset, sqlNameProblem, validateField } from './validate-field';
import {
  validateIndexMethod,
  validateMethodFields,
  validateMysqlUsingHash,
  validateNullsNotDistinct,
} from './validate-index-method';
import { checkPartitioning, validatePartitioning } from './validate-partitioning';
import { isTypeName, validatePostgresqlProject, validateTableOptions } from './validate-postgresql';
import { validateRelations } from './validate-relations';
import { validateMysqlSequences } from './validate-mysql-sequences';
import { validateSystemVersioning } from './validate-system-versioning';
import { validatePolicies } from './validate-policies';
import { validateSequences, validateTriggers } from './validate-triggers';

export type { Problem } from './problems';
export type ValidationResult = { ok: true; model: Model } | { ok: false; problems: Problem[] };

function validateProject(project: unknown, problems: Problems): string {
  if (!isRecord(project)) {
    problems.add('project', '缺少项目设置（project）');
    return '';
  }
  if (typeof project.name !== 'string' || project.name.trim() === '')
    problems.add('project.name', '项目名称不能为空');
  if (typeof project.basePackage !== 'string' || !PACKAGE_NAME.test(project.basePackage))
    problems.add(
      'project.basePackage',
      `基础包名「${String(project.basePackage ?? '')}」格式不正确，应类似 com.example.shop`,
    );
  if (typeof project.database !== 'string' || !(DATABASES as readonly string[]).includes(project.database))
    problems.add('project.database', `数据库类型只能是 ${DATABASES.join(' 或 ')}`);
  for (const key of ['description', 'author'] as const) {
    if (project[key] !== undefined && project[key] !== null && typeof project[key] !== 'string')
      problems.add(`project.${key}`, key === 'author' ? '作者必须是文字' : '项目描述必须是文字');
  }
  const { apiStyle } = project;
  if (apiStyle !== undefined && apiStyle !== null && !(API_STYLES as readonly unknown[]).includes(apiStyle))
    problems.add('project.apiStyle', `接口约定只能是 ${API_STYLES.join(' 或 ')}`);
  validatePostgresqlProject(project, problems);
  validateSequences(project, problems);
  validateMysqlSequences(project, problems);
  const prefix = project.tablePrefix;
  if (prefix === undefined || prefix === null || prefix === '') return '';
  if (typeof prefix !== 'string' || !SNAKE_CASE.test(prefix)) {
    problems.add('project.tablePrefix', '表名前缀只能由小写字母、数字和下划线组成，如 t_');
    return '';
  }
  return prefix;
}

function checkUnique<T>(
  items: T[],
  key: (item: T) => unknown,
  path: (i: number) => string,
  what: string,
  problems: Problems,
) {
  const seen = new Set<unknown>();
  items.forEach((item, i) => {
    const value = key(item);
    if (typeof value !== 'string') return;
    if (seen.has(value)) problems.add(path(i), `${what} ${value} 重复`);
    seen.add(value);
  });
}

function validateIndexes(
  entity: Record<string, unknown>,
  fieldNames: Set<string>,
  path: string,
  problems: Problems,
  prefixable: Set<string>,
  database: unknown,
) {
  const indexes = entity.indexes;
  if (indexes === undefined || indexes === null) return;
  if (!Array.isArray(indexes)) {
    problems.add(`${path}.indexes`, '索引列表格式不正确');
    return;
  }
  const records = Array.isArray(entity.fields) ? entity.fields.filter(isRecord) : [];
  const fieldOf = (name: unknown) => records.find((f) => f.name === name);
  indexes.forEach((index: unknown, i) => {
    const indexPath = `${path}.indexes[${i}]`;
    if (!isRecord(index)) {
      problems.add(indexPath, '索引格式不正确');
      return;
    }
    // Any name the database takes quoted (`idx users-email`, `索引_名称`): the DDL quotes it (sql_name).
    const nameProblem = sqlNameProblem(index.name, '索引名', database);
    if (nameProblem) problems.add(`${indexPath}.name`, nameProblem);
    if (typeof index.unique !== 'boolean') problems.add(`${indexPath}.unique`, 'unique 只能是 true 或 false');
    if (!Array.isArray(index.fields) || index.fields.length === 0) {
      problems.add(`${indexPath}.fields`, '索引至少包含一个字段');
      return;
    }
    const prefixes = validatePrefixLengths(index, indexPath, problems);
    validateExpressions(index, indexPath, problems);
    validateInVersionComment(index, indexPath, fieldOf, problems);
    validateWhere(index, indexPath, problems);
    // Sort order: true (DESC) or false (ASC); NULLS FIRST / LAST: 'first', 'last' or null (the default).
    validatePerField(
      index,
      'descending',
      (d) => typeof d === 'boolean',
      '降序标记必须与索引字段一一对应，每项为 true（降序）或 false（升序）',
      indexPath,
      problems,
    );
    validatePerField(
      index,
      'nullsOrder',
      (n) => n === null || n === 'first' || n === 'last',
      '空值位置必须与索引字段一一对应，每项为 first（NULLS FIRST）、last（NULLS LAST）或 null（默认）',
      indexPath,
      problems,
    );
    validateIndexMethod(index, indexPath, fieldNames, problems);
    validateNullsNotDistinct(index, indexPath, problems);
    validateMysqlUsingHash(index, indexPath, problems);
    validateMethodFields(index, indexPath, fieldOf, problems);
    index.fields.forEach((name: unknown, fi) => {
      const prefix = prefixes?.[fi] ?? null;
      // A whole TEXT or unbounded binary field is fine: the MySQL DDL indexes it by a prefix (see mysql-index.ts).
      if (typeof name !== 'string' || !fieldNames.has(name))
        problems.add(`${indexPath}.fields[${fi}]`, `索引字段「${String(name)}」不是该实体的字段`);
      else if (prefix !== null && !prefixable.has(name))
        problems.add(
          `${indexPath}.prefixLengths[${fi}]`,
          `只有文本和二进制字段能按前缀建立索引，「${name}」不是`,
        );
    });
    if (new Set(index.fields).size !== index.fields.length)
      problems.add(`${indexPath}.fields`, '索引中的字段不能重复');
  });
  // MySQL's index names ignore case ("Duplicate key name"); PostgreSQL's quoted ones do not.
  const mysql = database === 'MYSQL';
  const seen = new Set<string>();
  indexes.forEach((index, i) => {
    if (!isRecord(index) || typeof index.name !== 'string') return;
    const key = mysql ? index.name.toLowerCase() : index.name;
    if (seen.has(key))
      problems.add(
        `${path}.indexes[${i}].name`,
        mysql && !indexes.some((x, j) => j < i && isRecord(x) && x.name === index.name)
          ? `索引名 ${index.name} 与同一张表的另一个索引重复（MySQL 的索引名不区分大小写），请改名`
          : `索引名 ${index.name} 重复`,
      );
    seen.add(key);
  });
  validatePrimaryIndex(entity, indexes, fieldOf, path, problems);
}

/**
 * The primary index (`Index.primary`): the table's real PRIMARY KEY when the entity's key fields are virtual. One at
 * most, unique, over whole columns or MySQL prefixes of every row, ascending, its fields NOT NULL.
 */
function validatePrimaryIndex(
  entity: Record<string, unknown>,
  indexes: unknown[],
  fieldOf: (name: unknown) => Record<string, unknown> | undefined,
  path: string,
  problems: Problems,
): void {
  let seen = false;
  indexes.forEach((index, i) => {
    if (!isRecord(index) || index.primary === undefined || index.primary === null) return;
    const at = `${path}.indexes[${i}]`;
    if (typeof index.primary !== 'boolean') {
      problems.add(`${at}.primary`, 'primary 只能是 true 或 false');
      return;
    }
    if (!index.primary) return;
    if (entity.virtualPrimaryKey !== true)
      problems.add(
        `${at}.primary`,
        '只有使用虚拟主键（virtualPrimaryKey）的实体才能把索引设为数据库主键；请取消该索引的主键标记，或改用虚拟主键',
      );
    if (seen) problems.add(`${at}.primary`, '一个表只能有一个主键，请只保留一个主键索引');
    seen = true;
    if (index.unique !== true) problems.add(`${at}.unique`, '主键索引必须是唯一索引（unique 为 true）');
    const expressions = Array.isArray(index.expressions) ? index.expressions : [];
    if (expressions.some((e) => e !== null && e !== undefined))
      problems.add(`${at}.expressions`, '主键只能由列组成，不能含表达式');
    if (index.where !== undefined && index.where !== null)
      problems.add(`${at}.where`, '主键覆盖表的每一行，不能带部分索引的条件（WHERE）');
    const descending = Array.isArray(index.descending) ? index.descending : [];
    if (descending.some((d) => d === true))
      problems.add(`${at}.descending`, '主键的各列按升序建立，不能设为降序');
    if (Array.isArray(index.nullsOrder) && index.nullsOrder.some((n) => n !== null))
      problems.add(`${at}.nullsOrder`, '主键的各列按默认位置排列空值，不能指定 NULLS FIRST / NULLS LAST');
    const names = Array.isArray(index.fields) ? index.fields : [];
    names.forEach((name, fi) => {
      const field = fieldOf(name);
      if (field && field.required !== true)
        problems.add(
          `${at}.fields[${fi}]`,
          `主键的列不能为空：字段「${String(name)}」须设为必填（NOT NULL）`,
        );
    });
  });
}

/** The longest prefix MySQL (InnoDB, DYNAMIC rows) indexes: 3072 bytes. */
const MAX_PREFIX_LENGTH = 3072;

/** An index's prefix lengths, one per field, each a positive whole number or null; undefined when absent or invalid. */
function validatePrefixLengths(
  index: Record<string, unknown>,
  indexPath: string,
  problems: Problems,
): (number | null)[] | undefined {
  const lengths = index.prefixLengths;
  if (lengths === undefined || lengths === null) return undefined;
  const fields = index.fields as unknown[];
  if (!Array.isArray(lengths) || lengths.length !== fields.length) {
    problems.add(`${indexPath}.prefixLengths`, '前缀长度必须与索引字段一一对应（整列索引的位置填 null）');
    return undefined;
  }
  let valid = true;
  lengths.forEach((length: unknown, i) => {
    if (length === null) return;
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 1 || length > MAX_PREFIX_LENGTH) {
      problems.add(`${indexPath}.prefixLengths[${i}]`, `前缀长度必须是 1 到 ${MAX_PREFIX_LENGTH} 之间的整数`);
      valid = false;
    }
  });
  return valid ? (lengths as (number | null)[]) : undefined;
}

const MAX_INDEX_EXPRESSION = 500;

/**
 * An index's expressions, one per field: null, or one expression (PostgreSQL's, or MySQL's with expressionsDialect
 * `mysql`) without a statement break.
 */
function validateExpressions(index: Record<string, unknown>, indexPath: string, problems: Problems): void {
  const expressions = index.expressions;
  const dialect = index.expressionsDialect;
  if (dialect !== undefined && dialect !== 'mysql')
    problems.add(`${indexPath}.expressionsDialect`, '表达式的方言只能是 mysql（省略表示 PostgreSQL）');
  else if (dialect !== undefined && !Array.isArray(expressions))
    problems.add(`${indexPath}.expressionsDialect`, '索引没有表达式，不能指定表达式的方言');
  if (expressions === undefined || expressions === null) return;
  if (!Array.isArray(expressions) || expressions.length !== (index.fields as unknown[]).length) {
    problems.add(`${indexPath}.expressions`, '表达式必须与索引字段一一对应（普通字段的位置填 null）');
    return;
  }
  expressions.forEach((expression: unknown, i) => {
    if (expression === null) return;
    if (
      typeof expression !== 'string' ||
      !expression.trim() ||
      expression.length > MAX_INDEX_EXPRESSION ||
      expression.includes(';')
    )
      problems.add(
        `${indexPath}.expressions[${i}]`,
        `索引表达式必须是不超过 ${MAX_INDEX_EXPRESSION} 个字符的单个 ${dialect === 'mysql' ? 'MySQL' : 'PostgreSQL'} 表达式（不能含分号）`,
      );
  });
}

/**
 * A MySQL functional index is written in a `/*!80013 … *\/` comment (MariaDB has none and skips it): a `*\/` in its
 * name, its columns' names or its expressions would end the comment there, and MariaDB would refuse the rest.
 */
function validateInVersionComment(
  index: Record<string, unknown>,
  indexPath: string,
  fieldOf: (name: unknown) => Record<string, unknown> | undefined,
  problems: Problems,
): void {
  const expressions = index.expressions;
  if (index.expressionsDialect !== 'mysql' || !Array.isArray(expressions)) return;
  const cut = (text: unknown): text is string => typeof text === 'string' && text.includes('*/');
  if (cut(index.name))
    problems.add(
      `${indexPath}.name`,
      `索引名「${index.name}」不能含 */（MySQL 函数索引写在版本注释 /*!80013 … */ 中，注释会在此截断），请改名`,
    );
  (index.fields as unknown[]).forEach((name, i) => {
    const field = fieldOf(name);
    const column = typeof field?.sqlColumn === 'string' && field.sqlColumn ? field.sqlColumn : field?.column;
    if (expressions[i] === null && cut(column))
      problems.add(
        `${indexPath}.fields[${i}]`,
        `列名「${column}」含 */，不能用在 MySQL 函数索引中（索引写在版本注释 /*!80013 … */ 中，注释会在此截断）：请改列名，或把该列从索引中去掉`,
      );
    if (cut(expressions[i]))
      problems.add(
        `${indexPath}.expressions[${i}]`,
        `MySQL 函数索引的表达式不能含 */（索引写在版本注释 /*!80013 … */ 中，注释会在此截断），请改写表达式`,
      );
  });
}

const MAX_INDEX_PREDICATE = 1000;

/** A partial index's predicate the DDL can write as it is: one condition, not empty, without a statement break. */
export const isIndexPredicate = (where: unknown): where is string =>
  typeof where === 'string' &&
  where.trim() !== '' &&
  where.length <= MAX_INDEX_PREDICATE &&
  !where.includes(';') &&
  isOneCondition(where);

function validateWhere(index: Record<string, unknown>, indexPath: string, problems: Problems): void {
  const where = index.where;
  if (where === undefined || where === null) return;
  if (!isIndexPredicate(where))
    problems.add(
      `${indexPath}.where`,
      `部分索引的条件必须是不超过 ${MAX_INDEX_PREDICATE} 个字符的单个 PostgreSQL 条件（不能含分号，括号成对）`,
    );
}

/**
 * An index's per-field list `key` (`descending`, `nullsOrder`): absent, or one item a field, each one `isItem` accepts.
 */
function validatePerField(
  index: Record<string, unknown>,
  key: 'descending' | 'nullsOrder',
  isItem: (item: unknown) => boolean,
  message: string,
  indexPath: string,
  problems: Problems,
): void {
  const list = index[key];
  if (list === undefined || list === null) return;
  if (!Array.isArray(list) || list.length !== (index.fields as unknown[]).length || !list.every(isItem))
    problems.add(`${indexPath}.${key}`, message);
}

const MAX_CHECK_EXPRESSION = 2000;

/** A CHECK condition the DDL can write as it is: not empty, not too long, and one condition only. */
export const isCheckExpression = (expression: unknown): expression is string =>
  typeof expression === 'string' &&
  expression.trim() !== '' &&
  expression.length <= MAX_CHECK_EXPRESSION &&
  isOneCondition(expression);

/** True when `expression` is one SQL condition: parentheses balanced and no `;` or comment outside its strings. */
function isOneCondition(expression: string): boolean {
  let depth = 0;
  const outside = expression.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`/g, "''");
  if (/['"`]/.test(outside.replace(/''/g, '')) || /;|--|\/\*|\*\//.test(outside)) return false;
  for (const ch of outside) {
    if (ch === '(') depth += 1;
    else if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

function validateChecks(
  entity: Record<string, unknown>,
  path: string,
  problems: Problems,
  database: unknown,
): void {
  const checks = entity.checks;
  if (checks === undefined || checks === null) return;
  if (!Array.isArray(checks)) {
    problems.add(`${path}.checks`, '检查约束列表格式不正确');
    return;
  }
  checks.forEach((check: unknown, i) => {
    const checkPath = `${path}.checks[${i}]`;
    if (!isRecord(check)) {
      problems.add(checkPath, '检查约束格式不正确');
      return;
    }
    if (check.name !== undefined && check.name !== null) {
      const nameProblem = sqlNameProblem(check.name, '约束名', database);
      if (nameProblem) problems.add(`${checkPath}.name`, nameProblem);
    }
    const expression = check.expression;
    if (!isCheckExpression(expression))
      problems.add(
        `${checkPath}.expression`,
        `检查条件不能为空、不超过 ${MAX_CHECK_EXPRESSION} 个字符，括号和引号必须成对，且不能包含分号或注释`,
      );
    if (
      check.dialect !== undefined &&
      check.dialect !== null &&
      check.dialect !== 'mysql' &&
      check.dialect !== 'postgresql'
    )
      problems.add(`${checkPath}.dialect`, '检查条件的方言只能是 mysql 或 postgresql');
    for (const [key, clause] of [
      ['notValid', 'NOT VALID'],
      ['noInherit', 'NO INHERIT'],
    ] as const) {
      const value = check[key];
      if (value === undefined || value === null) continue;
      if (value !== true)
        problems.add(`${checkPath}.${key}`, `${key} 只能是 true（不设置即为普通 CHECK 约束）`);
      else if (check.dialect === 'mysql')
        problems.add(`${checkPath}.${key}`, `${clause} 是 PostgreSQL 的写法，MySQL 方言的检查条件不能设置`);
    }
    // PostgreSQL refuses a NO INHERIT constraint on a partitioned table: its partitions must all have it.
    const partitioning = entity.partitioning;
    if (check.noInherit === true && isRecord(partitioning) && partitioning.dialect === 'postgresql')
      problems.add(
        `${checkPath}.noInherit`,
        '分区表的 CHECK 约束不能是 NO INHERIT（PostgreSQL 要求每个分区都带这一检查）',
      );
  });
}

/**
 * A PostgreSQL EXCLUDE constraint the DDL can write as it is: from `EXCLUDE` on, not too long, one constraint
 * (parentheses and quotes balanced, no `;` or comment outside its strings).
 */
export const isExclusionDefinition = (definition: unknown): definition is string =>
  typeof definition === 'string' &&
  /^EXCLUDE\b/i.test(definition.trim()) &&
  definition.length <= MAX_CHECK_EXPRESSION &&
  isOneCondition(definition);

function validateExclusions(entity: Record<string, unknown>, path: string, problems: Problems): void {
  const exclusions = entity.exclusions;
  if (exclusions === undefined || exclusions === null) return;
  if (!Array.isArray(exclusions)) {
    problems.add(`${path}.exclusions`, '排除约束列表格式不正确');
    return;
  }
  exclusions.forEach((exclusion: unknown, i) => {
    const at = `${path}.exclusions[${i}]`;
    if (!isRecord(exclusion)) {
      problems.add(at, '排除约束格式不正确');
      return;
    }
    const name = exclusion.name;
    if (
      name !== undefined &&
      name !== null &&
      (typeof name !== 'string' || !IDENTIFIER.test(name) || name.length > MAX_SQL_IDENTIFIER)
    )
      problems.add(
        `${at}.name`,
        `约束名「${String(name)}」只能由字母、数字和下划线组成，不超过 ${MAX_SQL_IDENTIFIER} 个字符`,
      );
    const definition = exclusion.definition;
    if (typeof definition !== 'string' || definition.trim() === '')
      problems.add(`${at}.definition`, '排除约束的定义不能为空，请填写 EXCLUDE USING … (列 WITH 运算符, …)');
    else if (!/^EXCLUDE\b/i.test(definition.trim()))
      problems.add(
        `${at}.definition`,
        '排除约束的定义必须以 EXCLUDE 开头，如 EXCLUDE USING gist (room WITH =, during WITH &&)',
      );
    else if (!isExclusionDefinition(definition))
      problems.add(
        `${at}.definition`,
        `排除约束的定义不能超过 ${MAX_CHECK_EXPRESSION} 个字符，括号和引号必须成对，且不能包含分号或注释`,
      );
  });
}

/** A PostgreSQL schema the project may put a table in: not one PostgreSQL has itself (`public` is the default). */
function validateSchemaName(entity: Record<string, unknown>, path: string, problems: Problems): void {
  const schema = entity.sqlSchema;
  if (schema === undefined || schema === null) return;
  const problem = schemaNameProblem(schema);
  if (problem) problems.add(`${path}.sqlSchema`, problem);
}

/** What is wrong with a PostgreSQL schema name a table or an enum type is put in, or null. */
function schemaNameProblem(schema: unknown): string | null {
  const problem = sqlNameProblem(schema, '模式名', 'POSTGRESQL');
  if (problem) return problem;
  if (/^(public|information_schema)$/i.test(String(schema)) || String(schema).startsWith('pg_'))
    return `模式名「${String(schema)}」是 PostgreSQL 自己的模式${String(schema).toLowerCase() === 'public' ? '（默认模式，不填即是）' : '（系统目录；以 pg_ 开头的名称都留给系统）'}，请换一个名称`;
  return null;
}

/**
 * The columns' names in the database (`sqlColumn`, else `column`) are distinct ignoring case: MySQL never tells
 * `Name` from `name`, and generated code maps both to one property. Two plain `column`s are checked above.
 */
function checkDatabaseColumns(fields: Record<string, unknown>[], path: string, problems: Problems): void {
  const seen = new Map<string, Record<string, unknown>>();
  fields.forEach((field, i) => {
    const name = typeof field.sqlColumn === 'string' && field.sqlColumn ? field.sqlColumn : field.column;
    if (typeof name !== 'string') return;
    const first = seen.get(name.toLowerCase());
    if (!first) seen.set(name.toLowerCase(), field);
    else if (typeof field.sqlColumn === 'string' || typeof first.sqlColumn === 'string')
      problems.add(
        `${path}.fields[${i}].${typeof field.sqlColumn === 'string' ? 'sqlColumn' : 'column'}`,
        `数据库列名 ${name} 重复（不区分大小写）`,
      );
  });
}

function validateEntity(
  entity: unknown,
  path: string,
  prefix: string,
  problems: Problems,
  database?: unknown,
): boolean {
  if (!isRecord(entity)) {
    problems.add(path, '实体格式不正确');
    return false;
  }
  const before = problems.list.length;
  if (typeof entity.className !== 'string' || !PASCAL_CASE.test(entity.className))
    problems.add(
      `${path}.className`,
      `类名「${String(entity.className ?? '')}」必须是大驼峰格式，如 OrderItem`,
    );
  if (typeof entity.tableName !== 'string' || !SNAKE_CASE.test(entity.tableName))
    problems.add(
      `${path}.tableName`,
      `表名「${String(entity.tableName ?? '')}」必须是小写下划线格式，如 order_item`,
    );
  else if (prefix.length + entity.tableName.length > MAX_SQL_IDENTIFIER)
    problems.add(`${path}.tableName`, `加上前缀后表名不能超过 ${MAX_SQL_IDENTIFIER} 个字符`);
  for (const key of ['label', 'comment'] as const) {
    if (entity[key] !== undefined && entity[key] !== null && typeof entity[key] !== 'string')
      problems.add(`${path}.${key}`, key === 'label' ? '显示名必须是文字' : '注释必须是文字');
  }
  const sqlName = entity.sqlTableName;
  if (sqlName !== undefined && sqlName !== null) {
    const problem = sqlNameProblem(sqlName, '数据库表名', database);
    if (problem) problems.add(`${path}.sqlTableName`, problem);
  }
  validateSchemaName(entity, path, problems);
  if (!Array.isArray(entity.fields) || entity.fields.length === 0) {
    problems.add(`${path}.fields`, '实体至少需要一个字段');
    return false;
  }
  const fields: unknown[] = entity.fields;
  const tableCharset = checkMysqlTableCharset(entity, path, problems);
  fields.forEach((field, i) =>
    validateField(
      field,
      `${path}.fields[${i}]`,
      problems,
      database,
      entity.virtualPrimaryKey === true,
      tableCharset,
    ),
  );
  const records = fields.filter(isRecord);
  checkUnique(
    records,
    (f) => f.name,
    (i) => `${path}.fields[${i}].name`,
    '字段名',
    problems,
  );
  checkUnique(
    records,
    (f) => f.column,
    (i) => `${path}.fields[${i}].column`,
    '列名',
    problems,
  );
  checkDatabaseColumns(records, path, problems);
  // A table whose every column is JSON or unbounded binary has no key at all (see Entity.virtualPrimaryKey).
  if (!records.some((f) => f.primaryKey === true) && entity.virtualPrimaryKey !== true)
    problems.add(`${path}.fields`, '实体至少需要一个主键字段（可以是多个字段组成的复合主键）');
  // MySQL allows one AUTO_INCREMENT column a table; PostgreSQL gives each numbered column its own sequence.
  if (database !== 'POSTGRESQL' && records.filter((f) => f.autoIncrement === true).length > 1)
    problems.add(
      `${path}.fields`,
      'MySQL 的表最多只能有一个自增字段，请只保留一个（PostgreSQL 项目可以有多个）',
    );
  const fieldNames = new Set(records.map((f) => f.name).filter((n): n is string => typeof n === 'string'));
  const prefixable = new Set(
    records
      .filter((f) => ['string', 'text', 'binary'].includes(String(f.type)) && typeof f.name === 'string')
      .map((f) => f.name as string),
  );
  validateIndexes(entity, fieldNames, path, problems, prefixable, database);
  validateChecks(entity, path, problems, database);
  validateExclusions(entity, path, problems);
  validateTableOptions(entity, path, problems);
  // The table the DDL creates (as buildContext names it): a trigger is created on the table its ON names.
  const sqlTable = databaseTableOf(
    {
      tableName: String(entity.tableName ?? ''),
      sqlTableName: typeof entity.sqlTableName === 'string' ? entity.sqlTableName : undefined,
      sqlSchema: typeof entity.sqlSchema === 'string' ? entity.sqlSchema : undefined,
    },
    { database: database as Database | undefined, tablePrefix: prefix },
  );
  validateTriggers(entity, path, sqlTable, problems);
  validatePolicies(entity, path, sqlTable, problems);
  validatePartitioning(entity, path, problems);
  validateSystemVersioning(entity, path, problems);
  const keyOrder = entity.primaryKeyOrder;
  if (
    keyOrder !== undefined &&
    keyOrder !== null &&
    (!Array.isArray(keyOrder) ||
      keyOrder.some((name) => typeof name !== 'string') ||
      new Set(keyOrder).size !== keyOrder.length)
  )
    problems.add(`${path}.primaryKeyOrder`, '主键顺序必须是不重复的字段名列表');
  const virtualKey = entity.virtualPrimaryKey;
  if (virtualKey !== undefined && virtualKey !== null && typeof virtualKey !== 'boolean')
    problems.add(`${path}.virtualPrimaryKey`, 'virtualPrimaryKey 只能是 true 或 false');
  return problems.list.length === before;
}

/**
 * Two entities on one table of the database: its name there (the exact `sqlTableName`, else prefix + `tableName`),
 * ignoring case, in its PostgreSQL schema (a MySQL project has none: there a table of a schema goes by its
 * `tableName`, `archive_orders`). Two equal `tableName`s are reported once, as such.
 */
function checkDatabaseTables(
  entities: Record<string, unknown>[],
  prefix: string,
  postgresql: boolean,
  problems: Problems,
): void {
  const seen = new Map<string, Record<string, unknown>>();
  entities.forEach((entity, i) => {
    if (typeof entity.tableName !== 'string') return;
    const inSchema = typeof entity.sqlSchema === 'string';
    // A MySQL project has no schemas: a table of one goes by its own tableName there (see buildContext).
    const exact =
      typeof entity.sqlTableName === 'string' && entity.sqlTableName !== '' && (postgresql || !inSchema);
    const name = exact ? String(entity.sqlTableName) : prefixedTable(entity.tableName, prefix);
    const schema = postgresql && inSchema ? `${String(entity.sqlSchema)}.` : '';
    const key = `${schema}${name}`.toLowerCase();
    const first = seen.get(key);
    if (!first) seen.set(key, entity);
    else if (first.tableName !== entity.tableName)
      problems.add(
        `entities[${i}].${exact ? 'sqlTableName' : 'tableName'}`,
        `数据库表名 ${schema}${name} 重复`,
      );
  });
}

/**
 * Fields sharing a PostgreSQL enum type (its schema and name: `sales.status` and `hr.status` are two types) share
 * its one CREATE TYPE, so they must list the same values.
 */
function checkEnumTypes(entities: Record<string, unknown>[], problems: Problems): void {
  const first = new Map<string, string>();
  entities.forEach((entity, ei) => {
    if (!Array.isArray(entity.fields)) return;
    entity.fields.forEach((field: unknown, fi) => {
      if (!isRecord(field)) return;
      const path = `entities[${ei}].fields[${fi}]`;
      const inSchema = field.enumTypeSchema !== undefined && field.enumTypeSchema !== null;
      if (inSchema) {
        const problem =
          typeof field.enumTypeName === 'string'
            ? schemaNameProblem(field.enumTypeSchema)
            : '只有指定了枚举类型名的字段可以指定它的模式';
        if (problem) problems.add(`${path}.enumTypeSchema`, problem);
      }
      if (typeof field.enumTypeName !== 'string' || !Array.isArray(field.enumValues)) return;
      const values = JSON.stringify(field.enumValues.map((v) => (isRecord(v) ? v.value : v)));
      const type = inSchema ? `${String(field.enumTypeSchema)}.${field.enumTypeName}` : field.enumTypeName;
      const seen = first.get(type);
      if (seen === undefined) first.set(type, values);
      else if (seen !== values)
        problems.add(
          `${path}.enumTypeName`,
          `使用枚举类型 ${type} 的字段必须有相同的枚举值（同名类型只创建一次）`,
        );
    });
  });
}

/**
 * A PostgreSQL project's column of a domain needs the domain among the project's types: the DDL writes the domain's
 * name as the column's type, and a removed one would fail the script on an unknown type. A domain's NOT NULL holds
 * for its column whatever the column says, so its field cannot be nullable (the code would insert NULL).
 */
function checkDomainTypes(entities: Record<string, unknown>[], project: unknown, problems: Problems): void {
  const types = isRecord(project) && Array.isArray(project.postgresqlTypes) ? project.postgresqlTypes : [];
  const keyOf = (t: Record<string, unknown>) =>
    typeof t.schema === 'string' ? `${t.schema}.${String(t.name)}` : String(t.name);
  const names = new Set(types.map((t: unknown) => (isRecord(t) ? keyOf(t) : '')));
  const kept = types.filter(
    (t: unknown): t is PostgresqlType =>
      isRecord(t) && typeof t.name === 'string' && typeof t.definition === 'string',
  );
  entities.forEach((entity, ei) => {
    if (!Array.isArray(entity.fields)) return;
    entity.fields.forEach((field: unknown, fi) => {
      const domain = isRecord(field) && isRecord(field.postgresqlDomain) ? field.postgresqlDomain : undefined;
      // A name no domain can have is reported by the field's own check.
      if (typeof domain?.name === 'string' && isTypeName(domain.name) && !names.has(keyOf(domain)))
        problems.add(
          `entities[${ei}].fields[${fi}].postgresqlDomain.name`,
          `列的类型是 PostgreSQL 域 ${keyOf(domain)}，但项目的类型中没有它：请在项目中保留该域的定义，或删去字段的 postgresqlDomain（按基础类型建列）`,
        );
      else if (
        typeof domain?.name === 'string' &&
        isRecord(field) &&
        field.required !== true &&
        domainOptionsOf(kept, keyOf(domain))?.notNull
      )
        problems.add(
          `entities[${ei}].fields[${fi}].required`,
          `域 ${keyOf(domain)} 带 NOT NULL，字段不能设为可空：请去掉该字段的域，或改用不带 NOT NULL 的域`,
        );
    });
  });
}

export function validateModel(model: unknown): ValidationResult {
  const problems = new Problems();
  if (!isRecord(model)) return { ok: false, problems: [{ path: '', message: '模型必须是一个 JSON 对象' }] };
  const prefix = validateProject(model.project, problems);
  if (!Array.isArray(model.entities)) {
    problems.add('entities', '缺少实体列表（entities）');
    return { ok: false, problems: problems.list };
  }
  const entities: unknown[] = model.entities;
  const database = isRecord(model.project) ? model.project.database : undefined;
  const sound = entities.map((entity, i) =>
    validateEntity(entity, `entities[${i}]`, prefix, problems, database),
  );
  const records = entities.filter(isRecord);
  checkUnique(
    records,
    (e) => e.className,
    (i) => `entities[${i}].className`,
    '类名',
    problems,
  );
  checkUnique(
    records,
    (e) => e.tableName,
    (i) => `entities[${i}].tableName`,
    '表名',
    problems,
  );
  checkDatabaseTables(records, prefix, database === 'POSTGRESQL', problems);
  checkEnumTypes(records, problems);
  if (database === 'POSTGRESQL') checkDomainTypes(records, model.project, problems);
  // Relations are only checked once every entity is sound, so their messages are not noise from other errors.
  if (sound.every(Boolean)) validateRelations(entities as Entity[], problems, database);
  if (sound.every(Boolean) && problems.list.length === 0)
    checkPartitioning(entities as Entity[], prefix, problems);
  if (problems.list.length > 0) return { ok: false, problems: problems.list };
  return { ok: true, model: model as unknown as Model };
}
