// importDdl: a MySQL or PostgreSQL script → a Model, plus the statements it could not use and why.
import type { Model } from '../../model/types';

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
import { summarize, type Dialect, type EnumSuggestion, type RawSchema, type Skipped } from './raw';
import { splitStatements, stripComments } from './split';

export { DdlSyntaxError } from './errors';
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
  'alter-table': collectAlterTable,
  'comment-on': collectComment,
  'create-partition': collectPartitionOf,
} as const;

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
    partitionOf: new Map(),
    skipped: [],
    approximations: [],
    suggestions: [],
  };
  for (const statement of splitStatements(sql)) {
    const text = stripComments(statement.text);
    const kind = classify(text);
    if (kind.kind === 'skip') {
      schema.skipped.push({ statement: summarize(text), line: statement.line, reason: kind.reason });
      continue;
    }
    try {
      HANDLERS[kind.kind](statement, schema);
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
