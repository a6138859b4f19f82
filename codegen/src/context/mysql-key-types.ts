// InnoDB refuses a foreign key whose column and referenced key are numbers of different types or signs (errno 150,
// "Foreign key constraint is incorrectly formed"); PostgreSQL takes a smallint referencing an integer. The MySQL type
// of such a column is the referenced key's: the key lets the column hold only the referenced values, so no value is
// lost, whichever of the two is wider. Strings may differ in length (InnoDB compares them as they are).
import type { Entity } from '../model/types';

import type { ResolvedRelation } from './resolve-relations';
import type { FieldContext } from './types';

const NUMERIC: ReadonlySet<string> = new Set(['int', 'long', 'decimal']);

type Typed = Pick<FieldContext, 'type' | 'types'>;

/** The MySQL type a foreign-key column takes instead of its own: the referenced key's; null when it keeps its own. */
export function mysqlKeyTypeOf(column: Typed, referenced: Typed): string | null {
  if (!NUMERIC.has(column.type) || !NUMERIC.has(referenced.type)) return null;
  return column.types.mysql === referenced.types.mysql ? null : referenced.types.mysql;
}

/** A foreign-key field and the key field it references, by class and field name. */
interface KeyPair {
  holder: string;
  field: string;
  target: string;
  referenced: string;
}

function keyPairs(
  entities: Entity[],
  relations: ResolvedRelation[],
  keyOrder: (entity: Entity) => string[],
): KeyPair[] {
  const single = relations.flatMap((r): KeyPair[] => {
    if (!r.holder || !r.joinField) return [];
    const target = r.holder === r.owner ? r.target : r.owner;
    const keys = keyOrder(target);
    const referenced = r.relation.referencedFields?.[0] ?? (keys.length === 1 ? keys[0] : undefined);
    return referenced
      ? [{ holder: r.holder.className, field: r.joinField, target: target.className, referenced }]
      : [];
  });
  const composite = entities.flatMap((entity) =>
    (entity.relations ?? []).flatMap((relation): KeyPair[] => {
      const target = entities.find((e) => e.className === relation.target);
      if (!relation.joinFields || !target) return [];
      const referenced = relation.referencedFields ?? keyOrder(target);
      return relation.joinFields.flatMap((field, i) =>
        referenced[i]
          ? [{ holder: entity.className, field, target: target.className, referenced: referenced[i] }]
          : [],
      );
    }),
  );
  return [...single, ...composite];
}

/** Gives each numeric foreign-key field the MySQL type of the key it references (see above). */
export function withMysqlKeyTypes(
  entities: Entity[],
  relations: ResolvedRelation[],
  keyOrder: (entity: Entity) => string[],
  fieldContexts: Map<string, FieldContext[]>,
): void {
  const pairs = keyPairs(entities, relations, keyOrder);
  // A key that is itself a foreign key passes its new type on: repeat until nothing changes.
  for (let pass = 0; pass <= pairs.length; pass++) {
    let changed = false;
    for (const pair of pairs) {
      const holderFields = fieldContexts.get(pair.holder) ?? [];
      const field = holderFields.find((f) => f.name === pair.field);
      const referenced = fieldContexts.get(pair.target)?.find((f) => f.name === pair.referenced);
      const type = field && referenced ? mysqlKeyTypeOf(field, referenced) : null;
      if (type === null) continue;
      fieldContexts.set(
        pair.holder,
        holderFields.map((f) => (f === field ? { ...f, types: { ...f.types, mysql: type } } : f)),
      );
      changed = true;
    }
    if (!changed) return;
  }
}
