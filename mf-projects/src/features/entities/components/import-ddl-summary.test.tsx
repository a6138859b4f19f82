// The import preview names each table as the script did: in its schema, with its exact case.
import type { Entity } from '@modelsmith/contract';
import { render, screen } from '@testing-library/react';
import { ImportSummary } from './import-ddl-summary';

const entity = (model: Partial<Entity> & Pick<Entity, 'className' | 'tableName'>): Entity => ({
  id: 0,
  projectId: 3,
  fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...model,
});

test('two tables of one name in two schemas show as the script named them', () => {
  render(
    <ImportSummary
      result={{
        created: [
          entity({ className: 'Orders', tableName: 'orders', label: '订单' }),
          entity({
            className: 'ArchiveOrders',
            tableName: 'archive_orders',
            sqlTableName: 'orders',
            sqlSchema: 'archive',
            label: '归档订单',
          }),
          entity({ className: 'QrtzLocks', tableName: 'qrtz_locks', sqlTableName: 'QRTZ_LOCKS' }),
        ],
        updated: [],
        removed: [],
        skipped: [],
        approximations: [],
        suggestions: [],
      }}
      declined={new Set()}
      onToggle={jest.fn()}
    />,
  );
  expect(screen.getByText('新建 3 个实体')).toBeInTheDocument();
  expect(screen.getByText('订单（orders）')).toBeInTheDocument();
  expect(screen.getByText('归档订单（archive.orders）')).toBeInTheDocument();
  expect(screen.getByText('QRTZ_LOCKS')).toBeInTheDocument();
});
