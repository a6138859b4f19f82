// What the PostgreSQL DDL writes as the model has it: the project's extensions and functions, a table's UNLOGGED and
// storage parameters. Each must be one clause or one statement, so an export never runs something else.
import { unquoteName } from '../ddl/import/qualified';
import { endsWithAtomicBody, splitStatements } from '../ddl/import/split';
import { forEachListed, hasControlCharacter, type Problems } from './problems';

/** A name `CREATE EXTENSION` accepts written in double quotes: contrib names have dashes (`uuid-ossp`). */
const EXTENSION_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,62}$/;
/**
 * A name written in double quotes (a quote in it doubled): up to PostgreSQL's 63 bytes in UTF-8, without a control
 * character, which would break the `--` line the DDL notes it in.
 */
const isQuotedName = (name: unknown): name is string =>
  typeof name === 'string' &&
  name !== '' &&
  new TextEncoder().encode(name).length <= 63 &&
  !hasControlCharacter(name);
/** A kept type's or domain's name (Field.postgresqlDomain, PostgresqlType): written in double quotes where needed. */
export const isTypeName = isQuotedName;
export const MAX_ROUTINE_DEFINITION = 100_000;
/** `name [= value]` pairs as PostgreSQL prints reloptions (`fillfactor=70`, `toast.autovacuum_enabled=false`). */
const STORAGE_PARAMETERS =
  /^\s*[A-Za-z_][\w.]*\s*(=\s*('(?:[^']|'')*'|[\w.+-]+)\s*)?(,\s*[A-Za-z_][\w.]*\s*(=\s*('(?:[^']|'')*'|[\w.+-]+)\s*)?)*$/;
export const MAX_STORAGE_PARAMETERS = 1000;

/** The definition outside its strings and dollar-quoted bodies: where a `;` would end the statement. */
const outsideBodies = (definition: string) =>
  withoutDollarBodies(definition).replace(/'(?:[^']|'')*'/g, "''");

/**
 * Each `$tag$ … $tag$` body (the first closing tag after its opening one) written as one `$`. A linear scan: the
 * regular expression `\$(tag)?\$[\s\S]*?\$\1\$` read the rest of the text again from each unclosed opening tag.
 */
const OPENING_TAG = /\$((?:[A-Za-z_]\w*)?)\$/y;
function withoutDollarBodies(definition: string): string {
  // Where each `$tag$` (`$$` for the empty tag) is written, in order: a `$`, its longest word run, a `$`.
  const tags = new Map<string, number[]>();
  for (const match of definition.matchAll(/\$(?=(\w*)\$)/g)) {
    const at = tags.get(match[1]);
    if (at) at.push(match.index);
    else tags.set(match[1], [match.index]);
  }
  const next = new Map<string, number>();
  let result = '';
  let done = 0;
  let from = 0;
  for (;;) {
    const start = definition.indexOf('$', from);
    if (start < 0) break;
    OPENING_TAG.lastIndex = start;
    const tag = OPENING_TAG.exec(definition)?.[1];
    if (tag === undefined) {
      from = start + 1;
      continue;
    }
    // The closing tags of one name are looked up in order, so each list is walked once in all.
    const positions = tags.get(tag) ?? [];
    let index = next.get(tag) ?? 0;
    const bodyFrom = start + tag.length + 2;
    while (index < positions.length && positions[index] < bodyFrom) index += 1;
    next.set(tag, index);
    if (index === positions.length) {
      from = start + 1;
      continue;
    }
    result += definition.slice(done, start) + '$';
    done = from = positions[index] + tag.length + 2;
  }
  return result + definition.slice(done);
}

/** An extension the DDL can create as the model has it. */
export const isExtension = (extension: { name: string; schema?: string }): boolean =>
  EXTENSION_NAME.test(extension.name) && (extension.schema === undefined || isQuotedName(extension.schema));

/** One `CREATE [OR REPLACE] FUNCTION` statement, whole, without a statement after it. */
export function isRoutineDefinition(definition: unknown): definition is string {
  if (
    typeof definition !== 'string' ||
    definition.length > MAX_ROUTINE_DEFINITION ||
    !/^CREATE\s+(OR\s+REPLACE\s+)?FUNCTION\s/i.test(definition.trim())
  )
    return false;
  const outside = outsideBodies(definition);
  // A SQL-standard body (`BEGIN ATOMIC … END`) has `;` of its own: one statement still if the body ends it, as
  // PostgreSQL and psql read it and as the importer splits the exported script.
  const oneStatement =
    !/;\s*\S/.test(outside.replace(/;\s*$/, '')) ||
    (endsWithAtomicBody(definition) && splitStatements(definition).length === 1);
  return oneStatement && !/\$\w*\$/.test(outside.replace(/\$\$/g, ''));
}

const MAX_TYPE_DEFINITION = 10_000;

/**
 * One `CREATE TYPE name AS (…)`, `CREATE TYPE name AS ENUM (…)` or `CREATE DOMAIN name …` statement of the type
 * `name` in `schema` (omitted = public), whole, without a statement after it.
 */
function isTypeDefinition(definition: unknown, name: string, schema: string | undefined): boolean {
  if (typeof definition !== 'string' || definition.length > MAX_TYPE_DEFINITION) return false;
  const head =
    /^\s*CREATE\s+(TYPE|DOMAIN)\s+(?:("(?:[^"]|"")+"|[A-Za-z_][\w$]*)\s*\.\s*)?("(?:[^"]|"")+"|[A-Za-z_][\w$]*)(?:\s+AS\s*(?:ENUM\s*)?\(|\s+\S)/i.exec(
      definition,
    );
  if (!head || unquoteName(head[3], 'postgresql') !== name) return false;
  const written = head[2] === undefined ? 'public' : unquoteName(head[2], 'postgresql');
  if (written !== (schema ?? 'public')) return false;
  const domain = head[1].toUpperCase() === 'DOMAIN';
  if (!domain && !/\(\s*$/.test(head[0])) return false;
  const outside = definition.replace(/'(?:[^']|'')*'/g, "''").replace(/"(?:[^"]|"")*"/g, '""');
  return !/;\s*\S/.test(outside.replace(/;\s*$/, '')) && (domain || /\)\s*;?\s*$/.test(outside));
}

const TYPE = { label: 'PostgreSQL 类型', shape: '{ name, definition }' };
const EXTENSION = { label: 'PostgreSQL 扩展', shape: '{ name, schema? }' };
const ROUTINE = { label: 'PostgreSQL 函数', shape: '{ name, definition }' };

export function validatePostgresqlProject(project: Record<string, unknown>, problems: Problems): void {
  // The types: a name once in its schema, as the database keeps it (a column writes it quoted where needed).
  const typeNames = new Set<string>();
  forEachListed(project.postgresqlTypes, 'project.postgresqlTypes', TYPE, problems, (type, at) => {
    const { name, schema, definition } = type;
    if (!isTypeName(name)) {
      problems.add(`${at}.name`, '类型名应为 1–63 个字节（一个汉字占 3 个字节），不能含控制字符（如换行）');
      return;
    }
    if (schema !== undefined && !isQuotedName(schema)) {
      problems.add(
        `${at}.schema`,
        '类型所在的模式名应为 1–63 个字节（一个汉字占 3 个字节），不能含控制字符（如换行）；在 public 模式时不填',
      );
      return;
    }
    // `public` written out would make a second key for the same type, which the DDL would then create twice.
    if (schema === 'public') {
      problems.add(`${at}.schema`, '类型在 public 模式时不填模式名：请删去 schema 的「public」');
      return;
    }
    const key = schema === undefined ? name : `${schema}.${name}`;
    if (typeNames.has(key)) problems.add(`${at}.name`, `类型 ${key} 重复列出，请删去一个`);
    typeNames.add(key);
    if (!isTypeDefinition(definition, name, schema))
      problems.add(
        `${at}.definition`,
        `类型定义应是一整条 CREATE TYPE ${key} AS (…)、CREATE TYPE ${key} AS ENUM (…) 或 CREATE DOMAIN ${key} … 语句（不超过 ${MAX_TYPE_DEFINITION} 个字符），后面不能再有其他语句`,
      );
  });
  const extensionNames = new Set<string>();
  forEachListed(
    project.postgresqlExtensions,
    'project.postgresqlExtensions',
    EXTENSION,
    problems,
    (extension, at) => {
      const { name, schema } = extension;
      if (typeof name !== 'string' || !EXTENSION_NAME.test(name))
        problems.add(
          `${at}.name`,
          `扩展名「${String(name ?? '')}」不正确：应以字母或下划线开头，只含字母、数字、下划线和连字符，最多 63 个字符，如 pg_trgm、uuid-ossp`,
        );
      else if (extensionNames.has(name.toLowerCase()))
        problems.add(`${at}.name`, `扩展 ${name} 重复列出，请删去一个`);
      else extensionNames.add(name.toLowerCase());
      if (schema !== undefined && schema !== null && !isQuotedName(schema))
        problems.add(
          `${at}.schema`,
          '扩展所在的模式名应为 1–63 个字节（一个汉字占 3 个字节），不能含控制字符（如换行）',
        );
    },
  );
  forEachListed(
    project.postgresqlRoutines,
    'project.postgresqlRoutines',
    ROUTINE,
    problems,
    (routine, at) => {
      if (!isQuotedName(routine.name))
        problems.add(`${at}.name`, '函数名应为 1–63 个字节（一个汉字占 3 个字节），不能含控制字符（如换行）');
      if (!isRoutineDefinition(routine.definition))
        problems.add(
          `${at}.definition`,
          `函数定义应是一整条 CREATE FUNCTION 语句（不超过 ${MAX_ROUTINE_DEFINITION} 个字符），函数体写在 $$ … $$ 或 BEGIN ATOMIC … END 中，后面不能再有其他语句`,
        );
    },
  );
}

/** Storage parameters the DDL can write inside `WITH (…)` as they are. */
export const isStorageParameters = (text: unknown): text is string =>
  typeof text === 'string' && text.length <= MAX_STORAGE_PARAMETERS && STORAGE_PARAMETERS.test(text);

export function validateTableOptions(
  entity: Record<string, unknown>,
  path: string,
  problems: Problems,
): void {
  const { unlogged, storageParameters } = entity;
  if (unlogged !== undefined && unlogged !== null && unlogged !== true)
    problems.add(`${path}.unlogged`, '不记日志表（unlogged）只能是 true 或不填');
  if (storageParameters === undefined || storageParameters === null || storageParameters === '') return;
  if (!isStorageParameters(storageParameters))
    problems.add(
      `${path}.storageParameters`,
      `存储参数应写成 WITH (…) 括号中的「参数 = 值」列表，用逗号分隔，如 fillfactor = 70, autovacuum_enabled = false（不超过 ${MAX_STORAGE_PARAMETERS} 个字符）`,
    );
}
