// Triggers of the script, kept verbatim on the table they fire on (Entity.triggers): the behaviour the tables depend
// on (touching updated_at, tsvector upkeep, audit rows) comes back with an exported schema. A trigger on a table the
// import does not keep (a view, a skipped table) stays skipped, with why.
import { sqlTableOf } from '../../model/names';
import { hasControlCharacter } from '../../model/problems';
import type { Entity, Model, Trigger } from '../../model/types';
import {
  isTriggerDefinition,
  MAX_TRIGGER_DEFINITION,
  mysqlTriggerPattern,
  triggerHead,
  triggerName,
} from '../../model/validate-triggers';

import { followDropOrRename, shownTable, type ScriptChange } from './drop-rename';
import { qualifiedName, type QualifiedName } from './qualified';
import { summarize, type RawSchema, type Skipped } from './raw';
import { ACCOUNT_PART, writtenSpan } from './split';

/** A CREATE TRIGGER of the script: the trigger as the model keeps it, the table it fires on, where it is. */
export interface ScriptTrigger {
  trigger: Trigger;
  table: QualifiedName;
  line: number;
  /** MySQL's DEFINER clause was dropped. */
  definer?: true;
  /** Why the model cannot keep it as it is, when it cannot. */
  unusable?: string;
}

/** `ALTER TABLE t ENABLE|DISABLE TRIGGER name` (PostgreSQL): the state the script leaves the trigger in. */
export interface TriggerToggle {
  table: QualifiedName;
  /** The trigger's name; undefined for ALL / USER, which the import does not apply. */
  name?: string;
  disabled: boolean;
  line: number;
  statement: string;
}

const MYSQL_TRIGGER = mysqlTriggerPattern(ACCOUNT_PART);

/**
 * `CREATE … TRIGGER …` (`text` with comments blanked, `written` the statement as the script has it): the trigger,
 * or undefined for another statement.
 */
export function readTrigger(
  text: string,
  line: number,
  schema: Pick<RawSchema, 'dialect' | 'searchPath'>,
  written = text,
): ScriptTrigger | undefined {
  const { dialect } = schema;
  const mysqlHead = dialect === 'mysql' ? MYSQL_TRIGGER.exec(text) : null;
  // An export must not depend on the account that created it: MySQL runs the trigger as whoever creates it.
  const definer = mysqlHead?.[2] !== undefined;
  const withoutDefiner = (code: string) =>
    mysqlHead ? `CREATE ${mysqlHead[3]}${code.slice(mysqlHead[0].length)}` : code;
  const clean = withoutDefiner(text).trim().replace(/;\s*$/, '');
  // The body's comments (`-- 2% fee`) stay as written, unless they keep the model from reading the trigger.
  const lead = text.slice(0, text.length - text.trimStart().length);
  const kept = withoutDefiner(lead + writtenSpan(text, written)).trim();
  const definition = kept !== clean && isTriggerDefinition(kept, dialect) ? kept : clean;
  const head = triggerHead(definition, dialect);
  if (!head) return undefined;
  const trigger: Trigger = { name: triggerName(head.name, dialect), dialect, definition };
  // A line break in the name would end the `--` line the other dialect's DDL notes the trigger in.
  const unusable = !isTriggerDefinition(definition, dialect)
    ? `但它的定义超过 ${MAX_TRIGGER_DEFINITION} 个字符或无法完整读取，无法原样保留`
    : hasControlCharacter(trigger.name)
      ? '的名称含控制字符（如换行），导出的脚本无法安全写出它，请在脚本中改名后重新导入'
      : undefined;
  return {
    trigger,
    table: qualifiedName(head.table, schema),
    line,
    ...(definer ? { definer: true as const } : {}),
    ...(unusable ? { unusable } : {}),
  };
}

// The table has one way to match, spaces around its dot or not: a long name must not make the pattern backtrack.
const TOGGLE =
  /^\s*ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(\S+(?:\s+\.\s*\S+|(?<=\.)\s+\S+)?)\s+(ENABLE|DISABLE)\s+(?:(?:ALWAYS|REPLICA)\s+)?TRIGGER\s+("(?:[^"]|"")+"|[\w$]+)\s*(?:;\s*)?$/i;

/** `ALTER TABLE t ENABLE|DISABLE TRIGGER x` alone (PostgreSQL), or undefined for another statement. */
export function readTriggerToggle(
  text: string,
  line: number,
  schema: Pick<RawSchema, 'dialect' | 'searchPath'>,
): TriggerToggle | undefined {
  const match = TOGGLE.exec(text);
  if (!match) return undefined;
  const name = triggerName(match[3], 'postgresql');
  const all = !match[3].startsWith('"') && (name === 'all' || name === 'user');
  return {
    table: qualifiedName(match[1], schema),
    ...(all ? {} : { name }),
    disabled: match[2].toUpperCase() === 'DISABLE',
    line,
    statement: summarize(text),
  };
}

/** The entity of the table, as the model names it in the database; MySQL compares names ignoring case. */
function entityOf(model: Model, table: QualifiedName): Entity | undefined {
  const prefix = model.project.tablePrefix ?? '';
  const fold = (name: string) => (model.project.database === 'MYSQL' ? name.toLowerCase() : name);
  return model.entities.find(
    (entity) =>
      (entity.sqlSchema ?? undefined) === table.schema &&
      fold(sqlTableOf(entity, prefix)) === fold(table.name),
  );
}

/** The note on a kept trigger: the other dialect's DDL leaves it out. */
export function keptTriggerNote(table: string, trigger: Trigger, line: number, definer?: boolean): Skipped {
  const [own, other] = trigger.dialect === 'postgresql' ? ['PostgreSQL', 'MySQL'] : ['MySQL', 'PostgreSQL'];
  const account = definer ? '（去掉了 DEFINER 子句，导出的脚本不依赖创建它的账号）' : '';
  return {
    statement: summarize(trigger.definition),
    line,
    reason: `表 ${table} 的触发器 ${trigger.name} 已原样保留${account}：${own} 建表脚本在建表后创建它；${other} 建表脚本不能执行它，只写一行注释`,
  };
}

/** A name as a message shows it: a control character as `?`, so the message stays on one line. */
// eslint-disable-next-line no-control-regex
const shownName = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '?');

const sameName = (a: Trigger, b: Trigger) => a.name.toLowerCase() === b.name.toLowerCase();

/**
 * Follows a DROP TRIGGER or ALTER TRIGGER … RENAME TO of a standing trigger as PostgreSQL runs it (it is then no
 * longer a skipped statement); the CREATE TRIGGER of a dropped one is listed instead.
 */
function followTriggerChange(
  model: Model,
  change: ScriptChange,
  standing: Map<Trigger, { table: string; line: number; definer?: boolean }>,
  kept: Set<number>,
  reasons: Map<number, string>,
): void {
  const entity = entityOf(model, change.on);
  const trigger = entity?.triggers?.find((t) => t.dialect === 'postgresql' && t.name === change.name);
  if (!entity || !trigger || !standing.has(trigger) || change.kind === 'alter') return;
  const triggers = followDropOrRename(entity.triggers!, trigger, change, standing, kept, reasons);
  if (triggers) entity.triggers = triggers;
  else delete entity.triggers;
}

/** Sets the state of the trigger `toggle` names as it stands at that point of the script, or lists the toggle. */
function applyTriggerToggle(result: { model: Model; skipped: Skipped[] }, toggle: TriggerToggle): void {
  const entity = entityOf(result.model, toggle.table);
  const trigger = toggle.name ? entity?.triggers?.find((t) => t.name === toggle.name) : undefined;
  if (trigger) {
    if (toggle.disabled) trigger.disabled = true;
    else delete trigger.disabled;
    return;
  }
  if (result.skipped.some((s) => s.line === toggle.line)) return;
  result.skipped.push({
    statement: toggle.statement,
    line: toggle.line,
    reason: toggle.name
      ? `表 ${shownTable(toggle.table)} 上没有导入的触发器 ${toggle.name}，该语句已忽略`
      : `只按名称启用或停用单个触发器（ALL、USER 未导入），该语句已忽略`,
  });
}

/**
 * Puts each usable trigger on the entity of its table and names it in `approximations`, as the other dialect's DDL
 * leaves it out; the others stay in `skipped`, saying why. `triggers` are in script order with PostgreSQL's DROP
 * TRIGGER / ALTER TRIGGER … RENAME TO and ALTER TABLE … ENABLE / DISABLE TRIGGER, followed as the database runs
 * them: a second CREATE TRIGGER of a name is refused, a CREATE OR REPLACE TRIGGER replaces the standing one.
 * A trigger the model has already (a second run, on the model the catalog completed) is left as it is.
 */
export function keepTriggers(
  result: { model: Model; skipped: Skipped[]; approximations: Skipped[] },
  triggers: (ScriptTrigger | ScriptChange | TriggerToggle)[],
): void {
  const kept = new Set<number>();
  const reasons = new Map<number, string>();
  const noted = new Set(result.approximations.map((note) => `${note.line}:${note.statement}`));
  // The triggers standing as the script goes, each with its table and the line of its CREATE TRIGGER.
  const standing = new Map<Trigger, { table: string; line: number; definer?: boolean }>();
  for (const item of triggers) {
    if ('kind' in item) {
      followTriggerChange(result.model, item, standing, kept, reasons);
      continue;
    }
    if (!('trigger' in item)) {
      applyTriggerToggle(result, item);
      continue;
    }
    const { trigger, table, line, definer, unusable } = item;
    const entity = entityOf(result.model, table);
    if (!entity) {
      reasons.set(
        line,
        `触发器 ${trigger.name} 所在的表 ${shownTable(table)} 没有作为数据表导入（视图、分区、被忽略的表或脚本中没有的表），该触发器已忽略`,
      );
      continue;
    }
    if (unusable) {
      reasons.set(line, `表 ${shownTable(table)} 的触发器 ${shownName(trigger.name)}${unusable}，已忽略`);
      continue;
    }
    if (noted.has(`${line}:${summarize(trigger.definition)}`)) {
      kept.add(line);
      continue;
    }
    const before = entity.triggers?.find((t) => sameName(t, trigger));
    const earlier = before && standing.get(before);
    const replaces = /^\s*CREATE\s+OR\s+REPLACE\b/i.test(trigger.definition);
    if (earlier && !replaces) {
      const [database, instead] =
        trigger.dialect === 'postgresql'
          ? ['PostgreSQL 不执行这条没有 OR REPLACE 的', '先 DROP TRIGGER 或改用 CREATE OR REPLACE TRIGGER']
          : ['MySQL 不执行这条', '先 DROP TRIGGER'];
      reasons.set(
        line,
        `表 ${shownTable(table)} 已有同名触发器 ${trigger.name}（第 ${earlier.line} 行创建），${database} CREATE TRIGGER（同名触发器已存在），已忽略；要换掉它，请${instead}`,
      );
      continue;
    }
    kept.add(line);
    if (before) standing.delete(before);
    if (earlier && replaces) {
      kept.delete(earlier.line);
      reasons.set(
        earlier.line,
        `表 ${shownTable(table)} 的触发器 ${trigger.name} 在第 ${line} 行被 CREATE OR REPLACE TRIGGER 替换，这条定义未导入`,
      );
    }
    // The replaced trigger's state stays (the catalog's keeps it).
    const own = { ...trigger, ...(before?.disabled ? { disabled: true as const } : {}) };
    entity.triggers = [...(entity.triggers ?? []).filter((t) => t !== before), own];
    standing.set(own, { table: table.name, line, ...(definer ? { definer } : {}) });
  }
  const notes = [...standing].map(([trigger, { table, line, definer }]) =>
    keptTriggerNote(table, trigger, line, definer),
  );
  result.approximations.push(...notes.sort((a, b) => a.line - b.line));
  result.skipped = result.skipped.flatMap((item) => {
    if (kept.has(item.line)) return [];
    const reason = reasons.get(item.line);
    return [reason ? { ...item, reason } : item];
  });
}

/** A MySQL CREATE FUNCTION / PROCEDURE of the script, which the model does not keep. */
export interface MysqlRoutine {
  name: string;
  kind: '函数' | '存储过程';
  line: number;
}

const MYSQL_ROUTINE = new RegExp(
  String.raw`^\s*CREATE\s+(?:DEFINER\s*=\s*${ACCOUNT_PART}(?:\s*@\s*${ACCOUNT_PART})?\s+)?(?:AGGREGATE\s+)?(FUNCTION|PROCEDURE)\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:\x60[^\x60]+\x60\s*\.\s*|\w+\s*\.\s*)?(\x60[^\x60]+\x60|[\w$]+)`,
  'i',
);

/** `CREATE [DEFINER = …] FUNCTION|PROCEDURE name …` (MySQL): the routine, or undefined for another statement. */
export function readMysqlRoutine(text: string, line: number): MysqlRoutine | undefined {
  const match = MYSQL_ROUTINE.exec(text);
  if (!match) return undefined;
  return {
    name: match[2].replace(/^`|`$/g, '').toLowerCase(),
    kind: match[1].toUpperCase() === 'FUNCTION' ? '函数' : '存储过程',
    line,
  };
}

/**
 * A MySQL routine a kept trigger calls stays skipped (the model keeps no MySQL routines), saying which trigger needs
 * it: the exported script loads without it, but the trigger fails when it fires until the routine is created.
 */
export function listCalledMysqlRoutines(
  result: { model: Model; skipped: Skipped[] },
  routines: MysqlRoutine[],
): void {
  if (routines.length === 0) return;
  const callers = new Map<number, string>();
  for (const entity of result.model.entities)
    for (const trigger of entity.triggers ?? []) {
      if (trigger.dialect !== 'mysql') continue;
      const body = trigger.definition.replace(/'(?:[^'\\]|\\.|'')*'/g, "''").toLowerCase();
      for (const routine of routines) {
        const name = routine.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        // `CALL name`, `CALL name(…)` or a call `name(…)` in an expression, quoted or not.
        const called = new RegExp(
          String.raw`\bcall\s+\x60?${name}(?![\w$])|(?<![\w$])\x60?${name}\x60?\s*\(`,
        );
        if (!callers.has(routine.line) && called.test(body))
          callers.set(
            routine.line,
            `表 ${sqlTableOf(entity, result.model.project.tablePrefix ?? '')} 的触发器 ${trigger.name} `,
          );
      }
    }
  result.skipped = result.skipped.map((item) => {
    const routine = routines.find((r) => r.line === item.line);
    const caller = routine && callers.get(routine.line);
    return caller
      ? {
          ...item,
          reason: `${caller}调用了${routine.kind} ${routine.name}，模型不保存 MySQL 的${routine.kind}，已忽略：导出的脚本需先在数据库中创建它，否则触发器执行时报错`,
        }
      : item;
  });
}
