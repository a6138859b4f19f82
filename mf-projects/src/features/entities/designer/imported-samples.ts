// Sample imported entity for the designer's tests: what the PostgreSQL import keeps of a table's own names and keys.
import type { Entity, EntityModel } from '@modelsmith/contract';

/** `archive.orders` as the PostgreSQL import keeps it: no key in the database, exact names, identity options. */
export const importedOrders: EntityModel = {
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
      autoIncrementStart: 1000,
      identity: { always: true, incrementBy: 2, cycle: true },
    },
    { name: 'createdAt', column: 'created_at', sqlColumn: 'createdAt', type: 'datetime' },
    { name: 'customerName', column: 'customer_name', sqlColumn: 'Customer Name', type: 'string', length: 80 },
  ],
};

/** `importedOrders` as the API answers it, in the sample project. */
export const importedEntity: Entity = {
  id: 12,
  projectId: 3,
  ...importedOrders,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
};
