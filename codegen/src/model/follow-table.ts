// An entity's triggers and policies are created on the table their ON names, so they follow the entity's table when
// its name in the database changes: the designer's edit and the API's entity and project saves all move them here.
import type { Entity } from './types';
import { moveOnTable, type ProjectNaming, type TableNaming } from './validate-triggers';

/** An entity as far as its table moves: what names the table and the statements kept on it. */
export type EntityOnTable = TableNaming & Pick<Entity, 'triggers' | 'policies'>;

/**
 * `after`, an edit of the entity `before` (a new tableName, sqlTableName or sqlSchema) or of its project (`project`
 * becoming `projectAfter`: a new table prefix or database), with the triggers and policies it holds moved from the
 * table `before` names in `project` to the one `after` names in `projectAfter` (moveOnTable: quoting and
 * qualification kept; one on another table stays as written, the validator reports it). `after` itself when none
 * moves, so a caller can tell nothing changed.
 */
export function followEntityTable<E extends EntityOnTable>(
  before: TableNaming,
  after: E,
  project: ProjectNaming,
  projectAfter: ProjectNaming = project,
): E {
  const triggers = moveOnTable(after.triggers, (t) => t.dialect, before, after, project, projectAfter);
  const policies = moveOnTable(after.policies, () => 'policy', before, after, project, projectAfter);
  if (triggers === after.triggers && policies === after.policies) return after;
  return { ...after, ...(triggers ? { triggers } : {}), ...(policies ? { policies } : {}) };
}
