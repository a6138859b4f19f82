// A kept trigger is created on the table its ON names: an entity's triggers follow its table's name in the database
// through every call that changes it (an entity's exact name or schema, the project's table prefix or database).
import type { Entity, Page, Project } from '@modelsmith/contract';
import { body, createAccount } from '../helpers/accounts';
import { json } from '../helpers/json';
import { setupTestApp } from '../helpers/test-app';

const ctx = setupTestApp();

const idField = { name: 'id', column: 'id', type: 'long', primaryKey: true };
const pgTrigger = (name: string, on: string) => ({
  name,
  dialect: 'postgresql',
  definition: `CREATE TRIGGER ${name} BEFORE UPDATE ON ${on} FOR EACH ROW EXECUTE FUNCTION touch()`,
});
const myTrigger = (name: string, on: string) => ({
  name,
  dialect: 'mysql',
  definition: `CREATE TRIGGER ${name} BEFORE INSERT ON ${on} FOR EACH ROW SET NEW.id = NEW.id`,
});

async function projectWithEntities(settings: Record<string, unknown>, entities: unknown[]) {
  const { token } = await createAccount(ctx, 'alice');
  const created = await json(ctx, 'POST', '/projects', token, {
    name: '商城',
    basePackage: 'com.example.shop',
    ...settings,
  });
  const project = body<Project>(created).data;
  const ids: number[] = [];
  for (const entity of entities) {
    const saved = await json(ctx, 'POST', `/projects/${project.id}/entities`, token, entity);
    if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.body}`);
    ids.push(body<Entity>(saved).data.id);
  }
  const triggersOf = async () =>
    body<Page<Entity>>(await json(ctx, 'GET', `/projects/${project.id}/entities`, token)).data.records.map(
      (entity) => (entity.triggers ?? []).map((trigger) => trigger.definition),
    );
  const ddl = async () =>
    body<{ sql: string }>(await json(ctx, 'GET', `/projects/${project.id}/ddl`, token)).data.sql;
  return { token, project, ids, triggersOf, ddl };
}

describe("an entity's triggers follow its table", () => {
  it('through a PUT of its exact name or its schema, quoted and qualified names keeping their style', async () => {
    const { token, project, ids, triggersOf, ddl } = await projectWithEntities(
      { database: 'POSTGRESQL', tablePrefix: 't_' },
      [
        {
          className: 'Order',
          tableName: 'orders',
          sqlTableName: 'Orders',
          sqlSchema: 'app',
          fields: [idField],
          triggers: [pgTrigger('touch', '"app"."Orders"'), pgTrigger('stamp', 'app."Orders"')],
        },
      ],
    );
    const url = `/projects/${project.id}/entities/${ids[0]}`;
    expect((await json(ctx, 'PUT', url, token, { sqlTableName: 'Bills' })).statusCode).toBe(200);
    expect(await triggersOf()).toEqual([
      [pgTrigger('touch', '"app"."Bills"').definition, pgTrigger('stamp', '"app"."Bills"').definition],
    ]);
    expect((await json(ctx, 'PUT', url, token, { sqlSchema: 'archive' })).statusCode).toBe(200);
    const [[touch]] = await triggersOf();
    expect(touch).toBe(pgTrigger('touch', '"archive"."Bills"').definition);
    const sql = await ddl();
    expect(sql).toContain('CREATE TABLE "archive"."Bills"');
    expect(sql).toContain(`${touch};`);
  }, 60_000);

  it("through the project's new table prefix, every entity's; an exact name stays", async () => {
    const { token, project, triggersOf, ddl } = await projectWithEntities(
      { database: 'MYSQL', tablePrefix: 't_' },
      [
        {
          className: 'Order',
          tableName: 'orders',
          fields: [idField],
          triggers: [myTrigger('stamp', '`shop`.`t_orders`'), myTrigger('count', 'T_ORDERS')],
        },
        {
          className: 'Lock',
          tableName: 'locks',
          sqlTableName: 'QRTZ_LOCKS',
          fields: [idField],
          triggers: [myTrigger('lock_stamp', 'QRTZ_LOCKS')],
        },
      ],
    );
    const url = `/projects/${project.id}`;
    expect((await json(ctx, 'PUT', url, token, { tablePrefix: 'sys_' })).statusCode).toBe(200);
    expect(await triggersOf()).toEqual([
      [myTrigger('stamp', '`shop`.`sys_orders`').definition, myTrigger('count', 'sys_orders').definition],
      [myTrigger('lock_stamp', 'QRTZ_LOCKS').definition],
    ]);
    const sql = await ddl();
    expect(sql).toContain('CREATE TABLE `sys_orders`');
    expect(sql).toContain(`${myTrigger('count', 'sys_orders').definition};;`);
    // No prefix at all: the tables go by their model names.
    expect((await json(ctx, 'PUT', url, token, { tablePrefix: '' })).statusCode).toBe(200);
    expect((await triggersOf())[0]).toEqual([
      myTrigger('stamp', '`shop`.`orders`').definition,
      myTrigger('count', 'orders').definition,
    ]);
  }, 60_000);
});
