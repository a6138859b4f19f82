// Triggers and the sequences kept functions draw from, as the DDL writes them verbatim: each must be one whole statement
// of its kind, so an export never runs something else.
import { forEachListed, type Problems } from './problems';
import { TRIGGER_DIALECTS, type Entity, type Trigger } from './types';
import { MAX_ROUTINE_DEFINITION } from './validate-postgresql';

export const MAX_TRIGGER_DEFINITION = MAX_ROUTINE_DEFINITION;
const MAX_SEQUENCE_DEFINITION = 2000;

const PG_IDENT = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)`;
const PG_NAME = String.raw`${PG_IDENT}(?:\s*\.\s*${PG_IDENT})?`;
const MY_IDENT = String.raw`(?:\x60(?:[^\x60]|\x60\x60)+\x60|"(?:[^"]|"")+"|[\w$]+)`;
const MY_NAME = String.raw`${MY_IDENT}(?:\s*\.\s*${MY_IDENT})?`;

/** `CREATE [OR REPLACE] [CONSTRAINT] TRIGGER name BEFORE|AFTER|INSTEAD OF events ON [ONLY] table …`. */
const PG_TRIGGER = new RegExp(
  String.raw`^\s*CREATE\s+(?:OR\s+REPLACE\s+)?(?:CONSTRAINT\s+)?TRIGGER\s+(${PG_IDENT})\s+(?:BEFORE|AFTER|INSTEAD\s+OF)\s+[\s\S]*?\bON\s+(?:ONLY\s+)?(${PG_NAME})`,
  'i',
);

/** MySQL's `CREATE [DEFINER = account] TRIGGER [IF NOT EXISTS] name BEFORE|AFTER event ON table FOR EACH ROW …`. */
export const mysqlTriggerPattern = (account: string) =>
  new RegExp(
    String.raw`^(\s*CREATE\s+)(DEFINER\s*=\s*${account}(?:\s*@\s*${account})?\s+)?(TRIGGER\s+(?:IF\s+NOT\s+EXISTS\s+)?(${MY_NAME})\s+(?:BEFORE|AFTER)\s+(?:INSERT|UPDATE|DELETE)\s+ON\s+(${MY_NAME})\s+FOR\s+EACH\s+ROW\b)`,
    'i',
  );
const MY_TRIGGER = mysqlTriggerPattern(String.raw`\S+?`);

/** The trigger's name and its table as written in its definition (quotes kept), or undefined for another statement. */
export function triggerHead(
  definition: string,
  dialect: Trigger['dialect'],
): { name: string; table: string } | undefined {
  if (dialect === 'postgresql') {
    const match = PG_TRIGGER.exec(definition);
    return match ? { name: match[1], table: match[2] } : undefined;
  }
  const match = MY_TRIGGER.exec(definition);
  // A name `db.name` names the trigger `name`.
  return match ? { name: match[4].split('.').pop()!.trim(), table: match[5] } : undefined;
}

/**
 * The definition with the table after ON (its part `table` of triggerHead) replaced by `table` in `schema` (null:
 * unqualified), quoted as the dialect needs; a name written quoted stays quoted. The rest is kept byte for byte.
 */
export function retargetTrigger(
  definition: string,
  dialect: Trigger['dialect'],
  table: string,
  schema: string | null,
): string {
  const match = new RegExp((dialect === 'postgresql' ? PG_TRIGGER : MY_TRIGGER).source, 'id').exec(
    definition,
  );
  const at = match?.indices?.[dialect === 'postgresql' ? 2 : 5];
  if (!match || !at) return definition;
  const q = dialect === 'postgresql' ? '"' : '`';
  const plain = dialect === 'postgresql' ? /^[a-z_][a-z0-9_$]*$/ : /^[\w$]+$/;
  const written = definition.slice(at[0], at[1]);
  const quote = (name: string) =>
    plain.test(name) && !written.includes(q) ? name : `${q}${name.replaceAll(q, q + q)}${q}`;
  const name = schema ? `${quote(schema)}.${quote(table)}` : quote(table);
  return `${definition.slice(0, at[0])}${name}${definition.slice(at[1])}`;
}

/**
 * The entity's triggers once its model table name becomes `tableName`: each trigger on its table (the model name, or
 * the project's prefix before it) is moved to the new name, schema and quoting kept; one on another table stays.
 * An entity with an exact sqlTableName keeps its table, and its triggers.
 */
export function renameTriggersTable(
  entity: Pick<Entity, 'tableName' | 'sqlTableName' | 'triggers'>,
  tableName: string,
): Trigger[] | undefined {
  const before = entity.tableName;
  // A name cleared while being typed moves nothing: the triggers wait on the last one (the validator says so).
  if (!entity.triggers || entity.sqlTableName || before === tableName || !before || !tableName)
    return entity.triggers;
  return entity.triggers.map((trigger) => {
    const on = triggerTable(trigger.definition, trigger.dialect);
    const same = (a: string, b: string) =>
      trigger.dialect === 'mysql' ? a.toLowerCase() === b.toLowerCase() : a === b;
    // The table is the prefix (possibly none) and the model name: the prefix stays.
    const prefix =
      on && on.table.length >= before.length ? on.table.slice(0, on.table.length - before.length) : '';
    if (!on || !same(on.table.slice(prefix.length), before) || !/^[a-z0-9_]*$/.test(prefix)) return trigger;
    const definition = retargetTrigger(
      trigger.definition,
      trigger.dialect,
      `${prefix}${tableName}`,
      on.schema,
    );
    return { ...trigger, definition };
  });
}

/** The table a trigger's ON names, as the database keeps it: its schema (null when unqualified) and name. */
export function triggerTable(
  definition: string,
  dialect: Trigger['dialect'],
): { schema: string | null; table: string } | undefined {
  const head = triggerHead(definition, dialect);
  if (!head) return undefined;
  const ident = dialect === 'postgresql' ? PG_IDENT : MY_IDENT;
  const parts = new RegExp(String.raw`^(${ident})(?:\s*\.\s*(${ident}))?$`).exec(head.table.trim());
  if (!parts) return undefined;
  const [first, second] = [parts[1], parts[2]].map((p) => (p === undefined ? p : triggerName(p, dialect)));
  return second === undefined ? { schema: null, table: first! } : { schema: first!, table: second };
}

/** A written identifier as the database keeps it (`"Touch"` → Touch, `touch` → touch; MySQL's as written). */
export function triggerName(written: string, dialect: Trigger['dialect']): string {
  const quoted = /^(["`])([\s\S]*)\1$/.exec(written.trim());
  if (quoted) return quoted[2].replaceAll(quoted[1] + quoted[1], quoted[1]);
  return dialect === 'postgresql' ? written.trim().toLowerCase() : written.trim();
}

/** The text outside strings and comments: where a `;` would end the statement. */
const masked = (text: string) =>
  text
    .replace(/'(?:[^'\\]|\\.|'')*'|"(?:[^"\\]|\\.|"")*"|`[^`]*`/g, "''")
    .replace(/\/\*[\s\S]*?\*\/|--[^\n]*|#[^\n]*/g, ' ');

/**
 * One whole trigger statement of the dialect, no final semicolon: PostgreSQL's has no `;` at all (its code is in a
 * function); MySQL's may have them only inside a `BEGIN … END` body, never `;;` (the export's delimiter) nor a
 * DELIMITER line, and has no DEFINER clause.
 */
export function isTriggerDefinition(definition: unknown, dialect: unknown): definition is string {
  if (
    typeof definition !== 'string' ||
    definition.length > MAX_TRIGGER_DEFINITION ||
    (dialect !== 'postgresql' && dialect !== 'mysql')
  )
    return false;
  const head = triggerHead(definition, dialect);
  if (!head) return false;
  const outside = masked(definition);
  if (dialect === 'postgresql') return !outside.includes(';') && !/\$\w*\$/.test(outside);
  if (/^\s*CREATE\s+DEFINER\b/i.test(definition) || /;\s*$/.test(outside)) return false;
  if (outside.includes(';;') || /^\s*DELIMITER\b/im.test(outside)) return false;
  const body = outside.slice(outside.search(/\bFOR\s+EACH\s+ROW\b/i));
  return (
    !outside.includes(';') ||
    /^FOR\s+EACH\s+ROW\s+(?:(?:FOLLOWS|PRECEDES)\s+\S+\s+)?(?:\w+\s*:\s*)?BEGIN\b[\s\S]*\bEND(?:\s+\w+)?\s*$/i.test(
      body,
    )
  );
}

const SEQUENCE = new RegExp(
  String.raw`^\s*CREATE\s+SEQUENCE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:${PG_IDENT}\s*\.\s*)?(${PG_IDENT})(?:\s|$)`,
  'i',
);

/** The sequence a `CREATE SEQUENCE` names (as PostgreSQL keeps it), or undefined for another statement. */
export function sequenceName(definition: string): string | undefined {
  const match = SEQUENCE.exec(definition);
  return match ? triggerName(match[1], 'postgresql') : undefined;
}

/** One `CREATE SEQUENCE` statement without OWNED BY (the DDL creates it before the tables). */
export function isSequenceDefinition(definition: unknown): definition is string {
  if (typeof definition !== 'string' || definition.length > MAX_SEQUENCE_DEFINITION) return false;
  const outside = masked(definition);
  return sequenceName(definition) !== undefined && !outside.includes(';') && !/\bOWNED\s+BY\b/i.test(outside);
}

const SEQUENCE_ITEM = { label: 'PostgreSQL 序列', shape: '{ name, definition }' };
const TRIGGER_ITEM = { label: '触发器', shape: '{ name, dialect, definition }' };

export function validateSequences(project: Record<string, unknown>, problems: Problems): void {
  const seen = new Set<string>();
  forEachListed(
    project.postgresqlSequences,
    'project.postgresqlSequences',
    SEQUENCE_ITEM,
    problems,
    (sequence, at) => {
      if (!isSequenceDefinition(sequence.definition)) {
        problems.add(
          `${at}.definition`,
          `序列定义应是一整条 CREATE SEQUENCE 语句（不超过 ${MAX_SEQUENCE_DEFINITION} 个字符，不带 OWNED BY），后面不能再有其他语句`,
        );
        return;
      }
      const name = sequenceName(sequence.definition)!;
      if (sequence.name !== name)
        problems.add(
          `${at}.name`,
          `序列名「${String(sequence.name ?? '')}」应与定义中 CREATE SEQUENCE 之后的名称一致`,
        );
      else if (seen.has(name)) problems.add(`${at}.name`, `序列 ${name} 重复列出，请删去一个`);
      else seen.add(name);
    },
  );
}

/** Each trigger of the entity, on `table` (the entity's table as the database names it: sqlTableOf). */
export function validateTriggers(
  entity: Record<string, unknown>,
  path: string,
  table: string,
  problems: Problems,
): void {
  const seen = new Set<string>();
  forEachListed(entity.triggers, `${path}.triggers`, TRIGGER_ITEM, problems, (trigger, at) => {
    const { name, definition, disabled } = trigger;
    const dialect = trigger.dialect as Trigger['dialect'];
    if (!TRIGGER_DIALECTS.includes(dialect)) {
      problems.add(`${at}.dialect`, "触发器的方言只能是 'postgresql' 或 'mysql'");
      return;
    }
    const kind =
      dialect === 'postgresql' ? 'PostgreSQL 的 CREATE [CONSTRAINT] TRIGGER' : 'MySQL 的 CREATE TRIGGER';
    if (!isTriggerDefinition(definition, dialect)) {
      problems.add(
        `${at}.definition`,
        dialect === 'postgresql'
          ? `触发器定义应是一整条 ${kind} 语句（不超过 ${MAX_TRIGGER_DEFINITION} 个字符，不带结尾分号），它调用的函数另行保存，后面不能再有其他语句`
          : `触发器定义应是一整条 ${kind} … FOR EACH ROW 语句（不超过 ${MAX_TRIGGER_DEFINITION} 个字符，不带 DEFINER 和结尾分号），多条语句须写在 BEGIN … END 中，不能含 ;; 或 DELIMITER`,
      );
      return;
    }
    const written = triggerName(triggerHead(definition, dialect)!.name, dialect);
    if (name !== written)
      problems.add(
        `${at}.name`,
        `触发器名「${String(name ?? '')}」应与定义中 TRIGGER 之后的名称「${written}」一致`,
      );
    else if (seen.has(written.toLowerCase()))
      problems.add(`${at}.name`, `触发器 ${written} 在同一张表上重复，请删去或改名一个`);
    else seen.add(written.toLowerCase());
    // The trigger is created on the table its ON names: another one (the entity's table renamed) fails the export.
    const on = triggerTable(definition, dialect);
    const schema = typeof entity.sqlSchema === 'string' ? entity.sqlSchema : 'public';
    const sameTable =
      on && (dialect === 'postgresql' ? on.table === table : on.table.toLowerCase() === table.toLowerCase());
    if (on && (!sameTable || (dialect === 'postgresql' && on.schema !== null && on.schema !== schema))) {
      // A qualified ON is fixed by the entity's schema and table: the table name alone leaves another schema wrong.
      const own = `${dialect === 'postgresql' && on.schema ? `${schema}.` : ''}${table}`;
      problems.add(
        `${at}.definition`,
        `触发器 ${written} 建在表 ${on.schema ? `${on.schema}.` : ''}${on.table} 上，而它所属实体的表是 ${own}：请把定义中 ON 之后的表名改为 ${own}`,
      );
    }
    if (disabled !== undefined && disabled !== null && !(disabled === true && dialect === 'postgresql'))
      problems.add(
        `${at}.disabled`,
        '触发器的停用标记（disabled）只能是 true 或不填，且只用于 PostgreSQL 的触发器',
      );
  });
}
