// Foreign keys that reference a unique key other than the primary key (`REFERENCES users (email)`, or the columns of
// a unique index): kept as MANY_TO_ONE relations with joinFields and referencedFields, validated, written back by
// both DDL sets, left out of the relations the code sets map. The real servers check the same in
// toolchains/ddl-round-trip.
import { buildContext } from '../src/context/build-context';
import { exportDdl } from '../src/ddl/export';
import { importDdl } from '../src/ddl/import';
import type { Model, Relation } from '../src/model/types';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { entityOf, problemsOf } from './support/ddl';

jest.setTimeout(120_000);

const SQL = `CREATE TABLE users (id integer PRIMARY KEY, email varchar(100) NOT NULL UNIQUE, region integer, num integer);
CREATE UNIQUE INDEX users_region_num ON users (region, num);
CREATE TABLE login (
  id integer PRIMARY KEY,
  user_email varchar(100) NOT NULL REFERENCES users (email) ON UPDATE CASCADE,
  n integer,
  r integer,
  CONSTRAINT login_user_rn FOREIGN KEY (n, r) REFERENCES users (num, region) ON DELETE SET NULL
);`;

const expected: Relation[] = [
  {
    name: 'user',
    kind: 'MANY_TO_ONE',
    target: 'User',
    joinFields: ['userEmail'],
    referencedFields: ['email'],
    required: true,
    onUpdate: 'CASCADE',
  },
  {
    name: 'user2',
    kind: 'MANY_TO_ONE',
    target: 'User',
    joinFields: ['n', 'r'],
    referencedFields: ['num', 'region'],
    onDelete: 'SET NULL',
  },
];

describe('import', () => {
  it('keeps a key to a unique column and one to a unique index, paired in the order the key lists them', () => {
    const { model, skipped, approximations } = importDdl(SQL, 'postgresql');
    expect(entityOf(model, 'login').relations).toEqual(expected);
    expect(problemsOf(model)).toEqual([]);
    expect(skipped).toEqual([]);
    expect(
      approximations.filter((a) => a.reason.includes('referencedFields')).map((a) => a.statement),
    ).toEqual(['login(user_email) → users', 'login(n, r) → users']);
    // The unique index is (region, num): InnoDB refuses a key to (num, region).
    expect(approximations.filter((a) => a.reason.startsWith('MySQL 要求被引用的列'))).toEqual([
      {
        statement: 'login(n, r) → users',
        line: 8,
        reason:
          'MySQL 要求被引用的列按顺序正是某个唯一索引的列（num, region 的顺序与唯一索引不同）：导出到 MySQL 时不写出该外键',
      },
    ]);
  });

  it('reads the same from a MySQL script', () => {
    const { model } = importDdl(
      `CREATE TABLE users (id int PRIMARY KEY, email varchar(100) NOT NULL, region int, num int,
  UNIQUE KEY uk_email (email), UNIQUE KEY users_num_region (num, region));
CREATE TABLE login (id int PRIMARY KEY, user_email varchar(100) NOT NULL, n int, r int,
  FOREIGN KEY (user_email) REFERENCES users (email) ON UPDATE CASCADE,
  CONSTRAINT login_user_rn FOREIGN KEY (n, r) REFERENCES users (num, region) ON DELETE SET NULL);`,
      'mysql',
    );
    expect(entityOf(model, 'login').relations).toEqual(expected);
    expect(problemsOf(model)).toEqual([]);
  });

  it('still skips a key to columns that are not unique, or to a partial unique index', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE users (id integer PRIMARY KEY, email text, nick text);
CREATE UNIQUE INDEX users_email_live ON users (email) WHERE id > 0;
CREATE TABLE login (id integer PRIMARY KEY, email text REFERENCES users (email), nick text REFERENCES users (nick));`,
      'postgresql',
    );
    expect(entityOf(model, 'login').relations).toBeUndefined();
    expect(skipped.map((s) => s.reason)).toEqual([
      '外键引用的列不是目标表的主键、唯一列或唯一索引（不带条件和表达式）的全部列，无法映射为关系，已忽略',
      '外键引用的列不是目标表的主键、唯一列或唯一索引（不带条件和表达式）的全部列，无法映射为关系，已忽略',
    ]);
  });

  it('reads the same through the PostgreSQL catalog', async () => {
    const sandbox = new PostgresSandbox();
    try {
      const { model } = await importPostgresqlDdl(SQL, sandbox);
      expect(entityOf(model, 'login').relations).toEqual(expected);
    } finally {
      await sandbox.close();
    }
  });
});

describe('export', () => {
  const { model } = importDdl(SQL, 'postgresql');

  it('writes REFERENCES target (those columns) in both dialects, MySQL only in the order of a unique index', () => {
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).toContain(
      'FOREIGN KEY ("user_email") REFERENCES "users" ("email") ON UPDATE CASCADE;',
    );
    expect(postgresql).toContain(
      'FOREIGN KEY ("n", "r") REFERENCES "users" ("num", "region") ON DELETE SET NULL;',
    );
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain('FOREIGN KEY (`user_email`) REFERENCES `users` (`email`) ON UPDATE CASCADE;');
    expect(mysql).not.toContain('FOREIGN KEY (`n`, `r`)');
    expect(mysql).toContain(
      '-- 外键 login(n, r) → users(num, region) 未写出：MySQL 要求被引用的列按顺序正是某个唯一索引（整列）的列',
    );
    const ordered = importDdl(SQL.replace('users (region, num)', 'users (num, region)'), 'postgresql').model;
    expect(exportDdl(ordered, 'mysql')).toContain(
      'FOREIGN KEY (`n`, `r`) REFERENCES `users` (`num`, `region`) ON DELETE SET NULL;',
    );
  });

  it('keeps them out of the relations code sets map', () => {
    const login = buildContext(model).entities.find((e) => e.className === 'Login')!;
    expect(login.relations).toEqual([]);
    expect(login.compositeForeignKeys.map((k) => [k.columns, k.targetColumns])).toEqual([
      [['user_email'], ['email']],
      [
        ['n', 'r'],
        ['num', 'region'],
      ],
    ]);
  });
});

describe('validation', () => {
  const problems = (change: Partial<Relation>, edit?: (model: Model) => void) => {
    const { model } = importDdl(SQL, 'postgresql');
    Object.assign(entityOf(model, 'login').relations![0], change);
    edit?.(model);
    return problemsOf(model).map((p) => p.replace(/^entities\[1\]\.relations\[0\]\./, ''));
  };

  it('refuses referenced fields the target does not have, or a count that does not match', () => {
    expect(problems({ referencedFields: ['mail'] })).toEqual([
      'referencedFields[0]: 被引用字段 mail 在实体 User 中不存在',
    ]);
    expect(problems({ referencedFields: ['region', 'num'] })).toEqual([
      'referencedFields: 外键有 1 个字段，而被引用的字段有 2 个，两者必须一一对应',
    ]);
  });

  it('refuses fields that are no unique key, and a unique index it covers only in part', () => {
    expect(problems({ joinFields: ['n'], referencedFields: ['num'] })).toEqual([
      expect.stringMatching(/^referencedFields: 被引用的字段 num 不是实体 User 的主键、唯一字段或唯一索引/),
    ]);
    expect(
      problems({}, (model) => {
        entityOf(model, 'users').fields.find((f) => f.name === 'email')!.unique = false;
      }),
    ).toEqual([expect.stringMatching(/^referencedFields: 被引用的字段 email 不是/)]);
  });

  it('refuses a join field of another type than the field it references', () => {
    expect(problems({ joinFields: ['n'] })).toEqual([
      'joinFields[0]: 外键字段 n（int）与被引用字段 User.email（string）类型不同，请改为相同类型',
    ]);
  });

  it('refuses referencedFields beside a single joinField', () => {
    expect(problems({ joinFields: undefined, joinField: 'userEmail' })).toEqual([
      'referencedFields: 引用唯一键（非主键）的外键要用 joinFields 列出外键字段（一个字段也用 joinFields），与 referencedFields 一一对应',
    ]);
  });
});
