// importDdl: a MySQL or PostgreSQL script → a Model, plus the statements it could not use and why.
import type { Model } from '../../model/types';

import { buildModel } from './build-model';
import { classify } from './classify';
import {
  collectAlterTable,
  collectComment,
  collectCreateIndex,
  collectCreateTable,
  collectDomain,
  collectEnumType,
} from './collect';
import { summarize, type Dialect, type RawSchema, type Skipped } from './raw';
import { splitStatements, stripComments } from './split';

export { DdlSyntaxError } from './errors';

export interface DdlImportResult {
  model: Model;
  skipped: Skipped[];
}

const HANDLERS = {
  'create-table': collectCreateTable,
  'create-index': collectCreateIndex,
  'create-enum': collectEnumType,
  'create-domain': collectDomain,
  'alter-table': collectAlterTable,
  'comment-on': collectComment,
} as const;

/** Throws DdlSyntaxError (with the line) when a table definition cannot be parsed. */
export function importDdl(sql: string, dialect: Dialect): DdlImportResult {
  const schema: RawSchema = {
    dialect,
    tables: new Map(),
    enumTypes: new Map(),
    domains: new Map(),
    skipped: [],
  };
  for (const statement of splitStatements(sql)) {
    const text = stripComments(statement.text);
    const kind = classify(text);
    if (kind.kind === 'skip') schema.skipped.push({ statement: summarize(text), reason: kind.reason });
    else HANDLERS[kind.kind](statement, schema);
  }
  return { model: buildModel(schema), skipped: schema.skipped };
}
