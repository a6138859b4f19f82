// Resolves declared relations: fills the FK field and join table defaults and adds missing FK fields,
// so every entity knows which of its fields are foreign keys before contexts are built.
import { defaultJoinField, defaultJoinTable } from '../model/relation-defaults';
import type { Entity, Field, JoinTable, Relation } from '../model/types';

export interface ResolvedRelation {
  owner: Entity;
  target: Entity;
  relation: Relation;
  /** The entity holding the FK field (owner, or target for ONE_TO_MANY); null for MANY_TO_MANY. */
  holder: Entity | null;
  joinField: string | null;
  joinTable: JoinTable | null;
}

/** Field list per class name, with FK fields the model did not spell out appended. */
export type FieldsByClass = Map<string, Field[]>;

function singlePrimaryKey(entity: Entity): Field | undefined {
  const keys = entity.fields.filter((f) => f.primaryKey === true);
  return keys.length === 1 ? keys[0] : undefined;
}

/** A FK column mirrors the referenced key's type; it is never itself auto-generated. */
function foreignKeyField(name: string, column: string, referenced: Entity, relation: Relation): Field {
  const key = singlePrimaryKey(referenced);
  // On a ONE_TO_MANY the relation's label names the collection, not the referenced row.
  const subject = relation.kind === 'ONE_TO_MANY' ? '' : relation.label;
  const field: Field = {
    name,
    column,
    label: `${subject || referenced.label || referenced.className}ID`,
    type: key?.type ?? 'long',
  };
  if (key?.length !== undefined) field.length = key.length;
  if (relation.required === true && relation.kind !== 'ONE_TO_MANY') field.required = true;
  if (relation.kind === 'ONE_TO_ONE') field.unique = true;
  return field;
}

export function resolveRelations(
  entities: Entity[],
  prefix: string,
): { relations: ResolvedRelation[]; fields: FieldsByClass } {
  const byClass = new Map(entities.map((e) => [e.className, e]));
  const fields: FieldsByClass = new Map(entities.map((e) => [e.className, [...e.fields]]));
  const relations: ResolvedRelation[] = [];
  for (const owner of entities) {
    for (const relation of owner.relations ?? []) {
      const target = byClass.get(relation.target);
      // A composite foreign key reaches only the DDL (EntityContext.compositeForeignKeys), not the code sets.
      if (!target || relation.joinFields) continue;
      if (relation.kind === 'MANY_TO_MANY') {
        const joinTable = relation.joinTable ?? defaultJoinTable(owner, target, relation.name, prefix);
        relations.push({ owner, target, relation, holder: null, joinField: null, joinTable });
        continue;
      }
      const holder = relation.kind === 'ONE_TO_MANY' ? target : owner;
      const referenced = relation.kind === 'ONE_TO_MANY' ? owner : target;
      const fallback = defaultJoinField(owner, relation);
      const joinField = relation.joinField ?? fallback.name;
      const holderFields = fields.get(holder.className) ?? [];
      if (!holderFields.some((f) => f.name === joinField)) {
        holderFields.push(foreignKeyField(joinField, fallback.column, referenced, relation));
      }
      relations.push({ owner, target, relation, holder, joinField, joinTable: null });
    }
  }
  return { relations, fields };
}
