// Tables whose every column is JSON or unbounded binary: nothing can tell their rows apart, so the import keeps them
// as entities without key fields (`virtualPrimaryKey`, no `primaryKey` field), both DDL sets recreate them exactly,
// and the code sets leave them out (their READMEs list them). The real servers: toolchains/ddl-round-trip
// (keys-*.sql), whose tables every set also compiles.
import { importDdl } from '../src/ddl/import';
import type { Entity, Model } from '../src/model/types';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { officialSets } from '../src/sets/official';
import { entityOf, exportDdl, problemsOf } from './support/ddl';
import { renderOfficial } from './support/render-official';

jest.setTimeout(120_000);

const PG = `CREATE TABLE event_log (payload jsonb NOT NULL DEFAULT '{}'::jsonb, raw bytea);
CREATE TABLE blobs (data bytea);
CREATE TABLE account (id integer PRIMARY KEY, name varchar(50) NOT NULL);`;

const MYSQL = `CREATE TABLE cache (v json DEFAULT NULL, b longblob NOT NULL);
CREATE TABLE account (id int PRIMARY KEY, name varchar(50) NOT NULL);`;

const keyless = (e: Entity) => e.virtualPrimaryKey === true && !e.fields.some((f) => f.primaryKey);
/** The CREATE TABLE statement of `table` in a script. */
const createTable = (script: string, table: string, quote: string) =>
  new RegExp(`CREATE TABLE ${quote}${table}${quote} \\([\\s\\S]*?\\n\\)[^;]*;`).exec(script)?.[0] ?? '';

describe('import of a table without any column that can identify rows', () => {
  it('keeps every PostgreSQL table and column, with no key field, and says what the code sets do', () => {
    const { model, skipped, approximations } = importDdl(PG, 'postgresql');
    expect(skipped).toEqual([]);
    expect(entityOf(model, 'event_log')).toEqual({
      className: 'EventLog',
      tableName: 'event_log',
      virtualPrimaryKey: true,
      fields: [
        { name: 'payload', column: 'payload', type: 'json', required: true, defaultValue: '{}' },
        { name: 'raw', column: 'raw', type: 'binary' },
      ],
    });
    expect(keyless(entityOf(model, 'blobs'))).toBe(true);
    expect(approximations.find((a) => a.statement === 'blobs')?.reason).toBe(
      '表没有能标识行的列（所有列都是 JSON 或不限长度的二进制）：导入为没有主键字段的实体，导出的建表脚本照原样建表（不写 PRIMARY KEY）；代码模板集不为该表生成代码（实体类、接口和页面），生成代码的 README 列出这样的表',
    );
    expect(problemsOf(model)).toEqual([]);
  });

  it('keeps a MySQL table of JSON and LONGBLOB columns the same way', () => {
    const { model, skipped } = importDdl(MYSQL, 'mysql');
    expect(skipped).toEqual([]);
    expect(entityOf(model, 'cache')).toEqual({
      className: 'Cache',
      tableName: 'cache',
      virtualPrimaryKey: true,
      fields: [
        { name: 'v', column: 'v', type: 'json' },
        { name: 'b', column: 'b', type: 'binary', required: true },
      ],
    });
    expect(problemsOf(model)).toEqual([]);
  });

  it('keeps a MySQL PRIMARY KEY over a BLOB prefix as the primary index of an entity without key fields', () => {
    const { model, approximations } = importDdl(
      'CREATE TABLE blob_key (b blob NOT NULL, v json, PRIMARY KEY (b(16)));',
      'mysql',
    );
    expect(keyless(entityOf(model, 'blob_key'))).toBe(true);
    expect(approximations.map((a) => a.statement)).toContain('blob_key PRIMARY KEY (b(16))');
    expect(problemsOf(model)).toEqual([]);
    expect(createTable(exportDdl(model, 'mysql'), 'blob_key', '`')).toBe(
      'CREATE TABLE `blob_key` (\n  `b` BLOB NOT NULL,\n  `v` JSON NULL,\n  PRIMARY KEY (`b`(16))\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;',
    );
  });

  it('keeps a PRIMARY KEY over a jsonb column as the primary index, and leaves out a foreign key between such tables', () => {
    const { model, skipped, approximations } = importDdl(
      `CREATE TABLE doc (body jsonb PRIMARY KEY);
CREATE TABLE doc_copy (body jsonb REFERENCES doc (body));`,
      'postgresql',
    );
    const doc = entityOf(model, 'doc');
    expect(keyless(doc)).toBe(true);
    expect(doc.indexes).toEqual([{ name: 'doc_pkey', fields: ['body'], unique: true, primary: true }]);
    expect(approximations.find((a) => a.statement === 'doc PRIMARY KEY (body)')?.reason).toContain(
      '照写 PRIMARY KEY',
    );
    expect(entityOf(model, 'doc_copy').relations).toBeUndefined();
    expect(skipped).toEqual([
      {
        statement: 'doc_copy(body) → doc',
        line: 2,
        reason:
          '表 doc_copy 的列都是 JSON 或不限长度的二进制，没有主键字段，模型中不能参与关系：该外键已忽略',
      },
    ]);
    expect(problemsOf(model)).toEqual([]);
    expect(createTable(exportDdl(model, 'postgresql'), 'doc', '"')).toBe(
      'CREATE TABLE "doc" (\n  "body" JSONB NOT NULL,\n  CONSTRAINT "doc_pkey" PRIMARY KEY ("body")\n);',
    );
  });

  describe('through the PostgreSQL catalog', () => {
    let sandbox: PostgresSandbox;
    beforeAll(() => {
      sandbox = new PostgresSandbox();
    });
    afterAll(() => sandbox.close());

    it('imports the same entities', async () => {
      const { model, skipped } = await importPostgresqlDdl(PG, sandbox);
      expect(skipped).toEqual([]);
      expect(entityOf(model, 'event_log')).toEqual(entityOf(importDdl(PG, 'postgresql').model, 'event_log'));
      expect(keyless(entityOf(model, 'blobs'))).toBe(true);
      expect(problemsOf(model)).toEqual([]);
    });
  });
});

describe('export of a table without key fields', () => {
  it('writes the table exactly, without a PRIMARY KEY, on both databases', () => {
    const pg = importDdl(PG, 'postgresql').model;
    expect(createTable(exportDdl(pg, 'postgresql'), 'event_log', '"')).toBe(
      `CREATE TABLE "event_log" (\n  "payload" JSONB NOT NULL DEFAULT '{}',\n  "raw" BYTEA\n);`,
    );
    expect(createTable(exportDdl(pg, 'mysql'), 'event_log', '`')).toBe(
      "CREATE TABLE `event_log` (\n  `payload` JSON NOT NULL DEFAULT ('{}'),\n  `raw` LONGBLOB NULL\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;",
    );
    const mysql = importDdl(MYSQL, 'mysql').model;
    expect(createTable(exportDdl(mysql, 'mysql'), 'cache', '`')).toBe(
      'CREATE TABLE `cache` (\n  `v` JSON NULL,\n  `b` LONGBLOB NOT NULL\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;',
    );
    expect(createTable(exportDdl(mysql, 'postgresql'), 'cache', '"')).toBe(
      'CREATE TABLE "cache" (\n  "v" JSONB,\n  "b" BYTEA NOT NULL\n);',
    );
  });
});

describe('code sets', () => {
  const { model } = importDdl(PG, 'postgresql');

  it.each(officialSets.map((set) => [set.id, set] as const))(
    '%s renders no code for the table, only its DDL or a README note names it',
    (id, set) => {
      expect(model.entities.filter(keyless).map((e) => e.tableName)).toEqual(['event_log', 'blobs']);
      const files = renderOfficial(model, set);
      const naming = files.filter((f) => /event_?log|blobs/i.test(`${f.path}\n${f.content}`));
      if (id.endsWith('-ddl')) {
        expect(naming.map((f) => f.path)).toEqual([expect.stringMatching(/schema\.sql$/)]);
        return;
      }
      // Account still gets its code: the set renders per-entity files.
      expect(files.some((f) => /account/i.test(f.path))).toBe(true);
      for (const file of naming) expect(file.path).toMatch(/README\.md$/i);
      if (id !== 'typescript-zod')
        expect(naming.map((f) => f.content).join('')).toContain(
          '## 没有主键字段的表\n\nevent_log、blobs：这些表的列都是 JSON 或不限长度的二进制',
        );
    },
  );
});

describe('validation of entities without key fields', () => {
  const model = (entities: Entity[]): Model => ({
    project: { name: '测试', basePackage: 'com.example.t', database: 'POSTGRESQL' },
    entities,
  });
  const log: Entity = {
    className: 'Log',
    tableName: 'log',
    virtualPrimaryKey: true,
    fields: [{ name: 'payload', column: 'payload', type: 'json' }],
  };
  const user: Entity = {
    className: 'User',
    tableName: 'user',
    fields: [
      { name: 'id', column: 'id', type: 'long', primaryKey: true },
      { name: 'logPayload', column: 'log_payload', type: 'json' },
    ],
  };

  it('accepts one only as a table without a key in the database', () => {
    expect(problemsOf(model([log, user]))).toEqual([]);
    expect(problemsOf(model([{ ...log, virtualPrimaryKey: false }]))).toEqual([
      'entities[0].fields: 实体至少需要一个主键字段（可以是多个字段组成的复合主键）',
    ]);
  });

  it('refuses a relation to or from it', () => {
    const to = {
      ...user,
      relations: [{ name: 'log', kind: 'MANY_TO_ONE' as const, target: 'Log', joinField: 'logPayload' }],
    };
    expect(problemsOf(model([log, to]))).toEqual([
      'entities[1].relations[0].target: 实体 Log 没有主键字段（无主键表），不能参与关系；请先为它设置主键字段，或删除该关系',
    ]);
    const from = {
      ...log,
      relations: [{ name: 'users', kind: 'ONE_TO_MANY' as const, target: 'User', joinField: 'logPayload' }],
    };
    expect(problemsOf(model([from, user]))).toEqual([
      'entities[0].relations[0]: 实体 Log 没有主键字段（无主键表），不能参与关系；请先为它设置主键字段，或删除该关系',
    ]);
  });
});
