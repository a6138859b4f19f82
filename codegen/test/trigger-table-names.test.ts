// A kept trigger is created on the table its ON names: that table is the entity's as the DDL export names it
// (databaseTableOf), and it follows every change of that name — tableName, sqlTableName, sqlSchema, the project's
// table prefix and database — while a trigger the user put on another table stays and is reported.
import { buildContext } from '../src/context/build-context';
import { sandboxStatements } from '../src/ddl/catalog/statements';
import { importDdl } from '../src/ddl/import';
import { databaseTableOf } from '../src/model/names';
import type { Database, Entity, Model, Trigger } from '../src/model/types';
import { moveTriggersTable, type ProjectNaming } from '../src/model/validate-triggers';
import { exportDdl, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';
import { mysqlTrigger as my, pgTrigger as pg } from './support/triggers';

const { sandbox } = postgresImports();

/** The triggers named apart (touch0, touch1…): one table takes a trigger name once. */
const numbered = (triggers: Trigger[]) =>
  triggers.map((t, i) => ({
    ...t,
    name: `${t.name}${i}`,
    definition: t.definition.replace(` ${t.name} `, ` ${t.name}${i} `),
  }));
/** The table each trigger's ON names, as written. */
const onOf = (triggers: Trigger[] | undefined) =>
  (triggers ?? []).map((t) => /\bON\s+(?:ONLY\s+)?(.+?)\s+FOR EACH ROW/.exec(t.definition)![1]);

const entity = (changes: Partial<Entity>): Entity => ({
  className: 'Order',
  tableName: 'orders',
  fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
  ...changes,
});
const modelOf = (database: Database, tablePrefix: string, one: Entity): Model => ({
  project: { name: 'shop', basePackage: 'com.shop', database, ...(tablePrefix ? { tablePrefix } : {}) },
  entities: [one],
});

describe("an entity's table as the DDL creates it", () => {
  it('is the one buildContext names, in either database, with or without a prefix, schema or exact name', () => {
    for (const database of ['POSTGRESQL', 'MYSQL'] as const)
      for (const tablePrefix of ['', 't_'])
        for (const sqlSchema of [undefined, 'app'])
          for (const sqlTableName of [undefined, 'Orders']) {
            const one = entity({ sqlSchema, sqlTableName });
            const [context] = buildContext(modelOf(database, tablePrefix, one)).entities;
            expect({
              database,
              tablePrefix,
              sqlSchema,
              sqlTableName,
              ...databaseTableOf(one, { database, tablePrefix }),
            }).toEqual({
              database,
              tablePrefix,
              sqlSchema,
              sqlTableName,
              schema: context.schema,
              table: context.tableName,
            });
          }
  });

  it("is the one the validator checks a trigger's ON against: a MySQL project drops a schema's exact name", () => {
    const archived = entity({ sqlSchema: 'archive', sqlTableName: 'Orders' });
    const onTable = modelOf('MYSQL', 't_', { ...archived, triggers: [my('`t_orders`')] });
    expect(problemsOf(onTable)).toEqual([]);
    expect(exportDdl(onTable, 'mysql')).toContain('CREATE TABLE `t_orders`');
    expect(problemsOf(modelOf('MYSQL', 't_', { ...archived, triggers: [my('`Orders`')] }))).toEqual([
      'entities[0].triggers[0].definition: 触发器 stamp 建在表 Orders 上，而它所属实体的表是 t_orders：请把定义中 ON 之后的表名改为 t_orders',
    ]);
  });
});

describe('triggers follow their table', () => {
  const postgresql: ProjectNaming = { database: 'POSTGRESQL' };
  /** The triggers once `before` becomes `after` (entity changes, then project changes); the model stays valid. */
  const moved = (
    triggers: Trigger[],
    before: Partial<Entity>,
    after: Partial<Entity>,
    project: ProjectNaming = postgresql,
    projectAfter: ProjectNaming = project,
  ) => {
    const own = numbered(triggers);
    const next = moveTriggersTable(
      { ...entity(before), triggers: own },
      entity({ ...before, ...after }),
      project,
      projectAfter,
    );
    const model = modelOf(projectAfter.database!, projectAfter.tablePrefix ?? '', {
      ...entity({ ...before, ...after }),
      triggers: next,
    });
    return { on: onOf(next), problems: problemsOf(model), same: next === own };
  };

  it('follows a new exact name (sqlTableName), schema-qualified and quoted ON names keeping their style', () => {
    const exact = { sqlSchema: 'app', sqlTableName: 'Orders' };
    expect(moved([pg('"app"."Orders"'), pg('app."Orders"')], exact, { sqlTableName: 'Bills' })).toEqual({
      on: ['"app"."Bills"', '"app"."Bills"'],
      problems: [],
      same: false,
    });
    // The exact name dropped: the table is the model's name again.
    expect(moved([pg('"app"."Orders"')], exact, { sqlTableName: undefined }).on).toEqual(['"app"."orders"']);
    // The model name alone does not rename a table kept by its exact name.
    expect(moved([pg('"app"."Orders"')], exact, { tableName: 'bills' }).same).toBe(true);
  });

  it('follows a new schema (sqlSchema): a qualified ON takes it, an unqualified one is qualified once it would miss', () => {
    expect(
      moved([pg('orders'), pg('public.orders'), pg('ONLY "public"."orders"')], {}, { sqlSchema: 'app' }),
    ).toEqual({
      on: ['app.orders', 'app.orders', '"app"."orders"'],
      problems: [],
      same: false,
    });
    expect(
      moved([pg('app.orders'), pg('orders')], { sqlSchema: 'app' }, { sqlSchema: 'archive' }).on,
    ).toEqual(['archive.orders', 'archive.orders']);
    // Back to the default schema: a qualified name says public, an unqualified one finds it there.
    expect(moved([pg('app.orders'), pg('orders')], { sqlSchema: 'app' }, { sqlSchema: undefined })).toEqual({
      on: ['public.orders', 'orders'],
      problems: [],
      same: false,
    });
  });

  it("follows the project's table prefix and database; an exact name and another table stay", () => {
    const sys = { database: 'POSTGRESQL', tablePrefix: 'sys_' } as const;
    expect(
      moved(
        [pg('t_orders'), pg('public."t_orders"'), pg('audit_log')],
        {},
        {},
        { ...sys, tablePrefix: 't_' },
        sys,
      ),
    ).toEqual({
      on: ['sys_orders', '"public"."sys_orders"', 'audit_log'],
      problems: [
        'entities[0].triggers[2].definition: 触发器 touch2 建在表 audit_log 上，而它所属实体的表是 sys_orders：请把定义中 ON 之后的表名改为 sys_orders',
      ],
      same: false,
    });
    expect(moved([pg('sys_orders')], {}, {}, sys, postgresql).on).toEqual(['orders']);
    expect(moved([pg('"Orders"')], { sqlTableName: 'Orders' }, {}, sys, postgresql).same).toBe(true);
    // MySQL names tables ignoring case; a database qualifier stays; a MySQL project has no schemas.
    const mysql = { database: 'MYSQL', tablePrefix: 't_' } as const;
    expect(moved([my('`shop`.`t_orders`'), my('T_ORDERS')], {}, {}, mysql, { database: 'MYSQL' })).toEqual({
      on: ['`shop`.`orders`', 'orders'],
      problems: [],
      same: false,
    });
    expect(
      moved([my('`Orders`')], { sqlSchema: 'app', sqlTableName: 'Orders' }, {}, postgresql, mysql),
    ).toEqual({
      on: ['`t_orders`'],
      problems: [],
      same: false,
    });
  });

  it('quotes a new name the database reads as a keyword (a class Order or Group), in either dialect', () => {
    expect(moved([pg('orders'), pg('public.orders'), my('orders')], {}, { tableName: 'order' })).toEqual({
      on: ['"order"', 'public."order"', '`order`'],
      problems: [],
      same: false,
    });
    expect(
      moved([my('t_orders')], {}, { tableName: 'group' }, { database: 'MYSQL', tablePrefix: 't_' }).on,
    ).toEqual(['t_group']);
  });

  it('leaves every trigger as it was when the table keeps its name, and moves nothing to a name being typed', () => {
    const triggers = [pg('orders'), my('orders')];
    expect(moved(triggers, {}, { className: 'Purchase' }).same).toBe(true);
    expect(moved(triggers, {}, { tableName: '' }).same).toBe(true);
  });
});

describe('moved triggers in PostgreSQL', () => {
  it('are created on their tables by the exported script: new exact name and schema, a keyword, a new prefix', async () => {
    const { model } = importDdl(
      `CREATE SCHEMA app;
CREATE FUNCTION touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
CREATE TABLE app."Orders" (id int PRIMARY KEY);
CREATE TRIGGER touch BEFORE UPDATE ON app."Orders" FOR EACH ROW EXECUTE FUNCTION touch();
CREATE TABLE items (id int PRIMARY KEY);
CREATE TRIGGER stamp BEFORE UPDATE ON items FOR EACH ROW EXECUTE FUNCTION touch();`,
      'postgresql',
    );
    const before = model.project;
    const after = { ...before, tablePrefix: 'shop_' };
    const changes: Partial<Entity>[] = [
      { sqlTableName: 'Bills', sqlSchema: 'archive' },
      { tableName: 'order' },
    ];
    // Each entity renamed in the project as it was, then the project's prefix changed.
    const renamed = model.entities.map((one, i) => {
      const next = { ...one, ...changes[i] };
      return { ...next, triggers: moveTriggersTable(one, next, before) };
    });
    expect(renamed.map((one) => onOf(one.triggers))).toEqual([['"archive"."Bills"'], ['"order"']]);
    const entities = renamed.map((one) => ({ ...one, triggers: moveTriggersTable(one, one, before, after) }));
    expect(entities.map((one) => onOf(one.triggers))).toEqual([['"archive"."Bills"'], ['"shop_order"']]);
    const moved: Model = { project: after, entities };
    expect(problemsOf(moved)).toEqual([]);
    const outcome = await sandbox().run(sandboxStatements(exportDdl(moved, 'postgresql')));
    if (!outcome.ok) throw new Error(`the sandbox did not run the script: ${outcome.reason}`);
    expect(outcome.errors.filter((e) => e !== null)).toEqual([]);
    expect((outcome.catalog.triggers ?? []).map((t) => /ON (\S+)/.exec(t.definition)![1]).sort()).toEqual([
      'archive."Bills"',
      'public.shop_order',
    ]);
  }, 60_000);
});
