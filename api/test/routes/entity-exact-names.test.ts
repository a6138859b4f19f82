// The request and response schemas drop keys they do not list: an entity's exact column names, PostgreSQL schema,
// virtual key and identity options must be listed, or a designer's save and every answer would lose them.
import type { Entity, Project } from '@modelsmith/contract';
import { body, createAccount } from '../helpers/accounts';
import { json } from '../helpers/json';
import { setupTestApp } from '../helpers/test-app';

const ctx = setupTestApp();

const archivedOrders = {
  className: 'ArchiveOrders',
  tableName: 'archive_orders',
  sqlTableName: 'orders',
  sqlSchema: 'archive',
  virtualPrimaryKey: true,
  fields: [
    {
      name: 'id',
      column: 'id',
      type: 'long',
      primaryKey: true,
      autoIncrement: true,
      identity: { always: true, incrementBy: 2, cycle: true },
    },
    { name: 'createdAt', column: 'created_at', sqlColumn: 'createdAt', type: 'datetime' },
    { name: 'customerName', column: 'customer_name', sqlColumn: 'Customer Name', type: 'string', length: 80 },
  ],
};

/** An answered entity without what the API adds. */
const modelOf = ({ id: _id, projectId: _p, createdAt: _c, updatedAt: _u, ...model }: Entity) => model;

it('stores and answers exact column names, the schema, the virtual key and identity options, and a PUT keeps them', async () => {
  const account = await createAccount(ctx, 'exact');
  const project = body<Project>(
    await json(ctx, 'POST', '/projects', account.token, {
      name: '归档',
      basePackage: 'com.example.archive',
      database: 'POSTGRESQL',
    }),
  ).data;
  const created = body<Entity>(
    await json(ctx, 'POST', `/projects/${project.id}/entities`, account.token, archivedOrders),
  ).data;
  expect(modelOf(created)).toEqual(archivedOrders);

  const label = { ...archivedOrders, label: '归档订单' };
  const updated = body<Entity>(
    await json(ctx, 'PUT', `/projects/${project.id}/entities/${created.id}`, account.token, label),
  ).data;
  expect(modelOf(updated)).toEqual(label);
  const read = body<Entity>(
    await json(ctx, 'GET', `/projects/${project.id}/entities/${created.id}`, account.token),
  ).data;
  expect(modelOf(read)).toEqual(label);
});
