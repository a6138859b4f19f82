// What a PostgreSQL schema needs besides its tables: the extensions the script creates (their types, operator
// classes and functions are used by columns, indexes and defaults) and the functions its kept expressions call.
// A function nothing kept calls stays skipped; a sequence only a kept function draws from is kept with it.
import type {
  Entity,
  Model,
  PostgresqlExtension,
  PostgresqlRoutine,
  PostgresqlSequence,
} from '../../model/types';
import { isExtension, isRoutineDefinition, MAX_ROUTINE_DEFINITION } from '../../model/validate-postgresql';
import { isSequenceDefinition, sequenceName } from '../../model/validate-triggers';
import { hasControlCharacter } from '../../model/problems';

import { nameParts } from './qualified';
import { summarize, type Skipped } from './raw';
import { writtenSpan } from './split';

const IDENT = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)`;
/** One identifier as PostgreSQL keeps it: quotes off, a bare word folded to lower case. */
const plain = (name: string) => nameParts(name, 'postgresql').join('.');

const EXTENSION = new RegExp(
  String.raw`^\s*CREATE\s+EXTENSION\s+(?:IF\s+NOT\s+EXISTS\s+)?(${IDENT})(?:\s+WITH)?(?:\s+SCHEMA\s+(${IDENT}))?`,
  'i',
);

/** `CREATE EXTENSION [IF NOT EXISTS] name [WITH] [SCHEMA s] …`: the extension, or undefined for another statement. */
export function readExtension(text: string): PostgresqlExtension | undefined {
  const match = EXTENSION.exec(text);
  if (!match) return undefined;
  const extension = { name: plain(match[1]), ...(match[2] ? { schema: plain(match[2]) } : {}) };
  // A name the PostgreSQL DDL could not write back is left skipped.
  return isExtension(extension) ? extension : undefined;
}

/** A CREATE FUNCTION of the script: its plain name, its statement and where it is. */
export interface ScriptRoutine extends PostgresqlRoutine {
  line: number;
  /**
   * Why the export cannot write it as it is, when it cannot: a fresh database creates SQL and PL/pgSQL functions from
   * the text alone, not a C library's; and the model keeps only one whole statement of bounded length.
   */
  unusable?: string;
}

const FUNCTION = new RegExp(
  String.raw`^\s*CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(?:${IDENT}\s*\.\s*)?(${IDENT})\s*\(`,
  'i',
);

/**
 * `CREATE [OR REPLACE] FUNCTION …` (`text` with comments blanked, `written` the statement as the script has it): the
 * function, or undefined for another statement.
 */
export function readRoutine(text: string, line: number, written = text): ScriptRoutine | undefined {
  const match = FUNCTION.exec(text);
  if (!match) return undefined;
  const clean = text.trim().replace(/;\s*$/, '');
  // Comments outside the dollar-quoted body (`RETURNS int -- doubled`) stay as written, unless the model cannot read them.
  const kept = writtenSpan(text, written);
  const definition = kept !== clean && isRoutineDefinition(kept) ? kept : clean;
  // The language clause may come before or after the body; a SQL-standard body (BEGIN ATOMIC, RETURN) is SQL.
  const outsideBody = definition.replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, "''").replace(/'(?:[^']|'')*'/g, "''");
  const language = /\bLANGUAGE\s+'?(\w+)'?/i.exec(outsideBody)?.[1]?.toLowerCase();
  const portable = language
    ? language === 'sql' || language === 'plpgsql'
    : /\b(BEGIN\s+ATOMIC|RETURN)\b/i.test(outsideBody);
  const unusable = !portable
    ? '但它不是用 SQL 或 PL/pgSQL 编写的，无法随建表脚本重建'
    : !isRoutineDefinition(definition)
      ? `但它的定义超过 ${MAX_ROUTINE_DEFINITION} 个字符或无法完整读取，无法原样保留`
      : hasControlCharacter(plain(match[1])) || new TextEncoder().encode(plain(match[1])).length > 63
        ? '但它的名称含控制字符（如换行）或超过 63 个字节，无法原样保留，请在脚本中改名后重新导入'
        : undefined;
  return { name: plain(match[1]), definition, line, ...(unusable ? { unusable } : {}) };
}

/** Names the text calls, lower-cased as PostgreSQL folds them (`public.f(x)` and `"f"(x)` call f). */
function calledNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(new RegExp(String.raw`(${IDENT})\s*\(`, 'g'))) names.add(plain(match[1]));
  return names;
}

/**
 * The project's functions the tables themselves call (checks, defaults, generated columns, indexes, exclusions),
 * directly or through another of them: the PostgreSQL DDL creates these before the tables. The others serve only
 * triggers, and may take a table's row type (`f(job que_jobs)`), so they come after the tables.
 */
export function tableRoutineNames(model: Model): Set<string> {
  const routines = model.project.postgresqlRoutines ?? [];
  const needed = new Set<string>();
  if (routines.length === 0) return needed;
  const queue = model.entities.flatMap((entity) =>
    expressionsOf({ ...entity, triggers: [], policies: [] }).map(([text]) => text),
  );
  while (queue.length > 0)
    for (const name of calledNames(queue.shift()!))
      for (const routine of routines)
        if (routine.name === name && !needed.has(routine.name)) {
          needed.add(routine.name);
          queue.push(routine.definition.slice(routine.definition.indexOf('(')));
        }
  return needed;
}

/** Each expression the entity keeps, with what it is, as the import names it to the user. */
function expressionsOf(entity: Entity): [string, string][] {
  const table = entity.sqlTableName ?? entity.tableName;
  const out: [string, string][] = [];
  for (const field of entity.fields) {
    if (field.defaultExpression)
      out.push([field.defaultExpression.expression, `表 ${table} 字段 ${field.column} 的默认值`]);
    if (field.generated)
      out.push([field.generated.expression, `表 ${table} 生成列 ${field.column} 的表达式`]);
  }
  for (const check of entity.checks ?? []) out.push([check.expression, `表 ${table} 的检查约束`]);
  for (const index of entity.indexes ?? []) {
    for (const expression of index.expressions ?? [])
      if (expression) out.push([expression, `表 ${table} 的索引 ${index.name}`]);
    if (index.where) out.push([index.where, `表 ${table} 的索引 ${index.name}`]);
  }
  for (const exclusion of entity.exclusions ?? []) out.push([exclusion.definition, `表 ${table} 的排除约束`]);
  for (const trigger of entity.triggers ?? [])
    if (trigger.dialect === 'postgresql')
      out.push([trigger.definition, `表 ${table} 的触发器 ${trigger.name} `]);
  for (const policy of entity.policies ?? [])
    out.push([policy.definition, `表 ${table} 的行级安全策略 ${policy.name} `]);
  if (entity.partitioning) out.push([entity.partitioning.by, `表 ${table} 的分区键`]);
  return out;
}

/**
 * Keeps in `model.project.postgresqlRoutines` the script's functions that its kept expressions call, directly or
 * through another kept function; the others stay in `skipped`. Each kept one is named in `approximations` with
 * what calls it. Running it again (on the model the catalog completed) gives the same lists, plus what it added.
 */
export function keepCalledRoutines(
  result: { model: Model; skipped: Skipped[]; approximations: Skipped[] },
  routines: ScriptRoutine[],
): void {
  if (routines.length === 0) return;
  const byName = new Map<string, ScriptRoutine[]>();
  for (const routine of routines) byName.set(routine.name, [...(byName.get(routine.name) ?? []), routine]);
  const why = new Map<ScriptRoutine, string>();
  const unportable = new Map<ScriptRoutine, string>();
  const queue: [string, string][] = result.model.entities.flatMap(expressionsOf);
  while (queue.length > 0) {
    const [text, caller] = queue.shift()!;
    for (const name of calledNames(text))
      for (const routine of byName.get(name) ?? []) {
        if (why.has(routine) || unportable.has(routine)) continue;
        if (routine.unusable) {
          unportable.set(routine, caller);
          continue;
        }
        why.set(routine, caller);
        queue.push([routine.definition.slice(routine.definition.indexOf('(')), `函数 ${routine.name} `]);
      }
  }
  const kept = routines.filter((routine) => why.has(routine));
  const keptLines = new Set(kept.map((routine) => routine.line));
  const noted = new Set(result.approximations.map((note) => note.line));
  result.skipped = result.skipped.map((item) => {
    const routine = routines.find((r) => r.line === item.line && unportable.has(r));
    return routine
      ? {
          ...item,
          reason: `${unportable.get(routine)}调用了函数 ${routine.name}，${routine.unusable}，已忽略；导出的脚本需先在数据库中创建它`,
        }
      : item;
  });
  result.skipped = result.skipped.filter((item) => !keptLines.has(item.line));
  for (const routine of kept)
    if (!noted.has(routine.line))
      result.approximations.push({
        statement: summarize(routine.definition),
        line: routine.line,
        reason: `${why.get(routine)}调用了函数 ${routine.name}，已原样保留：PostgreSQL 建表脚本在建表前创建它（MySQL 建表脚本不包含它）`,
      });
  if (kept.length > 0)
    result.model.project.postgresqlRoutines = kept.map(({ name, definition }) => ({ name, definition }));
}

/** A CREATE SEQUENCE of the script, as the export would write it (no OWNED BY: it is created before the tables). */
export interface ScriptSequence extends PostgresqlSequence {
  line: number;
}

/** `CREATE SEQUENCE …` (comments already blanked): the sequence, or undefined for another statement. */
export function readSequenceDefinition(text: string, line: number): ScriptSequence | undefined {
  const definition = text
    .trim()
    .replace(/;\s*$/, '')
    // `(?<!\s)`: tried once per blank run, not from each blank (quadratic on a long run).
    .replace(/(?<!\s)\s+OWNED\s+BY\s+(?:NONE|[\w$."]+)/i, '');
  const name = sequenceName(definition);
  // A name with a control character stays skipped: the model cannot keep it (validateSequences).
  return name && !hasControlCharacter(name) && isSequenceDefinition(definition)
    ? { name, definition, line }
    : undefined;
}

/** Sequences a function draws from by name: `nextval('s')`, `currval('public.s')`, `setval('"S"', …)`. */
function drawnSequences(definition: string): Set<string> {
  const names = new Set<string>();
  for (const match of definition.matchAll(/\b(?:nextval|currval|setval)\s*\(\s*'((?:[^']|'')+)'/gi))
    names.add(nameParts(match[1].replace(/''/g, "'"), 'postgresql').pop() ?? '');
  return names;
}

/**
 * Keeps in `model.project.postgresqlSequences` the script's sequences the kept functions draw from (a trigger function
 * numbering invoices), which the export would not create otherwise; each is named in `approximations`. Running it
 * again gives the same lists, plus what it added.
 */
export function keepDrawnSequences(
  result: { model: Model; skipped: Skipped[]; approximations: Skipped[] },
  sequences: ScriptSequence[],
): void {
  const routines = result.model.project.postgresqlRoutines ?? [];
  if (sequences.length === 0 || routines.length === 0) return;
  const drawnBy = new Map<string, string>();
  for (const routine of routines)
    for (const name of drawnSequences(routine.definition))
      if (!drawnBy.has(name)) drawnBy.set(name, routine.name);
  // The last CREATE of a name is the one the script leaves (an earlier one was dropped before it).
  const byName = new Map(sequences.map((sequence) => [sequence.name, sequence]));
  const kept = [...byName.values()].filter((sequence) => drawnBy.has(sequence.name));
  if (kept.length === 0) return;
  const keptLines = new Set(kept.map((sequence) => sequence.line));
  const noted = new Set(result.approximations.map((note) => note.line));
  result.skipped = result.skipped.filter((item) => !keptLines.has(item.line));
  for (const sequence of kept)
    if (!noted.has(sequence.line))
      result.approximations.push({
        statement: summarize(sequence.definition),
        line: sequence.line,
        reason: `函数 ${drawnBy.get(sequence.name)} 使用序列 ${sequence.name}，已原样保留（不带 OWNED BY）：PostgreSQL 建表脚本在建函数前创建它（MySQL 建表脚本不包含它）`,
      });
  result.model.project.postgresqlSequences = kept.map(({ name, definition }) => ({ name, definition }));
}
