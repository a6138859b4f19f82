// An imported model, named for the project it goes into: the table prefix is the project's, not the script's.
import { prefixedTable, sqlTableOf } from '../../model/names';
import { SNAKE_CASE } from '../../model/problems';
import type { Entity, Model } from '../../model/types';

/**
 * The entities of an imported script for a project whose table prefix is `prefix`, each table keeping its name in
 * the database. The import takes the prefix the script's tables share (`model.project.tablePrefix`) off their
 * `tableName`s; a project with another prefix (or none) would put its own in front, and the generated code and DDL
 * would name tables the database does not have (`sys_user` into a project without a prefix became `user`). Here each
 * table's full name is put back together and the project's prefix taken off it instead; a table that does not start
 * with the project's prefix keeps its exact name (`sqlTableName`). Returns the model and each entity's table name
 * before → after (suggestions and declined suggestions name tables by it).
 */
export function onTablePrefix(model: Model, prefix: string): { model: Model; renamed: Map<string, string> } {
  const scriptPrefix = model.project.tablePrefix ?? '';
  const renamed = new Map<string, string>();
  const entities = model.entities.map((entity) => {
    if (entity.sqlTableName) return entity;
    // The import keeps sqlTableName for every table generated code would not name prefixedTable(tableName).
    const full = prefixedTable(entity.tableName, scriptPrefix);
    // The project's prefix comes off where what is left is a model table name that gives `full` back; else the
    // whole name may do (`sys_2fa`: `2fa` is no table name), else the table keeps its exact name.
    const rest = prefix !== '' && full.startsWith(prefix) ? full.slice(prefix.length) : full;
    const tableName = [rest, full].find(
      (name) => SNAKE_CASE.test(name) && prefixedTable(name, prefix) === full,
    );
    if (tableName) {
      renamed.set(entity.tableName, tableName);
      return { ...entity, tableName };
    }
    renamed.set(entity.tableName, entity.tableName);
    return { ...entity, sqlTableName: full };
  });
  const { tablePrefix: _script, ...settings } = model.project;
  const project = prefix === '' ? settings : { ...settings, tablePrefix: prefix };
  return { model: { project, entities }, renamed };
}

/**
 * An entity's table as the database names it, for telling tables apart (an import merging into a project): its
 * schema and its exact name, else the project's prefix and its name; case does not count.
 */
export function databaseTableKey(entity: Entity, prefix: string): string {
  return `${entity.sqlSchema ?? ''}.${sqlTableOf(entity, prefix)}`.toLowerCase();
}
