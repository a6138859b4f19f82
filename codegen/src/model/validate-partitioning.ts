// Entity.partitioning: the clause texts (written into the DDL as they are, so they must be one clause each) and
// the rules both databases enforce on a partitioned table, so an export never writes a script the database refuses.
import { IDENTIFIER, isRecord, MAX_SQL_IDENTIFIER, type Problems } from './problems';
import type { Entity, Partitioning } from './types';

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
  let defaults = 0;
  partitions.forEach((partition: unknown, i) => {
    const p = `${at}.partitions[${i}]`;
    if (!isRecord(partition)) {
      problems.add(p, '分区格式不正确');
      return;
    }
    const { name, bound } = partition;
    if (typeof name !== 'string' || !IDENTIFIER.test(name) || name.length > MAX_SQL_IDENTIFIER)
      problems.add(
        `${p}.name`,
        `分区名「${String(name ?? '')}」只能由字母、数字和下划线组成，不以数字开头，不超过 ${MAX_SQL_IDENTIFIER} 个字符`,
      );
    else if (names.has(name.toLowerCase())) problems.add(`${p}.name`, `分区名 ${name} 重复`);
    else names.add(name.toLowerCase());
    const rule = BOUNDS[dialect][method];
    if (
      typeof bound !== 'string' ||
      bound.length > MAX_PARTITION_BOUND ||
      !isOneClause(bound) ||
      !rule.pattern.test(bound.trim())
    ) {
      problems.add(
        `${p}.bound`,
        `${method} 分区的取值范围应写作 ${rule.example}，不超过 ${MAX_PARTITION_BOUND} 个字符，括号和引号成对，且不能包含分号或注释`,
      );
      return;
    }
    if (/^DEFAULT$/i.test(bound.trim()) && ++defaults === 2)
      problems.add(`${p}.bound`, '一个分区表只能有一个默认分区（DEFAULT）');
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
  const columns = partitionColumns(partitioning, [...columnOf.values()]);
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
  if (partitioning.dialect === 'postgresql' && !plainKey(partitioning) && (!virtualKey || uniqueKeys))
    out.push({
      path: 'partitioning.by',
      message: virtualKey
        ? `PostgreSQL 不允许按表达式分区（${partitioning.by}）的表有唯一约束：请改为按列分区，或去掉唯一约束`
        : `PostgreSQL 不允许按表达式分区（${partitioning.by}）的表有主键或唯一约束，而实体必须有主键：请改为按列分区`,
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
