// Lists the columns the MySQL DDL writes with another type than their own, as the export's context gives them: a
// foreign key with the referenced key's type (context/mysql-key-types.ts: PostgreSQL takes a smallint referencing an
// integer, InnoDB does not) and the long VARCHARs of a row MySQL would refuse (model/mysql-row.ts).
import { buildContext } from '../../context/build-context';
import { buildField } from '../../context/build-field';
import { mysqlTableCharsetOf } from '../../model/type-map';
import type { Entity, Model } from '../../model/types';

import type { RawSchema, RawTable } from './raw';

/** Each entity with the table it was built from. */
export interface BuiltEntity {
  raw: RawTable;
  entity: Entity;
}

export function noteMysqlTypes(model: Model, built: BuiltEntity[], schema: RawSchema): void {
  const context = buildContext(model);
  for (const { raw, entity } of built) {
    const exported = context.entities.find((e) => e.className === entity.className);
    if (!exported) continue;
    const keyChanges = new Map<string, string[]>();
    for (const field of entity.fields) {
      const own = buildField(field, entity.className, false, undefined, mysqlTableCharsetOf(entity).charset)
        .types.mysql;
      const type = exported.fields.find((f) => f.name === field.name)?.types.mysql;
      if (!type || type === own) continue;
      const relation = (entity.relations ?? []).find(
        (r) => r.joinField === field.name || r.joinFields?.includes(field.name),
      );
      if (field.type === 'string' && !relation) {
        schema.approximations.push({
          statement: `${raw.name}.${field.sqlColumn ?? field.column} ${own}`,
          line: raw.line,
          reason: `MySQL 的一行最多 65535 字节（每个 VARCHAR 按最长计，字符集 ${mysqlTableCharsetOf(entity).charset} 每个字符 ${exported.fields.find((f) => f.name === field.name)?.mysqlCharBytes ?? 4} 字节），该表的 VARCHAR 列合计超出：导出到 MySQL 时该列按 ${type}，长度上限 ${field.length} 不再由数据库检查`,
        });
        continue;
      }
      if (!relation) continue;
      const columns = relation.joinFields ?? [relation.joinField!];
      const key = columns.join(',');
      keyChanges.set(key, [
        ...(keyChanges.get(key) ?? []),
        `${field.sqlColumn ?? field.column} ${own} → ${type}`,
      ]);
    }
    for (const [key, changes] of keyChanges) {
      const joinColumns = key
        .split(',')
        .map((name) => entity.fields.find((f) => f.name === name))
        .map((f) => (f ? (f.sqlColumn ?? f.column) : ''));
      const fk = raw.foreignKeys.find(
        (k) => k.columns.map((c) => c.toLowerCase()).join(',') === joinColumns.join(',').toLowerCase(),
      );
      schema.approximations.push({
        statement: `${raw.name}(${fk?.columns.join(', ') ?? joinColumns.join(', ')})${fk ? ` → ${fk.refTable}` : ''}`,
        line: fk?.line ?? raw.line,
        reason: `外键列与被引用的键类型不同（MySQL 的 InnoDB 要求两者的数值类型和符号相同，否则拒绝该外键）：导出到 MySQL 时该列按被引用键的类型建立（${changes.join('，')}），外键只允许被引用的值，不会丢失数据`,
      });
    }
  }
}
