// importDdl on constructs real schemas use and node-sql-parser cannot read: the table is still imported,
// and what was left out is listed with the line it came from.
import path from 'node:path';

import { importDdl } from '../src/ddl/import';
import { validateModel } from '../src/model/validate';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../src/node/load-set';
import type { Skipped } from '../src/ddl/import/raw';
import type { Entity } from '../src/model/types';
import { renderOfficial } from './support/render-official';

const columns = (e: Entity | undefined) => e?.fields.map((f) => f.column);
const byTable = (entities: Entity[], table: string) => entities.find((e) => e.tableName === table);
const chinese = (s: Skipped) => /[\u4e00-\u9fa5]/.test(s.reason);

describe.each(['mysql', 'postgresql'] as const)('CHECK constraints (%s)', (dialect) => {
  const sql = `CREATE TABLE product (
  id int PRIMARY KEY,
  price decimal(10,2) NOT NULL CHECK (price >= 0),
  qty int CONSTRAINT qty_positive CHECK (qty > 0 AND qty < 1000) DEFAULT 1,
  CONSTRAINT price_cap CHECK (price < 100000),
  CHECK (qty <> 13)
);`;
  const { model, skipped } = importDdl(sql, dialect);

  it('imports every column with what surrounds the CHECK', () => {
    const [product] = model.entities;
    expect(columns(product)).toEqual(['id', 'price', 'qty']);
    expect(product.fields[1]).toMatchObject({ type: 'decimal', required: true, precision: 10, scale: 2 });
    expect(product.fields[2]).toMatchObject({ type: 'int', defaultValue: 1 });
  });

  it('keeps each CHECK on the entity for export, skipping none', () => {
    expect(model.entities[0].checks).toEqual([
      { expression: 'price >= 0' },
      { name: 'qty_positive', expression: 'qty > 0 AND qty < 1000' },
      { name: 'price_cap', expression: 'price < 100000' },
      { expression: 'qty <> 13' },
    ]);
    expect(skipped).toEqual([]);
  });
});

describe('MySQL constructs the parser rejects', () => {
  it('reads VARCHAR(40) BINARY as a string column with the binary collation', () => {
    const { model, skipped } = importDdl(
      "CREATE TABLE user (\n  id int PRIMARY KEY,\n  login VARCHAR(40) BINARY NOT NULL DEFAULT '',\n  note varchar(9) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin\n);",
      'mysql',
    );
    // Case-sensitive comparison is kept: the export writes COLLATE utf8mb4_bin (utf8mb4 is the tables' own set).
    expect(model.entities[0].fields.slice(1)).toMatchObject([
      {
        column: 'login',
        type: 'string',
        length: 40,
        required: true,
        defaultValue: "''",
        collation: { dialect: 'mysql', collate: 'utf8mb4_bin' },
      },
      { column: 'note', type: 'string', length: 9, collation: { dialect: 'mysql', collate: 'utf8mb4_bin' } },
    ]);
    expect(skipped).toEqual([]);
  });

  it('keeps generated columns with their expressions, and lists that the other dialect gets plain columns', () => {
    const { model, skipped, approximations } = importDdl(
      'CREATE TABLE box (id int PRIMARY KEY, w int, area int AS (w * w) VIRTUAL, twice int GENERATED ALWAYS AS (w + w) STORED NOT NULL, half int AS (w / 2) PERSISTENT, cube int AS (w * w * w));',
      'mysql',
    );
    expect(columns(model.entities[0])).toEqual(['id', 'w', 'area', 'twice', 'half', 'cube']);
    expect(model.entities[0].fields.slice(2).map((f) => [f.generated, f.required ?? false])).toEqual([
      [{ expression: 'w * w', stored: false, dialect: 'mysql' }, false],
      [{ expression: 'w + w', stored: true, dialect: 'mysql' }, true],
      [{ expression: 'w / 2', stored: true, dialect: 'mysql' }, false],
      [{ expression: 'w * w * w', stored: false, dialect: 'mysql' }, false],
    ]);
    expect(skipped).toEqual([]);
    expect(approximations.map((a) => a.statement)).toContain('box.area GENERATED ALWAYS AS (w * w)');
    expect(validateModel(model).ok).toBe(true);
    const script = (set: string) =>
      renderOfficial(model, loadSetFromDir(path.join(OFFICIAL_SETS_DIR, set)))[0].content;
    expect(script('mysql-ddl')).toContain('`twice` INT GENERATED ALWAYS AS (w + w) STORED NOT NULL');
    expect(script('postgresql-ddl')).toMatch(/"twice" INTEGER NOT NULL,/);
  });

  it('keeps prefix indexes with their prefix lengths, and expression indexes as MySQL wrote them', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE doc (id int PRIMARY KEY, title varchar(500), body text, code varchar(8), n int,
  KEY idx_title (title(20)),
  INDEX idx_lower ((lower(title))),
  UNIQUE KEY uk_code (code(4)),
  KEY idx_code_title (n, title(10)));
CREATE INDEX idx_body ON doc (body(100));`,
      'mysql',
    );
    expect(model.entities[0].indexes).toEqual([
      // A unique prefix is not a unique column: it stays an index with its prefix.
      { name: 'uk_code', fields: ['code'], unique: true, prefixLengths: [4] },
      { name: 'idx_title', fields: ['title'], unique: false, prefixLengths: [20] },
      { name: 'idx_code_title', fields: ['n', 'title'], unique: false, prefixLengths: [null, 10] },
      {
        name: 'idx_lower',
        fields: ['title'],
        unique: false,
        expressions: ['lower(title)'],
        expressionsDialect: 'mysql',
      },
      { name: 'idx_body', fields: ['body'], unique: false, prefixLengths: [100] },
    ]);
    expect(model.entities[0].fields.find((f) => f.name === 'code')?.unique).toBeUndefined();
    expect(skipped).toEqual([]);
    expect(validateModel(model).ok).toBe(true);
    const script = (set: string) =>
      renderOfficial(model, loadSetFromDir(path.join(OFFICIAL_SETS_DIR, set)))[0].content;
    const mysql = script('mysql-ddl');
    expect(mysql).toContain('UNIQUE KEY `uk_code` (`code`(4))');
    expect(mysql).toContain('KEY `idx_code_title` (`n`, `title`(10))');
    expect(script('postgresql-ddl')).toContain(
      'CREATE INDEX "idx_code_title" ON "doc" ("n", (left("title", 10)));',
    );
  });

  it('reads a partitioned table with its partitions', () => {
    const { model, skipped } = importDdl(
      "CREATE TABLE log (id bigint NOT NULL, at date NOT NULL, PRIMARY KEY (id, at)) ENGINE=InnoDB COMMENT='日志'\nPARTITION BY RANGE (YEAR(at)) (PARTITION p0 VALUES LESS THAN (2020), PARTITION p1 VALUES LESS THAN MAXVALUE);",
      'mysql',
    );
    expect(model.entities[0]).toMatchObject({ tableName: 'log', label: '日志' });
    expect(columns(model.entities[0])).toEqual(['id', 'at']);
    expect(model.entities[0].partitioning).toEqual({
      dialect: 'mysql',
      by: 'RANGE (YEAR(at))',
      partitions: [
        { name: 'p0', bound: 'VALUES LESS THAN (2020)' },
        { name: 'p1', bound: 'VALUES LESS THAN MAXVALUE' },
      ],
    });
    expect(skipped).toEqual([]);
  });
});

describe('PostgreSQL constructs the parser rejects', () => {
  const sql = `CREATE TABLE payment (
    payment_id serial PRIMARY KEY,
    amount numeric(5,2) NOT NULL,
    paid_at timestamp NOT NULL
);
CREATE TABLE payment_p2007_01 (
    CONSTRAINT payment_p2007_01_paid_at_check CHECK (paid_at >= '2007-01-01' AND paid_at < '2007-02-01')
) INHERITS (payment);
CREATE TABLE payment_archive (note text) INHERITS (payment, nowhere);
CREATE TABLE measurement (city_id int NOT NULL, logdate date NOT NULL, peak int GENERATED ALWAYS AS (city_id * 2) STORED)
  PARTITION BY RANGE (logdate);
CREATE TABLE measurement_y2006 PARTITION OF measurement FOR VALUES FROM ('2006-01-01') TO ('2007-01-01');
CREATE INDEX idx_lower_city ON measurement (lower(city_id::text));
`;
  const { model, skipped, approximations } = importDdl(sql, 'postgresql');
  const line = (prefix: string) => skipped.filter((s) => s.statement.startsWith(prefix)).map((s) => s.line);

  it('gives an INHERITS child the parent columns, without the parent keys', () => {
    const child = model.entities.find((e) => e.tableName === 'payment_p2007_01');
    expect(columns(child)).toEqual(['payment_id', 'amount', 'paid_at']);
    // Keys are not inherited: the entity, which must have one, keys its identifying NOT NULL column, and says so.
    expect(child?.fields.filter((f) => f.primaryKey).map((f) => f.column)).toEqual(['payment_id']);
    expect(approximations.map((a) => a.statement)).toContain('payment_p2007_01 PRIMARY KEY (payment_id)');
    expect(columns(byTable(model.entities, 'payment_archive'))).toEqual([
      'payment_id',
      'amount',
      'paid_at',
      'note',
    ]);
    expect(child?.checks).toEqual([
      {
        name: 'payment_p2007_01_paid_at_check',
        expression: "paid_at >= '2007-01-01' AND paid_at < '2007-02-01'",
      },
    ]);
    expect(line('payment_p2007_01 INHERITS (payment)')).toEqual([6]);
    expect(line('payment_archive INHERITS (nowhere)')).toEqual([9]);
  });

  it('imports a partitioned table with its partition and its generated column', () => {
    expect(columns(byTable(model.entities, 'measurement'))).toEqual(['city_id', 'logdate', 'peak']);
    expect(byTable(model.entities, 'measurement')?.partitioning).toEqual({
      dialect: 'postgresql',
      by: 'RANGE (logdate)',
      partitions: [{ name: 'measurement_y2006', bound: "FOR VALUES FROM ('2006-01-01') TO ('2007-01-01')" }],
    });
    expect(byTable(model.entities, 'measurement_y2006')).toBeUndefined();
    expect(byTable(model.entities, 'measurement')?.fields[2].generated).toEqual({
      expression: 'city_id * 2',
      stored: true,
      dialect: 'postgresql',
    });
    // An expression index is kept with its expression over the column it reads.
    expect(byTable(model.entities, 'measurement')?.indexes).toEqual([
      { name: 'idx_lower_city', fields: ['cityId'], unique: false, expressions: ['lower(city_id::text)'] },
    ]);
    expect(skipped.every(chinese)).toBe(true);
  });
});
