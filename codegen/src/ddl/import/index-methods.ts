// An imported index's method, operator classes, INCLUDE columns and NULLS NOT DISTINCT, with what the other dialect
// makes of them.
import type { Field, Index } from '../../model/types';
import { INDEX_METHOD_LABELS, isCollationName, isOpclassName } from '../../model/validate-index-method';

import { unquote } from './ast';
import { findColumn } from './definitions';
import type { RawKey, RawSchema, RawTable } from './raw';
import { mask } from './table-text';

/** What the export to the dialect the index was not written in makes of its method. */
function otherDialectNote(method: NonNullable<Index['method']>): string {
  switch (method) {
    case 'hash':
      return 'HASH 索引导出到 MySQL 时建为普通 B-tree 索引（InnoDB 没有哈希索引），查询结果不变';
    case 'brin':
      return 'BRIN 索引导出到 MySQL 时建为普通 B-tree 索引（MySQL 没有 BRIN 索引），查询结果不变，索引更大';
    case 'fulltext':
      return "全文索引导出到 PostgreSQL 时建为 GIN 表达式索引 to_tsvector('simple', 列)：查询要改写为 to_tsvector('simple', 列) @@ 查询条件才用得上它，分词规则与 MySQL 不同";
    case 'spatial':
      return '空间索引导出到 PostgreSQL 时略去：没有 PostGIS，空间列按 TEXT 导出，不能建立空间索引';
    default:
      return `${INDEX_METHOD_LABELS[method]} 索引导出到 MySQL 时略去：MySQL 没有这种索引（它所加速的 JSON、数组、范围或全文查询在 MySQL 中另有写法），脚本中以注释说明`;
  }
}

/**
 * The index's `method`, `opclasses` and `include` for the model (include by field name, without the key's own
 * fields), listing what the other dialect writes otherwise.
 */
export function indexMethodParts(
  key: RawKey,
  byColumn: Map<string, Field>,
  statement: string,
  line: number,
  schema: RawSchema,
): Pick<Index, 'method' | 'opclasses' | 'collations' | 'include'> {
  const note = (reason: string) => schema.approximations.push({ statement, line, reason });
  const parts: Pick<Index, 'method' | 'opclasses' | 'collations' | 'include'> = {};
  if (key.method) {
    parts.method = key.method;
    note(otherDialectNote(key.method));
  }
  // The index is kept either way: an operator class the model cannot name is an approximation, not a loss of it.
  if (key.opclasses?.some((o) => o !== null && !isOpclassName(o)))
    note(
      `运算符类（${key.opclasses.filter((o) => o !== null).join('、')}）的名称不是普通标识符，模型无法保存，索引按默认运算符类导入`,
    );
  else if (key.opclasses?.some((o) => o !== null)) {
    parts.opclasses = key.opclasses;
    note(
      `索引的运算符类（${key.opclasses.filter((o) => o !== null).join('、')}）导出到 MySQL 时不写（MySQL 没有运算符类）`,
    );
  }
  const collations = key.collations?.filter((c) => c !== null) ?? [];
  if (collations.some((c) => !isCollationName(c)))
    note(`索引列的排序规则（${collations.join('、')}）的名称模型无法保存：导出后按列自身的排序规则建立索引`);
  else if (collations.length > 0) {
    parts.collations = key.collations;
    note(
      `索引列的排序规则（${collations.join('、')}）导出到 MySQL 时不写（MySQL 的索引列没有自己的排序规则）`,
    );
  }
  const keyColumns = new Set(key.columns.map((c) => c.toLowerCase()));
  const include = (key.include ?? [])
    .filter((c) => !keyColumns.has(c.toLowerCase()))
    .map((c) => byColumn.get(c.toLowerCase())?.name);
  if (include.some((f) => f === undefined)) note('INCLUDE 中有未导入为字段的列，导出时不包含它们');
  const fields = include.filter((f): f is string => f !== undefined);
  if (fields.length > 0) {
    parts.include = fields;
    note(
      `覆盖索引的 INCLUDE 列（${key.include!.join('、')}）导出到 MySQL 时不写（MySQL 没有 INCLUDE），索引只含键列`,
    );
  }
  return parts;
}

/** A PRIMARY KEY or UNIQUE constraint's `INCLUDE (…)`: the key's columns and the included ones, as written. */
export interface KeyInclude {
  primary: boolean;
  columns: string[];
  include: string[];
}

const NAME_LIST = String.raw`\(((?:[^()"]|"(?:[^"]|"")*")*)\)`;
const KEY_INCLUDE = new RegExp(
  String.raw`\b(UNIQUE|PRIMARY\s+KEY)\s*${NAME_LIST}\s*INCLUDE\s*${NAME_LIST}`,
  'gi',
);

const names = (list: string) =>
  list
    .split(/,(?=(?:[^"]|"[^"]*")*$)/)
    .map((name) => unquote(name.trim()))
    .filter(Boolean);

/**
 * PostgreSQL's `UNIQUE (a) INCLUDE (b)` / `PRIMARY KEY (a) INCLUDE (b)` constraints, which the parser refuses: the
 * text without INCLUDE, and what each constraint included (see applyKeyIncludes).
 */
export function takeKeyIncludes(text: string): { text: string; includes: KeyInclude[] } {
  const includes: KeyInclude[] = [];
  const rest = text.replace(KEY_INCLUDE, (_all, kind: string, columns: string, include: string) => {
    includes.push({ primary: /^PRIMARY/i.test(kind), columns: names(columns), include: names(include) });
    return `${kind} (${columns})`;
  });
  return { text: rest, includes };
}

/** Puts each constraint's INCLUDE columns on the unique key read from it; the model's primary key keeps none. */
export function applyKeyIncludes(
  t: RawTable,
  includes: KeyInclude[],
  statement: string,
  line: number,
  schema: RawSchema,
): void {
  const signature = (columns: string[]) => columns.map((c) => c.toLowerCase()).join(',');
  for (const { primary, columns, include } of includes) {
    const found = include.map((name) => findColumn(t, name)?.name).filter((c): c is string => !!c);
    if (primary) {
      schema.approximations.push({
        statement,
        line,
        reason: `模型的主键不记录 INCLUDE 列（${include.join('、')}）：导出后主键只含键列，按这些列的查询不再只读索引`,
      });
      continue;
    }
    const key = t.uniques.find((u) => !u.include && signature(u.columns) === signature(columns));
    if (key && found.length > 0) key.include = found;
  }
}

/**
 * A unique key written `NULLS NOT DISTINCT`: its columns as written (one, the column's own, for a column's UNIQUE;
 * none for a CREATE INDEX, whose key is the index's own).
 */
export type NullsNotDistinct = string[];

/** A constraint's `UNIQUE NULLS [NOT] DISTINCT`, or a CREATE INDEX's `(…) NULLS [NOT] DISTINCT` after its parts. */
const NULLS_TREATMENT = /\bUNIQUE\s+NULLS\s+(NOT\s+)?DISTINCT\b|(?<=\))\s*NULLS\s+(NOT\s+)?DISTINCT\b/gi;

/**
 * PostgreSQL 15's `UNIQUE NULLS [NOT] DISTINCT` (CREATE INDEX: `(…) NULLS [NOT] DISTINCT`), which the parser
 * refuses: the text with plain UNIQUE (the index's clause taken off), and the keys that treat NULLs as equal (see
 * applyNullsNotDistinct). A column's UNIQUE is recorded only when `column` names it; otherwise it is left as written.
 */
export function takeNullsNotDistinct(
  text: string,
  column?: string,
): { text: string; keys: NullsNotDistinct[] } {
  const keys: NullsNotDistinct[] = [];
  let out = '';
  let last = 0;
  for (const match of mask(text).matchAll(NULLS_TREATMENT)) {
    if (!/^UNIQUE/i.test(match[0])) {
      if (match[2]) keys.push([]);
      out += text.slice(last, match.index);
      last = match.index + match[0].length;
      continue;
    }
    const after = text.slice(match.index + match[0].length);
    const list = new RegExp(String.raw`^\s*${NAME_LIST}`).exec(after);
    if (match[1] && !list && column === undefined) continue;
    if (match[1]) keys.push(list ? names(list[1]) : [unquote(column!)]);
    out += `${text.slice(last, match.index)}UNIQUE`;
    last = match.index + match[0].length;
  }
  return { text: out + text.slice(last), keys };
}

/**
 * Marks each key read from a `NULLS NOT DISTINCT` constraint; a column's own UNIQUE, which the parser made the
 * column's unique flag, becomes a one-column unique key (a unique field cannot say how it treats NULLs).
 */
export function applyNullsNotDistinct(t: RawTable, keys: NullsNotDistinct[]): void {
  const signature = (columns: string[]) => columns.map((c) => c.toLowerCase()).join(',');
  for (const columns of keys) {
    const key = t.uniques.find((u) => !u.nullsNotDistinct && signature(u.columns) === signature(columns));
    if (key) {
      key.nullsNotDistinct = true;
      continue;
    }
    const column = columns.length === 1 ? findColumn(t, columns[0]) : undefined;
    if (!column?.unique) continue;
    column.unique = false;
    t.uniques.push({ columns: [column.name], nullsNotDistinct: true });
  }
}
