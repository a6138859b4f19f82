// A PostgreSQL schema exported to MySQL: what MySQL refuses of what PostgreSQL accepts is written in a form MySQL
// loads (or left out), and the import lists each such change.
import { exportDdl, importDdl } from '../src';
import { mysqlTemporalDefault } from '../src/context/mysql-default';
import type { Model } from '../src/model/types';

/** The line of `column` in the MySQL script, e.g. "`seen` DATETIME NULL DEFAULT '1970-01-01 00:00:01',". */
const columnLine = (script: string, column: string, table?: string): string => {
  const from = table ? script.indexOf(`CREATE TABLE \`${table}\``) : 0;
  return (
    script
      .slice(from)
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.startsWith(`\`${column}\` `)) ?? ''
  );
};

describe('date and time defaults', () => {
  it.each([
    ['datetime', false, '1970-01-01 00:00:01+00:00', 'DATETIME', '1970-01-01 00:00:01'],
    ['datetime', false, 'January 8 04:05:06 1999 PST', 'DATETIME', '1999-01-08 04:05:06'],
    ['datetime', true, 'January 8 04:05:06 1999 PST', 'DATETIME', '1999-01-08 12:05:06'],
    ['datetime', true, '1999-01-08 04:05:06.789 -8:00', 'DATETIME(3)', '1999-01-08 12:05:06.789'],
    ['datetime', true, '1999-12-31 23:30:00-01:30', 'DATETIME', '2000-01-01 01:00:00'],
    ['datetime', false, '2020-01-01T10:00:00.000000Z', 'DATETIME', '2020-01-01 10:00:00'],
    ['datetime', false, 'epoch', 'DATETIME', '1970-01-01 00:00:00'],
    ['date', false, 'January 8, 1999', 'DATE', '1999-01-08'],
    ['date', false, '19990108', 'DATE', '1999-01-08'],
    ['date', false, "'8 Sept 1999'", 'DATE', '1999-09-08'],
    ['time', false, '04:05:06 PST', 'TIME', '04:05:06'],
  ] as const)('%s %s %s (%s) is %s in MySQL', (type, zone, value, mysqlType, expected) => {
    expect(mysqlTemporalDefault(type, zone, value, mysqlType)).toBe(expected);
  });

  it.each([
    ['datetime', true, 'now()', 'DATETIME'],
    ['date', false, 'today', 'DATE'],
    ['datetime', false, 'infinity', 'DATETIME'],
    ['datetime', true, '1999-01-08 04:05:06.789 -8:00', 'DATETIME'],
    ['date', false, '2021-02-29', 'DATE'],
    ['date', false, '0099-01-01', 'DATE'],
    ['date', false, '1000-01-01 BC', 'DATE'],
    ['date', false, '01/02/1999', 'DATE'],
    ['datetime', true, '1999-01-08 04:05:06 Europe/Paris', 'DATETIME'],
    ['time', true, '04:05:06-08', 'TIME'],
  ] as const)('%s %s %s (%s) has none in MySQL', (type, zone, value, mysqlType) => {
    expect(mysqlTemporalDefault(type, zone, value, mysqlType)).toBeNull();
  });

  const sql = `CREATE TABLE beat (
  id int PRIMARY KEY,
  seen timestamp DEFAULT '1970-01-01 00:00:01+00:00',
  at timestamptz NOT NULL DEFAULT 'now()',
  shifted timestamptz DEFAULT '2020-01-01 10:00:00+02',
  born date DEFAULT 'January 8, 1999',
  precise timestamp(3) DEFAULT '1999-01-08 04:05:06.789'
);`;

  it('writes the same date or instant in ISO form, and no default where MySQL has none', () => {
    const { model } = importDdl(sql, 'postgresql');
    const script = exportDdl(model, 'mysql');
    expect(columnLine(script, 'seen')).toContain("DEFAULT '1970-01-01 00:00:01',");
    expect(columnLine(script, 'at')).toBe('`at` DATETIME NOT NULL,');
    expect(columnLine(script, 'shifted')).toContain("DEFAULT '2020-01-01 08:00:00',");
    expect(columnLine(script, 'born')).toContain("DEFAULT '1999-01-08',");
    expect(columnLine(script, 'precise')).toContain("DATETIME(3) NULL DEFAULT '1999-01-08 04:05:06.789',");
    // PostgreSQL's own script keeps what the user wrote.
    expect(exportDdl(model, 'postgresql')).toContain("DEFAULT 'now()'");
  });

  it('lists the default MySQL gets none of, with the column', () => {
    const { approximations } = importDdl(sql, 'postgresql');
    const defaults = approximations.filter((a) => a.statement.includes(' DEFAULT '));
    expect(defaults.map((a) => a.statement)).toEqual(["beat.at DEFAULT 'now()'"]);
    expect(defaults[0].reason).toContain('导出到 MySQL 时该列不带默认值，该列不能为空，插入时须由应用填写');
  });

  it("keeps a MySQL model's default as MySQL took it", () => {
    const model: Model = {
      project: { name: 'p', basePackage: 'com.example', database: 'MYSQL' },
      entities: [
        {
          className: 'Beat',
          tableName: 'beat',
          fields: [
            { name: 'id', column: 'id', type: 'int', primaryKey: true },
            { name: 'at', column: 'at', type: 'datetime', defaultValue: '2020-01-01 10:00:00' },
            { name: 'day', column: 'day', type: 'date', defaultValue: '2020/01/01' },
          ],
        },
      ],
    };
    const script = exportDdl(model, 'mysql');
    expect(columnLine(script, 'at')).toContain("DEFAULT '2020-01-01 10:00:00'");
    expect(columnLine(script, 'day')).toContain("DEFAULT '2020/01/01'");
  });
});

describe('foreign keys over numbers of another type', () => {
  const sql = `CREATE TABLE address (address_id serial PRIMARY KEY);
CREATE TABLE customer (id int PRIMARY KEY, address_id smallint NOT NULL REFERENCES address (address_id));
CREATE TABLE region (a int, b smallint, PRIMARY KEY (a, b));
CREATE TABLE site (id int PRIMARY KEY, a bigint, b int, FOREIGN KEY (a, b) REFERENCES region (a, b));
CREATE TABLE shop (id smallint PRIMARY KEY REFERENCES address (address_id));
CREATE TABLE till (id int PRIMARY KEY, shop_id bigint REFERENCES shop (id));
CREATE TABLE price (amount numeric(10, 2) PRIMARY KEY);
CREATE TABLE offer (id int PRIMARY KEY, amount numeric(12, 2) REFERENCES price (amount));`;

  it("writes the referencing column with the referenced key's MySQL type, through a chain of keys", () => {
    const { model } = importDdl(sql, 'postgresql');
    const script = exportDdl(model, 'mysql');
    expect(columnLine(script, 'address_id', 'customer')).toBe('`address_id` INT NOT NULL,');
    expect(columnLine(script, 'a', 'site')).toBe('`a` INT NULL,');
    expect(columnLine(script, 'b', 'site')).toBe('`b` SMALLINT NULL,');
    expect(columnLine(script, 'shop_id')).toBe('`shop_id` INT NULL,');
    expect(columnLine(script, 'amount', 'offer')).toContain('DECIMAL(10,2)');
    expect(script).not.toContain('DECIMAL(12,2)');
    // PostgreSQL keeps each column's own type.
    expect(exportDdl(model, 'postgresql')).toMatch(/"address_id" SMALLINT NOT NULL/);
  });

  it('takes the sign of an UNSIGNED key', () => {
    const { model } = importDdl(
      `CREATE TABLE team (id int unsigned PRIMARY KEY);
CREATE TABLE player (id int PRIMARY KEY, team_id int, FOREIGN KEY (team_id) REFERENCES team (id));`,
      'mysql',
    );
    const player = model.entities.find((e) => e.tableName === 'player')!;
    player.fields.find((f) => f.column === 'team_id')!.unsigned = false;
    expect(columnLine(exportDdl(model, 'mysql'), 'team_id')).toBe('`team_id` INT UNSIGNED NULL,');
  });

  it('lists each key whose column changes type, with the change', () => {
    const { approximations } = importDdl(sql, 'postgresql');
    const keys = approximations.filter((a) => a.reason.startsWith('外键列与被引用的键类型不同'));
    expect(
      Object.fromEntries(keys.map((a) => [a.statement, a.reason.match(/（([^（）]*→[^（）]*)）/)?.[1]])),
    ).toEqual({
      'customer(address_id) → address': 'address_id SMALLINT → INT',
      'site(a, b) → region': 'a BIGINT → INT，b INT → SMALLINT',
      'shop(id) → address': 'id SMALLINT → INT',
      'till(shop_id) → shop': 'shop_id BIGINT → INT',
      'offer(amount) → price': 'amount DECIMAL(12,2) → DECIMAL(10,2)',
    });
  });
});

describe('VARCHARs longer than a MySQL row holds', () => {
  const sql = `CREATE TABLE job (
  id int PRIMARY KEY,
  tags varchar(20000),
  code varchar(16383) UNIQUE,
  note varchar(16000)
);
CREATE TABLE wide (id int PRIMARY KEY, a varchar(4000), b varchar(4000), c varchar(4000), d varchar(4000), e varchar(4000));`;

  it('writes them as TEXT or MEDIUMTEXT, longest first, until the row fits', () => {
    const { model } = importDdl(sql, 'postgresql');
    const script = exportDdl(model, 'mysql');
    expect(columnLine(script, 'tags')).toBe('`tags` MEDIUMTEXT NULL,');
    // A unique one is keyed by a prefix as a TEXT as it was as a VARCHAR longer than a key.
    expect(columnLine(script, 'code')).toBe('`code` TEXT NULL,');
    expect(script).toContain('UNIQUE KEY `code` (`code`/*!80000 (768)*/)');
    expect(columnLine(script, 'note')).toBe('`note` VARCHAR(16000) NULL,');
    expect(['a', 'b', 'c', 'd', 'e'].map((c) => columnLine(script, c, 'wide').split(' ')[1])).toEqual([
      'TEXT',
      'VARCHAR(4000)',
      'VARCHAR(4000)',
      'VARCHAR(4000)',
      'VARCHAR(4000)',
    ]);
    expect(exportDdl(model, 'postgresql')).toContain('"tags" VARCHAR(20000)');
  });

  it('lists each column the MySQL script writes as TEXT', () => {
    const { approximations } = importDdl(sql, 'postgresql');
    const statements = approximations.map((a) => a.statement);
    expect(statements).toEqual(
      expect.arrayContaining(['job.tags VARCHAR(20000)', 'job.code VARCHAR(16383)', 'wide.a VARCHAR(4000)']),
    );
    expect(statements).not.toContain('job.note VARCHAR(16000)');
    expect(statements).not.toContain('wide.b VARCHAR(4000)');
  });

  it("keeps a latin1 column's VARCHAR, which MySQL holds up to 65532 characters", () => {
    const { model } = importDdl(
      'CREATE TABLE legacy (id int PRIMARY KEY, body varchar(30000) CHARACTER SET latin1) DEFAULT CHARSET=latin1;',
      'mysql',
    );
    expect(columnLine(exportDdl(model, 'mysql'), 'body')).toContain(
      '`body` VARCHAR(30000) CHARACTER SET latin1',
    );
  });
});
