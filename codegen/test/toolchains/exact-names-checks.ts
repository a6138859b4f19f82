// What the contract smoke does not look at on the exact-names fixtures (issue 11): where a backend's rows land in
// the database. A row written through the API is in the column of the exact name while its JSON keys stay the
// field names; on PostgreSQL an archive order lands in archive.orders, not in public.orders of the same name; a
// row the keyless table (a virtual key) already holds is listed and found by its key. And a virtual key that holds
// null, which the fixtures do not have.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Model } from '../../src/model/types';
import { postgresqlDatabase, type GeneratedDatabase } from './contract/databases';
import { dataOf, httpCall } from './contract/http';
import { queryValue } from './nest-run';

/** The smoke of the fixture's model on the database its own script makes: the user's schema, not an export of it. */
export const FIXTURE_SMOKE = {
  name: 'exact-names-postgresql',
  entities: ['Customer', 'Order', 'ArchiveOrder', 'OrderNote', 'AuditLog'],
  database: (): Promise<GeneratedDatabase> =>
    postgresqlDatabase(
      readFileSync(path.join(__dirname, '..', 'fixtures', 'ddl', 'exact-names-postgresql.sql'), 'utf8'),
    ),
};

/** On a backend of exact-names-postgresql or exact-names-mysql, after the smoke (it adds rows of its own). */
export async function exactNamesChecks(baseUrl: string, db: GeneratedDatabase): Promise<void> {
  const pg = db.dialect === 'postgresql';
  const q = (name: string) => (pg ? `"${name}"` : `\`${name}\``);
  const token = Date.now().toString(36);

  const customer = await dataOf(baseUrl, 'POST', '/api/customers', {
    customerName: `精确${token}`,
    eMail: `${token}@example.com`,
    column4: '2024-02-29',
  });
  expect(Object.keys(customer)).toEqual(expect.arrayContaining(['id', 'customerName', 'eMail', 'column4']));
  expect(Object.keys(customer)).not.toContain('Customer Name');
  const column = pg ? `${q('注册日期')}::text` : q('注册日期');
  expect(
    await queryValue(db, `SELECT ${column} FROM ${q('Customer')} WHERE ${q('Id')} = ${Number(customer.id)}`),
  ).toBe('2024-02-29');

  if (pg) {
    const orderNo = `ARCHIVE-${token}`;
    await dataOf(baseUrl, 'POST', '/api/archive-orders', { id: 424242, orderNo });
    expect(await queryValue(db, `SELECT count(*) FROM archive.orders WHERE "ORDER_NO" = '${orderNo}'`)).toBe(
      '1',
    );
    expect(await queryValue(db, `SELECT count(*) FROM public.orders WHERE "ORDER_NO" = '${orderNo}'`)).toBe(
      '0',
    );
  }

  const eventCode = `sql-${token}`;
  await queryValue(
    db,
    `INSERT INTO ${q('audit_log')} (${q('eventCode')}, ${q('detail')}) VALUES ('${eventCode}', '库里已有的行')`,
  );
  const page = await dataOf(baseUrl, 'GET', '/api/audit-logs?current=1&size=100');
  expect((page.records as { eventCode: string }[]).map((row) => row.eventCode)).toContain(eventCode);
  expect(await dataOf(baseUrl, 'GET', `/api/audit-logs/${eventCode}`)).toMatchObject({
    eventCode,
    detail: '库里已有的行',
  });
}

/** A log table without a PRIMARY KEY whose virtual key (code, seq) may hold null in code, on PostgreSQL. */
export function virtualKeyModel(): Model {
  return {
    project: { name: '虚拟主键', basePackage: 'com.example.logs', database: 'POSTGRESQL' },
    entities: [
      {
        className: 'EventLog',
        tableName: 'event_log',
        virtualPrimaryKey: true,
        label: '事件日志',
        fields: [
          {
            name: 'code',
            column: 'code',
            sqlColumn: 'Event Code',
            label: '编码',
            type: 'string',
            length: 32,
            primaryKey: true,
          },
          { name: 'seq', column: 'seq', label: '序号', type: 'int', primaryKey: true, required: true },
          { name: 'message', column: 'message', label: '内容', type: 'string', length: 200 },
        ],
        relations: [],
      },
    ],
  };
}

/**
 * Rows the table already holds, one with null in the key, are listed; a row is found, changed and deleted by its key;
 * a create must name its row (the answer reads it back by the key).
 */
export async function virtualKeyChecks(baseUrl: string, db: GeneratedDatabase): Promise<void> {
  await queryValue(
    db,
    `INSERT INTO event_log ("Event Code", seq, message) VALUES (NULL, 1, '编码为空'), ('K1', 2, '已有')`,
  );
  const page = await dataOf(baseUrl, 'GET', '/api/event-logs?current=1&size=100');
  expect(page.records).toEqual(
    expect.arrayContaining([
      { code: null, seq: 1, message: '编码为空' },
      { code: 'K1', seq: 2, message: '已有' },
    ]),
  );
  expect(page.total).toBe(2);
  expect(await dataOf(baseUrl, 'GET', '/api/event-logs/K1/2')).toEqual({
    code: 'K1',
    seq: 2,
    message: '已有',
  });

  expect(await dataOf(baseUrl, 'POST', '/api/event-logs', { code: 'K2', seq: 3, message: '新建' })).toEqual({
    code: 'K2',
    seq: 3,
    message: '新建',
  });
  const unnamed = await httpCall(baseUrl, 'POST', '/api/event-logs', { seq: 4, message: '没有编码' });
  expect({ status: unnamed.status, code: unnamed.body?.code }).toEqual({ status: 400, code: 400 });
  expect(await dataOf(baseUrl, 'PUT', '/api/event-logs/K2/3', { message: '改过' })).toMatchObject({
    message: '改过',
  });
  await dataOf(baseUrl, 'DELETE', '/api/event-logs/K2/3');
  expect(await queryValue(db, `SELECT count(*) FROM event_log WHERE "Event Code" = 'K2'`)).toBe('0');
  expect(await queryValue(db, `SELECT count(*) FROM event_log`)).toBe('2');
}
