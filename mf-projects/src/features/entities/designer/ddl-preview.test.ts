// The preview's statements of one table: the table as the database names it, in its schema when it has one.
import { statementsOf } from './ddl-preview';

/** Two tables named orders, in public and in archive, with a foreign key across the schemas. */
const SCRIPT = [
  'CREATE SCHEMA IF NOT EXISTS "archive";',
  'CREATE TABLE "orders" (\n  "id" BIGINT NOT NULL,\n  PRIMARY KEY ("id")\n);',
  'CREATE TABLE "archive"."orders" (\n  "id" BIGINT,\n  "origin_id" BIGINT\n);',
  'COMMENT ON COLUMN "orders"."id" IS \'编号\';',
  'COMMENT ON COLUMN "archive"."orders"."id" IS \'归档编号\';',
  'ALTER TABLE "archive"."orders" ADD FOREIGN KEY ("origin_id") REFERENCES "orders" ("id");',
  'CREATE TABLE "QRTZ_LOCKS" (\n  "LOCK_NAME" VARCHAR(40) NOT NULL\n);',
  '',
].join('\n');

test('a table in a schema: its own statements, not those of the table of that name in public', () => {
  expect(statementsOf(SCRIPT, 'orders', 'archive').split('\n\n')).toEqual([
    'CREATE TABLE "archive"."orders" (\n  "id" BIGINT,\n  "origin_id" BIGINT\n);',
    'COMMENT ON COLUMN "archive"."orders"."id" IS \'归档编号\';',
    'ALTER TABLE "archive"."orders" ADD FOREIGN KEY ("origin_id") REFERENCES "orders" ("id");',
  ]);
});

test('a table in public: its statements and the foreign keys that point at it, not the archived table', () => {
  expect(statementsOf(SCRIPT, 'orders').split('\n\n')).toEqual([
    'CREATE TABLE "orders" (\n  "id" BIGINT NOT NULL,\n  PRIMARY KEY ("id")\n);',
    'COMMENT ON COLUMN "orders"."id" IS \'编号\';',
    'ALTER TABLE "archive"."orders" ADD FOREIGN KEY ("origin_id") REFERENCES "orders" ("id");',
  ]);
});

test('a table found by its exact name, case kept, in either dialect’s quotes', () => {
  expect(statementsOf(SCRIPT, 'QRTZ_LOCKS')).toBe(
    'CREATE TABLE "QRTZ_LOCKS" (\n  "LOCK_NAME" VARCHAR(40) NOT NULL\n);',
  );
  expect(statementsOf(SCRIPT, 'qrtz_locks')).toBe('');
  expect(statementsOf('CREATE TABLE `t.x` (`id` INT);\n', 't.x')).toBe('CREATE TABLE `t.x` (`id` INT);');
  expect(statementsOf('CREATE TABLE `t_x` (`id` INT);\n', 't.x')).toBe('');
});

test("a partitioned table: its partitions' statements too, a partition of a partition included", () => {
  const script = [
    'CREATE TABLE "sales" (\n  "id" BIGINT NOT NULL\n) PARTITION BY LIST (region);',
    'CREATE TABLE "sales_eu" PARTITION OF "sales" FOR VALUES IN (\'eu\') PARTITION BY RANGE (sold_at);',
    'CREATE TABLE "sales_eu_2024" PARTITION OF "sales_eu" FOR VALUES FROM (\'2024-01-01\') TO (\'2025-01-01\');',
    'CREATE INDEX "sales_eu_2024_day" ON "sales_eu_2024" (sold_at);',
    'CREATE TABLE "salesman" (\n  "id" BIGINT NOT NULL\n);',
    '',
  ].join('\n');
  expect(statementsOf(script, 'sales', undefined, ['sales_eu', 'sales_eu_2024']).split('\n\n')).toEqual([
    'CREATE TABLE "sales" (\n  "id" BIGINT NOT NULL\n) PARTITION BY LIST (region);',
    'CREATE TABLE "sales_eu" PARTITION OF "sales" FOR VALUES IN (\'eu\') PARTITION BY RANGE (sold_at);',
    'CREATE TABLE "sales_eu_2024" PARTITION OF "sales_eu" FOR VALUES FROM (\'2024-01-01\') TO (\'2025-01-01\');',
    'CREATE INDEX "sales_eu_2024_day" ON "sales_eu_2024" (sold_at);',
  ]);
});
