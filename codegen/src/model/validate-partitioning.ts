// Entity.partitioning: the clause texts (written into the DDL as they are, so they must be one clause each) and
// the rules both databases enforce on a partitioned table, so an export never writes a script the database refuses.
import { isRecord, type Problems } from './problems';
import type { Entity, Partitioning } from './types';
import { sqlNameProblem } from './validate-field';

export const MAX_PARTITION_BY = 500;
export const MAX_PARTITION_BOUND = 2000;
/** MySQL allows 8192 partitions; a model keeps far fewer. */
export const MAX_PARTITIONS = 1024;

const METHOD: Record<Partitioning['dialect'], RegExp> = {
  postgresql: /^(RANGE|LIST|HASH)\s*\(/i,
  mysql: /^(?:LINEAR\s+)?(RANGE|LIST|HASH|KEY)(?:\s+COLUMNS)?\s*(?:ALGORITHM\s*=\s*[12]\s*)?\(/i,
};

/** The method of a `by` text (RANGE, LIST, HASH, KEY), upper-case; undefined when it has none. */
export function partitionMethod(by: string, dialect: Partitioning['dialect']): string | undefined {
  return METHOD[dialect].exec(by.trim())?.[1]?.toUpperCase();
}

/** True when `text` is one clause: parentheses balanced, no `;` or comment outside its quoted parts. */
export function isOneClause(text: string): boolean {
  const outside = text.replace(/'(?:[^'\\]|\\.|'')*'|"(?:[^"]|"")*"|`[^`]*`/g, "''");
  if (/['"`]/.test(outside.replace(/''/g, '')) || /;|--|#|\/\*|\*\//.test(outside)) return false;
  let depth = 0;
  for (const ch of outside) {
    if (ch === '(') depth += 1;
    else if (ch === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** A `by` text the DDL of its dialect can write after PARTITION BY. */
export function isPartitionBy(by: unknown, dialect: Partitioning['dialect']): by is string {
  return (
    typeof by === 'string' &&
    by.length <= MAX_PARTITION_BY &&
    partitionMethod(by, dialect) !== undefined &&
    /\)\s*$/.test(by) &&
    isOneClause(by)
  );
}

const BOUNDS: Record<Partitioning['dialect'], Record<string, { pattern: RegExp; example: string }>> = {
  postgresql: {
    LIST: { pattern: /^(FOR\s+VALUES\s+IN\s*\(|DEFAULT\s*$)/i, example: "FOR VALUES IN ('a') 或 DEFAULT" },
    RANGE: {
      pattern: /^(FOR\s+VALUES\s+FROM\s*\(|DEFAULT\s*$)/i,
      example: "FOR VALUES FROM ('2024-01-01') TO ('2025-01-01') 或 DEFAULT",
    },
    HASH: { pattern: /^FOR\s+VALUES\s+WITH\s*\(/i, example: 'FOR VALUES WITH (MODULUS 4, REMAINDER 0)' },
  },
  mysql: {
    RANGE: {
      pattern: /^VALUES\s+LESS\s+THAN\s*(\(|MAXVALUE\s*$)/i,
      example: 'VALUES LESS THAN (2020) 或 VALUES LESS THAN MAXVALUE',
    },
    LIST: { pattern: /^VALUES\s+IN\s*\(/i, example: 'VALUES IN (1, 2)' },
    HASH: { pattern: /^$/, example: '空（HASH 分区没有取值范围）' },
    KEY: { pattern: /^$/, example: '空（KEY 分区没有取值范围）' },
  },
};

/** Shape and text of entity.partitioning; the rules that need the other fields come in partitionRuleProblems. */
export function validatePartitioning(
  entity: Record<string, unknown>,
  path: string,
  problems: Problems,
): void {
  const partitioning = entity.partitioning;
  if (partitioning === undefined || partitioning === null) return;
  const at = `${path}.partitioning`;
  if (!isRecord(partitioning)) {
    problems.add(at, '分区设置格式不正确');
    return;
  }
  const dialect = partitioning.dialect;
  if (dialect !== 'mysql' && dialect !== 'postgresql') {
    problems.add(`${at}.dialect`, '分区设置的方言只能是 mysql 或 postgresql');
    return;
  }
  if (!isPartitionBy(partitioning.by, dialect)) {
    problems.add(
      `${at}.by`,
      `分区方式必须形如 ${dialect === 'mysql' ? 'RANGE (YEAR(created_at))、LIST (status)、HASH (id) 或 KEY (id)' : 'LIST (name)、RANGE (created_at) 或 HASH (id)'}，不超过 ${MAX_PARTITION_BY} 个字符，括号和引号成对，且不能包含分号或注释`,
    );
    return;
  }
  const method = partitionMethod(partitioning.by, dialect)!;
  const count = partitioning.count;
  if (count !== undefined && count !== null) {
    if (dialect !== 'mysql' || (method !== 'HASH' && method !== 'KEY'))
      problems.add(`${at}.count`, '分区数（PARTITIONS n）只用于 MySQL 的 HASH / KEY 分区');
    else if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_PARTITIONS)
      problems.add(`${at}.count`, `分区数必须是 1 到 ${MAX_PARTITIONS} 之间的整数`);
    else if (Array.isArray(partitioning.partitions) && partitioning.partitions.length > 0)
      problems.add(`${at}.count`, '已逐个列出分区时不再填写分区数');
  }
  validateSubpartitioning(partitioning, dialect, method, at, problems);
  const partitions = partitioning.partitions;
  if (partitions === undefined || partitions === null) {
    if (dialect === 'mysql' && (method === 'RANGE' || method === 'LIST'))
      problems.add(`${at}.partitions`, `MySQL 的 ${method} 分区必须至少列出一个分区`);
    return;
  }
  if (!Array.isArray(partitions) || partitions.length > MAX_PARTITIONS) {
    problems.add(`${at}.partitions`, `分区列表格式不正确（最多 ${MAX_PARTITIONS} 个分区）`);
    return;
  }
  if (partitions.length === 0 && dialect === 'mysql' && (method === 'RANGE' || method === 'LIST'))
    problems.add(`${at}.partitions`, `MySQL 的 ${method} 分区必须至少列出一个分区`);
  const names = new Set<string>();
  // The method each partition's bound follows: the table's, or that of the partition it is a partition of.
  const methods = new Map<string, string>();
  const defaults = new Set<string>();
  partitions.forEach((partition: unknown, i) => {
    const p = `${at}.partitions[${i}]`;
    if (!isRecord(partition)) {
      problems.add(p, '分区格式不正确');
      return;
    }
    const { name, bound, of } = partition;
    const nameProblem = partitionNameProblem(name, '分区名', dialect);
    if (nameProblem !== null) problems.add(`${p}.name`, nameProblem);
    else if (names.has(String(name).toLowerCase())) problems.add(`${p}.name`, `分区名 ${String(name)} 重复`);
    else names.add(String(name).toLowerCase());
    validateSubpartitions(partition, dialect, partitioning, names, p, problems);
    validatePartitionIndexes(partition.indexes, dialect, `${p}.indexes`, problems);
    if (of !== undefined && (dialect !== 'postgresql' || typeof of !== 'string' || !methods.has(of))) {
      problems.add(
        `${p}.of`,
        dialect === 'postgresql'
          ? `分区所属的上级分区「${String(of)}」必须是列在它前面、并且自己设置了分区方式的分区`
          : 'MySQL 的多级分区用 SUBPARTITION BY 表示，分区不能指定上级分区',
      );
      return;
    }
    if (partition.by !== undefined) {
      if (dialect !== 'postgresql' || !isPartitionBy(partition.by, dialect))
        problems.add(
          `${p}.by`,
          dialect === 'postgresql'
            ? `分区自己的分区方式必须形如 LIST (name)、RANGE (created_at) 或 HASH (id)，不超过 ${MAX_PARTITION_BY} 个字符，括号和引号成对，且不能包含分号或注释`
            : 'MySQL 的多级分区用 SUBPARTITION BY 表示，分区不能有自己的分区方式',
        );
      else if (typeof name === 'string') methods.set(name, partitionMethod(partition.by, dialect)!);
    }
    const parentMethod = typeof of === 'string' ? methods.get(of)! : method;
    const rule = BOUNDS[dialect][parentMethod];
    if (
      typeof bound !== 'string' ||
      bound.length > MAX_PARTITION_BOUND ||
      !isOneClause(bound) ||
      !rule.pattern.test(bound.trim())
    ) {
      problems.add(
        `${p}.bound`,
        `${parentMethod} 分区的取值范围应写作 ${rule.example}，不超过 ${MAX_PARTITION_BOUND} 个字符，括号和引号成对，且不能包含分号或注释`,
      );
      return;
    }
    const level = typeof of === 'string' ? of : '';
    if (!/^DEFAULT$/i.test(bound.trim())) return;
    if (defaults.has(level)) problems.add(`${p}.bound`, '一个分区表（或分区）只能有一个默认分区（DEFAULT）');
    defaults.add(level);
  });
  const listing = partitions.filter((one) => isRecord(one) && Array.isArray(one.subpartitions));
  if (
    listing.length > 0 &&
    (listing.length < partitions.length ||
      new Set(listing.map((one) => (one as { subpartitions: unknown[] }).subpartitions.length)).size > 1)
  )
    problems.add(
      `${at}.partitions`,
      'MySQL 要求：列出子分区（SUBPARTITION）时，每个分区都要列出，且个数相同',
    );
}

/** What is wrong with a partition's (or its index's) name, as with a table's: the DDL writes it quoted (sql_name). */
const partitionNameProblem = (name: unknown, what: string, dialect: string): string | null =>
  sqlNameProblem(name, what, dialect === 'mysql' ? 'MYSQL' : 'POSTGRESQL');

/** `SUBPARTITION BY [LINEAR] HASH (…) | KEY (…)`, as MySQL takes it after the keywords. */
const SUBPARTITION_METHOD = /^(?:LINEAR\s+)?(?:HASH|KEY)\s*(?:ALGORITHM\s*=\s*[12]\s*)?\(/i;

/** MySQL's second level: SUBPARTITION BY and SUBPARTITIONS n of a RANGE / LIST partitioning. */
function validateSubpartitioning(
  partitioning: Record<string, unknown>,
  dialect: Partitioning['dialect'],
  method: string,
  at: string,
  problems: Problems,
): void {
  const { subpartitionBy: by, subpartitionCount: count } = partitioning;
  if (by !== undefined && by !== null) {
    if (dialect !== 'mysql' || (method !== 'RANGE' && method !== 'LIST'))
      problems.add(
        `${at}.subpartitionBy`,
        dialect === 'mysql'
          ? 'MySQL 只有 RANGE / LIST 分区可以再分子分区（SUBPARTITION BY）'
          : 'PostgreSQL 的多级分区写在分区自己的分区方式里，不用 SUBPARTITION BY',
      );
    else if (
      typeof by !== 'string' ||
      by.length > MAX_PARTITION_BY ||
      !SUBPARTITION_METHOD.test(by.trim()) ||
      !/\)\s*$/.test(by) ||
      !isOneClause(by)
    )
      problems.add(
        `${at}.subpartitionBy`,
        `子分区方式必须形如 HASH (TO_DAYS(created_at)) 或 KEY (id)，不超过 ${MAX_PARTITION_BY} 个字符，括号和引号成对，且不能包含分号或注释`,
      );
  }
  if (count === undefined || count === null) return;
  if (by === undefined || by === null)
    problems.add(`${at}.subpartitionCount`, '子分区数（SUBPARTITIONS n）只用于设置了子分区方式的 MySQL 分区');
  else if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_PARTITIONS)
    problems.add(`${at}.subpartitionCount`, `子分区数必须是 1 到 ${MAX_PARTITIONS} 之间的整数`);
}

/** A PostgreSQL partition's own indexes: a name the DDL can quote, and one clause to write after the partition. */
function validatePartitionIndexes(indexes: unknown, dialect: string, at: string, problems: Problems): void {
  if (indexes === undefined) return;
  if (dialect !== 'postgresql' || !Array.isArray(indexes) || indexes.length > MAX_PARTITIONS) {
    problems.add(at, '只有 PostgreSQL 的分区能有自己的索引，格式为索引列表');
    return;
  }
  indexes.forEach((index: unknown, i) => {
    if (!isRecord(index)) {
      problems.add(`${at}[${i}]`, '分区索引格式不正确');
      return;
    }
    const nameProblem =
      index.name === undefined ? null : partitionNameProblem(index.name, '分区索引名', dialect);
    if (nameProblem !== null) problems.add(`${at}[${i}].name`, nameProblem);
    if (index.unique !== undefined && typeof index.unique !== 'boolean')
      problems.add(`${at}[${i}].unique`, 'unique 只能是 true 或 false');
    const { definition } = index;
    if (
      typeof definition !== 'string' ||
      !/^(?:USING\s+\w+\s*)?\(/i.test(definition.trim()) ||
      !isOneClause(definition)
    )
      problems.add(
        `${at}[${i}].definition`,
        '分区索引的定义须是 CREATE INDEX … ON 分区 之后的一段（如 USING btree (created_at)），括号成对，不含分号和注释',
      );
  });
}

/** A MySQL partition's listed subpartitions: names unique among all partitions and subpartitions of the table. */
function validateSubpartitions(
  partition: Record<string, unknown>,
  dialect: Partitioning['dialect'],
  partitioning: Record<string, unknown>,
  names: Set<string>,
  p: string,
  problems: Problems,
): void {
  const subs = partition.subpartitions;
  if (subs === undefined || subs === null) return;
  if (dialect !== 'mysql' || partitioning.subpartitionBy == null) {
    problems.add(`${p}.subpartitions`, '只有设置了子分区方式（SUBPARTITION BY）的 MySQL 分区才能列出子分区');
    return;
  }
  if (!Array.isArray(subs) || subs.length === 0 || subs.length > MAX_PARTITIONS) {
    problems.add(`${p}.subpartitions`, `子分区列表格式不正确（1 到 ${MAX_PARTITIONS} 个子分区）`);
    return;
  }
  subs.forEach((sub: unknown, k) => {
    const nameProblem = partitionNameProblem(sub, '子分区名', dialect);
    if (nameProblem !== null) problems.add(`${p}.subpartitions[${k}]`, nameProblem);
    else if (names.has(String(sub).toLowerCase()))
      problems.add(`${p}.subpartitions[${k}]`, `分区名 ${String(sub)} 重复`);
    else names.add(String(sub).toLowerCase());
  });
}

const KEYWORDS =
  /^(RANGE|LIST|HASH|KEY|LINEAR|COLUMNS|ALGORITHM|COLLATE|AND|OR|NOT|NULL|TRUE|FALSE|INTERVAL|DAY|MONTH|YEAR|HOUR|MINUTE|SECOND|AS|TEXT|INTEGER|INT|DATE|TIMESTAMP|VARCHAR|BIGINT)$/i;

/** The key list of a `by` text: what is inside its first parentheses. */
function keyList(by: string): string {
  const open = by.indexOf('(');
  const close = by.lastIndexOf(')');
  return open < 0 || close < open ? '' : by.slice(open + 1, close);
}

/**
 * Lower-case column names a `by` text reads, among the entity's columns (a function name or keyword is not one).
 * MySQL `KEY ()` reads the primary key.
 */
export function partitionColumns(partitioning: Partitioning, columns: string[]): string[] {
  const list = keyList(partitioning.by);
  if (list.trim() === '' && partitioning.dialect === 'mysql') return [];
  const known = new Set(columns.map((c) => c.toLowerCase()));
  const found = new Set<string>();
  const bare = list.replace(/'(?:[^'\\]|\\.|'')*'/g, "''");
  for (const m of bare.matchAll(/"([^"]+)"|`([^`]+)`|\b([A-Za-z_][\w$]*)\b(?!\s*\()/g)) {
    const name = (m[1] ?? m[2] ?? m[3]).toLowerCase();
    if (m[3] && KEYWORDS.test(m[3]) && !known.has(name)) continue;
    if (known.has(name)) found.add(name);
  }
  return [...found];
}

/** Whether each part of the key list is a column by itself (PostgreSQL can key such a table only then). */
function plainKey(partitioning: Partitioning): boolean {
  return keyList(partitioning.by)
    .split(',')
    .every((part) => /^\s*("[^"]+"|[A-Za-z_][\w$]*)(\s+[A-Za-z_][\w$]*)?\s*$/.test(part));
}

/**
 * What the entity's partitioning breaks of its database's rules, in Chinese, with the path under the entity:
 * every key must include the partition columns, PostgreSQL keys no table partitioned by an expression, and a MySQL
 * partitioned table takes part in no foreign key. `entities` (all of the model) finds the relations to it.
 */
export function partitionRuleProblems(
  entity: Entity,
  entities: Entity[],
): { path: string; message: string }[] {
  const partitioning = entity.partitioning;
  if (!partitioning || !isPartitionBy(partitioning.by, partitioning.dialect)) return [];
  const out: { path: string; message: string }[] = [];
  const db = partitioning.dialect === 'mysql' ? 'MySQL' : 'PostgreSQL';
  const columnOf = new Map(entity.fields.map((f) => [f.name, f.column.toLowerCase()]));
  // Every level's key: a PostgreSQL partition partitioned in turn and MySQL's subpartitions bind the keys too.
  const levels = [
    partitioning,
    ...[partitioning.subpartitionBy, ...(partitioning.partitions ?? []).map((p) => p.by)]
      .filter((by): by is string => typeof by === 'string')
      .map((by) => ({ ...partitioning, by })),
  ];
  const columns = [...new Set(levels.flatMap((level) => partitionColumns(level, [...columnOf.values()])))];
  const listed = keyList(partitioning.by).trim() !== '';
  if (listed && columns.length === 0)
    out.push({
      path: 'partitioning.by',
      message: `分区方式 ${partitioning.by} 没有用到本表的任何列`,
    });
  // A virtual key is no constraint of the table: only its unique keys count then.
  const virtualKey = entity.virtualPrimaryKey === true;
  const uniqueKeys =
    entity.fields.some((f) => f.unique) || (entity.indexes ?? []).some((index) => index.unique);
  const expression = levels.find((level) => !plainKey(level));
  if (partitioning.dialect === 'postgresql' && expression && (!virtualKey || uniqueKeys))
    out.push({
      path: 'partitioning.by',
      message: virtualKey
        ? `PostgreSQL 不允许按表达式分区（${expression.by}）的表有唯一约束：请改为按列分区，或去掉唯一约束`
        : `PostgreSQL 不允许按表达式分区（${expression.by}）的表有主键或唯一约束，而实体必须有主键：请改为按列分区`,
    });
  const missing = (keyColumns: string[]) => columns.filter((c) => !keyColumns.includes(c));
  const primary = entity.fields.filter((f) => f.primaryKey).map((f) => f.column.toLowerCase());
  const lacking = virtualKey ? [] : missing(primary);
  if (lacking.length > 0)
    out.push({
      path: 'fields',
      message: `${db} 要求分区表的主键包含全部分区列：主键缺少 ${lacking.join('、')}`,
    });
  entity.fields.forEach((f, i) => {
    if (!f.unique || (f.primaryKey && !virtualKey)) return;
    const lack = missing([f.column.toLowerCase()]);
    if (lack.length > 0)
      out.push({
        path: `fields[${i}].unique`,
        message: `${db} 要求分区表的唯一约束包含全部分区列：字段 ${f.name} 的唯一约束缺少 ${lack.join('、')}`,
      });
  });
  (entity.indexes ?? []).forEach((index, i) => {
    if (!index.unique) return;
    // A prefix or an expression does not count as the column (MySQL and PostgreSQL both say so).
    const whole = index.fields
      .filter((_, k) => index.prefixLengths?.[k] == null && index.expressions?.[k] == null)
      .map((name) => columnOf.get(name) ?? '');
    // MySQL writes a partial unique index as a plain one (it has no partial index): no rule then.
    if (partitioning.dialect === 'mysql' && index.where) return;
    const lack = missing(whole);
    if (lack.length > 0)
      out.push({
        path: `indexes[${i}]`,
        message: `${db} 要求分区表的唯一索引包含全部分区列（整列，不是前缀或表达式）：唯一索引 ${index.name} 缺少 ${lack.join('、')}`,
      });
  });
  if (partitioning.dialect === 'mysql') {
    const related = entities.flatMap((other) =>
      (other.relations ?? [])
        .filter((r) => other === entity || r.target === entity.className)
        .map((r) => `${other.className}.${r.name}`),
    );
    if (related.length > 0)
      out.push({
        path: 'partitioning',
        message: `MySQL（InnoDB）的分区表不能有外键，也不能被外键引用：关系 ${related.join('、')} 需要外键，请删除这些关系或取消分区`,
      });
  }
  return out;
}

/** The model-wide partitioning rules: key and foreign-key rules per entity, partition table names unique. */
export function checkPartitioning(entities: Entity[], prefix: string, problems: Problems): void {
  const tables = new Map<string, string>();
  entities.forEach((e, i) =>
    tables.set((e.sqlTableName ?? `${prefix}${e.tableName}`).toLowerCase(), `entities[${i}]`),
  );
  entities.forEach((entity, ei) => {
    for (const { path, message } of partitionRuleProblems(entity, entities))
      problems.add(`entities[${ei}].${path}`, message);
    if (entity.partitioning?.dialect !== 'postgresql') return;
    (entity.partitioning.partitions ?? []).forEach((p, pi) => {
      if (typeof p?.name !== 'string') return;
      const key = p.name.toLowerCase();
      if (tables.has(key))
        problems.add(
          `entities[${ei}].partitioning.partitions[${pi}].name`,
          `分区表名 ${p.name} 与其他表重名（PostgreSQL 的分区是一张单独的表）`,
        );
      else tables.set(key, `entities[${ei}]`);
    });
  });
}
