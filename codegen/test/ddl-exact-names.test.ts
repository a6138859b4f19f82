// Names as the database has them (issue 11): columns keep their exact name (sqlColumn) beside the snake_case one,
// PostgreSQL tables outside public keep their schema (sqlSchema), and both DDL sets write them back.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { importDdl } from '../src/ddl/import';
import type { Entity, Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';
import { exportDdl } from './support/ddl';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', 'ddl', name), 'utf8');

function entity(model: Model, className: string): Entity {
  const found = model.entities.find((e) => e.className === className);
  if (!found) throw new Error(`no entity ${className}: ${model.entities.map((e) => e.className).join(', ')}`);
  return found;
}

/** `column` and, when it differs, `sqlColumn` of each field. */
const columns = (e: Entity) => e.fields.map((f) => (f.sqlColumn ? `${f.column}=${f.sqlColumn}` : f.column));

describe('exact column names', () => {
  it('keeps PostgreSQL names as PostgreSQL keeps them: bare ones folded to lower case, quoted ones as written', () => {
    const { model, approximations } = importDdl(
      `CREATE TABLE Shop (Id serial PRIMARY KEY, "OwnerName" text, ShopCode varchar(10), "Opened On" date,
  "注册日期" date, "E-mail" text, "order" int, "USER" text);`,
      'postgresql',
    );
    const shop = entity(model, 'Shop');
    expect(shop.tableName).toBe('shop');
    expect(shop.sqlTableName).toBeUndefined();
    expect(columns(shop)).toEqual([
      'id',
      'owner_name=OwnerName',
      'shopcode',
      'opened_on=Opened On',
      'column_5=注册日期',
      'e_mail=E-mail',
      'order',
      'user=USER',
    ]);
    // A Chinese name is also the field's label; no column is listed as renamed any more.
    expect(shop.fields[4].label).toBe('注册日期');
    expect(approximations).toEqual([]);
    expect(validateModel(model).ok).toBe(true);
  });

  it('keeps MySQL names as written, upper case included, and reads keys, indexes and comments over them', () => {
    const { model, approximations } = importDdl(
      `CREATE TABLE QRTZ_LOCKS (SCHED_NAME varchar(120) NOT NULL, \`Lock Name\` varchar(40) NOT NULL,
  PRIMARY KEY (SCHED_NAME, \`Lock Name\`), KEY idx_sched (SCHED_NAME));`,
      'mysql',
    );
    const locks = model.entities[0];
    expect(columns(locks)).toEqual(['sched_name=SCHED_NAME', 'lock_name=Lock Name']);
    expect(locks.fields.every((f) => f.primaryKey)).toBe(true);
    expect(locks.indexes?.map((i) => i.fields)).toEqual([['schedName']]);
    expect(approximations).toEqual([]);
    const script = exportDdl(model, 'mysql');
    expect(script).toContain('PRIMARY KEY (`SCHED_NAME`, `Lock Name`)');
    expect(script).toContain('KEY `idx_sched` (`SCHED_NAME`)');
    // The other dialect writes the same exact names, quoted.
    expect(exportDdl(model, 'postgresql')).toContain('PRIMARY KEY ("SCHED_NAME", "Lock Name")');
  });

  it('keeps the snake_case name, listed, for a column name the code and the DDL cannot write as it is', () => {
    const { model, approximations } = importDdl(
      'CREATE TABLE t (id int PRIMARY KEY, ` padded` int);',
      'mysql',
    );
    expect(columns(model.entities[0])).toEqual(['id', 'padded']);
    expect(approximations.map((a) => [a.statement, a.reason])).toEqual([
      [
        't. padded',
        '列名「 padded」含控制字符、首尾有空格或过长，生成的代码和建表脚本无法照原样使用：导入为 padded',
      ],
    ]);
  });

  it('keeps a column name with a dot, and lists that the Go set cannot map it', () => {
    const { model, approximations } = importDdl(
      'CREATE TABLE t (id int PRIMARY KEY, "geo.lat" numeric(9,6));',
      'postgresql',
    );
    expect(model.entities[0].fields[1]).toMatchObject({ column: 'geo_lat', sqlColumn: 'geo.lat' });
    expect(approximations.map((a) => a.statement)).toEqual(['t.geo.lat']);
    expect(approximations[0].reason).toContain('GORM');
  });

  it('reads COMMENT ON COLUMN of a quoted name with spaces or Chinese', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE "Customer" ("Customer Name" text PRIMARY KEY, "注册日期" date);
COMMENT ON COLUMN "Customer"."Customer Name" IS '客户名称';
COMMENT ON COLUMN public."Customer"."注册日期" IS '注册的日期';`,
      'postgresql',
    );
    expect(skipped).toEqual([]);
    expect(model.entities[0].fields.map((f) => f.label)).toEqual(['客户名称', '注册的日期']);
  });
});

describe('PostgreSQL schemas', () => {
  const script = `CREATE SCHEMA archive;
CREATE TABLE orders (id serial PRIMARY KEY, total numeric(10, 2));
CREATE TABLE archive.orders (id int PRIMARY KEY, archived_at timestamp NOT NULL);
CREATE TABLE notes (
  id serial PRIMARY KEY,
  order_id int REFERENCES orders (id),
  archived_order_id int REFERENCES archive.orders (id),
  "Body" text
);
ALTER TABLE ONLY archive.orders ADD COLUMN note text;
ALTER TABLE ONLY archive.orders ADD CONSTRAINT archived_at_past CHECK (archived_at <= now());
CREATE INDEX orders_archived_at_idx ON archive.orders (archived_at);
CREATE INDEX orders_total_idx ON public.orders (total);
COMMENT ON TABLE archive.orders IS '归档订单';
COMMENT ON COLUMN archive.orders.archived_at IS '归档时间';
COMMENT ON TABLE orders IS '订单';`;
  const { model, skipped, approximations } = importDdl(script, 'postgresql');

  it('imports two tables of one name in two schemas as two entities, each statement reaching its own', () => {
    expect(validateModel(model).ok).toBe(true);
    expect(model.entities.map((e) => [e.className, e.tableName, e.sqlTableName, e.sqlSchema])).toEqual([
      ['Order', 'orders', undefined, undefined],
      ['ArchiveOrder', 'archive_orders', 'orders', 'archive'],
      ['Note', 'notes', undefined, undefined],
    ]);
    const [orders, archived] = model.entities;
    expect(orders.label).toBe('订单');
    expect(orders.indexes?.map((i) => i.name)).toEqual(['orders_total_idx']);
    expect(archived.label).toBe('归档订单');
    expect(archived.fields.map((f) => [f.column, f.label])).toEqual([
      ['id', undefined],
      ['archived_at', '归档时间'],
      ['note', undefined],
    ]);
    expect(archived.indexes?.map((i) => i.name)).toEqual(['orders_archived_at_idx']);
    expect(archived.checks).toEqual([
      { name: 'archived_at_past', expression: 'archived_at <= now()', dialect: 'postgresql' },
    ]);
    expect(skipped.filter((s) => !/^CREATE SCHEMA/.test(s.statement))).toEqual([]);
    // MySQL has no schemas: the export there names the table by its tableName, and the import says so.
    expect(approximations.map((a) => a.reason)).toContain(
      '表在 PostgreSQL 模式 archive 中：MySQL 没有模式，导出到 MySQL 时该表名为 archive_orders',
    );
  });

  it('resolves a foreign key qualified by a schema to that schema, an unqualified one to public', () => {
    expect(entity(model, 'Note').relations?.map((r) => [r.name, r.target])).toEqual([
      ['order', 'Order'],
      ['archivedOrder', 'ArchiveOrder'],
    ]);
  });

  it('writes CREATE SCHEMA once and qualifies every statement on a table of the schema', () => {
    const sql = exportDdl(model, 'postgresql');
    expect(sql.match(/CREATE SCHEMA/g)).toEqual(['CREATE SCHEMA']);
    expect(sql).toContain('CREATE SCHEMA IF NOT EXISTS "archive";');
    expect(sql.indexOf('CREATE SCHEMA')).toBeLessThan(sql.indexOf('CREATE TABLE'));
    expect(sql).toContain('CREATE TABLE "orders" (');
    expect(sql).toContain('CREATE TABLE "archive"."orders" (');
    expect(sql).toContain('ALTER TABLE "archive"."orders" ADD CONSTRAINT "archived_at_past" CHECK');
    expect(sql).toContain('CREATE INDEX "orders_archived_at_idx" ON "archive"."orders" ("archived_at");');
    expect(sql).toContain('COMMENT ON TABLE "archive"."orders" IS \'归档订单\';');
    expect(sql).toContain('COMMENT ON COLUMN "archive"."orders"."archived_at" IS \'归档时间\';');
    expect(sql).toContain(
      'ALTER TABLE "notes" ADD CONSTRAINT "fk_notes_archived_order_id" FOREIGN KEY ("archived_order_id") REFERENCES "archive"."orders" ("id");',
    );
    expect(sql).toContain('FOREIGN KEY ("order_id") REFERENCES "orders" ("id");');
    // MySQL: no schema, the table under its own name.
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).not.toContain('archive`.');
    expect(mysql).toContain('CREATE TABLE `archive_orders` (');
    expect(mysql).toContain('REFERENCES `archive_orders` (`id`)');
  });

  it('gives a join table, its partitions and a composite foreign key the schema of their table', () => {
    const { model: shop } = importDdl(
      `CREATE TABLE sales.products (id int PRIMARY KEY);
CREATE TABLE sales.tags (id int PRIMARY KEY);
CREATE TABLE sales.product_tags (product_id int REFERENCES sales.products (id), tag_id int REFERENCES sales.tags (id),
  PRIMARY KEY (product_id, tag_id));
CREATE TABLE sales.lines (order_no int, line int, PRIMARY KEY (order_no, line));
CREATE TABLE sales.line_notes (id int PRIMARY KEY, order_no int, line int,
  FOREIGN KEY (order_no, line) REFERENCES sales.lines (order_no, line));
CREATE TABLE sales.events (id int, at date, PRIMARY KEY (id, at)) PARTITION BY RANGE (at);
CREATE TABLE sales.events_2024 PARTITION OF sales.events FOR VALUES FROM ('2024-01-01') TO ('2025-01-01');`,
      'postgresql',
    );
    expect(validateModel(shop).ok).toBe(true);
    expect(shop.entities.every((e) => e.sqlSchema === 'sales')).toBe(true);
    const sql = exportDdl(shop, 'postgresql');
    expect(sql).toContain('CREATE TABLE "sales"."product_tags" (');
    expect(sql).toContain(
      'ALTER TABLE "sales"."product_tags" ADD FOREIGN KEY ("product_id") REFERENCES "sales"."products" ("id")',
    );
    expect(sql).toContain(
      'ALTER TABLE "sales"."product_tags" ADD FOREIGN KEY ("tag_id") REFERENCES "sales"."tags" ("id")',
    );
    expect(sql).toContain('FOREIGN KEY ("order_no", "line") REFERENCES "sales"."lines" ("order_no", "line")');
    expect(sql).toContain('CREATE TABLE "sales"."events_2024" PARTITION OF "sales"."events"');
  });

  it('creates and finds unqualified names in the search path, public after it', () => {
    // users is public's when accounts references it (app.users comes later), app's for logins.
    const { model: app, skipped } = importDdl(
      `CREATE TABLE users (id int PRIMARY KEY);
SET search_path TO app, public;
CREATE TABLE accounts (id int PRIMARY KEY, user_id int REFERENCES users (id));
CREATE TABLE users (id int PRIMARY KEY);
CREATE TABLE logins (id int PRIMARY KEY, account_id int REFERENCES accounts (id), user_id int REFERENCES users (id));`,
      'postgresql',
    );
    expect(app.entities.map((e) => [e.tableName, e.sqlSchema])).toEqual([
      ['users', undefined],
      ['accounts', 'app'],
      ['app_users', 'app'],
      ['logins', 'app'],
    ]);
    expect(app.entities.flatMap((e) => e.relations ?? []).map((r) => r.target)).toEqual([
      'User',
      'Account',
      'AppUser',
    ]);
    expect(skipped).toEqual([]);
  });

  it("reads pg_dump's public.x with its empty search path as public, and MySQL's db.x as no schema", () => {
    const { model: dump } = importDdl(
      `SELECT pg_catalog.set_config('search_path', '', false);
CREATE TABLE public.items (id int PRIMARY KEY);
ALTER TABLE ONLY public.items ADD COLUMN name text;`,
      'postgresql',
    );
    expect(dump.entities.map((e) => [e.tableName, e.sqlSchema, e.fields.length])).toEqual([
      ['items', undefined, 2],
    ]);
    const { model: mysql } = importDdl('CREATE TABLE shop.items (id int PRIMARY KEY);', 'mysql');
    expect(mysql.entities.map((e) => [e.tableName, e.sqlSchema])).toEqual([['items', undefined]]);
  });
});

describe('names the DDL derives from exact column names', () => {
  it('leaves out a PostgreSQL constraint name over 63 bytes (a Chinese character takes 3), keeps MySQL one of 64 characters', () => {
    const model: Model = {
      project: { name: '店', basePackage: 'com.example.shop', database: 'POSTGRESQL' },
      entities: [
        {
          className: 'Customer',
          tableName: 'customer',
          fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
        },
        {
          className: 'Order',
          tableName: 'orders',
          fields: [
            { name: 'id', column: 'id', type: 'long', primaryKey: true },
            // fk_orders_ + 17 Chinese characters: 27 characters, 10 + 51 = 61 bytes.
            { name: 'buyer', column: 'buyer', sqlColumn: '买'.repeat(17), type: 'long' },
            // fk_orders_ + 18 Chinese characters: 64 bytes.
            { name: 'seller', column: 'seller', sqlColumn: '卖'.repeat(18), type: 'long' },
          ],
          relations: [
            { name: 'buyerOf', kind: 'MANY_TO_ONE', target: 'Customer', joinField: 'buyer' },
            { name: 'sellerOf', kind: 'MANY_TO_ONE', target: 'Customer', joinField: 'seller' },
          ],
        },
      ],
    };
    expect(validateModel(model).ok).toBe(true);
    const sql = exportDdl(model, 'postgresql');
    expect(sql).toContain(`ADD CONSTRAINT "fk_orders_${'买'.repeat(17)}" FOREIGN KEY ("${'买'.repeat(17)}")`);
    expect(sql).toContain(`ALTER TABLE "orders" ADD FOREIGN KEY ("${'卖'.repeat(18)}")`);
    expect(exportDdl(model, 'mysql')).toContain(`ADD CONSTRAINT \`fk_orders_${'卖'.repeat(18)}\``);
  });
});

describe('the exact-names fixtures', () => {
  it.each([
    ['exact-names-postgresql.sql', 'postgresql'],
    ['exact-names-mysql.sql', 'mysql'],
  ] as const)(
    'import %s with every exact name, nothing skipped but the schema statement',
    (file, dialect) => {
      const { model, skipped } = importDdl(fixture(file), dialect);
      expect(validateModel(model).ok).toBe(true);
      expect(skipped.filter((s) => !/^CREATE SCHEMA/.test(s.statement))).toEqual([]);
      expect(columns(entity(model, 'Customer'))).toEqual([
        'id=Id',
        'customer_name=Customer Name',
        'e_mail=E-mail',
        'column_4=注册日期',
        'created_at=createdAt',
      ]);
      expect(columns(entity(model, 'Order')).slice(0, 5)).toEqual([
        'id',
        'order_no=ORDER_NO',
        'customer_id=customerId',
        'user',
        'order',
      ]);
      expect(entity(model, 'AuditLog').virtualPrimaryKey).toBe(true);
      if (dialect === 'postgresql') {
        expect(entity(model, 'ArchiveOrder')).toMatchObject({ sqlSchema: 'archive', sqlTableName: 'orders' });
        expect(entity(model, 'OrderNote').relations?.map((r) => r.target)).toEqual(['Order', 'ArchiveOrder']);
      }
    },
  );
});

describe('join tables', () => {
  it('keeps a join table with exact names the model cannot give a many-to-many as an entity', () => {
    const { model } = importDdl(
      `CREATE TABLE film (id int PRIMARY KEY);
CREATE TABLE actor (id int PRIMARY KEY);
CREATE TABLE film_actor (film_id int REFERENCES film (id), actor_id int REFERENCES actor (id),
  PRIMARY KEY (film_id, actor_id));
CREATE TABLE "FilmTag" ("filmId" int REFERENCES film (id), "tagId" int REFERENCES actor (id), PRIMARY KEY ("filmId", "tagId"));`,
      'postgresql',
    );
    expect(model.entities.map((e) => e.className)).toEqual(['Film', 'Actor', 'FilmTag']);
    expect(entity(model, 'Film').relations?.map((r) => [r.kind, r.joinTable?.name])).toEqual([
      ['MANY_TO_MANY', 'film_actor'],
    ]);
    expect(columns(entity(model, 'FilmTag'))).toEqual(['film_id=filmId', 'tag_id=tagId']);
  });
});

describe('checks over exact names', () => {
  it('bounds the field a CHECK names by its exact column name', () => {
    const { model } = importDdl(
      'CREATE TABLE t (id int PRIMARY KEY, "unitPrice" numeric(8,2) CHECK ("unitPrice" >= 0), "Qty" int CHECK ("Qty" > 0));',
      'postgresql',
    );
    expect(model.entities[0].fields.map((f) => [f.sqlColumn, f.validation])).toEqual([
      [undefined, undefined],
      ['unitPrice', { min: 0 }],
      ['Qty', { min: 1 }],
    ]);
  });
});

describe('found by fuzzing the exact-names fixture', () => {
  it('keys a key column defined twice once', () => {
    const { model } = importDdl(
      'CREATE TABLE "Customer" ("Id" bigserial PRIMARY KEY, "Name" text, "Id" bigserial PRIMARY KEY);',
      'postgresql',
    );
    expect(validateModel(model).ok).toBe(true);
    expect(model.entities[0].primaryKeyOrder).toBeUndefined();
    expect(columns(model.entities[0])).toEqual(['id=Id', 'name=Name']);
  });
});
