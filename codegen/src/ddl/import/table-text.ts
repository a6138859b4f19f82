// Cuts a CREATE TABLE statement into name, definitions and trailing options, and takes out the clauses
// node-sql-parser cannot read (CHECK, EXCLUDE, generated-column expressions, BINARY, INHERITS, PARTITION BY):
// CHECKs, EXCLUDEs and PARTITION BY are kept as text, the others reported, so the rest of the table can still be
// imported.
import { readCheck, type RawCheck } from './checks';
import { isConstraintDefinition } from './constraint-start';
import { readExclusion } from './exclusions';
import { readPartitionBy } from './partitions';
import { outsideStrings } from './preprocess';
import type { Dialect, RawCollation, RawExclusion, RawPartitioning } from './raw';
import { closingParen, lineOf, stripComments, type SqlStatement } from './split';

export interface Definition {
  text: string;
  /** 1-based line of the definition in the script. */
  line: number;
}

export interface Dropped {
  text: string;
  line: number;
  reason: string;
}

export interface TableText {
  /** `CREATE TABLE … name`, without the opening parenthesis. */
  head: string;
  /** The table's name as written, quotes removed (the last part of a qualified name). */
  name: string;
  /** The name as written, qualified and quoted as it is (see qualified.ts). */
  written: string;
  definitions: Definition[];
  /** What follows the definitions, the clauses the parser cannot read taken out. */
  tail: string;
  /** Parent tables of a PostgreSQL `INHERITS (…)`, as written (qualified, quoted). */
  inherits: string[];
  /**
   * PostgreSQL `LIKE source [INCLUDING …]` definitions: the source table (its name, and as written) and what it
   * copies.
   */
  likes: { source: string; written: string; options: string; line: number }[];
  dropped: Dropped[];
  /** Table and column CHECK constraints, kept for export. */
  checks: RawCheck[];
  /** PostgreSQL EXCLUDE constraints, kept for export. */
  exclusions: RawExclusion[];
  /** Generated columns' expressions, by lower-case column name. */
  generated: Map<string, { expression: string; stored: boolean }>;
  /** Each column's DEFAULT as written (outer parentheses removed), by lower-case column name. */
  defaults: Map<string, string>;
  /** Each column's own character set and collation (see columnCollation), by lower-case column name. */
  collations: Map<string, RawCollation>;
  /** MySQL column attributes the parser does not read (INVISIBLE, a spatial column's SRID), by lower-case name. */
  columnOptions: Map<string, MysqlColumnOptions>;
  /** `PARTITION BY …` (with MySQL's partition list), when the model can keep it. */
  partitioning?: RawPartitioning;
  /** PostgreSQL `CREATE UNLOGGED TABLE`. */
  unlogged?: true;
  /** PostgreSQL storage parameters, the text inside the table's `WITH (…)`. */
  storageParameters?: string;
}

/** See TableText.columnOptions. */
export interface MysqlColumnOptions {
  invisible?: true;
  srid?: number;
}

export const IDENT = String.raw`(?:"[^"]+"|\x60[^\x60]+\x60|\[[^\]]+\]|[\w$\u0080-\uffff]+)`;
const HEAD = new RegExp(
  String.raw`^\s*CREATE\s+(?:(?:GLOBAL|LOCAL)\s+)?(?:(?:TEMPORARY|TEMP|UNLOGGED)\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(${IDENT}(?:\s*\.\s*${IDENT})*)\s*`,
  'i',
);

/** Removes the quotes around one identifier and keeps the last part of a qualified name. */
export function lastName(qualified: string): string {
  const parts = qualified.match(new RegExp(IDENT, 'g')) ?? [qualified];
  return parts[parts.length - 1].replace(/^[`"[]|[`"\]]$/g, '');
}

/** The text with the inside of every quoted string and identifier blanked, same length: safe to search. */
export function mask(text: string): string {
  return text.replace(/'(?:[^'\\]|\\.|'')*'?|"[^"]*"?|`[^`]*`?/gs, (quoted) =>
    quoted.length <= 2 ? quoted : `${quoted[0]}${'_'.repeat(quoted.length - 2)}${quoted[quoted.length - 1]}`,
  );
}

export function cutTable(statement: SqlStatement, dialect: Dialect): TableText | undefined {
  // MySQL's executable comments (`/*!50100 PARTITION BY … *\/`) are code already (see executable-comments.ts).
  const text = stripComments(dialect === 'mysql' ? unquotedCharsets(statement.text) : statement.text);
  const head = HEAD.exec(text);
  if (!head || text[head[0].length] !== '(') return undefined;
  const open = head[0].length;
  const end = closingParen(text, open);
  const close = end < 0 ? text.length : end - 1;
  const lineAt = (offset: number) => lineOf(text, offset, statement.line);
  const dropped: Dropped[] = [];
  const checks: RawCheck[] = [];
  const exclusions: RawExclusion[] = [];
  const generated: TableText['generated'] = new Map();
  const defaults: TableText['defaults'] = new Map();
  const collations: TableText['collations'] = new Map();
  const columnOptions: TableText['columnOptions'] = new Map();
  const definitions: Definition[] = [];
  const likes: TableText['likes'] = [];
  for (const part of splitWithOffsets(text.slice(open + 1, close), open + 1)) {
    const lead = part.text.length - part.text.trimStart().length;
    const line = lineAt(part.offset + lead);
    const like = new RegExp(String.raw`^\s*LIKE\s+(${IDENT}(?:\s*\.\s*${IDENT})*)([\s\S]*)$`, 'i').exec(
      part.text,
    );
    if (dialect === 'postgresql' && like) {
      likes.push({ source: lastName(like[1]), written: like[1], options: like[2].trim(), line });
      continue;
    }
    const clean = sanitize(part.text.trim(), dialect, line, {
      dropped,
      checks,
      exclusions,
      generated,
      defaults,
      collations,
      columnOptions,
    });
    if (clean !== '') definitions.push({ text: clean, line });
  }
  const { tail, inherits, partitioning, storageParameters } = cutTail(
    end < 0 ? '' : text.slice(end),
    dialect,
    (at) => lineAt(end + at),
    dropped,
  );
  // PostgreSQL folds an unquoted name to lower case; MySQL keeps it as written.
  const quoted = /["`\]]\s*$/.test(head[1]);
  const name = dialect === 'postgresql' && !quoted ? lastName(head[1]).toLowerCase() : lastName(head[1]);
  return {
    head: head[0].trimEnd(),
    name,
    written: head[1],
    definitions,
    tail,
    inherits,
    likes,
    dropped,
    checks,
    exclusions,
    generated,
    defaults,
    collations,
    columnOptions,
    ...(partitioning ? { partitioning } : {}),
    ...(dialect === 'postgresql' && /\bUNLOGGED\s/i.test(head[0]) ? { unlogged: true as const } : {}),
    ...(storageParameters ? { storageParameters } : {}),
  };
}

/** The comma-separated parts of `body` outside parentheses, brackets and quotes, with their offsets (+ `base`). */
export function splitWithOffsets(body: string, base = 0): { text: string; offset: number }[] {
  const masked = mask(body);
  const parts: { text: string; offset: number }[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < masked.length; i += 1) {
    // Brackets nest like parentheses: `DEFAULT ARRAY['a', 'b']` is one definition.
    if (masked[i] === '(' || masked[i] === '[') depth += 1;
    else if (masked[i] === ')' || masked[i] === ']') depth -= 1;
    else if (masked[i] === ',' && depth === 0) {
      parts.push({ text: body.slice(start, i), offset: base + start });
      start = i + 1;
    }
  }
  parts.push({ text: body.slice(start), offset: base + start });
  return parts;
}

// A constraint's name, quoted with anything in it (`"chk: price>0"`; a doubled quote is stood in, see quoted-quotes.ts).
const CONSTRAINT_NAME = String.raw`(?:"[^"]*"|\x60[^\x60]*\x60|\S+)`;
const TABLE_CHECK = new RegExp(String.raw`^(CONSTRAINT\s+${CONSTRAINT_NAME}\s+)?CHECK\b`, 'i');
// A bare `exclude` is a column's name unless USING or the element list follows (see constraint-start.ts).
const TABLE_EXCLUDE = /^(?:CONSTRAINT\s+\S+\s+EXCLUDE\b|EXCLUDE\s*(?:USING\b|\())/i;
const COLUMN_CHECK = new RegExp(String.raw`\b(?:CONSTRAINT\s+${CONSTRAINT_NAME}\s+)?CHECK\s*\(`, 'gi');
const GENERATED = /\b(?:GENERATED\s+ALWAYS\s+)?AS\s*\(/gi;
const GENERATED_KIND = /^\s*(STORED|VIRTUAL|PERSISTENT)\b/i;
const CHECK_KIND = /^\s*NO\s+INHERIT\b/i;
const CHARSET =
  /\b(?:CHARACTER\s+SET|CHARSET)\s+\w+|\bCOLLATE\s+(?:(?:"[^"]*"|\w+)\s*\.\s*)?(?:"[^"]*"|\w+)/gi;

/**
 * MySQL's quoted character set and collation names (`CHARACTER SET 'latin1'`, `DEFAULT CHARSET='latin1'`,
 * `COLLATE 'utf8_bin'`) written bare, as the server takes them; same length, so offsets stay those of the script.
 */
function unquotedCharsets(text: string): string {
  let out = text;
  for (const match of mask(text).matchAll(/\b(?:CHARACTER\s+SET|CHARSET|COLLATE)\s*=?\s*(['"`])\w+\1/gi)) {
    const quoted = match[0].length - match[0].search(/['"`]\w/);
    const at = match.index + match[0].length - quoted;
    const name = text.slice(at + 1, at + quoted - 1);
    if (/^\w+$/.test(name)) out = `${out.slice(0, at)}${name}  ${out.slice(at + quoted)}`;
  }
  return out;
}

/** One definition with the unreadable clauses removed; a definition that is only such a clause becomes ''. */
function sanitize(
  definition: string,
  dialect: Dialect,
  line: number,
  {
    dropped,
    checks,
    exclusions,
    generated,
    defaults,
    collations,
    columnOptions,
  }: {
    dropped: Dropped[];
    checks: RawCheck[];
    exclusions: RawExclusion[];
    generated: TableText['generated'];
    defaults: TableText['defaults'];
    collations: TableText['collations'];
    columnOptions: TableText['columnOptions'];
  },
): string {
  if (definition === '') return '';
  if (TABLE_CHECK.test(definition)) {
    const check = readCheck(definition, line);
    if (check) checks.push(check);
    else dropped.push({ text: definition, line, reason: '无法读取该 CHECK 约束的条件，已忽略' });
    return '';
  }
  if (TABLE_EXCLUDE.test(definition)) {
    const exclusion = dialect === 'postgresql' ? readExclusion(definition, line) : undefined;
    if (exclusion) exclusions.push(exclusion);
    else dropped.push({ text: definition, line, reason: '无法读取该排除约束（EXCLUDE），已忽略' });
    return '';
  }
  if (/^LIKE\b/i.test(definition)) {
    dropped.push({ text: definition, line, reason: 'LIKE 复制的列无法确定，已忽略' });
    return '';
  }
  if (isConstraintDefinition(definition, dialect)) {
    if (dialect !== 'mysql') return definition;
    // An index the optimizer does not use (MySQL INVISIBLE, MariaDB IGNORED) is still kept up to date and unique.
    const hidden = /\s+(?:INVISIBLE|IGNORED)\s*$/i.exec(mask(definition));
    if (hidden)
      dropped.push({
        text: definition,
        line,
        reason: '不可见索引（INVISIBLE / IGNORED，优化器不使用）在模型中按普通索引保存：导出后为可见索引',
      });
    return definition.replace(/\s+(?:NOT\s+IGNORED|VISIBLE|INVISIBLE|IGNORED)\s*$/i, '');
  }
  const column = definition.split(/\s/)[0];
  // The column as the maps below key it: quotes off, lower case.
  const key = column.replace(/^[`"]|[`"]$/g, '').toLowerCase();
  let text = cutClauses(definition, COLUMN_CHECK, (clause) => {
    const check = readCheck(clause, line);
    if (check) checks.push(check);
    else dropped.push({ text: `${column} ${clause}`, line, reason: '无法读取列上 CHECK 约束的条件，已忽略' });
  });
  text = cutClauses(text, GENERATED, (clause) => {
    const open = clause.indexOf('(');
    const close = closingParen(clause, open);
    const expression = close < 0 ? '' : clause.slice(open + 1, close - 1).trim();
    if (!expression) {
      dropped.push({
        text: `${column} ${clause}`,
        line,
        reason: '无法读取生成列的计算表达式，该列按普通列导入',
      });
      return;
    }
    // MySQL and MariaDB compute a column VIRTUAL unless told STORED (PERSISTENT); PostgreSQL before 18 only stores.
    const kind = GENERATED_KIND.exec(clause.slice(close))?.[1]?.toUpperCase();
    const stored = kind ? kind !== 'VIRTUAL' : dialect === 'postgresql';
    generated.set(key, { expression, stored });
  });
  const dflt = defaultText(text);
  if (dflt) defaults.set(key, dflt);
  // The parser reads MySQL's DOUBLE but not its synonyms DOUBLE PRECISION and REAL.
  if (dialect === 'mysql') text = text.replace(/^(\s*\S+\s+)(?:DOUBLE\s+PRECISION|REAL)\b/i, '$1DOUBLE');
  // MySQL's national types (NCHAR, NVARCHAR, NATIONAL …) are its character types in the utf8mb3 character set.
  const national =
    dialect === 'mysql' && new RegExp(`${MYSQL_COLUMN}(?:NATIONAL\\s|NCHAR\\b|NVARCHAR\\b)`, 'i').test(text);
  if (dialect === 'mysql') {
    const options: MysqlColumnOptions = {};
    text = mysqlSynonyms(text, options);
    if (options.invisible || options.srid !== undefined) columnOptions.set(key, options);
  }
  const masked = mask(text);
  // MySQL's `VARCHAR(40) BINARY` (or `VARCHAR(40) CHARACTER SET latin1 BINARY`) only picks the binary collation of
  // the column's character set.
  const binary = /^\s*\S+\s+\w+(?:\s*\([^)]*\))?(?:\s+(?:CHARACTER\s+SET|CHARSET)\s+\w+)?(\s+BINARY\b)/i.exec(
    masked,
  );
  const binaryCollation = dialect === 'mysql' && binary && !/^\s*\S+\s+BINARY\b/i.test(masked);
  if (binaryCollation) {
    const at = binary.index + binary[0].length - binary[1].length;
    text = text.slice(0, at) + text.slice(at + binary[1].length);
  }
  // Searched after the column's name: a column named `charset` or `collate` is no such clause.
  const named = /^\s*\S+/.exec(mask(text))?.[0].length ?? 0;
  const clauses = [...mask(text.slice(named)).matchAll(CHARSET)].map((m) =>
    text.slice(named + m.index, named + m.index + m[0].length),
  );
  if (national && !clauses.some((clause) => /^(?:CHARACTER\s+SET|CHARSET)\b/i.test(clause)))
    clauses.unshift('CHARACTER SET utf8mb3');
  const collation = columnCollation(clauses, dialect, binaryCollation === true);
  if ('dropped' in collation) dropped.push({ text: definition, line, reason: collation.dropped });
  else if (clauses.length > 0 || binaryCollation) collations.set(key, collation);
  return `${text.slice(0, named)}${removeMatches(text.slice(named), CHARSET)}`.trim();
}

/** MySQL 8's default collation of utf8mb4, which MariaDB does not have: a column written with it has utf8mb4's default. */
const MYSQL_DEFAULT_COLLATION = /^utf8mb4_0900_ai_ci$/i;

/** A PostgreSQL identifier as written (`"a""b"` or `ab`) → the name it stands for, quotes off. */
export const unquoted = (name: string) =>
  /^".*"$/.test(name) ? name.slice(1, -1).replace(/""/g, '"') : name;

/**
 * A column's own character set and collation from its `CHARACTER SET` / `COLLATE` clauses (and MySQL's BINARY
 * attribute), as the database names them; none for PostgreSQL's "default", and MySQL 8's utf8mb4_0900_ai_ci is
 * utf8mb4 with its default collation. A PostgreSQL collation outside pg_catalog is one the script created (CREATE COLLATION, which the model
 * does not keep): it is dropped, and said so.
 */
function columnCollation(
  clauses: string[],
  dialect: Dialect,
  binary: boolean,
): RawCollation | { dropped: string } {
  let charset: string | undefined;
  let collate: string | undefined;
  for (const clause of clauses) {
    const set = /^(?:CHARACTER\s+SET|CHARSET)\s+(\w+)$/i.exec(clause);
    if (set) charset = set[1].toLowerCase();
    const named = /^COLLATE\s+(?:("[^"]*"|\w+)\s*\.\s*)?("[^"]*"|\w+)$/i.exec(clause);
    if (!named) continue;
    const schema = named[1] && unquoted(named[1]);
    if (dialect === 'postgresql' && schema && schema !== 'pg_catalog')
      return {
        dropped: `排序规则 ${schema}.${unquoted(named[2])} 是脚本自己创建的（CREATE COLLATION，模型不保存）：导出后该列使用默认排序规则`,
      };
    collate = dialect === 'mysql' ? named[2].replace(/^"|"$/g, '').toLowerCase() : unquoted(named[2]);
  }
  if (dialect === 'postgresql') return collate && collate !== 'default' ? { collate } : {};
  if (binary && !collate && !charset) return { collate: 'utf8mb4_bin', tableBinary: true };
  // The binary character set has one collation, `binary`, which BINARY adds nothing to.
  if (binary && !collate && charset !== 'binary') collate = `${charset}_bin`;
  if (collate && MYSQL_DEFAULT_COLLATION.test(collate)) {
    collate = undefined;
    charset = 'utf8mb4';
  }
  // utf8mb4 stays: in a table of another character set it is the column's own (collect-table drops it otherwise).
  if (collate && charset && collate.startsWith(`${charset}_`)) charset = undefined;
  return { ...(charset ? { charset } : {}), ...(collate ? { collate } : {}) };
}

/** A column name as MySQL writes it, with the space after it. */
const MYSQL_COLUMN = String.raw`^(\s*(?:\x60(?:[^\x60]|\x60\x60)+\x60|"[^"]+"|[^\s(]+)\s+)`;
/** MySQL's type synonyms the parser does not read, each as the type the server makes of it. */
const MYSQL_SYNONYMS: [RegExp, string][] = [
  [/^(?:BOOL)\b/i, 'BOOLEAN'],
  [/^(?:INT1)\b/i, 'TINYINT'],
  [/^(?:INT2)\b/i, 'SMALLINT'],
  [/^(?:INT3|MIDDLEINT)\b/i, 'MEDIUMINT'],
  [/^(?:INT4)\b/i, 'INT'],
  [/^(?:INT8)\b/i, 'BIGINT'],
  [/^(?:FLOAT8)\b/i, 'DOUBLE'],
  [/^(?:FLOAT4)\b/i, 'FLOAT'],
  [/^(?:DEC|FIXED)\b/i, 'DECIMAL'],
  [
    /^(?:NATIONAL\s+(?:VARCHAR|CHAR\s+VARYING|CHARACTER\s+VARYING)|NCHAR\s+VARCHAR|NVARCHAR|CHARACTER\s+VARYING|CHAR\s+VARYING)\b/i,
    'VARCHAR',
  ],
  [/^(?:NATIONAL\s+(?:CHAR|CHARACTER)|NCHAR)\b/i, 'CHAR'],
  // SERIAL is BIGINT UNSIGNED NOT NULL AUTO_INCREMENT UNIQUE.
  [/^SERIAL\b(?!\s+DEFAULT\s+VALUE)/i, 'BIGINT UNSIGNED NOT NULL AUTO_INCREMENT UNIQUE'],
];

/**
 * A MySQL column definition with its type synonyms written as the types they stand for, `SERIAL DEFAULT VALUE` (an
 * integer column's NOT NULL AUTO_INCREMENT UNIQUE) spelled out, and INVISIBLE and a spatial column's SRID (MariaDB's
 * REF_SYSTEM_ID), which the parser does not read, moved into `options`.
 */
function mysqlSynonyms(text: string, options: MysqlColumnOptions): string {
  const name = new RegExp(MYSQL_COLUMN).exec(text);
  if (!name) return text;
  let rest = text.slice(name[0].length);
  for (const [synonym, type] of MYSQL_SYNONYMS) rest = rest.replace(synonym, type);
  rest = outsideStrings(rest, (chunk) =>
    chunk.replace(/\bSERIAL\s+DEFAULT\s+VALUE\b/i, 'NOT NULL AUTO_INCREMENT UNIQUE'),
  );
  // mysqldump of MySQL writes `SRID 4326` (in a /*!80003 comment), MariaDB takes `REF_SYSTEM_ID=4326`.
  for (let srid = SRID.exec(mask(rest)); srid; srid = SRID.exec(mask(rest))) {
    options.srid = Number(srid[1]);
    rest = `${rest.slice(0, srid.index)}${rest.slice(srid.index + srid[0].length)}`;
  }
  const invisible = outsideStrings(rest, (chunk) => chunk.replace(/\bINVISIBLE\b/gi, ''));
  if (invisible !== rest) options.invisible = true;
  return `${name[0]}${invisible}`;
}

const SRID = /\b(?:SRID\s+|REF_SYSTEM_ID\s*=\s*)(\d+)/i;

/** What ends a column's DEFAULT expression: the next clause of the column definition. */
const DEFAULT_END =
  /^(?:NOT\s+NULL|NULL|CONSTRAINT|PRIMARY|UNIQUE|REFERENCES|CHECK|COMMENT|ON\s+UPDATE|COLLATE|GENERATED|AUTO_INCREMENT|INVISIBLE|VISIBLE|KEY|STORAGE|COLUMN_FORMAT|CHARACTER\s+SET|CHARSET)\b/i;

/** Where a column definition's DEFAULT clause is: the keyword's offset, its value's, and the clause's end. */
function defaultClause(definition: string): { keyword: number; value: number; end: number } | undefined {
  const masked = mask(definition);
  const first = /^\s*\S+/.exec(masked)?.[0].length ?? 0;
  let depth = 0;
  let keyword = -1;
  for (let i = first; i < masked.length; i += 1) {
    const ch = masked[i];
    // Brackets nest like parentheses: the comma of `ARRAY['a', 'b']` is inside the default.
    if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth -= 1;
    else if (ch === ',' && depth === 0 && keyword >= 0) return { keyword, value: keyword + 7, end: i };
    const boundary = /\s|\)/.test(masked[i - 1] ?? ' ') && /[A-Za-z]/.test(ch);
    if (depth !== 0 || !boundary) continue;
    const rest = masked.slice(i);
    // The value's first word is the value (`DEFAULT NULL::character varying`), not the clause after it.
    if (keyword < 0) {
      // Not the action of a key written before it (`REFERENCES t ON DELETE SET DEFAULT DEFAULT 1`).
      if (/^DEFAULT\b/i.test(rest) && !/\bSET\s+$/i.test(masked.slice(0, i))) keyword = i;
    } else if (DEFAULT_END.test(rest) && masked.slice(keyword + 7, i).trim() !== '')
      return { keyword, value: keyword + 7, end: i };
  }
  return keyword < 0 ? undefined : { keyword, value: keyword + 7, end: definition.length };
}

/**
 * The text of a column definition's DEFAULT, as written, without the parentheses around the whole of it
 * (`(now() + interval '30 days')` → `now() + interval '30 days'`); undefined without a DEFAULT.
 */
export function defaultText(definition: string): string | undefined {
  const clause = defaultClause(definition);
  return clause && unwrap(definition.slice(clause.value, clause.end));
}

/** The column definition without its DEFAULT clause (`issued_by text NOT NULL`), undefined when it has none. */
export function withoutDefault(definition: string): string | undefined {
  const clause = defaultClause(definition);
  return (
    clause &&
    `${definition.slice(0, clause.keyword).trimEnd()} ${definition.slice(clause.end).trimStart()}`.trim()
  );
}

/** The expression without parentheses around the whole of it. */
function unwrap(text: string): string | undefined {
  let out = text.trim();
  while (out.startsWith('(') && closingParen(out, 0) === out.length) out = out.slice(1, -1).trim();
  return out || undefined;
}

/** Removes every `pattern(…)` clause (and a following STORED/VIRTUAL, or a CHECK's NO INHERIT), reporting each. */
function cutClauses(text: string, pattern: RegExp, report: (clause: string) => void): string {
  let out = text;
  for (;;) {
    pattern.lastIndex = 0;
    const match = pattern.exec(mask(out));
    if (!match) return out;
    const open = match.index + match[0].length - 1;
    const close = closingParen(out, open);
    let end = close < 0 ? out.length : close;
    const kind = (pattern === COLUMN_CHECK ? CHECK_KIND : GENERATED_KIND).exec(out.slice(end));
    if (kind) end += kind[0].length;
    report(out.slice(match.index, end).trim());
    out = `${out.slice(0, match.index)} ${out.slice(end)}`;
  }
}

function removeMatches(text: string, pattern: RegExp): string {
  const masked = mask(text);
  let out = '';
  let last = 0;
  for (const match of masked.matchAll(pattern)) {
    out += `${text.slice(last, match.index)} `;
    last = match.index + match[0].length;
  }
  return out + text.slice(last);
}

function cutTail(
  tail: string,
  dialect: Dialect,
  lineAt: (offset: number) => number,
  dropped: Dropped[],
): { tail: string; inherits: string[]; partitioning?: RawPartitioning; storageParameters?: string } {
  // MySQL's `CREATE TABLE t (…) [AS] SELECT …`: the declared columns are the table's, the query's others are not known.
  const query =
    /\bAS\s+\(?\s*(?:SELECT|WITH|TABLE|VALUES)\b|(?:^|\s)(?:(?:IGNORE|REPLACE)\s+)?\(?\s*SELECT\b/i.exec(
      mask(tail),
    );
  if (query) {
    dropped.push({
      text: tail.slice(query.index).trim(),
      line: lineAt(query.index),
      reason:
        '表由查询建立（CREATE TABLE … AS SELECT）：只导入了明确声明的列；查询结果中未声明的列由数据库加在表的末尾，只读脚本文本无法得知。如有这样的列，请在数据库中执行该脚本后，导入 SHOW CREATE TABLE 的结果',
    });
    tail = tail.slice(0, query.index);
  }
  const masked = mask(tail);
  const inherits: string[] = [];
  const inheritsMatch = /\bINHERITS\s*\(/i.exec(masked);
  if (inheritsMatch) {
    const open = inheritsMatch.index + inheritsMatch[0].length - 1;
    const close = closingParen(tail, open);
    const list = tail.slice(open + 1, close < 0 ? tail.length : close - 1);
    inherits.push(
      ...list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
  }
  const partition = /\bPARTITION\s+BY\b/i.exec(masked);
  let partitioning: RawPartitioning | undefined;
  if (partition) {
    const read = readPartitionBy(tail.slice(partition.index), dialect);
    if (read) {
      partitioning = read.partitioning;
      for (const note of read.notes)
        dropped.push({ text: note.text, line: lineAt(partition.index), reason: note.reason });
    } else
      dropped.push({
        text: tail.slice(partition.index).trim(),
        line: lineAt(partition.index),
        reason: '无法读取该分区方式（如多级分区 SUBPARTITION），已忽略，表按普通表导入',
      });
  }
  const found = partitioning ? { partitioning } : {};
  // PostgreSQL keeps nothing else the model needs after the definitions (comments come by COMMENT ON).
  if (dialect === 'postgresql') {
    const storage = /\bWITH\s*\(/i.exec(masked);
    const open = storage ? storage.index + storage[0].length - 1 : -1;
    const close = open < 0 ? -1 : closingParen(tail, open);
    const storageParameters = close < 0 ? '' : tail.slice(open + 1, close - 1).trim();
    return { tail: '', inherits, ...found, ...(storageParameters ? { storageParameters } : {}) };
  }
  return { tail: partition ? tail.slice(0, partition.index) : tail, inherits, ...found };
}
