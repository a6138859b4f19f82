// Helpers the DDL import/export tests share, so each test file does not carry its own copy.
import path from 'node:path';

import type { DdlDialect } from '../../src/ddl/export';
import type { Entity, Field, Model } from '../../src/model/types';
import { validateModel } from '../../src/model/validate';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../../src/node/load-set';
import { renderOfficial } from './render-official';

/** What exportDdl gives, from the DDL set of the dialect as it is on disk (the bundle may lag behind an edit). */
export const exportDdl = (model: Model, dialect: DdlDialect): string => {
  const out = renderOfficial(model, loadSetFromDir(path.join(OFFICIAL_SETS_DIR, `${dialect}-ddl`)));
  const found = out.find((f) => f.path.endsWith('schema.sql'));
  if (!found) throw new Error(`no schema.sql in ${dialect}-ddl: ${out.map((f) => f.path).join(', ')}`);
  return found.content;
};

/** The entity of a table, by its SQL name (`sqlTableName ?? tableName`) first, then by `tableName`. */
export const entityOf = (model: Model, table: string): Entity => {
  const found =
    model.entities.find((e) => (e.sqlTableName ?? e.tableName) === table) ??
    model.entities.find((e) => e.tableName === table);
  if (!found) throw new Error(`no entity ${table}: ${model.entities.map((e) => e.tableName).join(', ')}`);
  return found;
};

/** The field of a table's column, by its SQL name (`sqlColumn ?? column`) first, then by `column`. */
export const fieldOf = (model: Model, table: string, column: string): Field => {
  const { fields } = entityOf(model, table);
  const found =
    fields.find((f) => (f.sqlColumn ?? f.column) === column) ?? fields.find((f) => f.column === column);
  if (!found) throw new Error(`no column ${table}.${column}: ${fields.map((f) => f.column).join(', ')}`);
  return found;
};

/** The problems validateModel finds, as `path: message` strings (empty when the model is valid). */
export const problemsOf = (model: Model): string[] => {
  const result = validateModel(model);
  return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
};
