// The entity calls (API.md "Entities"): validation by the codegen model in the project's context with
// problems on their paths, relations and deletes that would break them, partial updates, diagram positions,
// the plan's entity limit, DDL import (merge, replace, dry run) and the cross-project list.
import type { Entity, EntityWithProject, ImportDdlResult, Page, Project } from '@modelsmith/contract';
import { body, createAccount } from '../helpers/accounts';
import { json } from '../helpers/json';
import { setupTestApp } from '../helpers/test-app';

const ctx = setupTestApp();

const idField = { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true };

const customer = {
  className: 'Customer',
  tableName: 'customer',
  label: '客户',
  fields: [
    idField,
    { name: 'name', column: 'name', label: '姓名', type: 'string', length: 64, required: true },
  ],
};

const order = {
  className: 'Order',
  tableName: 'shop_order',
  label: '订单',
  fields: [
    idField,
    { name: 'customerId', column: 'customer_id', type: 'long', required: true },
    {
      name: 'status',
      column: 'status',
      label: '状态',
      type: 'enum',
      required: true,
      enumValues: [
        { value: 'NEW', label: '新建' },
        { value: 'PAID', label: '已支付' },
      ],
    },
  ],
  relations: [
    { name: 'customer', kind: 'MANY_TO_ONE', target: 'Customer', joinField: 'customerId', label: '客户' },
  ],
};

async function signedInWithProject(username = 'alice') {
  const account = await createAccount(ctx, username);
  const response = await json(ctx, 'POST', '/projects', account.token, {
    name: '商城',
    basePackage: 'com.example.shop',
    database: 'MYSQL',
  });
  return { token: account.token, project: body<Project>(response).data };
}

async function save(token: string, projectId: number, entity: unknown): Promise<Entity> {
  const response = await json(ctx, 'POST', `/projects/${projectId}/entities`, token, entity);
  if (response.statusCode !== 200) throw new Error(`save failed: ${response.body}`);
  return body<Entity>(response).data;
}

describe('POST /projects/{pid}/entities', () => {
  it('stores the codegen Entity as sent, with its id, project and times', async () => {
    const { token, project } = await signedInWithProject();
    const entity = await save(token, project.id, { ...customer, position: { x: 10, y: 20 } });
    expect(entity).toEqual({
      ...customer,
      position: { x: 10, y: 20 },
      id: expect.any(Number),
      projectId: project.id,
      createdAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
    });
    const again = body<Entity>(
      await json(ctx, 'GET', `/projects/${project.id}/entities/${entity.id}`, token),
    ).data;
    expect(again).toEqual(entity);
    const listed = body<Project>(await json(ctx, 'GET', `/projects/${project.id}`, token)).data;
    expect(listed.entityCount).toBe(1);
  });

  it('answers every problem of an invalid entity with its path and a Chinese message, saving nothing', async () => {
    const { token, project } = await signedInWithProject();
    const response = await json(ctx, 'POST', `/projects/${project.id}/entities`, token, {
      className: 'customer',
      tableName: 'Customer',
      fields: [idField, { ...idField, primaryKey: false, autoIncrement: false }],
    });
    expect(response.statusCode).toBe(400);
    const { message, data } = body<{ problems: { path: string; message: string }[] }>(response);
    expect(message).toBe('实体校验未通过，请按提示修改');
    const paths = data.problems.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['className', 'tableName', 'fields[1].name']));
    for (const problem of data.problems) expect(problem.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(
      body<Page<Entity>>(await json(ctx, 'GET', `/projects/${project.id}/entities`, token)).data.total,
    ).toBe(0);
  });

  it('refuses a class or table name the project already has, and a relation to a missing entity', async () => {
    const { token, project } = await signedInWithProject();
    await save(token, project.id, customer);
    const twin = await json(ctx, 'POST', `/projects/${project.id}/entities`, token, {
      ...customer,
      tableName: 'client',
    });
    expect(twin.statusCode).toBe(400);
    expect(body<{ problems: { path: string }[] }>(twin).data.problems.map((p) => p.path)).toEqual([
      'className',
    ]);

    const dangling = await json(ctx, 'POST', `/projects/${project.id}/entities`, token, {
      ...order,
      relations: [{ ...order.relations[0], target: 'Buyer' }],
    });
    expect(dangling.statusCode).toBe(400);
    expect(body<{ problems: { path: string }[] }>(dangling).data.problems[0].path).toMatch(/^relations\[0\]/);
    expect((await json(ctx, 'POST', `/projects/${project.id}/entities`, token, order)).statusCode).toBe(200);
  });

  it('keeps the FREE plan at 20 entities a project: the 21st is 403 naming the plan that lifts it', async () => {
    const { token, project } = await signedInWithProject();
    for (let i = 0; i < 20; i++)
      await save(token, project.id, { ...customer, className: `Thing${i}`, tableName: `thing_${i}` });
    const response = await json(ctx, 'POST', `/projects/${project.id}/entities`, token, customer);
    expect(response.statusCode).toBe(403);
    expect(body(response).message).toBe('免费版每个项目最多 20 个实体，升级到专业版可增加到 200 个实体');
  });
});

describe('changing and deleting entities', () => {
  it('PUT changes only what is sent; a rename that breaks another entity’s relation names that entity', async () => {
    const { token, project } = await signedInWithProject();
    const saved = await save(token, project.id, customer);
    await save(token, project.id, order);
    ctx.clock.advance(1000);
    const url = `/projects/${project.id}/entities/${saved.id}`;
    const relabelled = await json(ctx, 'PUT', url, token, { label: '顾客' });
    expect(relabelled.statusCode).toBe(200);
    expect(body<Entity>(relabelled).data).toMatchObject({
      className: 'Customer',
      label: '顾客',
      fields: customer.fields,
      updatedAt: ctx.clock.now().toISOString(),
    });
    const renamed = await json(ctx, 'PUT', url, token, { className: 'Buyer' });
    expect(renamed.statusCode).toBe(400);
    const problems = body<{ problems: { path: string }[] }>(renamed).data.problems;
    expect(problems.map((p) => p.path)).toEqual(['Order.relations[0].target']);
  });

  it('refuses to delete a relation target (409 naming who points at it); deletes it once free', async () => {
    const { token, project } = await signedInWithProject();
    const target = await save(token, project.id, customer);
    const referrer = await save(token, project.id, order);
    const refused = await json(ctx, 'DELETE', `/projects/${project.id}/entities/${target.id}`, token);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe('实体 客户（Customer） 被 订单（Order） 的关系引用，请先删除这些关系');
    expect(
      (await json(ctx, 'DELETE', `/projects/${project.id}/entities/${referrer.id}`, token)).statusCode,
    ).toBe(200);
    expect(
      (await json(ctx, 'DELETE', `/projects/${project.id}/entities/${target.id}`, token)).statusCode,
    ).toBe(200);
    expect((await json(ctx, 'GET', `/projects/${project.id}/entities/${target.id}`, token)).statusCode).toBe(
      404,
    );
  });

  it('saves diagram positions of the project’s own entities only', async () => {
    const { token, project } = await signedInWithProject();
    const other = await signedInWithProject('bob');
    const mine = await save(token, project.id, customer);
    const theirs = await save(other.token, other.project.id, customer);
    const response = await json(ctx, 'PUT', `/projects/${project.id}/entities/positions`, token, {
      positions: [
        { id: mine.id, x: 120.5, y: -40 },
        { id: theirs.id, x: 1, y: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const moved = body<Entity>(
      await json(ctx, 'GET', `/projects/${project.id}/entities/${mine.id}`, token),
    ).data;
    expect(moved.position).toEqual({ x: 120.5, y: -40 });
    const untouched = body<Entity>(
      await json(ctx, 'GET', `/projects/${other.project.id}/entities/${theirs.id}`, other.token),
    ).data;
    expect(untouched.position).toBeUndefined();
  });

  it('an entity of another project of the same owner is 404 under the wrong project', async () => {
    const { token, project } = await signedInWithProject();
    const second = body<Project>(
      await json(ctx, 'POST', '/projects', token, {
        name: '博客',
        basePackage: 'com.example.blog',
        database: 'MYSQL',
      }),
    ).data;
    const entity = await save(token, second.id, customer);
    const response = await json(ctx, 'GET', `/projects/${project.id}/entities/${entity.id}`, token);
    expect(response.statusCode).toBe(404);
    expect(body(response).message).toBe('实体不存在');
  });
});

const MYSQL_DDL = `
SET NAMES utf8mb4;
CREATE TABLE \`customer\` (
  \`id\` bigint NOT NULL AUTO_INCREMENT,
  \`name\` varchar(64) NOT NULL COMMENT '姓名',
  PRIMARY KEY (\`id\`)
) ENGINE=InnoDB COMMENT='客户表';
CREATE TABLE \`shop_order\` (
  \`id\` bigint NOT NULL AUTO_INCREMENT,
  \`customer_id\` bigint NOT NULL COMMENT '下单客户',
  \`amount\` decimal(10,2) NOT NULL DEFAULT '0.00' COMMENT '金额',
  PRIMARY KEY (\`id\`),
  CONSTRAINT \`fk_order_customer\` FOREIGN KEY (\`customer_id\`) REFERENCES \`customer\` (\`id\`)
) ENGINE=InnoDB COMMENT='订单表';
`;

describe('POST /projects/{pid}/entities/import-ddl', () => {
  it('creates entities with Chinese labels and the foreign key as a relation, listing what it skipped', async () => {
    const { token, project } = await signedInWithProject();
    const response = await json(ctx, 'POST', `/projects/${project.id}/entities/import-ddl`, token, {
      dialect: 'mysql',
      sql: MYSQL_DDL,
    });
    expect(response.statusCode).toBe(200);
    const result = body<ImportDdlResult>(response).data;
    expect(result.created.map((e) => [e.tableName, e.label])).toEqual([
      ['customer', '客户表'],
      ['shop_order', '订单表'],
    ]);
    expect(result.created[1].relations?.[0]).toMatchObject({
      kind: 'MANY_TO_ONE',
      target: result.created[0].className,
    });
    expect(result.updated).toEqual([]);
    expect(result.skipped.map((s) => s.statement)).toEqual([expect.stringContaining('SET NAMES')]);
    expect(body<Project>(await json(ctx, 'GET', `/projects/${project.id}`, token)).data.entityCount).toBe(2);
  });

  it('stores a table of JSON and binary columns only as an entity without key fields, and lists it', async () => {
    const { token, project } = await signedInWithProject();
    const response = await json(ctx, 'POST', `/projects/${project.id}/entities/import-ddl`, token, {
      dialect: 'mysql',
      sql: 'CREATE TABLE cache (v json, b longblob NOT NULL);',
    });
    expect(response.statusCode).toBe(200);
    const result = body<ImportDdlResult>(response).data;
    expect(result.skipped).toEqual([]);
    expect(result.approximations.map((a) => a.statement)).toEqual(['cache']);
    const [stored] = body<Page<Entity>>(
      await json(ctx, 'GET', `/projects/${project.id}/entities?size=50`, token),
    ).data.records;
    expect(stored).toMatchObject({
      tableName: 'cache',
      virtualPrimaryKey: true,
      fields: [
        { name: 'v', column: 'v', type: 'json' },
        { name: 'b', column: 'b', type: 'binary', required: true },
      ],
    });
    expect(stored.fields.some((f) => f.primaryKey)).toBe(false);
  });

  it("keeps each table's name in the database whatever the project's table prefix", async () => {
    const sql = `CREATE TABLE sys_user (user_id BIGINT PRIMARY KEY, status CHAR(1) COMMENT '状态（0正常 1停用）');
CREATE TABLE sys_role (role_id BIGINT PRIMARY KEY, user_id BIGINT REFERENCES sys_user (user_id));`;
    const { token, project } = await signedInWithProject();
    const url = `/projects/${project.id}/entities/import-ddl`;
    // A project without a prefix: the tables shared `sys_`, which stays in their names.
    const plain = body<ImportDdlResult>(await json(ctx, 'POST', url, token, { dialect: 'mysql', sql })).data;
    expect(plain.created.map((e) => [e.tableName, e.sqlTableName])).toEqual([
      ['sys_user', undefined],
      ['sys_role', undefined],
    ]);
    expect(plain.suggestions.map((s) => s.tableName)).toEqual(['sys_user']);
    // Imported again, the same tables are the same entities.
    const again = body<ImportDdlResult>(await json(ctx, 'POST', url, token, { dialect: 'mysql', sql })).data;
    expect([again.created.length, again.updated.length]).toEqual([0, 2]);

    const prefixed = body<Project>(
      await json(ctx, 'POST', '/projects', token, {
        name: '带前缀',
        basePackage: 'com.example.shop',
        database: 'MYSQL',
        tablePrefix: 't_',
      }),
    ).data;
    const exact = body<ImportDdlResult>(
      await json(ctx, 'POST', `/projects/${prefixed.id}/entities/import-ddl`, token, {
        dialect: 'mysql',
        sql,
        declinedSuggestions: [{ tableName: 'user', field: 'status' }],
      }),
    ).data;
    expect(exact.created.map((e) => [e.tableName, e.sqlTableName])).toEqual([
      ['user', 'sys_user'],
      ['role', 'sys_role'],
    ]);
    expect(exact.created[0].fields.find((f) => f.name === 'status')?.enumValues).toBeUndefined();

    // The project's own `user` (table t_user) is another table than the script's sys_user: it stays as it was, and
    // the new entity takes the next free class and model table names (its table keeps its name), the script's
    // relation following it.
    const own = await save(token, prefixed.id, {
      className: 'Member',
      tableName: 'member',
      fields: [idField],
    });
    const user = exact.created[0];
    await json(ctx, 'DELETE', `/projects/${prefixed.id}/entities/${exact.created[1].id}`, token);
    await json(ctx, 'DELETE', `/projects/${prefixed.id}/entities/${user.id}`, token);
    const mine = await save(token, prefixed.id, { className: 'User', tableName: 'user', fields: [idField] });
    const merged = body<ImportDdlResult>(
      await json(ctx, 'POST', `/projects/${prefixed.id}/entities/import-ddl`, token, {
        dialect: 'mysql',
        sql,
      }),
    ).data;
    expect(merged.updated).toEqual([]);
    expect(merged.created.map((e) => [e.className, e.tableName, e.sqlTableName])).toEqual([
      ['User2', 'user_2', 'sys_user'],
      ['Role', 'role', 'sys_role'],
    ]);
    expect(merged.created[1].relations?.[0].target).toBe('User2');
    const listed = body<Page<Entity>>(
      await json(ctx, 'GET', `/projects/${prefixed.id}/entities?size=50`, token),
    ).data.records;
    expect(listed.find((e) => e.id === mine.id)).toMatchObject({
      className: 'User',
      tableName: 'user',
      fields: [idField],
    });
    expect(listed.find((e) => e.id === own.id)).toMatchObject({ className: 'Member' });
  });

  it('offers codes listed in a comment as enum values, lists approximations, and honours a declined code', async () => {
    const { token, project } = await signedInWithProject();
    const url = `/projects/${project.id}/entities/import-ddl`;
    const sql = `CREATE TABLE sys_user (
  id BIGINT PRIMARY KEY AUTO_INCREMENT,
  status CHAR(1) DEFAULT '0' COMMENT '状态（0正常 1停用）',
  sex CHAR(1) COMMENT '性别（0男 1女）'
);`;
    const preview = body<ImportDdlResult>(
      await json(ctx, 'POST', url, token, { dialect: 'mysql', sql, dryRun: true }),
    ).data;
    expect(preview.suggestions.map((s) => [s.tableName, s.field, s.values])).toEqual([
      [
        'sys_user',
        'status',
        [
          { value: '0', label: '正常' },
          { value: '1', label: '停用' },
        ],
      ],
      [
        'sys_user',
        'sex',
        [
          { value: '0', label: '男' },
          { value: '1', label: '女' },
        ],
      ],
    ]);
    expect(preview.suggestions[0].line).toBe(3);
    expect(preview.approximations).toEqual([]);

    const declined = await json(ctx, 'POST', url, token, {
      dialect: 'mysql',
      sql,
      declinedSuggestions: [{ tableName: 'sys_user', field: 'sex' }],
    });
    const [user] = body<ImportDdlResult>(declined).data.created;
    const field = (name: string) => user.fields.find((f) => f.name === name)!;
    expect(field('status').enumValues).toEqual([
      { value: '0', label: '正常' },
      { value: '1', label: '停用' },
    ]);
    expect(field('sex').enumValues).toBeUndefined();
    expect(field('sex').type).toBe('string');

    const pg = await json(ctx, 'POST', url, token, {
      dialect: 'postgresql',
      sql: 'CREATE TABLE film (id serial PRIMARY KEY, tags text[], body tsvector);',
      dryRun: true,
    });
    expect(body<ImportDdlResult>(pg).data.approximations.length).toBeGreaterThan(0);
    // The first PostgreSQL import starts the embedded PostgreSQL that reads the script too.
  }, 60_000);

  it('lets PostgreSQL read a PostgreSQL script: a table its text importer cannot read is imported and listed', async () => {
    const { token, project } = await signedInWithProject();
    const sql = [
      'CREATE TYPE address AS (street text, city text);',
      'CREATE TABLE branch OF address (PRIMARY KEY (street));',
      "DO $$ BEGIN CREATE TYPE mood AS ENUM ('ok', 'sad'); END $$;",
      'CREATE TABLE feeling (id int PRIMARY KEY, m mood NOT NULL);',
    ].join('\n');
    const answer = await json(ctx, 'POST', `/projects/${project.id}/entities/import-ddl`, token, {
      dialect: 'postgresql',
      sql,
    });
    expect(answer.statusCode).toBe(200);
    const result = body<ImportDdlResult>(answer).data;
    const created = new Map(result.created.map((e) => [e.tableName, e]));
    expect(created.get('branch')?.fields.map((f) => f.column)).toEqual(['street', 'city']);
    expect(created.get('feeling')?.fields.find((f) => f.column === 'm')).toMatchObject({
      type: 'enum',
      enumValues: [{ value: 'ok' }, { value: 'sad' }],
    });
    expect(result.approximations.map((a) => [a.line, a.reason])).toEqual(
      expect.arrayContaining([
        [2, '表 branch 的语句无法逐字解析，已按 PostgreSQL 执行后的结构导入（2 列）'],
        [4, '表 feeling 有语句未能逐字解析，已按 PostgreSQL 执行后的结构补入：列类型 m'],
      ]),
    );
    expect(result.skipped.map((s) => s.line)).not.toContain(2);
  }, 60_000);

  it('a dry run answers the same and saves nothing', async () => {
    const { token, project } = await signedInWithProject();
    const url = `/projects/${project.id}/entities/import-ddl`;
    const preview = await json(ctx, 'POST', url, token, { dialect: 'mysql', sql: MYSQL_DDL, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(body<ImportDdlResult>(preview).data.created).toHaveLength(2);
    expect(
      body<Page<Entity>>(await json(ctx, 'GET', `/projects/${project.id}/entities`, token)).data.total,
    ).toBe(0);
  });

  it('merges by table: an existing table keeps its class name, label and position; others stay', async () => {
    const { token, project } = await signedInWithProject();
    const mine = await save(token, project.id, {
      ...customer,
      className: 'Client',
      label: '我的客户',
      position: { x: 5, y: 6 },
      fields: [idField],
    });
    const keep = await save(token, project.id, { ...customer, className: 'Note', tableName: 'note' });
    const result = body<ImportDdlResult>(
      await json(ctx, 'POST', `/projects/${project.id}/entities/import-ddl`, token, {
        dialect: 'mysql',
        sql: MYSQL_DDL,
      }),
    ).data;
    expect(result.updated).toHaveLength(1);
    expect(result.updated[0]).toMatchObject({ id: mine.id, className: 'Client', position: { x: 5, y: 6 } });
    expect(result.updated[0].fields.map((f) => f.name)).toEqual(['id', 'name']);
    // The imported order's relation follows the kept class name.
    expect(result.created[0].relations?.[0].target).toBe('Client');
    const all = body<Page<Entity>>(
      await json(ctx, 'GET', `/projects/${project.id}/entities?size=500`, token),
    ).data;
    expect(all.records.map((e) => e.id)).toContain(keep.id);
  });

  it('replace makes the project’s entities exactly the script’s', async () => {
    const { token, project } = await signedInWithProject();
    const gone = await save(token, project.id, { ...customer, className: 'Note', tableName: 'note' });
    const result = body<ImportDdlResult>(
      await json(ctx, 'POST', `/projects/${project.id}/entities/import-ddl`, token, {
        dialect: 'mysql',
        sql: MYSQL_DDL,
        replace: true,
      }),
    ).data;
    expect(result.removed.map((e) => e.id)).toEqual([gone.id]);
    const all = body<Page<Entity>>(await json(ctx, 'GET', `/projects/${project.id}/entities`, token)).data;
    expect(all.records.map((e) => e.tableName).sort()).toEqual(['customer', 'shop_order']);
  });

  it('refuses an import that would pass the entity limit as a whole (403), saving nothing', async () => {
    const { token, project } = await signedInWithProject();
    for (let i = 0; i < 19; i++)
      await save(token, project.id, { ...customer, className: `Thing${i}`, tableName: `thing_${i}` });
    const response = await json(ctx, 'POST', `/projects/${project.id}/entities/import-ddl`, token, {
      dialect: 'mysql',
      sql: MYSQL_DDL,
    });
    expect(response.statusCode).toBe(403);
    expect(
      body<Page<Entity>>(await json(ctx, 'GET', `/projects/${project.id}/entities`, token)).data.total,
    ).toBe(19);
  });

  it('answers bad input in Chinese', async () => {
    const { token, project } = await signedInWithProject();
    const url = `/projects/${project.id}/entities/import-ddl`;
    const noSql = await json(ctx, 'POST', url, token, { dialect: 'mysql', sql: '' });
    expect(noSql.statusCode).toBe(400);
    expect(body(noSql).message).toBe('请提供建表语句（不超过 2 MB）');
    const badDialect = await json(ctx, 'POST', url, token, { dialect: 'oracle', sql: MYSQL_DDL });
    expect(body(badDialect).message).toBe('dialect 只能是 mysql 或 postgresql');
  });

  it("adds a PostgreSQL script's extensions and called functions to the project's, and its DDL writes them", async () => {
    const { token, project } = await signedInWithProject();
    const url = `/projects/${project.id}/entities/import-ddl`;
    const first = `CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE FUNCTION tag_ok(tags jsonb) RETURNS boolean LANGUAGE sql AS $$ SELECT jsonb_typeof(tags) = 'array' $$;
CREATE TABLE job (id bigint PRIMARY KEY, tags jsonb CHECK (tag_ok(tags)), code text);
CREATE INDEX job_code ON job USING gin (code gin_trgm_ops);`;
    const second = `CREATE EXTENSION IF NOT EXISTS citext;
CREATE TABLE member (id bigint PRIMARY KEY, email citext);`;
    expect((await json(ctx, 'POST', url, token, { dialect: 'postgresql', sql: first })).statusCode).toBe(200);
    expect((await json(ctx, 'POST', url, token, { dialect: 'postgresql', sql: second })).statusCode).toBe(
      200,
    );
    const merged = body<Project>(await json(ctx, 'GET', `/projects/${project.id}`, token)).data;
    expect(merged.postgresqlExtensions).toEqual([{ name: 'pg_trgm' }, { name: 'citext' }]);
    expect(merged.postgresqlRoutines?.map((r) => r.name)).toEqual(['tag_ok']);
    const ddl = body<{ sql: string }>(
      await json(ctx, 'GET', `/projects/${project.id}/ddl?dialect=postgresql`, token),
    ).data.sql;
    expect(ddl).toContain('CREATE EXTENSION IF NOT EXISTS pg_trgm;');
    expect(ddl).toContain('CREATE EXTENSION IF NOT EXISTS citext;');
    expect(ddl).toContain('CREATE FUNCTION tag_ok(tags jsonb)');
    // Replacing the project's tables replaces what they needed too.
    await json(ctx, 'POST', url, token, { dialect: 'postgresql', sql: second, replace: true });
    const replaced = body<Project>(await json(ctx, 'GET', `/projects/${project.id}`, token)).data;
    expect([replaced.postgresqlExtensions, replaced.postgresqlRoutines]).toEqual([
      [{ name: 'citext' }],
      undefined,
    ]);
  }, 120_000);

  it("keeps the composite types and domains a PostgreSQL script's columns use, and its DDL creates them before the tables", async () => {
    const { token, project } = await signedInWithProject();
    const url = `/projects/${project.id}/entities/import-ddl`;
    const sql = `CREATE TYPE address AS (street text, zip varchar(10));
CREATE DOMAIN year AS integer NOT NULL CHECK (VALUE > 1900);
CREATE TABLE customer (id bigint PRIMARY KEY, home address, born year);`;
    expect((await json(ctx, 'POST', url, token, { dialect: 'postgresql', sql })).statusCode).toBe(200);
    const kept = body<Project>(await json(ctx, 'GET', `/projects/${project.id}`, token)).data;
    expect(kept.postgresqlTypes).toEqual([
      { name: 'address', definition: 'CREATE TYPE address AS (street text, zip varchar(10))' },
      { name: 'year', definition: 'CREATE DOMAIN year AS integer NOT NULL CHECK (VALUE > 1900)' },
    ]);
    const ddl = body<{ sql: string }>(
      await json(ctx, 'GET', `/projects/${project.id}/ddl?dialect=postgresql`, token),
    ).data.sql;
    expect(ddl.indexOf('CREATE TYPE address AS (street text, zip varchar(10));')).toBeGreaterThan(-1);
    expect(ddl.indexOf('CREATE TYPE address')).toBeLessThan(ddl.indexOf('CREATE TABLE "customer"'));
    expect(ddl).toContain('"home" address');
    // The column keeps its domain, which brings the NOT NULL and the CHECK.
    expect(ddl).toContain('"born" year');
    expect(ddl).not.toContain('"born" year NOT NULL');
    expect(ddl).not.toContain('born > 1900');
  }, 120_000);

  it("keeps a script's triggers on their tables and the sequence their function draws from, and its DDL writes them", async () => {
    const { token, project } = await signedInWithProject();
    const url = `/projects/${project.id}/entities/import-ddl`;
    const sql = `CREATE SEQUENCE job_no_seq START 100;
CREATE TABLE job (id bigint PRIMARY KEY, no bigint);
CREATE FUNCTION number_job() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.no := nextval('job_no_seq'); RETURN NEW; END $$;
CREATE TRIGGER job_no BEFORE INSERT ON job FOR EACH ROW EXECUTE FUNCTION number_job();`;
    expect((await json(ctx, 'POST', url, token, { dialect: 'postgresql', sql })).statusCode).toBe(200);
    const merged = body<Project>(await json(ctx, 'GET', `/projects/${project.id}`, token)).data;
    expect(merged.postgresqlSequences).toEqual([
      { name: 'job_no_seq', definition: 'CREATE SEQUENCE job_no_seq START 100' },
    ]);
    const [job] = body<Page<Entity>>(await json(ctx, 'GET', `/projects/${project.id}/entities`, token)).data
      .records;
    const trigger = {
      name: 'job_no',
      dialect: 'postgresql',
      definition: 'CREATE TRIGGER job_no BEFORE INSERT ON job FOR EACH ROW EXECUTE FUNCTION number_job()',
    };
    expect(job.triggers).toEqual([trigger]);
    // An entity saved with its triggers keeps them (the designer sends them back as it got them).
    const saved = await json(ctx, 'PUT', `/projects/${project.id}/entities/${job.id}`, token, {
      triggers: [{ ...trigger, disabled: true }],
    });
    expect(body<Entity>(saved).data.triggers).toEqual([{ ...trigger, disabled: true }]);
    const ddl = body<{ sql: string }>(
      await json(ctx, 'GET', `/projects/${project.id}/ddl?dialect=postgresql`, token),
    ).data.sql;
    expect(ddl).toContain('CREATE SEQUENCE job_no_seq START 100;');
    expect(ddl).toContain(`${trigger.definition};\nALTER TABLE "job" DISABLE TRIGGER "job_no";`);
    // Renaming the table moves its trigger along (it is created on the table its ON names).
    const renamed = await json(ctx, 'PUT', `/projects/${project.id}/entities/${job.id}`, token, {
      tableName: 'work_item',
    });
    expect(renamed.statusCode).toBe(200);
    expect(body<Entity>(renamed).data.triggers).toEqual([
      {
        ...trigger,
        disabled: true,
        definition:
          'CREATE TRIGGER job_no BEFORE INSERT ON work_item FOR EACH ROW EXECUTE FUNCTION number_job()',
      },
    ]);
  }, 120_000);

  it("keeps a MariaDB script's sequences in the project, and its MySQL DDL creates them before the tables", async () => {
    const { token, project } = await signedInWithProject();
    const url = `/projects/${project.id}/entities/import-ddl`;
    const sql = `CREATE SEQUENCE order_no START WITH 100 INCREMENT BY 5;
CREATE TABLE orders (id bigint NOT NULL DEFAULT nextval(order_no) PRIMARY KEY, note varchar(20));`;
    expect((await json(ctx, 'POST', url, token, { dialect: 'mysql', sql })).statusCode).toBe(200);
    const merged = body<Project>(await json(ctx, 'GET', `/projects/${project.id}`, token)).data;
    expect(merged.mysqlSequences?.map((q) => q.name)).toEqual(['order_no']);
    const ddl = body<{ sql: string }>(
      await json(ctx, 'GET', `/projects/${project.id}/ddl?dialect=mysql`, token),
    ).data.sql;
    expect(ddl.indexOf('CREATE SEQUENCE order_no')).toBeGreaterThan(-1);
    expect(ddl.indexOf('CREATE SEQUENCE order_no')).toBeLessThan(ddl.indexOf('CREATE TABLE `orders`'));
    // An update may take them away, as it may the PostgreSQL lists.
    const cleared = await json(ctx, 'PUT', `/projects/${project.id}`, token, { mysqlSequences: [] });
    expect(body<Project>(cleared).data.mysqlSequences).toBeUndefined();
  }, 120_000);
});

describe('GET /entities', () => {
  it('lists the caller’s entities across projects with the project name, filtered by project and keyword', async () => {
    const { token, project } = await signedInWithProject();
    const second = body<Project>(
      await json(ctx, 'POST', '/projects', token, {
        name: '博客',
        basePackage: 'com.example.blog',
        database: 'MYSQL',
      }),
    ).data;
    await save(token, project.id, customer);
    await save(token, second.id, { ...customer, className: 'Post', tableName: 'post', label: '文章' });
    const stranger = await signedInWithProject('bob');
    await save(stranger.token, stranger.project.id, customer);

    const all = body<Page<EntityWithProject>>(await json(ctx, 'GET', '/entities', token)).data;
    expect(all.records.map((e) => [e.projectName, e.className])).toEqual([
      ['商城', 'Customer'],
      ['博客', 'Post'],
    ]);
    const byProject = body<Page<EntityWithProject>>(
      await json(ctx, 'GET', `/entities?projectId=${second.id}`, token),
    ).data;
    expect(byProject.records.map((e) => e.className)).toEqual(['Post']);
    const byLabel = body<Page<EntityWithProject>>(
      await json(ctx, 'GET', `/entities?keyword=${encodeURIComponent('文章')}`, token),
    ).data;
    expect(byLabel.records.map((e) => e.className)).toEqual(['Post']);
  });
});
