// followEntityTable, the one move of an entity's triggers and policies the designer and the API share: both kinds
// follow the table, from the entity's new name or the project's new prefix, and the rest of the entity stays.
import { followEntityTable } from '../src/model/follow-table';
import type { Entity, Policy } from '../src/model/types';
import type { ProjectNaming } from '../src/model/validate-triggers';
import { mysqlTrigger as my, pgTrigger as pg } from './support/triggers';

const postgresql: ProjectNaming = { database: 'POSTGRESQL' };
const policy = (on: string): Policy => ({
  name: 'own',
  definition: `CREATE POLICY own ON ${on} USING (id > 0)`,
});

/** An entity on `orders` with a PostgreSQL and a MySQL trigger and a policy on `on` (one table name each). */
const orders = (on: string, changes: Partial<Entity> = {}): Entity => ({
  className: 'Order',
  tableName: 'orders',
  fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
  triggers: [pg(on), my(on)],
  policies: [policy(on)],
  ...changes,
});
/** The table each statement's ON names, triggers then policies. */
const ons = (entity: Pick<Entity, 'triggers' | 'policies'>) =>
  [...(entity.triggers ?? []), ...(entity.policies ?? [])].map((s) => /\bON\s+(\S+)/.exec(s.definition)![1]);

describe('followEntityTable', () => {
  it("moves the triggers and the policies together with the entity's new table name and schema", () => {
    const before = orders('orders');
    expect(ons(followEntityTable(before, { ...before, tableName: 'bills' }, postgresql))).toEqual([
      'bills',
      'bills',
      'bills',
    ]);
    // An unqualified ON would miss the table once it leaves the default schema; MySQL has no schemas.
    expect(ons(followEntityTable(before, { ...before, sqlSchema: 'app' }, postgresql))).toEqual([
      'app.orders',
      'orders',
      'app.orders',
    ]);
  });

  it("moves them with the project's new table prefix, and leaves a statement on another table as written", () => {
    const entity = orders('t_orders', { policies: [policy('t_orders'), policy('audit_log')] });
    const moved = followEntityTable(
      entity,
      entity,
      { database: 'POSTGRESQL', tablePrefix: 't_' },
      { database: 'POSTGRESQL', tablePrefix: 'sys_' },
    );
    expect(ons(moved)).toEqual(['sys_orders', 'sys_orders', 'sys_orders', 'audit_log']);
  });

  it('takes the statements of the edit, keeps every other property of it, and leaves its input as it was', () => {
    const before = orders('orders');
    // A designer draft: its own bookkeeping properties ride along.
    const edit = {
      ...before,
      tableName: 'bills',
      tableEdited: true,
      policies: [policy('orders'), policy('x')],
    };
    const moved = followEntityTable(before, edit, postgresql);
    expect(moved).toEqual({
      ...edit,
      triggers: [pg('bills'), my('bills')],
      policies: [policy('bills'), policy('x')],
    });
    expect(moved.fields).toBe(edit.fields);
    expect(ons(edit)).toEqual(['orders', 'orders', 'orders', 'x']);
  });

  it('returns the edit itself when nothing moves: the same table, a name being typed, no statements', () => {
    const before = orders('orders');
    const renamed = { ...before, className: 'Purchase' };
    expect(followEntityTable(before, renamed, postgresql)).toBe(renamed);
    const cleared = { ...before, tableName: '' };
    expect(followEntityTable(before, cleared, postgresql)).toBe(cleared);
    const bare = { ...before, tableName: 'bills', triggers: undefined, policies: undefined };
    expect(followEntityTable(before, bare, postgresql)).toBe(bare);
  });

  it('moves the policies when the triggers stay, and the triggers when there are no policies', () => {
    const before = orders('orders', { triggers: [pg('audit_log')] });
    const moved = followEntityTable(before, { ...before, tableName: 'bills' }, postgresql);
    expect(ons(moved)).toEqual(['audit_log', 'bills']);
    expect(moved.triggers).toBe(before.triggers);
    const triggersOnly = orders('orders');
    delete triggersOnly.policies;
    const alone = followEntityTable(triggersOnly, { ...triggersOnly, tableName: 'bills' }, postgresql);
    expect(alone).not.toHaveProperty('policies');
    expect(ons(alone)).toEqual(['bills', 'bills']);
  });
});
