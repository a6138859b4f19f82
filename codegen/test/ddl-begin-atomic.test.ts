// PostgreSQL's SQL-standard routine bodies (`BEGIN ATOMIC … END`, PostgreSQL 14+) hold `;` of their own: the script
// splits where psql splits it, so such a function is one statement on both import paths, kept like any other
// function its tables or triggers call, and the PostgreSQL export creates it again.

import { splitStatements } from '../src/ddl/import/split';
import { isRoutineDefinition, MAX_ROUTINE_DEFINITION } from '../src/model/validate-postgresql';
import { entityOf, exportDdl, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

jest.setTimeout(120_000);

const { bothPaths, refusedByPostgresql } = postgresImports();

const ADD = 'CREATE FUNCTION add(a int, b int) RETURNS int LANGUAGE SQL BEGIN ATOMIC SELECT a + b; END';
// CASE … END (one inside parentheses, which psql does not count), strings, a dollar quote and comments holding `;`
// and END: none of them ends the body.
const GRADE = `CREATE OR REPLACE FUNCTION grade(score int) RETURNS text LANGUAGE sql IMMUTABLE
BEGIN ATOMIC
  -- a comment; END
  SELECT CASE WHEN score >= 90 THEN 'A; END' WHEN score >= 60 THEN (CASE score WHEN 60 THEN 'C' ELSE 'B' END)
    ELSE $q$F; END$q$ END /* ; END */ AS "end";
END`;
const PROCEDURE =
  'CREATE PROCEDURE fill() LANGUAGE SQL BEGIN ATOMIC INSERT INTO exam VALUES (1); INSERT INTO exam VALUES (2); END';
const PASSED =
  'CREATE FUNCTION passed(score int) RETURNS boolean LANGUAGE sql BEGIN ATOMIC SELECT score >= 60; END';
// PostgreSQL refuses a trigger function in SQL: the trigger reaches such bodies through its WHEN and its function.
const STAMP = `CREATE FUNCTION stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN NEW.audited := add(NEW.score, 1); RETURN NEW; END $$`;
const TRIGGER =
  'CREATE TRIGGER exam_stamp BEFORE INSERT ON exam FOR EACH ROW WHEN (passed(NEW.score)) EXECUTE FUNCTION stamp()';
const SCRIPT = [
  `${ADD};`,
  `${GRADE};`,
  'CREATE TABLE exam (id int PRIMARY KEY, score int CHECK (add(score, 0) >= 0), grade text DEFAULT grade(0), audited int);',
  `${PROCEDURE};`,
  `${PASSED};`,
  `${STAMP};`,
  `${TRIGGER};`,
  'CREATE TABLE after_all (id int PRIMARY KEY);',
].join('\n');

describe('PostgreSQL BEGIN ATOMIC bodies', () => {
  it('splits the script where psql does: each routine whole, the statements after it at their lines', () => {
    expect(splitStatements(SCRIPT).map((s) => [s.line, s.text])).toEqual([
      [1, ADD],
      [2, GRADE],
      [8, expect.stringMatching(/^CREATE TABLE exam /)],
      [9, PROCEDURE],
      [10, PASSED],
      [11, STAMP],
      [13, TRIGGER],
      [14, 'CREATE TABLE after_all (id int PRIMARY KEY)'],
    ]);
  });

  it('counts blocks only in a routine: a transaction, a string and a dollar-quoted body open none', () => {
    const script = `BEGIN;
CREATE TABLE a (id int, note text DEFAULT 'BEGIN ATOMIC');
CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $$ BEGIN RETURN 1; END $$;
CREATE /* sql */ OR REPLACE FUNCTION g() RETURNS int BEGIN ATOMIC SELECT f(); END;
END;`;
    expect(splitStatements(script).map((s) => s.text.slice(0, 24))).toEqual([
      'BEGIN',
      'CREATE TABLE a (id int, ',
      'CREATE FUNCTION f() RETU',
      'CREATE /* sql */ OR REPL',
      'END',
    ]);
    expect(splitStatements(script)[3].text).toMatch(/SELECT f\(\); END$/);
  });

  it('reads a body never closed as before, so it does not swallow the rest of the script', () => {
    const script = `CREATE FUNCTION broken() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1;
CREATE TABLE kept (id int PRIMARY KEY);`;
    expect(splitStatements(script).map((s) => [s.line, s.text])).toEqual([
      [1, 'CREATE FUNCTION broken() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1'],
      [2, 'CREATE TABLE kept (id int PRIMARY KEY)'],
    ]);
  });

  it('counts the blocks again after a body never closed: a whole routine after it stays whole', () => {
    const script = `CREATE FUNCTION broken() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1;
${ADD};
CREATE TABLE kept (id int PRIMARY KEY);`;
    expect(splitStatements(script).map((s) => [s.line, s.text])).toEqual([
      [1, 'CREATE FUNCTION broken() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1'],
      [2, ADD],
      [3, 'CREATE TABLE kept (id int PRIMARY KEY)'],
    ]);
  });

  it('reads a script of many bodies never closed', () => {
    // Their time (each read to the script's end once took minutes) is measured by bench/import.mjs.
    const broken = 'CREATE FUNCTION broken() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1;\n';
    const statements = splitStatements(broken.repeat(20_000));
    expect(statements).toHaveLength(20_000);
    expect(statements[19_999]).toEqual({ line: 20_000, text: broken.trim().slice(0, -1) });
  });

  it('keeps the functions the tables and the trigger call on both paths, the procedure skipped whole', async () => {
    const paths = await bothPaths(SCRIPT);
    for (const [path, { model, skipped, approximations }] of paths) {
      expect([path, model.project.postgresqlRoutines]).toEqual([
        path,
        [
          { name: 'add', definition: ADD },
          { name: 'grade', definition: GRADE },
          { name: 'passed', definition: PASSED },
          { name: 'stamp', definition: STAMP },
        ],
      ]);
      expect([path, skipped.map((s) => [s.line, s.statement.slice(0, 26), s.reason])]).toEqual([
        path,
        [[9, 'CREATE PROCEDURE fill() LA', '函数与存储过程不属于数据模型，已忽略']],
      ]);
      expect([path, approximations.find((a) => a.line === 10)?.reason]).toEqual([
        path,
        expect.stringMatching(/^表 exam 的触发器 exam_stamp 调用了函数 passed，已原样保留/),
      ]);
      expect([path, entityOf(model, 'exam').triggers?.map((t) => t.definition)]).toEqual([path, [TRIGGER]]);
      expect([path, model.entities.map((e) => e.tableName)]).toEqual([path, ['exam', 'after_all']]);
      expect([path, problemsOf(model)]).toEqual([path, []]);
    }
    expect(paths[0][1].model).toEqual(paths[1][1].model);
  });

  it('exports the functions so PostgreSQL creates them again; the MySQL DDL names the trigger only', async () => {
    const [[, { model }]] = await bothPaths(SCRIPT);
    expect(await refusedByPostgresql(model)).toEqual([]);
    const postgresql = exportDdl(model, 'postgresql');
    for (const routine of [ADD, GRADE, PASSED, STAMP]) expect(postgresql).toContain(`${routine};`);
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).not.toMatch(/FUNCTION|PROCEDURE|ATOMIC/);
    expect(mysql.split('\n').filter((line) => line.includes('触发器'))).toEqual([
      '-- 表 exam 的触发器 exam_stamp 是 PostgreSQL 的写法，MySQL 脚本不包含它（需要时请改写为 MySQL 的触发器）',
    ]);
  });

  it('takes a BEGIN ATOMIC body as one statement in the model, not one with a statement after it', () => {
    expect(isRoutineDefinition(ADD)).toBe(true);
    expect(isRoutineDefinition(`${GRADE};`)).toBe(true);
    expect(isRoutineDefinition(`${ADD}; DROP TABLE exam`)).toBe(false);
    expect(isRoutineDefinition(`${ADD} DROP TABLE exam`)).toBe(false);
    expect(
      isRoutineDefinition('CREATE FUNCTION f() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1; SELECT 2'),
    ).toBe(false);
    // As PostgreSQL reads it, not psql: a parameter named begin opens no block, a backslash ends a standard string,
    // block comments nest; each of these would let a statement after the function through.
    const head = 'CREATE FUNCTION f(begin int) RETURNS text LANGUAGE sql';
    expect(
      isRoutineDefinition(`${head} RETURN begin; DROP TABLE exam; SELECT 1 /* BEGIN ATOMIC */ END`),
    ).toBe(false);
    expect(
      isRoutineDefinition(`${head} BEGIN ATOMIC SELECT 'a\\'; END; DROP TABLE exam; SELECT ''; END`),
    ).toBe(false);
    expect(isRoutineDefinition(`${head} BEGIN ATOMIC SELECT E'a\\'; END'; END`)).toBe(true);
    // PostgreSQL and psql read nested comments, the importer's splitter does not: it would cut the exported script at
    // `END;`, so the definition is refused rather than imported back in pieces.
    expect(isRoutineDefinition(`${head} BEGIN ATOMIC SELECT 1 /* /* */ END; DROP TABLE exam; */; END`)).toBe(
      false,
    );
    expect(isRoutineDefinition(`${head} BEGIN ATOMIC SELECT 1 /* */ END; DROP TABLE exam; /* */; END`)).toBe(
      false,
    );
  });

  it('refuses a body PostgreSQL and psql read differently: psql would run the statement hidden in it', () => {
    // psql counts every END it reads, PostgreSQL takes these for names: psql sends the function up to the first `;`,
    // then DROP TABLE on its own.
    const head = 'CREATE FUNCTION f() RETURNS int LANGUAGE sql BEGIN ATOMIC';
    for (const body of [
      'SELECT t.end AS end FROM exam t; END',
      'SELECT 1 AS end; DROP TABLE users; END',
      'SELECT t.end FROM exam t; DROP TABLE users; END',
      // A lone `$` is no name to PostgreSQL, psql reads `end` after it.
      'SELECT $end; DROP TABLE users; END',
    ])
      expect([body, isRoutineDefinition(`${head} ${body}`)]).toEqual([body, false]);
    // PostgreSQL takes `case` after a value for a column label (psql counts it as CASE): it ends the body at the first
    // `; END` and runs DROP TABLE as a statement of its own.
    const label = `${head} SELECT 1 case; END; DROP TABLE users; SELECT CASE WHEN true THEN 1 END; END`;
    expect(isRoutineDefinition(label)).toBe(false);
    // The importer's splitter reads backquotes and `#` as MySQL does, psql does not: psql splits at `AS end;` (both
    // dropped the table under psql 15, as `$end` did). A backslash line is a psql command, run on its own.
    const quoted = `${head} SELECT 1 AS \`x; SELECT 1 AS end; DROP TABLE users; SELECT \`; END`;
    expect(isRoutineDefinition(quoted)).toBe(false);
    expect(isRoutineDefinition(`${head} SELECT 1 # 1 AS end; DROP TABLE users;\nEND`)).toBe(false);
    expect(isRoutineDefinition(`${head} SELECT 1; \\! rm -rf x\n; END`)).toBe(false);
    // What both read as one body stays taken: a CASE labelled "end", an empty body.
    expect(isRoutineDefinition(`${head} SELECT CASE WHEN true THEN 1 END AS "end"; END;`)).toBe(true);
    expect(isRoutineDefinition(`${head} END`)).toBe(true);
  });

  it('reads a long run of blanks after the body', () => {
    // Its time (a backtracking pattern took seconds on 99,000 blanks) is measured by bench/import.mjs.
    const definition = `${ADD}${' '.repeat(MAX_ROUTINE_DEFINITION - ADD.length - 1)}x`;
    expect(isRoutineDefinition(definition)).toBe(false);
    expect(isRoutineDefinition(definition.slice(0, -1))).toBe(true);
  });
});
