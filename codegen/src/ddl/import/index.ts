// importDdl: a MySQL or PostgreSQL script → a Model, plus the statements it could not use and why.
import type { Model, PostgresqlExtension, PostgresqlType } from '../../model/types';

import { collectCreateLike, collectMysqlAlter, collectRenameTable } from './alter-mysql';
import { buildModel } from './build-model';
import { classify } from './classify';
import { readConstraintModes } from './constraint-modes';
import {
  collectAlterTable,
  collectComment,
  collectCreateIndex,
  collectCompositeType,
  collectDomain,
  collectEnumType,
} from './collect';
import { collectCreateTable } from './collect-table';
import { collectPartitionOf } from './partitions';
import { dropUnbackedDefaultSources } from './default-source';
import { DdlSyntaxError } from './errors';
import { dropCreatedTables } from './drops';
import { readOnTableChange, type ScriptChange } from './drop-rename';
import { keepMysqlSequences, readMysqlSequence, type ScriptMysqlSequence } from './mysql-sequences';
import { runExecutableComments } from './executable-comments';
import { attachPartitionIndex } from './partition-indexes';
import { definitionNames, usedPostgresqlTypeNames } from './domain-types';
import { postgresqlTypeKey } from '../../model/postgresql-domain';
import { sqlName } from '../../engine/string-literals';
import { identityDeclaration } from './preprocess';
import { quoteKeywordTableNames } from './keyword-names';
import { nameParts, qualifiedName, readSearchPath, tableKey } from './qualified';
import { restoreQuotes, standInQuotes } from './quoted-quotes';
import {
  keepCalledRoutines,
  keepDrawnSequences,
  readExtension,
  readRoutine,
  readSequenceDefinition,
  type ScriptRoutine,
  type ScriptSequence,
} from './routines';
import { summarize, type Dialect, type EnumSuggestion, type RawSchema, type Skipped } from './raw';
import { splitStatements, stripComments, type SqlStatement } from './split';
import {
  keepTriggers,
  listCalledMysqlRoutines,
  readMysqlRoutine,
  readTrigger,
  readTriggerToggle,
  type MysqlRoutine,
  type ScriptTrigger,
  type TriggerToggle,
} from './triggers';
import {
  keepPolicies,
  readPolicy,
  readRowSecurity,
  type RowSecurityChange,
  type ScriptPolicy,
} from './policies';

export { DdlSyntaxError } from './errors';
export { databaseTableKey, onTablePrefix } from './table-prefix';
export type { EnumSuggestion, Skipped } from './raw';

/** Characters a script may have; the API accepts 2 MB, this leaves room for the CLI. */
export const MAX_DDL_LENGTH = 8_000_000;

export interface DdlImportResult {
  model: Model;
  /** Statements and clauses not used, each with its line and a Chinese reason. */
  skipped: Skipped[];
  /**
   * Columns the model keeps only approximately, or that the other dialect's export will approximate
   * (e.g. `text[]` becomes a JSON column in MySQL), each with a Chinese reason.
   */
  approximations: Skipped[];
  /** Fields given labelled codes (enumValues) read from their comment: a suggestion the user may turn off. */
  suggestions: EnumSuggestion[];
}

const HANDLERS = {
  'create-table': collectCreateTable,
  'create-index': collectCreateIndex,
  'create-enum': collectEnumType,
  'create-domain': collectDomain,
  'create-composite': collectCompositeType,
  'alter-table': (statement: SqlStatement, schema: RawSchema) => {
    if (!collectMysqlAlter(statement, schema, collectAlterTable)) collectAlterTable(statement, schema);
  },
  'rename-table': collectRenameTable,
  'create-like': collectCreateLike,
  'comment-on': collectComment,
  'create-partition': collectPartitionOf,
} as const;

/**
 * CREATE SEQUENCE's start, step and CYCLE, for the columns numbered by it (`DEFAULT nextval('seq')`); the
 * statement itself stays listed in skipped, the sequence being the column's auto-increment in the model.
 */
function readSequence(text: string, schema: RawSchema): void {
  // pg_dump writes a serial as a sequence the column owns: `ALTER SEQUENCE s OWNED BY t.c`.
  const owned =
    /^\s*ALTER\s+SEQUENCE\s+(?:IF\s+EXISTS\s+)?([\w."$]+)[\s\S]*?\bOWNED\s+BY\s+([\w."$]+)\s*;?\s*$/i.exec(
      text,
    );
  if (owned) {
    const sequence = qualifiedName(owned[1], schema);
    const parts = nameParts(owned[2], schema.dialect);
    if (parts.length < 2) return;
    const table = qualifiedName(owned[2].slice(0, owned[2].lastIndexOf('.')), schema);
    schema.sequenceOwners?.set(tableKey(sequence.name, sequence.schema), {
      table: tableKey(table.name, table.schema),
      column: parts[parts.length - 1],
    });
    return;
  }
  const head =
    /^\s*CREATE\s+(?:TEMP(?:ORARY)?\s+)?SEQUENCE\s+(?:IF\s+NOT\s+EXISTS\s+)?([\w."]+)([\s\S]*)$/i.exec(text);
  if (!head) return;
  const name = qualifiedName(head[1], schema);
  const { start, options, losses } = identityDeclaration('BY DEFAULT', head[2]);
  schema.sequences?.set(tableKey(name.name, name.schema), {
    ...(start ? { start } : {}),
    ...(options.incrementBy ? { increment: options.incrementBy } : {}),
    ...(options.cycle ? { cycle: true } : {}),
    ...(losses.length ? { losses } : {}),
  });
}

export { usedPostgresqlTypeNames } from './domain-types';

/**
 * The composite types and kept domains the fields' PostgreSQL types name, with those their definitions name in turn,
 * in the script's order (a type is created after those it uses, as the script had it); first the enum types those
 * name (a field's enum type is created by the DDL from the field, one used only inside them is not).
 */
function usedPostgresqlTypes(model: Model, schema: RawSchema): PostgresqlType[] {
  const all: { name: string; schema?: string; definition: string; line: number }[] = [
    ...(schema.compositeTypes?.values() ?? []),
    ...(schema.keptDomains?.values() ?? []),
  ].sort((a, b) => a.line - b.line);
  const used = usedPostgresqlTypeNames(model);
  for (let grew = true; grew;) {
    grew = false;
    for (const type of all)
      if (
        !used.has(postgresqlTypeKey(type)) &&
        all.some((t) => used.has(postgresqlTypeKey(t)) && definitionNames(t.definition, type))
      ) {
        used.add(postgresqlTypeKey(type));
        grew = true;
      }
  }
  for (const type of all.filter((t) => !used.has(postgresqlTypeKey(t))))
    schema.skipped.push({
      statement: summarize(type.definition),
      line: type.line,
      reason: /^\s*CREATE\s+DOMAIN\b/i.test(type.definition)
        ? `域 ${type.name} 没有列使用，未导入（用到它的列才会让导出的脚本创建它）`
        : `复合类型 ${type.name} 没有列使用，未导入（用到它的列才会让导出的脚本创建它）`,
    });
  const kept = all
    .filter((t) => used.has(postgresqlTypeKey(t)))
    .map(({ name, schema: inSchema, definition }) => ({
      name,
      ...(inSchema ? { schema: inSchema } : {}),
      definition,
    }));
  const enums = [...schema.enumTypes.values()]
    .filter((e) => kept.some((t) => definitionNames(t.definition, e)))
    .map((e) => ({
      name: e.name,
      ...(e.schema ? { schema: e.schema } : {}),
      definition: `CREATE TYPE ${e.schema ? `${sqlName(e.schema, 'postgresql')}.` : ''}${/^[a-z_][a-z0-9_]*$/.test(e.name) ? e.name : sqlName(e.name, 'postgresql')} AS ENUM (${e.values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`,
    }));
  return [...enums, ...kept];
}

/**
 * Reads the script statement by statement: one it cannot use is listed in `skipped` with its line and a
 * Chinese reason, never failing the import. Throws DdlSyntaxError only for a script over MAX_DDL_LENGTH.
 */
export function importDdl(sql: string, dialect: Dialect): DdlImportResult {
  if (sql.length > MAX_DDL_LENGTH)
    throw new DdlSyntaxError(
      1,
      1,
      '',
      `DDL 脚本过大（${sql.length} 个字符，上限 ${MAX_DDL_LENGTH}），请拆分后分批导入`,
    );
  const schema: RawSchema = {
    dialect,
    tables: new Map(),
    enumTypes: new Map(),
    domains: new Map(),
    compositeTypes: new Map(),
    keptDomains: new Map(),
    domainChecks: new Map(),
    domainOptions: new Map(),
    sequences: new Map(),
    sequenceOwners: new Map(),
    partitionOf: new Map(),
    skipped: [],
    approximations: [],
    suggestions: [],
  };
  const extensions: PostgresqlExtension[] = [];
  const routines: ScriptRoutine[] = [];
  const sequences: ScriptSequence[] = [];
  // In script order: a state set by ALTER TABLE … ENABLE / DISABLE TRIGGER is the standing trigger's at that point.
  const triggers: (ScriptTrigger | ScriptChange | TriggerToggle)[] = [];
  const policies: (ScriptPolicy | ScriptChange)[] = [];
  const rowSecurity: RowSecurityChange[] = [];
  const mysqlSequences: ScriptMysqlSequence[] = [];
  const mysqlRoutines: MysqlRoutine[] = [];
  let quotesStoodIn = false;
  // MySQL runs the code of its executable comments (`/*!50001 CREATE VIEW … */`): so does the import.
  const script = dialect === 'mysql' ? runExecutableComments(sql) : sql;
  for (const statement of splitStatements(script, { mysql: dialect === 'mysql' })) {
    delete schema.foreignKeyModes;
    const text = stripComments(statement.text);
    // Where the following unqualified names are created and found (pg_dump empties it and qualifies every name).
    const searchPath = dialect === 'postgresql' ? readSearchPath(text) : undefined;
    if (searchPath) schema.searchPath = searchPath;
    // A path through a schema of its own is used (the tables after it live there), so it is no skipped statement.
    if (searchPath?.some((name) => name !== 'public')) continue;
    const toggle = dialect === 'postgresql' ? readTriggerToggle(text, statement.line, schema) : undefined;
    if (toggle) {
      triggers.push(toggle);
      continue;
    }
    const security = dialect === 'postgresql' ? readRowSecurity(text, statement.line, schema) : undefined;
    if (security) {
      rowSecurity.push(security);
      continue;
    }
    // MariaDB's sequences, mariadb-dump's `CREATE TABLE s (…) SEQUENCE=1` too: kept for the MySQL DDL.
    const mysqlSequence = dialect === 'mysql' ? readMysqlSequence(text, statement.line) : undefined;
    if (mysqlSequence) {
      mysqlSequences.push(mysqlSequence);
      continue;
    }
    const kind = classify(text);
    if (
      kind.kind === 'skip' &&
      (dropCreatedTables(text, statement.line, schema) || attachPartitionIndex(text, schema))
    )
      continue;
    if (kind.kind === 'skip') {
      const extension = dialect === 'postgresql' ? readExtension(text) : undefined;
      // PL/pgSQL comes with every database (old pg_dumps create it in pg_catalog): nothing to keep.
      if (extension && extension.name !== 'plpgsql') {
        // The same extension created twice (IF NOT EXISTS) is needed once.
        if (!extensions.some((e) => e.name === extension.name)) extensions.push(extension);
        continue;
      }
      const routine =
        dialect === 'postgresql' ? readRoutine(text, statement.line, statement.text) : undefined;
      if (routine) routines.push(routine);
      const trigger = readTrigger(text, statement.line, schema, statement.text);
      if (trigger) triggers.push(trigger);
      const policy =
        dialect === 'postgresql' ? readPolicy(text, statement.line, schema, statement.text) : undefined;
      if (policy) policies.push(policy);
      // A later DROP / RENAME / ALTER of a policy or trigger, followed where it stands among their CREATEs.
      const change = dialect === 'postgresql' ? readOnTableChange(text, statement.line) : undefined;
      if (change)
        (change.object === 'trigger' ? triggers : policies).push({
          ...change,
          on: qualifiedName(change.table, schema),
        });
      const mysqlRoutine = dialect === 'mysql' ? readMysqlRoutine(text, statement.line) : undefined;
      if (mysqlRoutine) mysqlRoutines.push(mysqlRoutine);
      if (dialect === 'postgresql') {
        readSequence(text, schema);
        const sequence = readSequenceDefinition(text, statement.line);
        if (sequence) sequences.push(sequence);
      }
      const unread = dialect === 'postgresql' && !extension && /^\s*CREATE\s+EXTENSION\b/i.test(text);
      schema.skipped.push({
        statement: summarize(text),
        line: statement.line,
        reason: unread ? '无法读取该扩展的名称，已忽略；导出的脚本需先在数据库中安装它' : kind.reason,
      });
      continue;
    }
    try {
      const stoodIn = standInQuotes(statement.text, dialect);
      if (stoodIn !== statement.text) quotesStoodIn = true;
      const read = { ...statement, text: quoteKeywordTableNames(stoodIn, dialect) };
      const used =
        dialect === 'postgresql' && (kind.kind === 'create-table' || kind.kind === 'alter-table')
          ? readConstraintModes(read, schema, kind.kind === 'create-table')
          : read;
      HANDLERS[kind.kind](used, schema);
    } catch (error) {
      schema.skipped.push({
        statement: summarize(text),
        line: statement.line,
        reason:
          error instanceof DdlSyntaxError
            ? `第 ${error.line} 行第 ${error.column} 列附近有语法错误，该语句已忽略`
            : '该语句的结构无法读取，已忽略',
      });
    }
  }
  if (quotesStoodIn) restoreQuotes(schema);
  const model = buildModel(schema);
  if (extensions.length > 0) model.project.postgresqlExtensions = extensions;
  dropUnbackedDefaultSources(model);
  const types = usedPostgresqlTypes(model, schema);
  if (types.length > 0) model.project.postgresqlTypes = types;
  const result = {
    model,
    skipped: schema.skipped,
    approximations: schema.approximations,
    suggestions: schema.suggestions,
  };
  keepTriggers(result, triggers);
  keepPolicies(result, policies, rowSecurity);
  listCalledMysqlRoutines(result, mysqlRoutines);
  keepCalledRoutines(result, routines);
  keepDrawnSequences(result, sequences);
  keepMysqlSequences(result, mysqlSequences);
  return result;
}
