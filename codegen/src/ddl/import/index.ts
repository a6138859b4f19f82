// importDdl: a MySQL or PostgreSQL script → a Model, plus the statements it could not use and why.
import type { Model } from '../../model/types';

import { collectCreateLike, collectMysqlAlter, collectRenameTable } from './alter-mysql';
import { buildModel } from './build-model';
import { classify } from './classify';
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
import { identityDeclaration, outsideStrings } from './preprocess';
import { readSearchPath } from './qualified';
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

/** How PostgreSQL checks a constraint that the model does not record: when, how rows with NULLs match, old rows. */
const CONSTRAINT_MODE =
  /\s+(?:NOT\s+)?DEFERRABLE\b|\s+INITIALLY\s+(?:DEFERRED|IMMEDIATE)\b|\s+MATCH\s+(?:FULL|SIMPLE|PARTIAL)\b|\s+NOT\s+VALID\b/gi;

/**
 * The statement without DEFERRABLE, INITIALLY …, MATCH … and NOT VALID, which the parser does not read (the whole
 * foreign key was lost): the constraint is kept as an ordinary one, and the clauses are listed.
 */
function withoutConstraintModes(statement: SqlStatement, schema: RawSchema): SqlStatement {
  const found: string[] = [];
  const text = outsideStrings(statement.text, (chunk) =>
    chunk.replace(CONSTRAINT_MODE, (clause) => {
      found.push(clause.trim().replace(/\s+/g, ' ').toUpperCase());
      return '';
    }),
  );
  if (found.length === 0) return statement;
  schema.approximations.push({
    statement: summarize(stripComments(statement.text)),
    line: statement.line,
    reason: `模型不记录约束的 ${[...new Set(found)].join('、')}：已按立即检查、检查已有数据的普通约束导入`,
  });
  return { ...statement, text };
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
  for (const statement of splitStatements(sql)) {
    const text = stripComments(statement.text);
    // Where the following unqualified names are created and found (pg_dump empties it and qualifies every name).
    const searchPath = dialect === 'postgresql' ? readSearchPath(text) : undefined;
    if (searchPath) schema.searchPath = searchPath;
    // A path through a schema of its own is used (the tables after it live there), so it is no skipped statement.
    if (searchPath?.some((name) => name !== 'public')) continue;
    const kind = classify(text);
    if (kind.kind === 'skip') {
      if (dialect === 'postgresql') readSequence(text, schema);
      schema.skipped.push({ statement: summarize(text), line: statement.line, reason: kind.reason });
      continue;
    }
    try {
      const used =
        dialect === 'postgresql' && (kind.kind === 'create-table' || kind.kind === 'alter-table')
          ? withoutConstraintModes(statement, schema)
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
  return {
    model,
    skipped: schema.skipped,
    approximations: schema.approximations,
    suggestions: schema.suggestions,
  };
}
