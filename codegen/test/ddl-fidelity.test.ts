// What used to be lost between import and export: CHAR(n), DEFAULT '', PostgreSQL cast defaults,
// foreign-key actions and the exact case of a table's and a column's name survive importDdl → exportDdl.
import { exportDdl } from '../src/ddl/export';
import { importDdl } from '../src/ddl/import';
import { validateModel } from '../src/model/validate';

describe('MySQL import → export', () => {
  const sql = `CREATE TABLE QRTZ_JOB_DETAILS (
  SCHED_NAME varchar(120) NOT NULL,
  JOB_NAME varchar(190) NOT NULL,
  IS_DURABLE char(1) NOT NULL DEFAULT '',
  PRIMARY KEY (SCHED_NAME, JOB_NAME)
);
CREATE TABLE QRTZ_LOCKS (SCHED_NAME varchar(120) NOT NULL, LOCK_NAME varchar(40) NOT NULL, PRIMARY KEY (SCHED_NAME, LOCK_NAME));
CREATE TABLE dept (id bigint PRIMARY KEY AUTO_INCREMENT, name varchar(30) NOT NULL DEFAULT '');
CREATE TABLE staff (
  id bigint PRIMARY KEY AUTO_INCREMENT,
  dept_id bigint,
  boss_id bigint NOT NULL,
  CONSTRAINT fk_staff_dept FOREIGN KEY (dept_id) REFERENCES dept (id) ON DELETE SET NULL ON UPDATE CASCADE,
  CONSTRAINT fk_staff_boss FOREIGN KEY (boss_id) REFERENCES dept (id) ON DELETE SET NULL
);`;
  const { model, skipped, approximations } = importDdl(sql, 'mysql');
  const script = exportDdl(model, 'mysql');

  it('imports a valid model that keeps the exact table names', () => {
    expect(validateModel(model).ok).toBe(true);
    expect(model.project.tablePrefix).toBeUndefined();
    expect(model.entities.map((e) => [e.tableName, e.sqlTableName])).toEqual([
      ['qrtz_job_details', 'QRTZ_JOB_DETAILS'],
      ['qrtz_locks', 'QRTZ_LOCKS'],
      ['dept', undefined],
      ['staff', undefined],
    ]);
    expect(script).toContain('CREATE TABLE `QRTZ_LOCKS` (');
  });

  it("keeps CHAR(n) and DEFAULT ''", () => {
    expect(model.entities[0].fields[2]).toMatchObject({
      type: 'string',
      length: 1,
      fixedLength: true,
      defaultValue: "''",
    });
    // The column keeps the upper-case name the table has (a case-sensitive server's statements name it so).
    expect(model.entities[0].fields[2]).toMatchObject({ column: 'is_durable', sqlColumn: 'IS_DURABLE' });
    expect(script).toContain("`IS_DURABLE` CHAR(1) NOT NULL DEFAULT ''");
    expect(script).toContain("`name` VARCHAR(30) NOT NULL DEFAULT ''");
  });

  it('keeps foreign-key actions, SET NULL on a NOT NULL column too, which the MySQL export leaves out (listed)', () => {
    expect(
      model.entities[3].relations?.map((r) => [r.name, r.onDelete, r.onUpdate, r.setNullOnRequired]),
    ).toEqual([
      ['dept', 'SET NULL', 'CASCADE', undefined],
      ['boss', 'SET NULL', undefined, true],
    ]);
    expect(script).toContain('REFERENCES `dept` (`id`) ON DELETE SET NULL ON UPDATE CASCADE;');
    expect(script).toContain(
      'ADD CONSTRAINT `fk_staff_boss_id` FOREIGN KEY (`boss_id`) REFERENCES `dept` (`id`);',
    );
    expect(exportDdl(model, 'postgresql')).toContain(
      'FOREIGN KEY ("boss_id") REFERENCES "dept" ("id") ON DELETE SET NULL;',
    );
    expect(skipped).toEqual([]);
    expect(approximations.filter((a) => a.statement.endsWith('SET NULL'))).toEqual([
      {
        statement: 'staff(boss_id) → dept ON DELETE SET NULL',
        line: 14,
        reason: expect.stringContaining('导出到 MySQL 时不写这个动作'),
      },
    ]);
  });
});

describe('binary columns', () => {
  it.each([
    [
      'mysql',
      'CREATE TABLE f (id int PRIMARY KEY, a blob, b longblob NOT NULL, c varbinary(16), d binary(8), e tinyblob);',
    ],
    ['postgresql', 'CREATE TABLE f (id int PRIMARY KEY, a bytea, b bytea NOT NULL);'],
  ] as const)('imports every binary column of %s and exports it back', (dialect, sql) => {
    const { model, skipped } = importDdl(sql, dialect);
    expect(skipped).toEqual([]);
    const binaries = model.entities[0].fields.filter((f) => f.type === 'binary');
    expect(binaries.map((f) => [f.column, f.length, f.required])).toEqual(
      dialect === 'mysql'
        ? [
            ['a', undefined, undefined],
            ['b', undefined, true],
            ['c', 16, undefined],
            ['d', 8, undefined],
            ['e', undefined, undefined],
          ]
        : [
            ['a', undefined, undefined],
            ['b', undefined, true],
          ],
    );
    const script = exportDdl(model, dialect);
    if (dialect === 'mysql') expect(script).toContain('`c` VARBINARY(16) NULL');
    else expect(script).toContain('"b" BYTEA NOT NULL');
  });
});

describe('PostgreSQL import → export', () => {
  const sql = `CREATE TABLE "Account" (id serial PRIMARY KEY, code character(4) NOT NULL);
CREATE TABLE rental (
    rental_id serial PRIMARY KEY,
    rented_on date DEFAULT ('now'::text)::date NOT NULL,
    rented_at timestamp without time zone DEFAULT 'now'::timestamp without time zone,
    note text DEFAULT ''::text NOT NULL,
    account_id integer REFERENCES "Account"(id) ON DELETE CASCADE ON UPDATE RESTRICT
);
CREATE TABLE Shouting (id int PRIMARY KEY);`;
  const { model, skipped } = importDdl(sql, 'postgresql');
  const script = exportDdl(model, 'postgresql');
  const rental = model.entities[1];

  it('reads cast defaults as what they mean', () => {
    expect(skipped).toEqual([]);
    expect(rental.fields.map((f) => [f.column, f.defaultValue])).toEqual([
      ['rental_id', undefined],
      ['rented_on', 'CURRENT_DATE'],
      // PostgreSQL reads 'now'::timestamp once, as it creates the table (its catalog holds that time): no keyword.
      ['rented_at', 'now'],
      ['note', "''"],
      ['account_id', undefined],
    ]);
    // The PostgreSQL export writes the default as the script did (see ddl-default-source); the model reads it portably.
    expect(script).toContain(`"rented_on" DATE NOT NULL DEFAULT (('now'::text)::date),`);
    expect(script).toContain(`"rented_at" TIMESTAMP DEFAULT 'now',`);
    expect(script).toContain(`"note" TEXT NOT NULL DEFAULT '',`);
  });

  it('keeps a quoted mixed-case name, folds an unquoted one as PostgreSQL does', () => {
    expect(model.entities.map((e) => e.sqlTableName)).toEqual(['Account', undefined, undefined]);
    expect(model.entities[2].tableName).toBe('shouting');
    expect(script).toContain('CREATE TABLE "Account" (');
    expect(script).toContain('"code" CHAR(4) NOT NULL');
    expect(script).toContain(
      'ALTER TABLE "rental" ADD CONSTRAINT "fk_rental_account_id" FOREIGN KEY ("account_id") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE RESTRICT;',
    );
  });
});
