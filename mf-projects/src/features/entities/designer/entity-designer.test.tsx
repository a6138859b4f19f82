// The designer page saves an imported entity with everything the importer kept, not only what its form shows:
// an edit of one attribute sends back the exact column names, the schema, the virtual key and the identity options.
import type { Entity, Project } from '@modelsmith/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonBody, ok, stubApi } from '@modelsmith/shared/testing';
import { renderAt } from '../../../testing/render-at';
import { pageOf, sampleProject } from '../../../testing/samples';
import { draftOf } from './draft';
import { exactTableOf } from './entity-designer';
import { importedEntity } from './imported-samples';

// The page renders the wide field grid and the DDL preview: seconds on a busy machine.
jest.setTimeout(60_000);

const project: Project = { ...sampleProject, database: 'POSTGRESQL' };

test('saving an imported entity after an edit sends back its exact names, schema, virtual key and identity', async () => {
  const { sent } = stubApi({
    'GET /projects/3': () => ok(project),
    'GET /projects/3/entities': () => ok(pageOf([importedEntity])),
    'PUT /projects/3/entities/12': () => ok({ ...importedEntity, label: '归档订单' }),
  });
  renderAt('/projects/3/entities/12/edit');
  const label = await screen.findByRole('textbox', { name: '中文名' });
  // What the page shows of them: the schema, the switch, the database's column name.
  expect(screen.getByRole('textbox', { name: '数据库模式' })).toHaveValue('archive');
  expect(screen.getByRole('switch', { name: '数据库中无主键' })).toBeChecked();
  expect(screen.getByText('Customer Name')).toBeInTheDocument();
  expect(screen.getByText('archive.orders')).toBeInTheDocument();

  await userEvent.click(label);
  await userEvent.paste('归档订单');
  const save = screen.getByRole('button', { name: /保\s*存/ });
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);
  await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
  const put = sent.find((request) => request.method === 'PUT')!;
  // The stored entity as it came (the API ignores its id and times in a body), with the one edit.
  expect(jsonBody(put)).toEqual({ ...importedEntity, label: '归档订单' });
});

test('the table as the database names it shows only where it is not the prefix and table name', () => {
  const draft = draftOf(importedEntity);
  expect(exactTableOf(draft, { database: 'POSTGRESQL', tablePrefix: null })).toBe('archive.orders');
  // MySQL has no schemas: the exact name alone.
  expect(exactTableOf(draft, { database: 'MYSQL', tablePrefix: null })).toBe('orders');
  const plain = draftOf({ ...importedEntity, sqlTableName: undefined, sqlSchema: undefined });
  expect(exactTableOf(plain, { database: 'POSTGRESQL', tablePrefix: 't_' })).toBeNull();
  expect(
    exactTableOf({ ...plain, sqlTableName: 't_archive_orders' }, { database: 'MYSQL', tablePrefix: 't_' }),
  ).toBeNull();
  expect(
    exactTableOf({ ...plain, sqlTableName: 'QRTZ_LOCKS' }, { database: 'MYSQL', tablePrefix: null }),
  ).toBe('QRTZ_LOCKS');
});

test('an imported entity with key modes, a join table and constraints saves them unchanged, and its 约束 tab lists them', async () => {
  const room: Entity = {
    id: 13,
    projectId: 3,
    className: 'Room',
    tableName: 'room',
    fields: [
      { name: 'id', column: 'id', type: 'int', primaryKey: true },
      { name: 'code', column: 'code', type: 'string', length: 20, unique: true, required: true },
    ],
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
  };
  const booking: Entity = {
    ...importedEntity,
    id: 14,
    className: 'Booking',
    tableName: 'booking',
    sqlTableName: undefined,
    sqlSchema: undefined,
    virtualPrimaryKey: undefined,
    fields: [
      { name: 'id', column: 'id', type: 'int', primaryKey: true },
      { name: 'roomCode', column: 'room_code', type: 'string', length: 20, required: true },
    ],
    relations: [
      {
        name: 'room',
        kind: 'MANY_TO_ONE',
        target: 'Room',
        joinFields: ['roomCode'],
        referencedFields: ['code'],
        onDelete: 'CASCADE',
        deferrable: 'deferred',
        match: 'full',
        notValid: true,
      },
      {
        name: 'rooms',
        kind: 'MANY_TO_MANY',
        target: 'Room',
        joinTable: {
          name: 'booking_room',
          joinColumn: 'booking_id',
          inverseJoinColumn: 'room_id',
          key: 'none',
          onDelete: null,
          inverseOnUpdate: 'CASCADE',
          comment: '',
        },
      },
    ],
    checks: [{ name: 'booking_code_check', expression: "room_code <> ''", notValid: true, noInherit: true }],
    exclusions: [{ definition: 'EXCLUDE USING gist (room_code WITH =)' }],
  };
  const { sent } = stubApi({
    'GET /projects/3': () => ok(project),
    'GET /projects/3/entities': () => ok(pageOf([room, booking])),
    'PUT /projects/3/entities/14': () => ok(booking),
  });
  renderAt('/projects/3/entities/14/edit');
  const label = await screen.findByRole('textbox', { name: '中文名' });
  await userEvent.click(screen.getByRole('tab', { name: '约束（2）' }));
  expect(await screen.findByRole('textbox', { name: '第 1 个检查条件' })).toHaveValue("room_code <> ''");

  await userEvent.click(label);
  await userEvent.paste('预订');
  const save = screen.getByRole('button', { name: /保\s*存/ });
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);
  await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
  expect(jsonBody(sent.find((request) => request.method === 'PUT')!)).toEqual(
    // As it came (the API ignores its id and times in a body), with the one edit.
    JSON.parse(JSON.stringify({ ...booking, label: '预订' })),
  );
});

test('an entity whose column is a PostgreSQL domain of the project validates and saves', async () => {
  const withDomain: Project = {
    ...project,
    postgresqlTypes: [
      { name: 'email', schema: 'app', definition: "CREATE DOMAIN app.email AS text CHECK (VALUE ~ '@')" },
    ],
  };
  const account: Entity = {
    id: 15,
    projectId: 3,
    className: 'Account',
    tableName: 'account',
    fields: [
      { name: 'id', column: 'id', type: 'int', primaryKey: true },
      { name: 'email', column: 'email', type: 'text', postgresqlDomain: { name: 'email', schema: 'app' } },
    ],
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
  };
  stubApi({
    'GET /projects/3': () => ok(withDomain),
    'GET /projects/3/entities': () => ok(pageOf([account])),
    'PUT /projects/3/entities/15': () => ok({ ...account, label: '账户' }),
  });
  renderAt('/projects/3/entities/15/edit');
  const label = await screen.findByRole('textbox', { name: '中文名' });
  expect(await screen.findByText('模型校验通过')).toBeInTheDocument();
  await userEvent.click(label);
  await userEvent.paste('账户');
  await waitFor(() => expect(screen.getByRole('button', { name: /保\s*存/ })).toBeEnabled());
});
