// The designer page saves an imported entity with everything the importer kept, not only what its form shows:
// an edit of one attribute sends back the exact column names, the schema, the virtual key and the identity options.
import type { Project } from '@modelsmith/contract';
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
