// Applies mysqlRowTexts (model/mysql-row.ts) to each entity's fields: the MySQL DDL writes the longest VARCHARs of a
// table whose row MySQL would refuse as TEXT / MEDIUMTEXT.
import { MYSQL_MAX_KEY_BYTES } from '../model/mysql-index';
import { mysqlRowTexts } from '../model/mysql-row';
import { mysqlCharBytes, mysqlCharsetOf, mysqlTableCharsetOf } from '../model/type-map';
import type { Entity } from '../model/types';

import type { FieldContext } from './types';

/**
 * Fields no TEXT may replace: columns of a foreign key or referenced by one (InnoDB keys them whole). A unique one
 * longer than a key may be TEXT: the MySQL DDL keys it by a prefix either way; a shorter one stays whole.
 */
function keyedFields(entity: Entity, entities: Entity[]): Set<string> {
  const names = new Set<string>();
  for (const relation of entity.relations ?? [])
    for (const name of relation.joinFields ?? []) names.add(name);
  for (const other of entities)
    for (const relation of other.relations ?? [])
      if (relation.target === entity.className)
        for (const name of relation.referencedFields ?? []) names.add(name);
  return names;
}

export function withMysqlRowTexts(entities: Entity[], fieldContexts: Map<string, FieldContext[]>): void {
  for (const entity of entities) {
    const fields = fieldContexts.get(entity.className);
    if (!fields) continue;
    const keyed = keyedFields(entity, entities);
    const table = mysqlTableCharsetOf(entity).charset;
    const charsetOf = (f: FieldContext) => mysqlCharsetOf(f.collation, table);
    const texts = mysqlRowTexts(
      fields.map((f) => ({
        mysqlType: f.types.mysql,
        charset: charsetOf(f),
        movable:
          f.type === 'string' &&
          !f.primaryKey &&
          !f.isForeignKey &&
          !keyed.has(f.name) &&
          (!f.unique || (f.length ?? 0) * mysqlCharBytes(charsetOf(f)) > MYSQL_MAX_KEY_BYTES),
      })),
    );
    if (texts.size === 0) continue;
    fieldContexts.set(
      entity.className,
      fields.map((f, i) => {
        const type = texts.get(i);
        return type ? { ...f, types: { ...f.types, mysql: type } } : f;
      }),
    );
  }
}
