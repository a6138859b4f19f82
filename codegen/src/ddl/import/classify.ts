// Decides from its leading keywords what a statement is, so unusable ones are skipped without parsing.
import { ACCOUNT_PART } from './split';

export type StatementKind =
  | 'create-table'
  | 'create-partition'
  | 'create-index'
  | 'create-enum'
  | 'create-domain'
  | 'create-composite'
  | 'alter-table'
  | 'rename-table'
  | 'create-like'
  | 'comment-on';

export type Classification = { kind: StatementKind } | { kind: 'skip'; reason: string };

/** MySQL's `CREATE [DEFINER = account] EVENT`, `ALTER [DEFINER = account] EVENT`. */
const EVENT_HEAD = new RegExp(
  String.raw`^(CREATE|ALTER) (DEFINER ?= ?${ACCOUNT_PART}(?: ?@ ?${ACCOUNT_PART})? )?EVENT\b`,
);

const SKIP_RULES: [RegExp, string][] = [
  [/^SET\b/, 'SET 语句只影响会话设置，与数据模型无关'],
  [/^DROP\b/, 'DROP 语句用于删除对象，导入时忽略'],
  [
    /^\\?COPY [^;]* FROM STDIN\b/,
    '数据操作语句不包含表结构，已忽略：COPY … FROM stdin 之后到 \\. 一行为止的数据行也一并忽略',
  ],
  [/^(INSERT|REPLACE|UPDATE|DELETE|TRUNCATE|COPY|LOAD)\b/, '数据操作语句不包含表结构，已忽略'],
  [/^(LOCK|UNLOCK)\b/, '锁表语句与表结构无关，已忽略'],
  [/^(SELECT|WITH|VALUES|SHOW|EXPLAIN|DESCRIBE|DESC)\b/, '查询语句不包含表结构，已忽略'],
  [/^(BEGIN|START|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/, '事务控制语句与表结构无关，已忽略'],
  [/^CREATE SCHEMA\b/, '建模式（库）的语句本身无需导入：PostgreSQL 的表记录自己所在的模式，建表脚本按需创建'],
  [/^USE\b/, '数据库切换语句与数据模型无关，已忽略'],
  [
    /^(CREATE DATABASE|ALTER (DATABASE|SCHEMA))\b/,
    '建库语句或修改数据库、模式属性（所有者、默认设置等）的语句不涉及表结构，与数据模型无关，已忽略',
  ],
  [/^(GRANT|REVOKE)\b/, '权限语句与数据模型无关，已忽略'],
  [
    /^CREATE (OR REPLACE )?((ALGORITHM ?= ?\S+|DEFINER ?= ?\S+|SQL SECURITY \S+) )*(MATERIALIZED )?VIEW\b/,
    '视图不是数据表，暂不导入',
  ],
  // A trigger the import reads is kept on its table (see triggers.ts): this one's name or table could not be read.
  [
    /^CREATE (OR REPLACE )?(DEFINER\S*\s+)?(CONSTRAINT )?TRIGGER\b/,
    '无法读取该触发器的名称、时机或所在的表，已忽略；导出的脚本需另行创建它',
  ],
  [
    /^CREATE (OR REPLACE )?RULE\b/,
    '规则（CREATE RULE）在执行时改写对表的查询，不属于数据模型，未导入；导出的脚本不含该规则，需要时请在数据库中另行创建',
  ],
  [
    /^(CREATE|ALTER) EVENT TRIGGER\b/,
    '事件触发器（EVENT TRIGGER）在数据库执行 DDL 命令时触发，作用于整个数据库而不是某个表，不属于数据模型，未导入；需要时请在数据库中另行创建',
  ],
  [
    /^CREATE OPERATOR\b/,
    '自定义运算符（CREATE OPERATOR，含运算符类和族）不属于数据模型，未导入；导出的脚本若有索引或约束用到它，请先在数据库中创建它',
  ],
  [
    /^CREATE FOREIGN TABLE\b/,
    '外部表（FOREIGN TABLE）的数据在另一台服务器上，不是本库的数据表，该表及其列未导入；需要在模型中保留时，请把它改写为普通的 CREATE TABLE 后再导入',
  ],
  [
    /^CREATE (SERVER|FOREIGN DATA WRAPPER|USER MAPPING)\b/,
    '外部服务器、外部数据包装器和用户映射是访问外部数据源的连接配置，不属于数据模型，已忽略',
  ],
  [
    /^CREATE COLLATION\b/,
    '自定义的 COLLATION（字符串的比较与排序方式）不属于数据模型，未导入；用到它的列导出后使用数据库默认的方式（见该列的说明）',
  ],
  [
    /^CREATE TEXT SEARCH\b/,
    '全文检索的配置、词典、解析器或模板（CREATE TEXT SEARCH …）不属于数据模型，未导入；导出的脚本若有索引用到它，请先在数据库中创建',
  ],
  [
    /^ALTER (OPERATOR|FOREIGN|SERVER|USER MAPPING|COLLATION|TEXT SEARCH|RULE|AGGREGATE)\b/,
    '该 ALTER 语句修改的对象不属于数据模型（不是表），已忽略',
  ],
  [
    /^CREATE (OR REPLACE )?(DEFINER\S*\s+)?(FUNCTION|PROCEDURE|AGGREGATE)\b/,
    '函数与存储过程不属于数据模型，已忽略',
  ],
  [/^CREATE (TEMPORARY |TEMP )?SEQUENCE\b|^ALTER SEQUENCE\b/, '序列由字段的自增属性表示，无需单独导入'],
  // The others are kept (see routines.ts): PL/pgSQL comes with every database.
  [/^CREATE EXTENSION\b/, 'PL/pgSQL 是每个 PostgreSQL 数据库自带的扩展，无需导入'],
  [/^ALTER (VIEW|FUNCTION|TYPE|DOMAIN|INDEX|TRIGGER|EVENT|PROCEDURE)\b/, '该 ALTER 语句不修改表结构，已忽略'],
  [EVENT_HEAD, '定时事件不属于数据模型，已忽略'],
  [/^(ANALYZE|VACUUM|OPTIMIZE|REINDEX|CLUSTER|CHECKPOINT)\b/, '维护语句与表结构无关，已忽略'],
  [
    /^(SOURCE|\\\.) /,
    'mysql 客户端命令 source 执行另一个脚本文件，该文件的内容没有导入：需要时请把它的内容一并导入',
  ],
  // What the splitter leaves of a PostgreSQL script starting with a backslash is one psql meta-command line.
  [
    /^\\/,
    'psql 客户端命令（如 \\connect、\\restrict、\\set）只对 psql 会话起作用，不是 SQL 语句，与数据模型无关，已忽略',
  ],
];

/** A table name as written: a quoted part may hold spaces and punctuation (`"my table!"`, `app."P 1"`, `` `a b` ``). */
const TABLE_NAME = '(?:"[^"]*"|`[^`]*`|[^\\s"`])+';
const PARTITION_OF = new RegExp(`^CREATE [A-Z ]*TABLE (IF NOT EXISTS )?${TABLE_NAME} PARTITION OF\\b`);
const LIKE_ONLY = new RegExp(`^CREATE TABLE (IF NOT EXISTS )?${TABLE_NAME} LIKE ${TABLE_NAME}$`);
const LIKE_OTHER = new RegExp(`^CREATE [A-Z ]*TABLE (IF NOT EXISTS )?${TABLE_NAME} LIKE\\b`);
/** A table made from a query, without a column list: `CREATE TABLE t [AS] SELECT …` (MySQL may leave out AS). */
const DERIVED_TABLE = new RegExp(
  `^CREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?(${TABLE_NAME}) (?:AS (?!\\()|\\(?(?:SELECT|WITH|TABLE|VALUES)\\b)`,
  'i',
);
const SELECT_INTO =
  /^SELECT\b(?:[^'"]|'[^']*'|"[^"]*")*? INTO (?:(?:TEMP|TEMPORARY|UNLOGGED) )?(?:TABLE )?([^\s@(;,]+)/i;

/** Why a table made from a query is not imported, and what the user can do. */
function derivedReason(written: string, form: string): string {
  const name = written.replace(/["`]/g, '');
  return `表 ${name} 由查询建立（${form}），它的列由查询结果决定，只读脚本文本无法得知，未导入：请在数据库中执行该脚本后，导入该表的建表语句（MySQL 的 SHOW CREATE TABLE ${name}，PostgreSQL 的 pg_dump --schema-only）`;
}

export function classify(sql: string): Classification {
  const head = sql.replace(/\s+/g, ' ').trim().toUpperCase();
  if (/^CREATE (GLOBAL |LOCAL )?(TEMPORARY|TEMP) TABLE\b/.test(head))
    return { kind: 'skip', reason: '临时表只在创建它的会话中存在，不属于数据模型，已忽略' };
  if (/^CREATE (UNLOGGED )?TABLE\b/.test(head)) {
    if (PARTITION_OF.test(head)) return { kind: 'create-partition' };
    // MySQL's `CREATE TABLE b LIKE a`: a copy of a's definition (PostgreSQL's LIKE is inside the parentheses).
    if (LIKE_ONLY.test(head.replace(/ ?;$/, ''))) return { kind: 'create-like' };
    const derived = DERIVED_TABLE.exec(sql.replace(/\s+/g, ' ').trim());
    if (derived) return { kind: 'skip', reason: derivedReason(derived[1], 'CREATE TABLE … AS SELECT') };
    if (LIKE_OTHER.test(head))
      return { kind: 'skip', reason: '由其他表派生的建表语句没有明确的列定义，已忽略' };
    return { kind: 'create-table' };
  }
  // PostgreSQL's `SELECT … INTO new_table`; MySQL's INTO takes variables and files only.
  const into = SELECT_INTO.exec(sql.replace(/\s+/g, ' ').trim());
  if (into && !/^(OUTFILE|DUMPFILE)$/i.test(into[1]))
    return { kind: 'skip', reason: derivedReason(into[1], 'SELECT … INTO') };
  if (/^CREATE (UNIQUE |FULLTEXT |SPATIAL )?INDEX\b/.test(head)) return { kind: 'create-index' };
  if (/^CREATE TYPE \S+ AS ENUM\b/.test(head)) return { kind: 'create-enum' };
  if (/^CREATE TYPE \S+ AS ?\(/.test(head)) return { kind: 'create-composite' };
  if (/^CREATE TYPE\b/.test(head))
    return {
      kind: 'skip',
      reason: '仅支持枚举类型（CREATE TYPE … AS ENUM）和复合类型（CREATE TYPE … AS (…)），该类型已忽略',
    };
  if (/^CREATE DOMAIN\b/.test(head)) return { kind: 'create-domain' };
  if (/^ALTER (ONLINE |IGNORE )*TABLE\b/.test(head)) return { kind: 'alter-table' };
  if (/^RENAME TABLES? /.test(head)) return { kind: 'rename-table' };
  if (/^COMMENT ON (TABLE|COLUMN)\b/.test(head)) return { kind: 'comment-on' };
  if (/^COMMENT ON\b/.test(head)) return { kind: 'skip', reason: '只导入表和列的注释，该注释已忽略' };
  for (const [pattern, reason] of SKIP_RULES) if (pattern.test(head)) return { kind: 'skip', reason };
  return { kind: 'skip', reason: '无法识别的语句，未用于生成模型' };
}
