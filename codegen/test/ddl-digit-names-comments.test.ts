// Fourth-probe findings on real MySQL schemas: names that start with a digit (asterisk's `100rel`), a many-to-many
// join table's collation (JHipster), comments ending in punctuation (litemall) and comments inside trigger bodies
// (amabilia). The real servers check the same in toolchains/ddl-round-trip.

import { importDdl } from '../src/ddl/import';
import { entityOf, exportDdl, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

jest.setTimeout(120_000);

const postgres = postgresImports();

describe('a table or column whose name starts with a digit', () => {
  it('keeps the exact MySQL name and exports both dialects', () => {
    const { model } = importDdl(
      `CREATE TABLE sip_peer (id INT NOT NULL AUTO_INCREMENT PRIMARY KEY, \`100rel\` ENUM('no','yes'), \`2fa_secret\` VARCHAR(40));
CREATE TABLE \`3d_model\` (id INT PRIMARY KEY, name VARCHAR(20));`,
      'mysql',
    );
    expect(problemsOf(model)).toEqual([]);
    const peer = entityOf(model, 'sip_peer');
    const rel = peer.fields.find((f) => f.sqlColumn === '100rel');
    expect(rel?.column).toMatch(/^[a-z]/);
    expect(peer.fields.find((f) => f.sqlColumn === '2fa_secret')).toBeDefined();
    const model3d = entityOf(model, '3d_model');
    expect(model3d.sqlTableName).toBe('3d_model');
    expect(model3d.tableName).toMatch(/^[a-z]/);
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain('`100rel` ENUM(');
    expect(mysql).toContain('`2fa_secret` VARCHAR(40)');
    expect(mysql).toContain('CREATE TABLE `3d_model`');
    const pg = exportDdl(model, 'postgresql');
    expect(pg).toContain('"100rel"');
    expect(pg).toMatch(/CREATE TABLE "3d_model"/);
  });

  it('keeps the exact PostgreSQL name through both import paths', async () => {
    for (const [path, { model }] of await postgres.bothPaths(
      `CREATE TABLE sip_peer (id serial PRIMARY KEY, "100rel" text, "2fa_secret" varchar(40));
CREATE TABLE "3d_model" (id int PRIMARY KEY, name varchar(20));`,
    )) {
      expect([path, problemsOf(model)]).toEqual([path, []]);
      expect([path, entityOf(model, 'sip_peer').fields.map((f) => f.sqlColumn ?? f.column)]).toEqual([
        path,
        ['id', '100rel', '2fa_secret'],
      ]);
      expect([path, entityOf(model, '3d_model').sqlTableName]).toEqual([path, '3d_model']);
      const pg = exportDdl(model, 'postgresql');
      expect(pg).toContain('"100rel" TEXT');
      expect(pg).toMatch(/CREATE TABLE "3d_model"/);
    }
  });
});

describe('a many-to-many join table with a string key', () => {
  const joinTableOf = (sql: string) => {
    const ddl = exportDdl(importDdl(sql, 'mysql').model, 'mysql');
    return /CREATE TABLE `post_tag` \([\s\S]*?\);/.exec(ddl)?.[0];
  };

  it('takes the collation of the tables it references', () => {
    const join =
      joinTableOf(`CREATE TABLE tag (name VARCHAR(50) NOT NULL PRIMARY KEY) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
CREATE TABLE post (id BIGINT NOT NULL PRIMARY KEY) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
CREATE TABLE post_tag (post_id BIGINT NOT NULL, tag_name VARCHAR(50) NOT NULL, PRIMARY KEY (post_id, tag_name),
  CONSTRAINT fk_pt_post FOREIGN KEY (post_id) REFERENCES post (id),
  CONSTRAINT fk_pt_tag FOREIGN KEY (tag_name) REFERENCES tag (name)) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;`);
    expect(join).toContain('DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci');
    expect(join).toMatch(/`tag_name` VARCHAR\(50\) NOT NULL/);
  });

  it("gives a key column the referenced column's own collation, or its table's when that differs", () => {
    const join =
      joinTableOf(`CREATE TABLE post (id VARCHAR(20) CHARACTER SET ascii COLLATE ascii_bin NOT NULL PRIMARY KEY) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
CREATE TABLE tag (name VARCHAR(50) NOT NULL PRIMARY KEY) DEFAULT CHARSET=latin1 COLLATE=latin1_bin;
CREATE TABLE post_tag (post_id VARCHAR(20) NOT NULL, tag_name VARCHAR(50) NOT NULL, PRIMARY KEY (post_id, tag_name),
  FOREIGN KEY (post_id) REFERENCES post (id), FOREIGN KEY (tag_name) REFERENCES tag (name));`);
    // post_tag names no charset of its own: the server's default, as the original script creates it.
    expect(join).toContain('ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;');
    expect(join).toMatch(/`post_id` VARCHAR\(20\) COLLATE ascii_bin NOT NULL/);
    expect(join).toMatch(/`tag_name` VARCHAR\(50\) CHARACTER SET latin1 COLLATE latin1_bin NOT NULL/);
  });
});

describe('a comment ending in punctuation or a blank', () => {
  const MYSQL = `CREATE TABLE coupon (id INT NOT NULL PRIMARY KEY,
  discount DECIMAL(10,2) COMMENT '优惠金额，', days SMALLINT COMMENT '有效天数。', note VARCHAR(20) COMMENT 'Note: ',
  kind INT COMMENT '类型：', plain INT COMMENT '名称')
COMMENT='优惠券表；';`;

  it('is written back exactly by both dialects (MySQL import)', () => {
    const { model } = importDdl(MYSQL, 'mysql');
    const mysql = exportDdl(model, 'mysql');
    for (const text of [
      "'优惠金额，'",
      "'有效天数。'",
      "'Note: '",
      "'类型：'",
      "'名称'",
      "COMMENT='优惠券表；'",
    ])
      expect(mysql).toContain(text);
    const pg = exportDdl(model, 'postgresql');
    for (const text of ["IS '优惠金额，'", "IS '有效天数。'", "IS 'Note: '", "IS '优惠券表；'"])
      expect(pg).toContain(text);
    // The label stays the short name a UI shows.
    expect(entityOf(model, 'coupon').fields.find((f) => f.column === 'discount')?.label).toBe('优惠金额');
  });

  it('is written back exactly through both PostgreSQL import paths', async () => {
    for (const [
      path,
      { model },
    ] of await postgres.bothPaths(`CREATE TABLE coupon (id int PRIMARY KEY, discount numeric(10,2), note text);
COMMENT ON TABLE coupon IS '优惠券表；';
COMMENT ON COLUMN coupon.discount IS '优惠金额，';
COMMENT ON COLUMN coupon.note IS 'Note: ';`)) {
      const pg = exportDdl(model, 'postgresql');
      for (const text of ["IS '优惠券表；'", "IS '优惠金额，'", "IS 'Note: '"])
        expect([path, pg]).toEqual([path, expect.stringContaining(text)]);
    }
  });
});

describe('comments inside a trigger body', () => {
  it('are kept as the MySQL script wrote them', () => {
    const { model } = importDdl(
      `CREATE TABLE fee_t (id INT PRIMARY KEY, amount DECIMAL(10,2), fee DECIMAL(10,2)); -- after
DELIMITER //
CREATE /* who */ DEFINER=\`root\`@\`%\` TRIGGER trg_fee BEFORE INSERT ON fee_t FOR EACH ROW BEGIN
  SET NEW.fee = NEW.amount * 0.02; -- 2% fee
  # rounded below
  SET NEW.fee = ROUND(NEW.fee, 2); /* two places */
END // -- done
DELIMITER ;`,
      'mysql',
    );
    expect(problemsOf(model)).toEqual([]);
    const [trigger] = entityOf(model, 'fee_t').triggers ?? [];
    expect(trigger.definition).toBe(`CREATE TRIGGER trg_fee BEFORE INSERT ON fee_t FOR EACH ROW BEGIN
  SET NEW.fee = NEW.amount * 0.02; -- 2% fee
  # rounded below
  SET NEW.fee = ROUND(NEW.fee, 2); /* two places */
END`);
    expect(exportDdl(model, 'mysql')).toContain('-- 2% fee\n  # rounded below\n');
  });

  it('are kept in a PostgreSQL trigger and around a function body (text path)', () => {
    const { model } = importDdl(
      `CREATE FUNCTION twice(x int) RETURNS int -- doubled
  LANGUAGE sql IMMUTABLE AS $$ SELECT x * 2 $$;
CREATE TABLE t (id int PRIMARY KEY, n int DEFAULT twice(1));
CREATE FUNCTION touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;
CREATE TRIGGER t_touch BEFORE UPDATE ON t /* on every change */
  FOR EACH ROW EXECUTE FUNCTION touch(); -- after`,
      'postgresql',
    );
    expect(problemsOf(model)).toEqual([]);
    expect(entityOf(model, 't').triggers?.[0].definition).toBe(
      'CREATE TRIGGER t_touch BEFORE UPDATE ON t /* on every change */\n  FOR EACH ROW EXECUTE FUNCTION touch()',
    );
    expect(model.project.postgresqlRoutines?.find((r) => r.name === 'twice')?.definition).toContain(
      '-- doubled\n',
    );
  });
});
