// The models every set is rendered and compiled against in the tests and toolchain checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { importDdl } from '../../src/ddl/import';
import type { Entity, Field, Model } from '../../src/model/types';

const FIXTURES = path.join(__dirname, '..', 'fixtures');

export function kitchenSink(): Model {
  return JSON.parse(readFileSync(path.join(FIXTURES, 'models', 'kitchen-sink.json'), 'utf8')) as Model;
}

/**
 * The kitchen sink again on PostgreSQL without a table prefix, so both database branches of every template run; its
 * Customer also has two typed array columns, shaped as the DDL importer models Pagila's `special_features text[]`,
 * and its Order a time with its zone (TIMETZ, which MySQL does not have).
 */
function kitchenSinkPostgresql(): Model {
  const model = kitchenSink();
  model.project = { ...model.project, database: 'POSTGRESQL', tablePrefix: undefined };
  model.entities = model.entities.map((e) => ({
    ...e,
    fields:
      e.className === 'Customer'
        ? [
            ...e.fields,
            {
              name: 'luckyNumbers',
              column: 'lucky_numbers',
              type: 'json',
              sqlType: { postgresql: 'INTEGER[]' },
            },
            { name: 'flags', column: 'flags', type: 'json', sqlType: { postgresql: 'BOOLEAN[]' } },
          ]
        : e.className === 'Order'
          ? e.fields.flatMap((f) =>
              f.name === 'deliveryTime'
                ? [
                    f,
                    {
                      name: 'pickupTime',
                      column: 'pickup_time',
                      label: '取货时间',
                      type: 'time' as const,
                      withTimeZone: true,
                      search: 'EQ' as const,
                    },
                  ]
                : [f],
            )
          : e.fields,
    relations: e.relations?.map((r) =>
      r.joinTable ? { ...r, joinTable: { ...r.joinTable, name: 'product_tag' } } : r,
    ),
  }));
  return model;
}

/** Entities named like the symbols the generated code imports (Post, Page, Result, Service, List, Column…). */
function nameClash(): Model {
  return JSON.parse(readFileSync(path.join(FIXTURES, 'models', 'name-clash.json'), 'utf8')) as Model;
}

/** The public schemas in fixtures/ddl, each in the dialect it was written for. */
export const REAL_SCHEMAS: { fixture: string; dialect: 'mysql' | 'postgresql' }[] = [
  { fixture: 'mall-mysql.sql', dialect: 'mysql' },
  { fixture: 'pagila-postgresql.sql', dialect: 'postgresql' },
  { fixture: 'quartz-mysql.sql', dialect: 'mysql' },
  { fixture: 'hmily-mysql.sql', dialect: 'mysql' },
  { fixture: 'procrastinate-postgresql.sql', dialect: 'postgresql' },
  { fixture: 'pgboss-postgresql.sql', dialect: 'postgresql' },
  { fixture: 'mediawiki-mysql.sql', dialect: 'mysql' },
  { fixture: 'postgresql-corpus.sql', dialect: 'postgresql' },
];

/**
 * Small schemas whose tables keep the names their database has (mixed case, spaces, hyphens, Chinese, reserved
 * words, a second PostgreSQL schema, a table without a key): what each table checks, the fixture's header.
 */
export const EXACT_NAME_SCHEMAS: { fixture: string; dialect: 'mysql' | 'postgresql' }[] = [
  { fixture: 'exact-names-postgresql.sql', dialect: 'postgresql' },
  { fixture: 'exact-names-mysql.sql', dialect: 'mysql' },
];

/**
 * Small schemas whose primary keys no key field can hold (bytea, jsonb, MySQL prefixes) and a table of long text
 * columns only: kept as primary indexes, the entities keyed virtually (a text virtual key too); see the headers.
 */
export const KEY_SCHEMAS: { fixture: string; dialect: 'mysql' | 'postgresql' }[] = [
  { fixture: 'keys-postgresql.sql', dialect: 'postgresql' },
  { fixture: 'keys-mysql.sql', dialect: 'mysql' },
];

/**
 * Enum types and domains in PostgreSQL schemas of their own, one enum type name in three schemas (Supabase's auth
 * enums and two more): see the header.
 */
export const TYPE_SCHEMAS: { fixture: string; dialect: 'mysql' | 'postgresql' }[] = [
  { fixture: 'schemas-types-postgresql.sql', dialect: 'postgresql' },
];

/** Every schema the importer is tested on: the generated ones, and those checked by import and round trip only. */
export const IMPORTED_SCHEMAS: { fixture: string; dialect: 'mysql' | 'postgresql' }[] = [
  ...REAL_SCHEMAS,
  ...EXACT_NAME_SCHEMAS,
  ...KEY_SCHEMAS,
  ...TYPE_SCHEMAS,
  { fixture: 'icingaweb2-postgresql.sql', dialect: 'postgresql' },
];

const imported = ({ fixture, dialect }: { fixture: string; dialect: 'mysql' | 'postgresql' }) => ({
  name: fixture.replace(/\.sql$/, ''),
  build: () => importDdl(readFileSync(path.join(FIXTURES, 'ddl', fixture), 'utf8'), dialect).model,
});

const BUILDERS: { name: string; build: () => Model }[] = [
  { name: 'kitchen-sink', build: kitchenSink },
  { name: 'kitchen-sink-postgresql', build: kitchenSinkPostgresql },
  { name: 'name-clash', build: nameClash },
  // Real-world schemas through the DDL importer (where each comes from: the fixture's header).
  ...REAL_SCHEMAS.map(imported),
  ...EXACT_NAME_SCHEMAS.map(imported),
  ...KEY_SCHEMAS.map(imported),
  ...TYPE_SCHEMAS.map(imported),
];

/**
 * Each model as its builder made it, once per test file: importing the real schemas takes a second of CPU per call
 * of testModels(), and a file calls it once per set. Callers get their own copy, free to change it.
 */
const built = new Map<string, Model>();

function freshCopy({ name, build }: { name: string; build: () => Model }): Model {
  let model = built.get(name);
  if (!model) {
    model = build();
    built.set(name, model);
  }
  return structuredClone(model);
}

export function testModels(): { name: string; model: Model }[] {
  return BUILDERS.map((builder) => ({ name: builder.name, model: freshCopy(builder) }));
}

/** A fresh copy of one test model, built alone (importing every real schema for one of them is wasted work). */
export function testModel(name: string): Model {
  const builder = BUILDERS.find((b) => b.name === name);
  if (!builder) throw new Error(`没有测试模型 ${name}`);
  return freshCopy(builder);
}

/**
 * `Customer` as its database names it, the table the exact-name tests of the sets start from: the table `Customer`, its
 * key column `Id` and a `Customer Name` of 64 characters (with `customerName`'s attributes added), then `fields`.
 */
export function exactCustomer(fields: Field[], customerName: Partial<Field> = {}): Entity {
  return {
    className: 'Customer',
    tableName: 'customer',
    sqlTableName: 'Customer',
    label: '客户',
    fields: [
      { name: 'id', column: 'id', sqlColumn: 'Id', type: 'long', primaryKey: true, autoIncrement: true },
      {
        name: 'customerName',
        column: 'customer_name',
        sqlColumn: 'Customer Name',
        type: 'string',
        length: 64,
        ...customerName,
      },
      ...fields,
    ],
  };
}
