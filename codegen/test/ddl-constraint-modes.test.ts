// How PostgreSQL checks a constraint: a foreign key's DEFERRABLE / INITIALLY DEFERRED, MATCH FULL and NOT VALID, a
// CHECK's NOT VALID and NO INHERIT. Both import paths (text, catalog) keep them on the model, the PostgreSQL DDL
// writes them back, the MySQL DDL writes a plain constraint and the import lists it. The real servers check the same
// in toolchains/ddl-round-trip.
import { exportDdl } from '../src/ddl/export';
import { importDdl } from '../src/ddl/import';
import type { Model } from '../src/model/types';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { entityOf, problemsOf } from './support/ddl';

jest.setTimeout(120_000);

// Django writes DEFERRABLE INITIALLY DEFERRED on every key; pg_dump adds an unvalidated key or check by ALTER TABLE.
const SQL = `CREATE TABLE org_unit (id integer PRIMARY KEY, parent_id integer REFERENCES org_unit (id) DEFERRABLE INITIALLY DEFERRED);
CREATE TABLE shop_order (shop_id integer, order_no integer, PRIMARY KEY (shop_id, order_no));
CREATE TABLE employee (
  id integer PRIMARY KEY,
  org_unit_id integer,
  shop_id integer,
  order_no integer,
  age integer CHECK (age >= 0) NO INHERIT,
  code text UNIQUE DEFERRABLE,
  CONSTRAINT employee_org_unit_fk FOREIGN KEY (org_unit_id) REFERENCES org_unit (id) MATCH FULL ON DELETE SET NULL DEFERRABLE,
  CONSTRAINT employee_order_fk FOREIGN KEY (shop_id, order_no) REFERENCES shop_order MATCH FULL DEFERRABLE INITIALLY DEFERRED
);
CREATE TABLE payment (id integer PRIMARY KEY, employee_id integer, amount integer);
ALTER TABLE ONLY payment ADD CONSTRAINT payment_employee_fk FOREIGN KEY (employee_id) REFERENCES employee (id) NOT VALID;
ALTER TABLE payment ADD CONSTRAINT payment_amount_check CHECK (amount > 0) NOT VALID;`;

/** What every import path must give for SQL. */
function expectModes(model: Model): void {
  expect(entityOf(model, 'org_unit').relations).toEqual([
    expect.objectContaining({ joinField: 'parentId', deferrable: 'deferred' }),
  ]);
  const employee = entityOf(model, 'employee');
  expect(employee.relations).toEqual([
    expect.objectContaining({
      joinField: 'orgUnitId',
      match: 'full',
      deferrable: 'immediate',
      onDelete: 'SET NULL',
    }),
    expect.objectContaining({ joinFields: ['shopId', 'orderNo'], match: 'full', deferrable: 'deferred' }),
  ]);
  expect(employee.relations?.some((r) => r.notValid)).toBe(false);
  expect(employee.checks).toEqual([
    expect.objectContaining({ expression: expect.stringContaining('age >= 0'), noInherit: true }),
  ]);
  expect(employee.checks?.[0].notValid).toBeUndefined();
  const payment = entityOf(model, 'payment');
  expect(payment.relations).toEqual([expect.objectContaining({ joinField: 'employeeId', notValid: true })]);
  expect(payment.relations?.[0].deferrable).toBeUndefined();
  expect(payment.relations?.[0].match).toBeUndefined();
  expect(payment.checks).toEqual([expect.objectContaining({ name: 'payment_amount_check', notValid: true })]);
  expect(problemsOf(model)).toEqual([]);
}

describe('PostgreSQL text import', () => {
  const { model, skipped, approximations } = importDdl(SQL, 'postgresql');

  it('keeps DEFERRABLE, MATCH FULL and NOT VALID on the relations and NOT VALID / NO INHERIT on the checks', () => {
    expectModes(model);
    expect(skipped.filter((s) => /DEFERRABLE|MATCH|VALID|INHERIT/.test(s.statement))).toEqual([]);
  });

  it('lists what MySQL will write plainly, and the modes it keeps for foreign keys only', () => {
    const reasons = approximations.map((a) => `${a.line} ${a.statement}: ${a.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^1 org_unit\(parent_id\) → org_unit DEFERRABLE INITIALLY DEFERRED: .*MySQL/),
        expect.stringMatching(
          /^10 employee\(org_unit_id\) → org_unit MATCH FULL DEFERRABLE INITIALLY IMMEDIATE: /,
        ),
        expect.stringMatching(/^14 payment\(employee_id\) → employee NOT VALID: /),
        expect.stringMatching(/^15 payment CHECK \(amount > 0\) NOT VALID: .*MySQL/),
        expect.stringMatching(/^3 CREATE TABLE employee .*: 模型只为外键记录约束的 DEFERRABLE/),
      ]),
    );
  });

  it('drops NOT VALID inside CREATE TABLE, where PostgreSQL ignores it too', () => {
    const { model: created } = importDdl(
      `CREATE TABLE a (id integer PRIMARY KEY);
CREATE TABLE b (id integer PRIMARY KEY, a_id integer, n integer,
  FOREIGN KEY (a_id) REFERENCES a NOT VALID, CHECK (n > 0) NOT VALID);`,
      'postgresql',
    );
    expect(entityOf(created, 'b').relations?.[0].notValid).toBeUndefined();
    expect(entityOf(created, 'b').checks).toEqual([{ expression: 'n > 0' }]);
  });

  it('gives each key its own clauses when a column references the same table twice', () => {
    const { model: twice } = importDdl(
      `CREATE TABLE a (id integer PRIMARY KEY);
CREATE TABLE b (id integer PRIMARY KEY, x integer REFERENCES a, y integer REFERENCES a DEFERRABLE INITIALLY DEFERRED);`,
      'postgresql',
    );
    const [x, y] = entityOf(twice, 'b').relations ?? [];
    expect(x).toMatchObject({ joinField: 'x' });
    expect(x.deferrable).toBeUndefined();
    expect(y).toMatchObject({ joinField: 'y', deferrable: 'deferred' });
  });
});

describe('PostgreSQL catalog import', () => {
  let sandbox: PostgresSandbox;
  beforeAll(() => {
    sandbox = new PostgresSandbox();
  });
  afterAll(() => sandbox.close());

  it('reads the same modes from pg_get_constraintdef, NOT VALID kept out of CREATE TABLE', async () => {
    const { model } = await importPostgresqlDdl(SQL, sandbox);
    expectModes(model);
  });
});

describe('export', () => {
  const { model } = importDdl(SQL, 'postgresql');

  it('writes every clause back in the PostgreSQL DDL, in the order PostgreSQL prints them', () => {
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).toContain(
      'FOREIGN KEY ("parent_id") REFERENCES "org_unit" ("id") DEFERRABLE INITIALLY DEFERRED;',
    );
    expect(postgresql).toContain(
      'FOREIGN KEY ("org_unit_id") REFERENCES "org_unit" ("id") MATCH FULL ON DELETE SET NULL DEFERRABLE INITIALLY IMMEDIATE;',
    );
    expect(postgresql).toContain(
      'FOREIGN KEY ("shop_id", "order_no") REFERENCES "shop_order" ("shop_id", "order_no") MATCH FULL DEFERRABLE INITIALLY DEFERRED;',
    );
    expect(postgresql).toContain('FOREIGN KEY ("employee_id") REFERENCES "employee" ("id") NOT VALID;');
    expect(postgresql).toMatch(/CHECK \(age >= 0\) NO INHERIT;/);
    expect(postgresql).toContain('ADD CONSTRAINT "payment_amount_check" CHECK (amount > 0) NOT VALID;');
  });

  it('writes plain constraints in the MySQL DDL', () => {
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain('FOREIGN KEY (`parent_id`) REFERENCES `org_unit` (`id`);');
    expect(mysql).toContain('FOREIGN KEY (`org_unit_id`) REFERENCES `org_unit` (`id`) ON DELETE SET NULL;');
    expect(mysql).toContain('ADD CONSTRAINT `payment_amount_check` CHECK (amount > 0);');
    expect(mysql).not.toMatch(/DEFERRABLE|MATCH|NOT VALID|NO INHERIT/);
  });

  it('a MySQL script never sets them', () => {
    const { model: mysql } = importDdl(
      `CREATE TABLE a (id int PRIMARY KEY);
CREATE TABLE b (id int PRIMARY KEY, a_id int, n int, CHECK (n > 0), FOREIGN KEY (a_id) REFERENCES a (id) MATCH FULL);`,
      'mysql',
    );
    const b = entityOf(mysql, 'b');
    expect(b.relations).toHaveLength(1);
    expect(b.relations?.[0]).not.toHaveProperty('match');
    expect(b.relations?.[0]).not.toHaveProperty('deferrable');
    expect(b.checks?.[0]).not.toHaveProperty('notValid');
  });
});

describe('validation', () => {
  const base = (): Model => importDdl(SQL, 'postgresql').model;

  it('refuses values PostgreSQL has no clause for', () => {
    const model = base();
    Object.assign(entityOf(model, 'payment').relations![0], {
      deferrable: 'later',
      match: 'partial',
      notValid: false,
    });
    expect(problemsOf(model)).toEqual([
      expect.stringMatching(/relations\[0\]\.deferrable: 外键的 deferrable 只能是 'immediate' 或 'deferred'/),
      expect.stringMatching(/relations\[0\]\.match: 外键的 match 只能是 'full'/),
      expect.stringMatching(/relations\[0\]\.notValid: 外键的 notValid 只能是 true/),
    ]);
    const checked = base();
    Object.assign(entityOf(checked, 'payment').checks![0], { noInherit: 'yes' });
    expect(problemsOf(checked)).toEqual([
      expect.stringMatching(/checks\[0\]\.noInherit: noInherit 只能是 true/),
    ]);
  });

  it('refuses them on a many-to-many relation, whose join table keys the generator writes', () => {
    const model = base();
    entityOf(model, 'org_unit').relations!.push({
      name: 'payments',
      kind: 'MANY_TO_MANY',
      target: 'Payment',
      deferrable: 'deferred',
    });
    expect(problemsOf(model)).toEqual([
      expect.stringMatching(
        /relations\[1\]\.deferrable: 多对多关系的中间表外键由系统生成，不能设置 DEFERRABLE/,
      ),
    ]);
  });

  it('refuses a NO INHERIT check on a PostgreSQL partitioned table, and the modes on a MySQL-only check', () => {
    const model = base();
    const payment = entityOf(model, 'payment');
    payment.partitioning = { dialect: 'postgresql', by: 'HASH (id)', partitions: [] };
    payment.checks = [
      { expression: 'amount > 0', noInherit: true },
      { expression: 'amount < 9', dialect: 'mysql', notValid: true },
    ];
    expect(problemsOf(model)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/checks\[0\]\.noInherit: 分区表的 CHECK 约束不能是 NO INHERIT/),
        expect.stringMatching(/checks\[1\]\.notValid: NOT VALID 是 PostgreSQL 的写法/),
      ]),
    );
  });
});
