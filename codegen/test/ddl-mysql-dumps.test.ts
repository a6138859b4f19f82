// MySQL scripts as mysqldump and hand-written installers write them: DELIMITER blocks around routines, executable
// comments (`/*!50001 … */`) around what the server runs, quoted character set names.
import { exportDdl, importDdl, validateModel } from '../src';
import type { Field, Model } from '../src/model/types';
import { splitStatements } from '../src/ddl/import/split';

const tables = (model: Model) => model.entities.map((e) => e.tableName).sort();
const field = (model: Model, table: string, column: string): Field | undefined =>
  model.entities.find((e) => e.tableName === table)?.fields.find((f) => f.column === column);

describe('DELIMITER and routine bodies', () => {
  const sql = `CREATE TABLE film (id int PRIMARY KEY, title varchar(50));
DELIMITER //
CREATE PROCEDURE rewards (IN minimum INT)
proc: BEGIN
  DECLARE total INT;
  CREATE TEMPORARY TABLE scratch (id INT NOT NULL PRIMARY KEY);
  IF minimum = 0 THEN
    LEAVE proc;
  END IF;
  SET total = CASE WHEN minimum > 1 THEN 2 ELSE 1 END;
  DROP TABLE scratch;
END //
DELIMITER ;

DELIMITER $$
CREATE FUNCTION in_stock(p_id INT) RETURNS BOOLEAN READS SQL DATA
BEGIN
  RETURN (SELECT COUNT(*) FROM film WHERE id = p_id) > 0;
END $$
DELIMITER ;
DELIMITER ;;
CREATE TRIGGER film_ins AFTER INSERT ON film FOR EACH ROW BEGIN
  INSERT INTO film_log (id) VALUES (new.id);
END ;;
DELIMITER ;
CREATE TABLE film_log (id int PRIMARY KEY);`;
  const result = importDdl(sql, 'mysql');

  it('reads each routine as one statement, skipped once with its line, and the DELIMITER lines as none', () => {
    expect(result.skipped.map((s) => [s.line, s.reason])).toEqual([
      [3, '函数与存储过程不属于数据模型，已忽略'],
      [16, '函数与存储过程不属于数据模型，已忽略'],
    ]);
    // The trigger is kept on its table (see ddl-triggers.test.ts).
    expect(result.model.entities.find((e) => e.tableName === 'film')?.triggers?.map((t) => t.name)).toEqual([
      'film_ins',
    ]);
  });

  it('makes no table of a temporary table inside a procedure, and keeps the tables around the routines', () => {
    expect(tables(result.model)).toEqual(['film', 'film_log']);
  });

  it('keeps a BEGIN … END body whole without DELIMITER, as a script for a GUI tool writes it', () => {
    const gui = `CREATE TRIGGER stamp BEFORE UPDATE ON film FOR EACH ROW
BEGIN
  IF new.title IS NULL THEN SET new.title = 'x'; END IF;
  CASE new.id WHEN 1 THEN SET new.title = 'one'; ELSE SET new.title = 'other'; END CASE;
END;
CREATE TABLE after_trigger (id int PRIMARY KEY);
CREATE TRIGGER plain BEFORE INSERT ON film FOR EACH ROW SET new.title = 'y';
CREATE TABLE last_one (id int PRIMARY KEY);`;
    const { model, skipped } = importDdl(gui, 'mysql');
    expect(skipped.map((s) => [s.line, s.reason])).toEqual([
      [
        1,
        '触发器 stamp 所在的表 film 没有作为数据表导入（视图、分区、被忽略的表或脚本中没有的表），该触发器已忽略',
      ],
      [
        7,
        '触发器 plain 所在的表 film 没有作为数据表导入（视图、分区、被忽略的表或脚本中没有的表），该触发器已忽略',
      ],
    ]);
    expect(tables(model)).toEqual(['after_trigger', 'last_one']);
  });

  it('reads a column named delimiter as a column, and leaves PostgreSQL scripts split as before', () => {
    const { model } = importDdl('CREATE TABLE sep (id int PRIMARY KEY,\ndelimiter varchar(3));', 'mysql');
    expect(field(model, 'sep', 'delimiter')?.type).toBe('string');
    const pg = splitStatements('CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;\nSELECT 2;');
    expect(pg.map((s) => s.line)).toEqual([1, 2]);
  });

  it("says a mysql client's source command runs a file the import does not read", () => {
    const { model, skipped } = importDdl(
      'source load_departments.dump\n\\. load_titles.dump ;\nCREATE TABLE kept (id int PRIMARY KEY);',
      'mysql',
    );
    expect(skipped.map((s) => [s.line, s.reason])).toEqual(
      [1, 2].map((line) => [
        line,
        'mysql 客户端命令 source 执行另一个脚本文件，该文件的内容没有导入：需要时请把它的内容一并导入',
      ]),
    );
    expect(tables(model)).toEqual(['kept']);
  });

  it('skips a temporary table at the top level with its reason', () => {
    const { model, skipped } = importDdl(
      'CREATE TEMPORARY TABLE scratch (id int PRIMARY KEY);\nCREATE TABLE kept (id int PRIMARY KEY);',
      'mysql',
    );
    expect(tables(model)).toEqual(['kept']);
    expect(skipped).toEqual([
      {
        statement: expect.stringContaining('scratch'),
        line: 1,
        reason: '临时表只在创建它的会话中存在，不属于数据模型，已忽略',
      },
    ]);
  });
});

describe('executable comments', () => {
  const sql = `/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*M!999999\\- enable the sandbox mode */
CREATE TABLE place (
  id int NOT NULL PRIMARY KEY,
  code varchar(10) /*!40101 CHARACTER SET ascii COLLATE ascii_bin */ NOT NULL,
  /*!50705 location GEOMETRY NOT NULL,*/
  name varchar(20),
  /*!50705 SPATIAL KEY idx_location (location),*/
  KEY idx_name (name) /*!80000 INVISIBLE */
) ENGINE=InnoDB;
CREATE TABLE visit (id int NOT NULL, at date NOT NULL, PRIMARY KEY (id, at));
/*!50510 ALTER TABLE visit PARTITION BY RANGE COLUMNS (at) (
  PARTITION p2020 VALUES LESS THAN ('2021-01-01'),
  PARTITION pmax VALUES LESS THAN (MAXVALUE)) */;
/*!50001 CREATE ALGORITHM=UNDEFINED */
/*!50013 DEFINER=\`root\`@\`localhost\` SQL SECURITY DEFINER */
/*!50001 VIEW \`place_names\` AS select \`place\`.\`name\` AS \`name\` from \`place\` */;
DELIMITER ;;
/*!50003 CREATE*/ /*!50017 DEFINER=\`root\`@\`%\`*/ /*!50003 TRIGGER place_ins BEFORE INSERT ON place FOR EACH ROW BEGIN
  SET new.name = upper(new.name);
END */;;
DELIMITER ;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;`;
  const result = importDdl(sql, 'mysql');
  const place = result.model.entities.find((e) => e.tableName === 'place')!;

  it("reads a column, a spatial key and a column's character set from inside them", () => {
    expect(place.fields.map((f) => f.column)).toEqual(['id', 'code', 'location', 'name']);
    expect(field(result.model, 'place', 'code')?.collation).toEqual({
      dialect: 'mysql',
      collate: 'ascii_bin',
    });
    expect(place.indexes?.map((i) => [i.name, i.fields, i.method])).toEqual([
      ['idx_location', ['location'], 'spatial'],
      ['idx_name', ['name'], undefined],
    ]);
  });

  it('lists each statement once with its line: header and footer SETs, the invisible index, the view', () => {
    expect(result.skipped.map((s) => [s.line, s.reason.slice(0, 5)])).toEqual([
      [1, 'SET 语'],
      [9, '不可见索引'],
      [15, '视图不是数'],
      [23, 'SET 语'],
    ]);
    // The trigger is kept on its table, without its DEFINER (see ddl-triggers.test.ts).
    expect(place.triggers?.map((t) => [t.name, t.definition.slice(0, 40)])).toEqual([
      ['place_ins', 'CREATE TRIGGER place_ins BEFORE INSERT O'],
    ]);
  });

  it('partitions a table by the ALTER TABLE inside one', () => {
    const visit = result.model.entities.find((e) => e.tableName === 'visit')!;
    expect(visit.partitioning).toMatchObject({
      by: 'RANGE COLUMNS (at)',
      partitions: [{ name: 'p2020' }, { name: 'pmax' }],
    });
  });

  it('leaves them comments in PostgreSQL scripts', () => {
    const { model } = importDdl('CREATE TABLE t (id int PRIMARY KEY /*!, ghost int */);', 'postgresql');
    expect(model.entities[0].fields.map((f) => f.column)).toEqual(['id']);
  });
});

describe('quoted character set names', () => {
  it("reads a column's and a table's quoted character set and collation like the bare names", () => {
    const { model, approximations } = importDdl(
      `CREATE TABLE legacy (
  id int PRIMARY KEY,
  a varchar(10) CHARACTER SET 'latin1',
  b varchar(10) CHARACTER SET "utf8" COLLATE 'utf8_bin',
  c varchar(10)
) ENGINE=InnoDB DEFAULT CHARSET='latin1' COLLATE='latin1_bin' COMMENT='CHARSET ''x''';`,
      'mysql',
    );
    expect(field(model, 'legacy', 'a')?.collation).toEqual({ dialect: 'mysql', charset: 'latin1' });
    expect(field(model, 'legacy', 'b')?.collation).toEqual({ dialect: 'mysql', collate: 'utf8_bin' });
    // c takes the table's, which the table keeps.
    expect(field(model, 'legacy', 'c')?.collation).toBeUndefined();
    expect(model.entities[0].mysqlCharset).toEqual({ charset: 'latin1', collate: 'latin1_bin' });
    expect(model.entities[0].label).toBe("CHARSET 'x'");
    expect(approximations.map((a) => a.reason)).toContainEqual(
      expect.stringContaining('表的默认字符集和排序规则（CHARSET=latin1 COLLATE=latin1_bin）'),
    );
  });
});

describe('views with their options', () => {
  it('gives a view with DEFINER, SQL SECURITY or ALGORITHM the reason of any view', () => {
    const { skipped } = importDdl(
      `CREATE DEFINER=CURRENT_USER SQL SECURITY INVOKER VIEW a AS SELECT 1;
CREATE ALGORITHM=MERGE DEFINER=\`root\`@\`localhost\` SQL SECURITY DEFINER VIEW b AS SELECT 1;
CREATE OR REPLACE ALGORITHM = TEMPTABLE VIEW c AS SELECT 1;`,
      'mysql',
    );
    expect(skipped.map((s) => s.reason)).toEqual(Array(3).fill('视图不是数据表，暂不导入'));
  });
});

describe('VARCHARs that fit only a single-byte character set', () => {
  it('keeps a latin1 table whose VARCHARs utf8mb4 would not hold, and counts their bytes in latin1', () => {
    const { model, approximations } = importDdl(
      `CREATE TABLE post (id int PRIMARY KEY, body varchar(20000), title varchar(100), note text,
  code varchar(10) COLLATE latin1_bin) ENGINE=InnoDB DEFAULT CHARSET=latin1;
CREATE TABLE small (id int PRIMARY KEY, title varchar(100)) DEFAULT CHARSET=latin1;`,
      'mysql',
    );
    // The columns take the table's character set, which the table keeps.
    expect(field(model, 'post', 'body')).toMatchObject({ type: 'string', length: 20000 });
    expect(field(model, 'post', 'body')?.collation).toBeUndefined();
    expect(field(model, 'post', 'code')?.collation).toEqual({ dialect: 'mysql', collate: 'latin1_bin' });
    expect(model.entities.map((e) => e.mysqlCharset)).toEqual([{ charset: 'latin1' }, { charset: 'latin1' }]);
    expect(approximations.filter((a) => /VARCHAR|保留/.test(a.statement + a.reason))).toEqual([]);
    expect(validateModel(model).ok).toBe(true);
    const ddl = exportDdl(model, 'mysql');
    expect(ddl).toContain('`body` VARCHAR(20000) NULL');
    expect(ddl).toContain(') ENGINE=InnoDB DEFAULT CHARSET=latin1;');
  });

  it('reads a utf8mb4 VARCHAR over 16383 characters as MySQL outside strict mode creates it: MEDIUMTEXT, listed', () => {
    const { model, approximations } = importDdl(
      'CREATE TABLE post (id int PRIMARY KEY, body varchar(20000), ok varchar(10000));',
      'mysql',
    );
    expect(field(model, 'post', 'body')).toMatchObject({ type: 'text', sqlSize: 'medium' });
    expect(field(model, 'post', 'ok')).toMatchObject({ type: 'string', length: 10000 });
    expect(approximations.map((a) => [a.statement, a.line])).toEqual([['post.body VARCHAR(20000)', 1]]);
  });

  it('refuses in a MySQL model a string length its character set cannot hold, and allows it in PostgreSQL', () => {
    const model = (database: 'MYSQL' | 'POSTGRESQL', charset?: string) => ({
      project: { name: '示例', basePackage: 'com.example.app', database },
      entities: [
        {
          className: 'Post',
          tableName: 'post',
          fields: [
            { name: 'id', column: 'id', type: 'int', primaryKey: true, required: true },
            {
              name: 'body',
              column: 'body',
              type: 'string',
              length: 20000,
              ...(charset ? { collation: { dialect: 'mysql', charset } } : {}),
            },
          ],
        },
      ],
    });
    const refused = validateModel(model('MYSQL'));
    expect(refused.ok ? [] : refused.problems).toEqual([
      {
        path: 'entities[0].fields[1].length',
        message:
          'MySQL 的字符串（VARCHAR）一列最多 65535 字节，字符集 utf8mb4 每个字符最多占 4 字节，长度 20000 放不下：请把长度改为 16383 以内，或改用长文本（text）类型',
      },
    ]);
    expect(validateModel(model('MYSQL', 'latin1')).ok).toBe(true);
    expect(validateModel(model('POSTGRESQL')).ok).toBe(true);
  });
});
