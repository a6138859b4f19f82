// Validation of an index's method, operator classes, part collations, INCLUDE columns and NULLs treatment
// (Index.method / opclasses / collations / include / nullsNotDistinct).
import type { Problems } from './problems';
import { INDEX_METHODS, type IndexMethod } from './types';

/**
 * An operator class as the DDL writes it after a key part: a plain identifier, optionally schema-qualified
 * (`public.gin_trgm_ops`), each part at most 63 characters — nothing that could end the part or the statement.
 */
const OPCLASS = /^[A-Za-z_][A-Za-z0-9_$]{0,62}(\.[A-Za-z_][A-Za-z0-9_$]{0,62})?$/;

export const isOpclassName = (name: unknown): name is string =>
  typeof name === 'string' && OPCLASS.test(name);

/** A collation as the DDL writes it after COLLATE: `"C"`, `"en_US.utf8"`, `pg_catalog."default"`, `ucs_basic`. */
const COLLATION = /^(?:(?:"(?:[^"\0]|"")+"|[A-Za-z_][\w$]*)\.)?(?:"(?:[^"\0]|"")+"|[A-Za-z_][\w$]*)$/;

export const isCollationName = (name: unknown): name is string =>
  typeof name === 'string' && name.length <= 130 && COLLATION.test(name);

/** Each method as messages name it. */
export const INDEX_METHOD_LABELS: Record<IndexMethod, string> = {
  hash: 'HASH',
  gin: 'GIN',
  gist: 'GiST',
  spgist: 'SP-GiST',
  brin: 'BRIN',
  fulltext: '全文（FULLTEXT）',
  spatial: '空间（SPATIAL）',
};

const filled = (list: unknown) =>
  Array.isArray(list) && list.some((item) => item !== null && item !== undefined && item !== false);

/**
 * The method is one the DDL writes; what each database refuses for it is refused here: a unique index other than a
 * B-tree, a HASH, SP-GiST or SPATIAL index over several fields, an order (DESC) outside a B-tree, a full-text or
 * spatial index over prefixes, expressions or some rows, INCLUDE outside B-tree, GiST and SP-GiST.
 */
export function validateIndexMethod(
  index: Record<string, unknown>,
  indexPath: string,
  fieldNames: Set<string>,
  problems: Problems,
): void {
  const fields = Array.isArray(index.fields) ? index.fields : [];
  const method = index.method ?? null;
  if (method !== null && !(INDEX_METHODS as readonly unknown[]).includes(method)) {
    problems.add(
      `${indexPath}.method`,
      `索引方法「${String(method)}」不受支持，可选：${INDEX_METHODS.join('、')}；普通 B-tree 索引不填`,
    );
    return;
  }
  if (typeof method === 'string') {
    const label = INDEX_METHOD_LABELS[method as IndexMethod];
    if (index.unique === true)
      problems.add(
        `${indexPath}.unique`,
        `${label} 索引不能是唯一索引（数据库只对 B-tree 索引检查唯一性），请取消唯一或改为普通索引`,
      );
    if (index.primary === true)
      problems.add(`${indexPath}.method`, '主键索引只能是普通 B-tree 索引，请去掉索引方法');
    if (['hash', 'spgist', 'spatial'].includes(method) && fields.length > 1)
      problems.add(`${indexPath}.fields`, `${label} 索引只能包含一个字段，请拆成多个索引`);
    if (filled(index.descending))
      problems.add(`${indexPath}.descending`, `${label} 索引没有排序方向，不能设为降序（DESC）`);
    if (filled(index.nullsOrder))
      problems.add(`${indexPath}.nullsOrder`, `${label} 索引没有排序，不能指定 NULLS FIRST / NULLS LAST`);
    if (['fulltext', 'spatial'].includes(method)) {
      if (filled(index.prefixLengths))
        problems.add(`${indexPath}.prefixLengths`, `${label} 索引按整列建立，不能指定前缀长度`);
      if (filled(index.expressions))
        problems.add(`${indexPath}.expressions`, `${label} 索引只能按字段建立，不能含表达式`);
      if (index.where !== undefined && index.where !== null)
        problems.add(`${indexPath}.where`, `${label} 索引覆盖每一行，不能带部分索引的条件（WHERE）`);
    } else if (['gin', 'gist', 'spgist'].includes(method) && filled(index.prefixLengths))
      problems.add(
        `${indexPath}.prefixLengths`,
        `前缀长度是 MySQL 的写法，MySQL 不建 ${label} 索引，请去掉前缀长度（需要时用表达式）`,
      );
  }
  validateParts('opclasses', index, indexPath, fields, method, problems);
  validateParts('collations', index, indexPath, fields, method, problems);
  validateInclude(index, indexPath, fields, fieldNames, method, problems);
}

/** What an index's per-part list (`opclasses`, `collations`) may hold, and the Chinese problems of each rule. */
interface PartRules {
  /** Not one item per field. */
  shape: string;
  /** Set on a MySQL fulltext or spatial index. */
  mysql: string;
  /** Set on the primary index, when it may not be. */
  primary?: string;
  isName: (value: unknown) => boolean;
  badName: (value: string) => string;
}

const PART_RULES: Record<'opclasses' | 'collations', PartRules> = {
  opclasses: {
    shape: '运算符类必须与索引字段一一对应，默认的一项为 null',
    mysql: '全文和空间索引是 MySQL 的索引，没有运算符类，请去掉',
    isName: isOpclassName,
    badName: (opclass) =>
      `运算符类「${opclass}」只能是字母、数字和下划线组成的名称（可带模式名，如 public.gin_trgm_ops）`,
  },
  collations: {
    shape: '索引列的排序规则必须与索引字段一一对应，沿用列自身排序规则的一项为 null',
    mysql: '全文和空间索引是 MySQL 的索引，索引列没有自己的排序规则，请去掉',
    primary: '主键按列自身的排序规则建立，不能为主键列另指定排序规则',
    isName: isCollationName,
    badName: (collation) =>
      `排序规则「${collation}」应写作 PostgreSQL 的排序规则名，如 "C"、"en_US.utf8" 或 pg_catalog."default"`,
  },
};

/** Index.opclasses / Index.collations: one per field (null for the default), each a name; not on MySQL's methods. */
function validateParts(
  key: keyof typeof PART_RULES,
  index: Record<string, unknown>,
  indexPath: string,
  fields: unknown[],
  method: unknown,
  problems: Problems,
): void {
  const parts = index[key];
  if (parts === undefined || parts === null) return;
  const rules = PART_RULES[key];
  const at = `${indexPath}.${key}`;
  if (!Array.isArray(parts) || parts.length !== fields.length) {
    problems.add(at, rules.shape);
    return;
  }
  if ((method === 'fulltext' || method === 'spatial') && filled(parts)) {
    problems.add(at, rules.mysql);
    return;
  }
  if (rules.primary && index.primary === true && filled(parts)) {
    problems.add(at, rules.primary);
    return;
  }
  parts.forEach((part, i) => {
    if (part !== null && !rules.isName(part)) problems.add(`${at}[${i}]`, rules.badName(String(part)));
  });
}

function validateInclude(
  index: Record<string, unknown>,
  indexPath: string,
  fields: unknown[],
  fieldNames: Set<string>,
  method: unknown,
  problems: Problems,
): void {
  const include = index.include;
  if (include === undefined || include === null) return;
  if (!Array.isArray(include)) {
    problems.add(`${indexPath}.include`, 'INCLUDE 列必须是字段名的列表');
    return;
  }
  if (include.length > 0 && method !== null && method !== 'gist' && method !== 'spgist')
    problems.add(
      `${indexPath}.include`,
      `只有 B-tree、GiST 和 SP-GiST 索引能带 INCLUDE 列，${INDEX_METHOD_LABELS[method as IndexMethod] ?? String(method)} 索引不能，请去掉 INCLUDE 列`,
    );
  include.forEach((name, i) => {
    if (typeof name !== 'string' || !fieldNames.has(name))
      problems.add(`${indexPath}.include[${i}]`, `INCLUDE 列「${String(name)}」不是该实体的字段`);
    else if (fields.includes(name))
      problems.add(
        `${indexPath}.include[${i}]`,
        `「${name}」已是索引的键字段，不能同时是 INCLUDE 列，请从 INCLUDE 中去掉`,
      );
  });
  if (new Set(include).size !== include.length) problems.add(`${indexPath}.include`, 'INCLUDE 列不能重复');
}

/** MySQL's spatial types, as a field keeps them (sqlType.mysql). */
const SPATIAL_TYPE =
  /^(GEOMETRY|POINT|LINESTRING|POLYGON|MULTIPOINT|MULTILINESTRING|MULTIPOLYGON|GEOMETRYCOLLECTION|GEOMCOLLECTION)\b/i;

/** Whether a field's sqlType.mysql is one of MySQL's spatial types. */
export const isSpatialType = (mysqlType: unknown): boolean =>
  typeof mysqlType === 'string' && SPATIAL_TYPE.test(mysqlType.trim());

/**
 * What MySQL asks of the fields a full-text or spatial index covers: text for FULLTEXT (CHAR, VARCHAR, TEXT), a
 * spatial column that is NOT NULL for SPATIAL. A field changed after the import would make the DDL fail to load.
 */
export function validateMethodFields(
  index: Record<string, unknown>,
  indexPath: string,
  fieldOf: (name: unknown) => Record<string, unknown> | undefined,
  problems: Problems,
): void {
  if (index.method !== 'fulltext' && index.method !== 'spatial') return;
  const fields = Array.isArray(index.fields) ? index.fields : [];
  fields.forEach((name, i) => {
    const field = fieldOf(name);
    if (!field) return;
    const sqlType = (field.sqlType as { mysql?: unknown } | undefined)?.mysql;
    if (index.method === 'fulltext' && field.type !== 'string' && field.type !== 'text')
      problems.add(
        `${indexPath}.fields[${i}]`,
        `全文索引只能建在字符串或长文本字段上，「${String(name)}」不是`,
      );
    if (index.method === 'spatial' && !(typeof sqlType === 'string' && SPATIAL_TYPE.test(sqlType)))
      problems.add(
        `${indexPath}.fields[${i}]`,
        `空间索引只能建在 MySQL 的空间类型（GEOMETRY、POINT…）字段上，「${String(name)}」不是`,
      );
    else if (index.method === 'spatial' && field.required !== true && field.primaryKey !== true)
      problems.add(
        `${indexPath}.fields[${i}]`,
        `空间索引的字段「${String(name)}」必须是必填（MySQL 只为 NOT NULL 的列建空间索引）`,
      );
  });
}

/** `nullsNotDistinct` is `true` and only on a unique index that is not the primary key (whose fields are NOT NULL). */
export function validateNullsNotDistinct(
  index: Record<string, unknown>,
  indexPath: string,
  problems: Problems,
): void {
  const flag = index.nullsNotDistinct;
  if (flag === undefined || flag === null || flag === false) return;
  if (flag !== true) problems.add(`${indexPath}.nullsNotDistinct`, 'nullsNotDistinct 只能是 true 或不填');
  else if (index.unique !== true)
    problems.add(
      `${indexPath}.nullsNotDistinct`,
      'NULLS NOT DISTINCT 只对唯一索引有意义，请把索引设为唯一，或去掉 NULLS NOT DISTINCT',
    );
  else if (index.primary === true)
    problems.add(
      `${indexPath}.nullsNotDistinct`,
      '主键索引的字段都不能为空，不需要 NULLS NOT DISTINCT，请去掉它',
    );
}

/** `mysqlUsingHash` is `true` and only on a unique index that is not the primary key (MariaDB's hash unique key). */
export function validateMysqlUsingHash(
  index: Record<string, unknown>,
  indexPath: string,
  problems: Problems,
): void {
  const flag = index.mysqlUsingHash;
  if (flag === undefined || flag === null || flag === false) return;
  if (flag !== true) problems.add(`${indexPath}.mysqlUsingHash`, 'mysqlUsingHash 只能是 true 或不填');
  else if (index.unique !== true || index.primary === true)
    problems.add(
      `${indexPath}.mysqlUsingHash`,
      'USING HASH 只用于唯一索引（MariaDB 的哈希唯一键），主键和普通索引不能设置，请去掉它',
    );
}
