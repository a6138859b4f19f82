// Triggers and the sequences kept functions draw from, as the DDL writes them verbatim: each must be one whole statement
// of its kind, so an export never runs something else.
import { identifierWhereNeeded } from '../context/check-expression';
import { unquoteName } from '../ddl/import/qualified';
import { sqlName } from '../engine/string-literals';
import { type DatabaseTable, databaseTableOf } from './names';
import { controlCharacterMessage, forEachListed, hasControlCharacter, type Problems } from './problems';
import { type Entity, type ProjectSettings, TRIGGER_DIALECTS, type Trigger } from './types';
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

/** `CREATE POLICY name ON table …` (PostgreSQL row-level security, see Policy). */
const PG_POLICY = new RegExp(
  String.raw`^\s*CREATE\s+POLICY\s+(${PG_IDENT})\s+ON\s+(${PG_NAME})(?=\s|$)`,
  'i',
);

/** A statement kept on the table its ON names: a trigger of a dialect, or a PostgreSQL policy. */
export type OnStatement = Trigger['dialect'] | 'policy';

/** MySQL's `CREATE [DEFINER = account] TRIGGER [IF NOT EXISTS] name BEFORE|AFTER event ON table FOR EACH ROW …`. */
export const mysqlTriggerPattern = (account: string) =>
  new RegExp(
    String.raw`^(\s*CREATE\s+)(DEFINER\s*=\s*${account}(?:\s*@\s*${account})?\s+)?(TRIGGER\s+(?:IF\s+NOT\s+EXISTS\s+)?(${MY_NAME})\s+(?:BEFORE|AFTER)\s+(?:INSERT|UPDATE|DELETE)\s+ON\s+(${MY_NAME})\s+FOR\s+EACH\s+ROW\b)`,
    'i',
  );
const MY_TRIGGER = mysqlTriggerPattern(String.raw`\S+?`);

/**
 * The trigger's (or policy's) name and its table as written in its definition (quotes kept), or undefined for another
 * statement.
 */
export function triggerHead(
  definition: string,
  dialect: OnStatement,
): { name: string; table: string } | undefined {
  if (dialect !== 'mysql') {
    const match = (dialect === 'policy' ? PG_POLICY : PG_TRIGGER).exec(definition);
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
  dialect: OnStatement,
  table: string,
  schema: string | null,
): string {
  const pattern = { postgresql: PG_TRIGGER, mysql: MY_TRIGGER, policy: PG_POLICY }[dialect];
  const match = new RegExp(pattern.source, 'id').exec(definition);
  const at = match?.indices?.[dialect === 'mysql' ? 5 : 2];
  if (!match || !at) return definition;
  const sql = dialect === 'mysql' ? 'mysql' : 'postgresql';
  const written = definition.slice(at[0], at[1]);
  // A table renamed `order` or `group` is a keyword there: bare, it would end the statement's parse.
  const quote = (name: string) =>
    written.includes(sql === 'mysql' ? '`' : '"') ? sqlName(name, sql) : identifierWhereNeeded(name, sql);
  const name = schema ? `${quote(schema)}.${quote(table)}` : quote(table);
  return `${definition.slice(0, at[0])}${name}${definition.slice(at[1])}`;
}

/** What names an entity's table in the database (databaseTableOf): a change of any moves its triggers. */
export type TableNaming = Pick<Entity, 'tableName' | 'sqlTableName' | 'sqlSchema'>;
/** The project settings that name tables (databaseTableOf). */
export type ProjectNaming = Partial<Pick<ProjectSettings, 'database' | 'tablePrefix'>>;

/**
 * The entity's triggers once its table in the database moves, from `before` in `project` to `after` in
 * `projectAfter` (a new tableName, sqlTableName or sqlSchema, a new table prefix or database): each trigger whose ON
 * names the table it was on then names the new one, quoting and qualification kept; one whose ON names another table
 * stays as written (the validator reports it). The same array when nothing moves.
 */
export function moveTriggersTable(
  before: TableNaming & Pick<Entity, 'triggers'>,
  after: TableNaming,
  project: ProjectNaming,
  projectAfter: ProjectNaming = project,
): Trigger[] | undefined {
  return moveOnTable(before.triggers, (t) => t.dialect, before, after, project, projectAfter);
}

/**
 * Statements kept on the entity's table (triggers, policies: `kind` says which), moved as moveTriggersTable moves
 * triggers. The same array when nothing moves.
 */
export function moveOnTable<T extends { definition: string }>(
  statements: T[] | undefined,
  kind: (statement: T) => OnStatement,
  before: TableNaming,
  after: TableNaming,
  project: ProjectNaming,
  projectAfter: ProjectNaming = project,
): T[] | undefined {
  const from = databaseTableOf(before, project);
  const to = databaseTableOf(after, projectAfter);
  // A name cleared while being typed moves nothing: the statements wait on the last one (the validator says so).
  if (!statements || !from.table || !to.table) return statements;
  let moved = false;
  const next = statements.map((statement) => {
    const definition = movedOn(statement.definition, kind(statement), from, to);
    if (definition === statement.definition) return statement;
    moved = true;
    return { ...statement, definition };
  });
  return moved ? next : statements;
}

/** Whether the trigger's ON (triggerTable) names `table`; PostgreSQL's unqualified name is found in any schema. */
export function isOn(
  on: { schema: string | null; table: string },
  table: DatabaseTable,
  dialect: OnStatement,
): boolean {
  if (dialect === 'mysql') return on.table.toLowerCase() === table.table.toLowerCase();
  return on.table === table.table && (on.schema === null || on.schema === (table.schema ?? 'public'));
}

/** The definition with its ON moved from `from` to `to`; as it was when its ON names another table. */
function movedOn(definition: string, dialect: OnStatement, from: DatabaseTable, to: DatabaseTable): string {
  const on = triggerTable(definition, dialect);
  if (!on || !isOn(on, from, dialect)) return definition;
  // MySQL's qualifier names a database, which no model setting names: it stays.
  if (dialect === 'mysql')
    return on.table === to.table ? definition : retargetTrigger(definition, dialect, to.table, on.schema);
  // An unqualified name is looked up in the search path: it is qualified once the table leaves its schema.
  const schema = on.schema !== null ? (to.schema ?? 'public') : to.schema === from.schema ? null : to.schema;
  return on.table === to.table && on.schema === schema
    ? definition
    : retargetTrigger(definition, dialect, to.table, schema);
}

/** The table a trigger's ON names, as the database keeps it: its schema (null when unqualified) and name. */
export function triggerTable(
  definition: string,
  dialect: OnStatement,
): { schema: string | null; table: string } | undefined {
  const head = triggerHead(definition, dialect);
  if (!head) return undefined;
  const ident = dialect === 'mysql' ? MY_IDENT : PG_IDENT;
  const parts = new RegExp(String.raw`^(${ident})(?:\s*\.\s*(${ident}))?$`).exec(head.table.trim());
  if (!parts) return undefined;
  const [first, second] = [parts[1], parts[2]].map((p) => (p === undefined ? p : triggerName(p, dialect)));
  return second === undefined ? { schema: null, table: first! } : { schema: first!, table: second };
}

/** A written identifier as the database keeps it (`"Touch"` → Touch, `touch` → touch; MySQL's as written). */
export function triggerName(written: string, dialect: OnStatement): string {
  return unquoteName(written.trim(), dialect === 'mysql' ? 'mysql' : 'postgresql');
}

/** The text outside strings and comments: where a `;` would end the statement. */
export const masked = (text: string) =>
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
      else if (hasControlCharacter(name)) problems.add(`${at}.name`, controlCharacterMessage('序列名', name));
      else if (seen.has(name)) problems.add(`${at}.name`, `序列 ${name} 重复列出，请删去一个`);
      else seen.add(name);
    },
  );
}

/** Each trigger of the entity, on `own` (the entity's table as the DDL creates it: databaseTableOf). */
export function validateTriggers(
  entity: Record<string, unknown>,
  path: string,
  own: DatabaseTable,
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
    else if (hasControlCharacter(written))
      problems.add(`${at}.name`, controlCharacterMessage('触发器名', written));
    else if (seen.has(written.toLowerCase()))
      problems.add(`${at}.name`, `触发器 ${written} 在同一张表上重复，请删去或改名一个`);
    else seen.add(written.toLowerCase());
    // The trigger is created on the table its ON names: another one (the entity's table renamed) fails the export.
    const on = triggerTable(definition, dialect);
    if (on && !isOn(on, own, dialect)) {
      // A qualified ON is fixed by the entity's schema and table: the table name alone leaves another schema wrong.
      const table = `${dialect === 'postgresql' && on.schema ? `${own.schema ?? 'public'}.` : ''}${own.table}`;
      problems.add(
        `${at}.definition`,
        `触发器 ${written} 建在表 ${on.schema ? `${on.schema}.` : ''}${on.table} 上，而它所属实体的表是 ${table}：请把定义中 ON 之后的表名改为 ${table}`,
      );
    }
    if (disabled !== undefined && disabled !== null && !(disabled === true && dialect === 'postgresql'))
      problems.add(
        `${at}.disabled`,
        '触发器的停用标记（disabled）只能是 true 或不填，且只用于 PostgreSQL 的触发器',
      );
  });
}
