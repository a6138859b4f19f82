// Defaults a relation falls back to when the model leaves them out; shared by validation and the context builder.
import { camel, singular, snake } from './names';
import type { Entity, RelationKind } from './types';

export interface RelationShape {
  name: string;
  kind: RelationKind;
  inverseName?: string | null;
}

/** The FK field's name and column: `<name>Id` on the owner, or `<inverseName>Id` on the target of a ONE_TO_MANY. */
export function defaultJoinField(owner: Entity, relation: RelationShape): { name: string; column: string } {
  const base =
    relation.kind === 'ONE_TO_MANY' ? (relation.inverseName ?? camel(owner.className)) : relation.name;
  return { name: `${base}Id`, column: `${snake(base)}_id` };
}

/** `<owner_table>_<target_table>` with `<owner>_id` / `<target>_id`; a self relation names the far column after the relation. */
export function defaultJoinTable(
  owner: Entity,
  target: Entity,
  relationName: string,
  prefix: string,
): { name: string; joinColumn: string; inverseJoinColumn: string } {
  const joinColumn = `${snake(owner.className)}_id`;
  let inverseJoinColumn = `${snake(target.className)}_id`;
  if (inverseJoinColumn === joinColumn) inverseJoinColumn = `${singular(snake(relationName))}_id`;
  if (inverseJoinColumn === joinColumn) inverseJoinColumn = `related_${joinColumn}`;
  const ownerTable = owner.tableName.startsWith(prefix) ? owner.tableName : `${prefix}${owner.tableName}`;
  return { name: `${ownerTable}_${target.tableName}`, joinColumn, inverseJoinColumn };
}
