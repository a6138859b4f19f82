// The backend sets map exact database names (issue 11): a column's name as the database has it (`Customer Name`,
// `createdAt`, `order`), a table in a second PostgreSQL schema (`archive.orders`, beside `public.orders`) with
// references and join tables across schemas, and a virtual key (a table without a PRIMARY KEY whose key columns
// may be null). JSON keys and code identifiers stay derived from field names; the frontend sets never see a
// database name. Rendered from codegen/sets on disk, as the toolchain tests do.
import path from 'node:path';

import type { Entity, Model } from '../../src/model/types';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../../src/node/load-set';
import { exactCustomer } from '../support/models';
import { renderOfficial } from '../support/render-official';

function render(model: Model, setId: string): Record<string, string> {
  const set = loadSetFromDir(path.join(OFFICIAL_SETS_DIR, setId));
  return Object.fromEntries(renderOfficial(model, set).map((file) => [file.path, file.content]));
}

function exactNamesModel(database: Model['project']['database'] = 'POSTGRESQL'): Model {
  return {
    project: { name: '精确命名', basePackage: 'com.example.exact', database },
    entities: [
      {
        ...exactCustomer(
          [
            { name: 'order', column: 'order', label: '排序', type: 'int' },
            {
              name: 'createdAt',
              column: 'created_at',
              sqlColumn: 'createdAt',
              label: '创建时间',
              type: 'datetime',
            },
          ],
          { label: '客户名', required: true, search: 'LIKE' },
        ),
        relations: [],
      },
      {
        className: 'Orders',
        tableName: 'orders',
        label: '订单',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
          {
            name: 'customerId',
            column: 'customer_id',
            sqlColumn: 'customerId',
            label: '客户',
            type: 'long',
            required: true,
          },
        ],
        relations: [{ name: 'customer', kind: 'MANY_TO_ONE', target: 'Customer', joinField: 'customerId' }],
      },
      {
        className: 'ArchiveOrders',
        tableName: 'archive_orders',
        sqlTableName: 'orders',
        sqlSchema: 'archive',
        label: '归档订单',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
          { name: 'orderNo', column: 'order_no', sqlColumn: 'ORDER_NO', label: '订单号', type: 'string' },
        ],
        relations: [{ name: 'tags', kind: 'MANY_TO_MANY', target: 'Tag', inverseName: 'archiveOrders' }],
      },
      {
        className: 'Tag',
        tableName: 'tag',
        label: '标签',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
          { name: 'name', column: 'name', label: '名称', type: 'string', required: true },
        ],
        relations: [],
      },
      {
        className: 'OrderNote',
        tableName: 'order_note',
        label: '备注',
        fields: [
          { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
          {
            name: 'archiveOrderId',
            column: 'archive_order_id',
            sqlColumn: 'archive order id',
            label: '归档订单',
            type: 'long',
          },
        ],
        relations: [
          { name: 'archiveOrder', kind: 'MANY_TO_ONE', target: 'ArchiveOrders', joinField: 'archiveOrderId' },
        ],
      },
      {
        className: 'EventLog',
        tableName: 'event_log',
        virtualPrimaryKey: true,
        label: '事件日志',
        fields: [
          {
            name: 'eventCode',
            column: 'event_code',
            sqlColumn: 'Event Code',
            label: '事件编码',
            type: 'string',
            primaryKey: true,
          },
          { name: 'seq', column: 'seq', label: '序号', type: 'int', primaryKey: true, required: true },
          { name: 'message', column: 'message', label: '内容', type: 'string' },
        ],
        relations: [],
      },
    ],
  };
}

/** The same model as the designer would have it without exact names: snake columns, no schema, a real key. */
function withoutExactNames(model: Model): Model {
  const copy = structuredClone(model);
  copy.entities = copy.entities.map((entity): Entity => {
    const { sqlSchema, sqlTableName, virtualPrimaryKey: _virtual, ...rest } = entity;
    return {
      ...rest,
      ...(sqlSchema ? {} : { sqlTableName }),
      fields: entity.fields.map(({ sqlColumn: _column, ...field }) => field),
    };
  });
  return copy;
}

describe('nestjs-typeorm maps exact names', () => {
  const files = render(exactNamesModel(), 'nestjs-typeorm');
  const customer = files['src/customer/customer.entity.ts'];
  const archive = files['src/archive-orders/archive-orders.entity.ts'];
  const eventLog = files['src/event-log/event-log.entity.ts'];

  it('names each column as the database has it, the property by the field', () => {
    expect(customer).toContain("@Entity({ name: 'Customer' })");
    expect(customer).toContain("@PrimaryGeneratedColumn({ type: 'bigint', name: 'Id' })\n  id!: number;");
    expect(customer).toContain("name: 'Customer Name' })\n  customerName!: string;");
    expect(customer).toContain("name: 'order' })\n  order!: number | null;");
    expect(files['src/orders/orders.entity.ts']).toContain("@JoinColumn({ name: 'customerId' })");
  });

  it('puts a table of a second schema, and the join table it owns, in that schema', () => {
    expect(archive).toContain("@Entity({ name: 'orders', schema: 'archive' })");
    expect(archive).toMatch(/@JoinTable\(\{\n {4}name: 'archive_orders_tag',\n {4}schema: 'archive',\n/);
    expect(files['src/orders/orders.entity.ts']).toContain("@Entity({ name: 'orders' })");
  });

  it('types a nullable virtual key as nullable in rows, but asks a create and a lookup for values', () => {
    expect(eventLog).toContain('（数据库中没有主键：代码以 eventCode、seq 识别行）');
    expect(eventLog).toContain(
      "@PrimaryColumn({ type: 'varchar', length: 255, name: 'Event Code' })\n  eventCode!: string | null;",
    );
    expect(eventLog).toContain("name: 'seq' })\n  seq!: number;");
    expect(eventLog).not.toContain('nullable');
    expect(files['src/event-log/event-log.service.ts']).toContain(
      "export type EventLogKey = { [K in 'eventCode' | 'seq']: NonNullable<EventLog[K]> };",
    );
    expect(files['src/event-log/event-log.service.ts']).toContain(
      'return this.findOne({ eventCode: dto.eventCode, seq: dto.seq });',
    );
    expect(files['src/event-log/dto/create-event-log.dto.ts']).toMatch(
      /@IsNotEmpty\([^\n]*\n[^]*eventCode!: string;/,
    );
  });

  it('never lets TypeORM create or alter a table (it would add the key the database does not have)', () => {
    expect(files['src/config/database.config.ts']).toContain('synchronize: false,');
    expect(files['src/config/database.config.ts']).toContain('migrationsRun: false,');
  });

  it('writes no schema on MySQL, where the table of a second schema is a table of its own (tableName)', () => {
    const mysql = render(exactNamesModel('MYSQL'), 'nestjs-typeorm');
    expect(mysql['src/archive-orders/archive-orders.entity.ts']).toContain(
      "@Entity({ name: 'archive_orders' })",
    );
    expect(Object.values(mysql).join('\n')).not.toContain("schema: 'archive'");
  });
});

describe('fastapi-sqlalchemy maps exact names', () => {
  const files = render(exactNamesModel(), 'fastapi-sqlalchemy');
  const customer = files['app/models/customer.py'];
  const archive = files['app/models/archive_orders.py'];
  const eventLog = files['app/models/event_log.py'];

  it('names each column as the database has it, the attribute and the JSON key by the field', () => {
    expect(customer).toContain('__tablename__ = "Customer"');
    expect(customer).toMatch(
      /^ {4}customer_name: Mapped\[str\] = mapped_column\("Customer Name", String\(64\)/m,
    );
    expect(customer).toMatch(
      /^ {4}created_at: Mapped\[dt\.datetime \| None\] = mapped_column\("createdAt", DateTime/m,
    );
    expect(files['app/schemas/customer.py']).toContain('customer_name: str = Field(alias="customerName"');
  });

  it('qualifies a table of a second schema, its references and the join table it owns', () => {
    expect(archive).toContain('{"comment": "归档订单", "schema": "archive"},');
    expect(files['app/models/orders.py']).toContain('{"comment": "订单"},');
    expect(files['app/models/order_note.py']).toContain(
      'mapped_column("archive order id", BigInteger, ForeignKey("archive.orders.id")',
    );
    expect(files['app/models/orders.py']).toContain('ForeignKey("Customer.Id")');
    expect(archive).toContain('ForeignKey("archive.orders.id", ondelete="CASCADE"), primary_key=True),');
    expect(archive).toContain('    schema="archive",\n)');
    expect(archive).toContain('secondary="archive.archive_orders_tag"');
    expect(files['app/models/tag.py']).toContain('secondary="archive.archive_orders_tag"');
  });

  it('declares a nullable virtual key nullable, answers it as optional and still asks a create for it', () => {
    expect(eventLog).toContain(
      'event_code: Mapped[str | None] = mapped_column("Event Code", String(255), primary_key=True, nullable=True,',
    );
    expect(eventLog).toContain(
      'seq: Mapped[int] = mapped_column("seq", Integer, primary_key=True, autoincrement=False',
    );
    const schemas = files['app/schemas/event_log.py'];
    const read = schemas.slice(schemas.indexOf('class EventLogRead'));
    const create = schemas.slice(
      schemas.indexOf('class EventLogCreate'),
      schemas.indexOf('class EventLogUpdate'),
    );
    expect(read).toContain('event_code: str | None = Field(default=None, alias="eventCode"');
    expect(create).toContain('event_code: str = Field(alias="eventCode", min_length=1');
  });

  it('never creates a table (create_all would add the key the database does not have)', () => {
    expect(Object.values(files).join('\n')).not.toMatch(/create_all|\.create\(bind/);
  });

  it('qualifies nothing on MySQL', () => {
    const mysql = render(exactNamesModel('MYSQL'), 'fastapi-sqlalchemy');
    expect(mysql['app/models/order_note.py']).toContain('ForeignKey("archive_orders.id")');
    expect(Object.values(mysql).join('\n')).not.toMatch(/"schema"|schema=|archive\./);
  });
});

describe.each(['typescript-zod', 'react-antd-crud', 'vue3-element-plus-crud'])('%s', (setId) => {
  it('never writes a database name: exact columns and schemas change no file', () => {
    const model = exactNamesModel();
    model.entities.find((e) => e.className === 'EventLog')!.virtualPrimaryKey = false;
    expect(render(model, setId)).toEqual(render(withoutExactNames(model), setId));
  });
});

it('typescript-zod answers a nullable virtual key as nullable, and asks an input for it', () => {
  const schemas = render(exactNamesModel(), 'typescript-zod')['src/schemas/event-log.ts'];
  const row = schemas.slice(
    schemas.indexOf('export const EventLogSchema'),
    schemas.indexOf('export type EventLog '),
  );
  expect(row).toContain('eventCode: eventLogFields.eventCode.nullable(),');
  expect(row).toContain('seq: eventLogFields.seq,');
  const input = schemas.slice(schemas.indexOf('export const EventLogInputSchema'));
  expect(input).toContain('eventCode: eventLogFields.eventCode,');
});
