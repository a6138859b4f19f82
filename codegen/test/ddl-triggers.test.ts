// Triggers kept through import → export: on the table they fire on, verbatim, with the functions they call and the
// sequences those draw from (PostgreSQL); written back by their own dialect's DDL after the table, named in a comment
// line by the other's. The real servers check that they fire in toolchains/ddl-round-trip.

import { importDdl } from '../src/ddl/import';
import type { Model, Trigger } from '../src/model/types';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { entityOf, exportDdl, problemsOf } from './support/ddl';

jest.setTimeout(120_000);

const TOUCH = `CREATE FUNCTION touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now(); -- the row's last change
  RETURN NEW;
END $$`;
const NUMBER = `CREATE FUNCTION number_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN NEW.no := 'INV-' || nextval('public.invoice_no_seq'); RETURN NEW; END $$`;
const PG_SCRIPT = `CREATE SEQUENCE invoice_no_seq START WITH 1000 INCREMENT BY 1 CACHE 1 OWNED BY NONE;
CREATE TABLE invoice (id serial PRIMARY KEY, no text, title text, tsv tsvector, updated_at timestamptz);
CREATE VIEW invoice_titles AS SELECT id, title FROM invoice;
${TOUCH};
${NUMBER};
CREATE FUNCTION unused() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$;
CREATE TRIGGER invoice_touch BEFORE UPDATE ON public.invoice FOR EACH ROW EXECUTE FUNCTION touch();
CREATE TRIGGER invoice_tsv BEFORE INSERT OR UPDATE OF title ON invoice
  FOR EACH ROW EXECUTE FUNCTION tsvector_update_trigger(tsv, 'pg_catalog.english', title);
CREATE TRIGGER invoice_no BEFORE INSERT ON invoice FOR EACH ROW WHEN (NEW.no IS NULL) EXECUTE FUNCTION number_invoice();
CREATE CONSTRAINT TRIGGER invoice_late AFTER INSERT ON invoice DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION touch();
ALTER TABLE ONLY invoice DISABLE TRIGGER invoice_late;
CREATE TRIGGER titles_touch INSTEAD OF UPDATE ON invoice_titles FOR EACH ROW EXECUTE FUNCTION unused();
`;

const names = (triggers: Trigger[] | undefined) => (triggers ?? []).map((t) => t.name);

describe('PostgreSQL triggers from the script text', () => {
  const { model, skipped, approximations } = importDdl(PG_SCRIPT, 'postgresql');
  const invoice = entityOf(model, 'invoice');

  it('keeps each trigger verbatim on its table, constraint triggers and the disabled state included', () => {
    expect(names(invoice.triggers)).toEqual(['invoice_touch', 'invoice_tsv', 'invoice_no', 'invoice_late']);
    expect(invoice.triggers![0]).toEqual({
      name: 'invoice_touch',
      dialect: 'postgresql',
      definition:
        'CREATE TRIGGER invoice_touch BEFORE UPDATE ON public.invoice FOR EACH ROW EXECUTE FUNCTION touch()',
    });
    expect(invoice.triggers![1].definition).toBe(
      `CREATE TRIGGER invoice_tsv BEFORE INSERT OR UPDATE OF title ON invoice
  FOR EACH ROW EXECUTE FUNCTION tsvector_update_trigger(tsv, 'pg_catalog.english', title)`,
    );
    expect(invoice.triggers!.map((t) => t.disabled)).toEqual([undefined, undefined, undefined, true]);
    expect(problemsOf(model)).toEqual([]);
  });

  it('keeps the functions the triggers call and the sequence one draws from, and says why', () => {
    expect(model.project.postgresqlRoutines?.map((r) => r.name)).toEqual(['touch', 'number_invoice']);
    expect(model.project.postgresqlRoutines?.[0].definition).toBe(TOUCH);
    expect(model.project.postgresqlSequences).toEqual([
      {
        name: 'invoice_no_seq',
        definition: 'CREATE SEQUENCE invoice_no_seq START WITH 1000 INCREMENT BY 1 CACHE 1',
      },
    ]);
    const why = (start: string) => approximations.find((a) => a.statement.startsWith(start))?.reason;
    expect(why('CREATE TRIGGER invoice_touch')).toBe(
      '表 invoice 的触发器 invoice_touch 已原样保留：PostgreSQL 建表脚本在建表后创建它；MySQL 建表脚本不能执行它，只写一行注释',
    );
    expect(why('CREATE FUNCTION number_invoice')).toMatch(
      /^表 invoice 的触发器 invoice_no 调用了函数 number_invoice，已原样保留/,
    );
    expect(why('CREATE SEQUENCE')).toMatch(/^函数 number_invoice 使用序列 invoice_no_seq，已原样保留/);
  });

  it('leaves skipped, with why, a trigger on a view and a function nothing kept calls', () => {
    const reason = (start: string) => skipped.find((s) => s.statement.startsWith(start))?.reason;
    expect(reason('CREATE TRIGGER titles_touch')).toBe(
      '触发器 titles_touch 所在的表 invoice_titles 没有作为数据表导入（视图、分区、被忽略的表或脚本中没有的表），该触发器已忽略',
    );
    expect(reason('CREATE FUNCTION unused')).toBe('函数与存储过程不属于数据模型，已忽略');
    expect(
      skipped.filter((s) =>
        /^CREATE (TRIGGER invoice|CONSTRAINT|SEQUENCE)|DISABLE TRIGGER/.test(s.statement),
      ),
    ).toEqual([]);
  });

  it('lists an ENABLE / DISABLE of a trigger it did not keep', () => {
    const result = importDdl(
      'CREATE TABLE a (id int PRIMARY KEY);\nALTER TABLE a DISABLE TRIGGER nothing;\nALTER TABLE a DISABLE TRIGGER ALL;',
      'postgresql',
    );
    expect(result.skipped.map((s) => [s.line, s.reason])).toEqual([
      [2, '表 a 上没有导入的触发器 nothing，该语句已忽略'],
      [3, '只按名称启用或停用单个触发器（ALL、USER 未导入），该语句已忽略'],
    ]);
  });

  it('lists a trigger it cannot read', () => {
    const result = importDdl('CREATE TABLE a (id int PRIMARY KEY);\nCREATE TRIGGER x ON a;', 'postgresql');
    expect(result.skipped.map((s) => [s.line, s.reason])).toEqual([
      [2, '无法读取该触发器的名称、时机或所在的表，已忽略；导出的脚本需另行创建它'],
    ]);
  });

  it('takes a later CREATE OR REPLACE TRIGGER of the name', () => {
    const result = importDdl(
      `CREATE TABLE a (id int PRIMARY KEY, at timestamptz);
${TOUCH};
CREATE TRIGGER a_touch BEFORE UPDATE ON a FOR EACH ROW EXECUTE FUNCTION touch();
CREATE OR REPLACE TRIGGER a_touch BEFORE INSERT OR UPDATE ON a FOR EACH ROW EXECUTE FUNCTION touch();`,
      'postgresql',
    );
    expect(entityOf(result.model, 'a').triggers?.map((t) => t.definition)).toEqual([
      'CREATE OR REPLACE TRIGGER a_touch BEFORE INSERT OR UPDATE ON a FOR EACH ROW EXECUTE FUNCTION touch()',
    ]);
  });

  it('writes the sequence, the tables, then the functions the triggers call, then the triggers, in the PostgreSQL DDL', () => {
    const sql = exportDdl(model, 'postgresql');
    const at = (text: string) => {
      const index = sql.indexOf(text);
      if (index < 0) throw new Error(`missing ${text} in\n${sql}`);
      return index;
    };
    expect(at('CREATE SEQUENCE invoice_no_seq START WITH 1000 INCREMENT BY 1 CACHE 1;')).toBeLessThan(
      at('CREATE FUNCTION number_invoice()'),
    );
    // Functions that serve triggers only come after the tables (one may take a table's row type), before the triggers.
    expect(at(`${TOUCH};`)).toBeGreaterThan(at('CREATE TABLE "invoice"'));
    for (const trigger of invoice.triggers!)
      expect(at(`${trigger.definition};`)).toBeGreaterThan(at(`${TOUCH};`));
    expect(at('ALTER TABLE "invoice" DISABLE TRIGGER "invoice_late";')).toBeGreaterThan(
      at('CREATE CONSTRAINT TRIGGER invoice_late'),
    );
  });

  it('names each trigger in a comment line of the MySQL DDL, which writes none of them', () => {
    const sql = exportDdl(model, 'mysql');
    expect(sql).not.toMatch(/CREATE (CONSTRAINT )?TRIGGER|SEQUENCE|FUNCTION/);
    expect(sql.split('\n').filter((line) => line.includes('触发器'))).toEqual(
      ['invoice_touch', 'invoice_tsv', 'invoice_no', 'invoice_late'].map(
        (name) =>
          `-- 表 invoice 的触发器 ${name} 是 PostgreSQL 的写法，MySQL 脚本不包含它（需要时请改写为 MySQL 的触发器）`,
      ),
    );
  });
});

describe('PostgreSQL triggers through the catalog', () => {
  let sandbox: PostgresSandbox;
  beforeAll(() => {
    sandbox = new PostgresSandbox();
  });
  afterAll(() => sandbox.close());

  it('keeps what PostgreSQL has after the script: its triggers and their state, not a dropped or failed one', async () => {
    const script = [
      /* 1 */ 'CREATE TABLE invoice (id int PRIMARY KEY, no text, updated_at timestamptz);',
      /* 2 */ 'CREATE TABLE invoice_copy (LIKE invoice INCLUDING ALL);',
      /* 3 */ 'CREATE FUNCTION touch() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.updated_at := now(); RETURN NEW; END $$;',
      /* 4 */ 'CREATE TRIGGER copy_touch BEFORE UPDATE ON invoice_copy FOR EACH ROW EXECUTE FUNCTION touch();',
      /* 5 */ 'CREATE TRIGGER gone BEFORE UPDATE ON invoice FOR EACH ROW EXECUTE FUNCTION touch();',
      /* 6 */ 'DROP TRIGGER gone ON invoice;',
      /* 7 */ 'CREATE TRIGGER broken BEFORE UPDATE ON invoice FOR EACH ROW EXECUTE FUNCTION no_such();',
      /* 8 */ 'CREATE TRIGGER invoice_touch BEFORE UPDATE ON invoice FOR EACH ROW EXECUTE FUNCTION touch();',
      /* 9 */ 'ALTER TABLE invoice DISABLE TRIGGER invoice_touch;',
    ].join('\n');
    const { model, skipped, approximations } = await importPostgresqlDdl(script, sandbox);
    expect(entityOf(model, 'invoice').triggers).toEqual([
      {
        name: 'invoice_touch',
        dialect: 'postgresql',
        definition:
          'CREATE TRIGGER invoice_touch BEFORE UPDATE ON invoice FOR EACH ROW EXECUTE FUNCTION touch()',
        disabled: true,
      },
    ]);
    expect(names(entityOf(model, 'invoice_copy').triggers)).toEqual(['copy_touch']);
    expect(model.project.postgresqlRoutines?.map((r) => r.name)).toEqual(['touch']);
    expect(skipped.filter((s) => s.line >= 4).map((s) => [s.line, s.reason])).toEqual([
      // The DROP TRIGGER is followed (not listed): the trigger it dropped is.
      [
        5,
        '表 invoice 的触发器 gone 在第 6 行被删除（DROP TRIGGER），PostgreSQL 执行完脚本后已没有它，未导入',
      ],
      [7, 'PostgreSQL 执行该语句出错（function no_such() does not exist），触发器未导入'],
    ]);
    expect(approximations.filter((a) => a.statement.startsWith('CREATE TRIGGER')).map((a) => a.line)).toEqual(
      [4, 8],
    );
    expect(problemsOf(model)).toEqual([]);
  });

  it('creates a function a CHECK calls before the tables, one that takes a row type after them, and the export loads', async () => {
    // que's schema: a trigger function calls que_job_state(job que_jobs), which needs the table's row type.
    const script = `CREATE FUNCTION valid_state(s text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$ SELECT s IN ('new', 'done') $$;
CREATE TABLE que_jobs (id int PRIMARY KEY, state text CHECK (valid_state(state)), label text);
CREATE FUNCTION que_job_state(job que_jobs) RETURNS text LANGUAGE sql AS $$ SELECT job.state || '#' || job.id $$;
CREATE FUNCTION que_label() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.label := que_job_state(NEW); RETURN NEW; END $$;
CREATE TRIGGER que_label BEFORE INSERT ON que_jobs FOR EACH ROW EXECUTE FUNCTION que_label();`;
    const { model } = await importPostgresqlDdl(script, sandbox);
    const sql = exportDdl(model, 'postgresql');
    const at = (text: string) => {
      const index = sql.indexOf(text);
      if (index < 0) throw new Error(`missing ${text} in\n${sql}`);
      return index;
    };
    const table = at('CREATE TABLE "que_jobs"');
    expect(at('CREATE FUNCTION valid_state(')).toBeLessThan(table);
    expect(at('CREATE FUNCTION que_job_state(')).toBeGreaterThan(table);
    expect(at('CREATE FUNCTION que_label(')).toBeGreaterThan(table);
    expect(at('CREATE TRIGGER que_label')).toBeGreaterThan(at('CREATE FUNCTION que_label('));
    const again = await importPostgresqlDdl(sql, sandbox);
    expect(again.skipped.filter((s) => s.reason.includes('出错'))).toEqual([]);
    expect(names(entityOf(again.model, 'que_jobs').triggers)).toEqual(['que_label']);
  });
});

const MYSQL_SCRIPT = `CREATE TABLE film (id int PRIMARY KEY, title varchar(100), updated_at datetime);
CREATE TABLE film_log (id int PRIMARY KEY);
DELIMITER ;;
/*!50003 CREATE*/ /*!50017 DEFINER=\`root\`@\`%\`*/ /*!50003 TRIGGER \`film_ins\` AFTER INSERT ON \`film\` FOR EACH ROW BEGIN
  INSERT INTO film_log (id) VALUES (NEW.id);
END */;;
DELIMITER ;
CREATE DEFINER = 'admin'@'localhost' TRIGGER film_touch BEFORE UPDATE ON film FOR EACH ROW SET NEW.updated_at = NOW();
`;

describe('MySQL triggers', () => {
  const { model, skipped, approximations } = importDdl(MYSQL_SCRIPT, 'mysql');
  const film = entityOf(model, 'film');

  it('keeps each trigger on its table without its DEFINER, and says so', () => {
    expect(film.triggers).toEqual([
      {
        name: 'film_ins',
        dialect: 'mysql',
        definition:
          'CREATE TRIGGER `film_ins` AFTER INSERT ON `film` FOR EACH ROW BEGIN\n  INSERT INTO film_log (id) VALUES (NEW.id);\nEND',
      },
      {
        name: 'film_touch',
        dialect: 'mysql',
        definition: 'CREATE TRIGGER film_touch BEFORE UPDATE ON film FOR EACH ROW SET NEW.updated_at = NOW()',
      },
    ]);
    expect(skipped).toEqual([]);
    expect(approximations.filter((a) => a.reason.includes('触发器')).map((a) => [a.line, a.reason])).toEqual([
      [
        4,
        '表 film 的触发器 film_ins 已原样保留（去掉了 DEFINER 子句，导出的脚本不依赖创建它的账号）：MySQL 建表脚本在建表后创建它；PostgreSQL 建表脚本不能执行它，只写一行注释',
      ],
      [
        8,
        '表 film 的触发器 film_touch 已原样保留（去掉了 DEFINER 子句，导出的脚本不依赖创建它的账号）：MySQL 建表脚本在建表后创建它；PostgreSQL 建表脚本不能执行它，只写一行注释',
      ],
    ]);
    expect(problemsOf(model)).toEqual([]);
  });

  it('writes each one after its table between DELIMITER lines in the MySQL DDL, and a comment line in PostgreSQL', () => {
    const sql = exportDdl(model, 'mysql');
    const table = sql.indexOf('CREATE TABLE `film`');
    const trigger = sql.indexOf(`DELIMITER ;;\n${film.triggers![0].definition};;\nDELIMITER ;`);
    expect(table).toBeGreaterThanOrEqual(0);
    expect(trigger).toBeGreaterThan(table);
    expect(sql).toContain(`DELIMITER ;;\n${film.triggers![1].definition};;\nDELIMITER ;`);
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).not.toMatch(/CREATE TRIGGER/);
    expect(postgresql).toContain(
      '-- 表 film 的触发器 film_ins 是 MySQL 的写法，PostgreSQL 脚本不包含它（需要时请改写为 PostgreSQL 的触发器函数和触发器）',
    );
  });

  it('lists a function or procedure a kept trigger calls, which the model does not keep', () => {
    const result = importDdl(
      `CREATE TABLE film (id int PRIMARY KEY, n int);
DELIMITER //
CREATE DEFINER=\`root\`@\`%\` PROCEDURE log_it(IN x INT) BEGIN SELECT x; END //
CREATE FUNCTION \`double_it\`(x INT) RETURNS INT DETERMINISTIC RETURN x * 2 //
CREATE FUNCTION unused(x INT) RETURNS INT DETERMINISTIC RETURN x //
DELIMITER ;
CREATE TRIGGER film_bi BEFORE INSERT ON film FOR EACH ROW BEGIN CALL log_it(NEW.id); SET NEW.n = double_it(NEW.id); END;`,
      'mysql',
    );
    expect(names(entityOf(result.model, 'film').triggers)).toEqual(['film_bi']);
    expect(result.skipped.map((s) => [s.line, s.reason])).toEqual([
      [
        3,
        '表 film 的触发器 film_bi 调用了存储过程 log_it，模型不保存 MySQL 的存储过程，已忽略：导出的脚本需先在数据库中创建它，否则触发器执行时报错',
      ],
      [
        4,
        '表 film 的触发器 film_bi 调用了函数 double_it，模型不保存 MySQL 的函数，已忽略：导出的脚本需先在数据库中创建它，否则触发器执行时报错',
      ],
      [5, '函数与存储过程不属于数据模型，已忽略'],
    ]);
  });

  it('reads back what it wrote', () => {
    const again = importDdl(exportDdl(model, 'mysql'), 'mysql');
    expect(names(entityOf(again.model, 'film').triggers)).toEqual(['film_ins', 'film_touch']);
    expect(entityOf(again.model, 'film').triggers).toEqual(film.triggers);
  });
});

describe('validation of triggers and sequences', () => {
  const base = (triggers: unknown[], sequences?: unknown[]): Model =>
    ({
      project: {
        name: 't',
        basePackage: 'com.example.t',
        database: 'POSTGRESQL',
        ...(sequences ? { postgresqlSequences: sequences } : {}),
      },
      entities: [
        {
          className: 'A',
          tableName: 'a',
          fields: [{ name: 'id', column: 'id', type: 'int', primaryKey: true }],
          triggers,
        },
      ],
    }) as Model;
  const pg = (name: string, definition: string, extra = {}) => ({
    name,
    dialect: 'postgresql',
    definition,
    ...extra,
  });
  const touch = 'CREATE TRIGGER a_touch BEFORE UPDATE ON a FOR EACH ROW EXECUTE FUNCTION touch()';

  it('accepts whole statements of the right kind, and each DDL writes its own', () => {
    const model = base(
      [
        pg('a_touch', touch, { disabled: true }),
        pg(
          'Late',
          'CREATE CONSTRAINT TRIGGER "Late" AFTER INSERT ON a FOR EACH ROW EXECUTE FUNCTION touch()',
        ),
        {
          name: 'a_bi',
          dialect: 'mysql',
          definition:
            "CREATE TRIGGER a_bi BEFORE INSERT ON a FOR EACH ROW BEGIN SET NEW.id = 1; SET @x = ';'; END",
        },
      ],
      [{ name: 'a_seq', definition: 'CREATE SEQUENCE public.a_seq START 10' }],
    );
    expect(problemsOf(model)).toEqual([]);
    expect(exportDdl(model, 'postgresql')).toContain(
      `CREATE SEQUENCE public.a_seq START 10;\n\nCREATE TABLE "a" (`,
    );
    expect(exportDdl(model, 'postgresql')).toContain(`${touch};\nALTER TABLE "a" DISABLE TRIGGER "a_touch";`);
    expect(exportDdl(model, 'mysql')).toContain(
      "DELIMITER ;;\nCREATE TRIGGER a_bi BEFORE INSERT ON a FOR EACH ROW BEGIN SET NEW.id = 1; SET @x = ';'; END;;\nDELIMITER ;",
    );
  });

  it('refuses another statement after it, another kind, a name that is not its own, twice the name', () => {
    expect(
      problemsOf(
        base([
          pg('a_touch', `${touch}; DROP TABLE a`),
          pg('x', 'CREATE FUNCTION x() RETURNS trigger LANGUAGE sql AS $$ SELECT 1 $$'),
          pg('other', touch),
          pg('a_touch', touch),
          pg('a_touch', touch),
          {
            name: 'a_bu',
            dialect: 'mysql',
            definition: 'CREATE TRIGGER a_bu BEFORE UPDATE ON a FOR EACH ROW SET NEW.id = 1; DROP TABLE a',
          },
          {
            name: 'a_bd',
            dialect: 'mysql',
            definition: 'CREATE DEFINER=root TRIGGER a_bd BEFORE DELETE ON a FOR EACH ROW SET @x = 1',
          },
          { name: 'a_x', dialect: 'sqlite', definition: touch },
          {
            ...pg('a_bi', 'CREATE TRIGGER a_bi BEFORE INSERT ON a FOR EACH ROW BEGIN SET @x = 1; END'),
            dialect: 'mysql',
            disabled: true,
          },
        ]),
      ),
    ).toEqual([
      'entities[0].triggers[0].definition: 触发器定义应是一整条 PostgreSQL 的 CREATE [CONSTRAINT] TRIGGER 语句（不超过 100000 个字符，不带结尾分号），它调用的函数另行保存，后面不能再有其他语句',
      'entities[0].triggers[1].definition: 触发器定义应是一整条 PostgreSQL 的 CREATE [CONSTRAINT] TRIGGER 语句（不超过 100000 个字符，不带结尾分号），它调用的函数另行保存，后面不能再有其他语句',
      'entities[0].triggers[2].name: 触发器名「other」应与定义中 TRIGGER 之后的名称「a_touch」一致',
      'entities[0].triggers[4].name: 触发器 a_touch 在同一张表上重复，请删去或改名一个',
      'entities[0].triggers[5].definition: 触发器定义应是一整条 MySQL 的 CREATE TRIGGER … FOR EACH ROW 语句（不超过 100000 个字符，不带 DEFINER 和结尾分号），多条语句须写在 BEGIN … END 中，不能含 ;; 或 DELIMITER',
      'entities[0].triggers[6].definition: 触发器定义应是一整条 MySQL 的 CREATE TRIGGER … FOR EACH ROW 语句（不超过 100000 个字符，不带 DEFINER 和结尾分号），多条语句须写在 BEGIN … END 中，不能含 ;; 或 DELIMITER',
      "entities[0].triggers[7].dialect: 触发器的方言只能是 'postgresql' 或 'mysql'",
      'entities[0].triggers[8].disabled: 触发器的停用标记（disabled）只能是 true 或不填，且只用于 PostgreSQL 的触发器',
    ]);
  });

  it('refuses a sequence with OWNED BY or another statement, or named otherwise', () => {
    expect(
      problemsOf(
        base(
          [],
          [
            { name: 's', definition: 'CREATE SEQUENCE s OWNED BY a.id' },
            { name: 's', definition: 'CREATE SEQUENCE s; DROP TABLE a' },
            { name: 't', definition: 'CREATE SEQUENCE s' },
          ],
        ),
      ),
    ).toEqual([
      'project.postgresqlSequences[0].definition: 序列定义应是一整条 CREATE SEQUENCE 语句（不超过 2000 个字符，不带 OWNED BY），后面不能再有其他语句',
      'project.postgresqlSequences[1].definition: 序列定义应是一整条 CREATE SEQUENCE 语句（不超过 2000 个字符，不带 OWNED BY），后面不能再有其他语句',
      'project.postgresqlSequences[2].name: 序列名「t」应与定义中 CREATE SEQUENCE 之后的名称一致',
    ]);
  });
});
