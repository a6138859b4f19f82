// A foreign key the catalog import read references its target as the catalog import keyed that table. A table without
// primary key is keyed virtually, and the text import may key it by other columns (`host text NOT NULL, node_id serial
// UNIQUE`: by both columns, where the catalog's reading has node_id alone): such a key then names the columns it
// references (joinFields + referencedFields), as build-model.ts keeps a key to a unique column.
import { sqlTableOf } from '../../model/names';
import type { Entity, Relation } from '../../model/types';
import { isReferableKey } from '../../model/validate-relations';
import type { Skipped } from '../import/raw';

/** A relation the result took from the catalog's entities: its entity in the result, and its target in the catalog's. */
export interface CopiedRelation {
  owner: Entity;
  relation: Relation;
  catalogTarget: Entity | undefined;
}

/** The key fields' columns in the key's order. */
function keyColumns(entity: Entity): string[] {
  const order = entity.primaryKeyOrder ?? [];
  return entity.fields
    .filter((f) => f.primaryKey)
    .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
    .map((f) => f.column);
}

/**
 * Rewrites each copied key to the target's primary key whose target the result keys by other columns into a key to
 * the columns it references; drops it when they are no unique key of the result's target. Returns the notes.
 */
export function referToKeyColumns(
  copied: CopiedRelation[],
  entities: Entity[],
  prefix: string,
  lineOf: (entity: Entity) => number,
): { skipped: Skipped[]; approximations: Skipped[] } {
  const notes = { skipped: [] as Skipped[], approximations: [] as Skipped[] };
  for (const { owner, relation, catalogTarget } of copied) {
    if (!catalogTarget || relation.referencedFields || relation.joinTable || relation.kind === 'MANY_TO_MANY')
      continue;
    const target = entities.find((e) => e.className === relation.target);
    const columns = keyColumns(catalogTarget);
    if (!target || keyColumns(target).join(',') === columns.join(',')) continue;
    const joinFields = relation.joinFields ?? (relation.joinField ? [relation.joinField] : []);
    const joinColumns = joinFields.map((name) => owner.fields.find((f) => f.name === name)?.column ?? name);
    const referenced = columns.map((column) => target.fields.find((f) => f.column === column)?.name);
    const statement = `${sqlTableOf(owner, prefix)}(${joinColumns.join(', ')}) → ${sqlTableOf(target, prefix)}`;
    const line = lineOf(owner);
    if (
      referenced.length !== joinFields.length ||
      !referenced.every((name): name is string => name !== undefined) ||
      !isReferableKey(target, referenced)
    ) {
      owner.relations = owner.relations!.filter((r) => r !== relation);
      if (owner.relations.length === 0) delete owner.relations;
      notes.skipped.push({
        statement,
        line,
        reason: `外键引用的列（${columns.join(', ')}）在模型中不是表 ${sqlTableOf(target, prefix)} 的主键、唯一列或唯一索引的全部列，无法映射为关系，已忽略`,
      });
      continue;
    }
    delete relation.joinField;
    delete relation.inverseName;
    relation.kind = 'MANY_TO_ONE';
    relation.joinFields = joinFields;
    relation.referencedFields = referenced;
    notes.approximations.push({
      statement,
      line,
      reason:
        '引用唯一键（非主键）的外键已作为多对一关系保存（joinFields、referencedFields），建表脚本会写回该外键；生成的代码暂不为它生成关联属性',
    });
  }
  return notes;
}
