// importDdl: a MySQL or PostgreSQL script → a Model, plus the statements it could not use and why.
import type { Model, PostgresqlExtension } from '../../model/types';

import { collectCreateLike, collectMysqlAlter, collectRenameTable } from './alter-mysql';
import { buildModel } from './build-model';
import { classify } from './classify';
import { readConstraintModes } from './constraint-modes';
import {
  collectAlterTable,
  collectComment,
  collectCreateIndex,
  collectDomain,
  collectEnumType,
} from './collect';
import { collectCreateTable } from './collect-table';
import { collectPartitionOf } from './partitions';
import { DdlSyntaxError } from './errors';
import { runExecutableComments } from './executable-comments';
import { identityDeclaration } from './preprocess';
import { readSearchPath } from './qualified';
import { keepCalledRoutines, readExtension, readRoutine, type ScriptRoutine } from './routines';
import { summarize, type Dialect, type EnumSuggestion, type RawSchema, type Skipped } from './raw';
import { splitStatements, stripComments, type SqlStatement } from './split';

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
  const head =
    /^\s*CREATE\s+(?:TEMP(?:ORARY)?\s+)?SEQUENCE\s+(?:IF\s+NOT\s+EXISTS\s+)?([\w."]+)([\s\S]*)$/i.exec(text);
  if (!head) return;
  const name = head[1].split('.').pop()!.replace(/"/g, '').toLowerCase();
  const { start, options, losses } = identityDeclaration('BY DEFAULT', head[2]);
  schema.sequences?.set(name, {
    ...(start ? { start } : {}),
    ...(options.incrementBy ? { increment: options.incrementBy } : {}),
    ...(options.cycle ? { cycle: true } : {}),
    ...(losses.length ? { losses } : {}),
  });
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
    domainChecks: new Map(),
    domainOptions: new Map(),
    sequences: new Map(),
    partitionOf: new Map(),
    skipped: [],
    approximations: [],
    suggestions: [],
  };
  const extensions: PostgresqlExtension[] = [];
  const routines: ScriptRoutine[] = [];
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
    const kind = classify(text);
    if (kind.kind === 'skip') {
      const extension = dialect === 'postgresql' ? readExtension(text) : undefined;
      // PL/pgSQL comes with every database (old pg_dumps create it in pg_catalog): nothing to keep.
      if (extension && extension.name !== 'plpgsql') {
        // The same extension created twice (IF NOT EXISTS) is needed once.
        if (!extensions.some((e) => e.name === extension.name)) extensions.push(extension);
        continue;
      }
      const routine = dialect === 'postgresql' ? readRoutine(text, statement.line) : undefined;
      if (routine) routines.push(routine);
      if (dialect === 'postgresql') readSequence(text, schema);
      const unread = dialect === 'postgresql' && !extension && /^\s*CREATE\s+EXTENSION\b/i.test(text);
      schema.skipped.push({
        statement: summarize(text),
        line: statement.line,
        reason: unread ? '无法读取该扩展的名称，已忽略；导出的脚本需先在数据库中安装它' : kind.reason,
      });
      continue;
    }
    try {
      const used =
        dialect === 'postgresql' && (kind.kind === 'create-table' || kind.kind === 'alter-table')
          ? readConstraintModes(statement, schema, kind.kind === 'create-table')
          : statement;
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
  const model = buildModel(schema);
  if (extensions.length > 0) model.project.postgresqlExtensions = extensions;
  const result = {
    model,
    skipped: schema.skipped,
    approximations: schema.approximations,
    suggestions: schema.suggestions,
  };
  keepCalledRoutines(result, routines);
  return result;
}
