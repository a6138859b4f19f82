// /api/v1/projects (API.md "Projects"): CRUD, paging and search, ownership (a stranger gets 404), the plan's
// project limit (also under parallel creates), the codegen model and DDL export.
import type { Page, Project } from '@modelsmith/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { body, createAccount } from '../helpers/accounts';
import { json } from '../helpers/json';
import { setupTestApp } from '../helpers/test-app';

const ctx = setupTestApp();

const shop = { name: '商城', basePackage: 'com.example.shop', database: 'MYSQL' } as const;

const customer = {
  className: 'Customer',
  tableName: 'customer',
  label: '客户',
  fields: [
    { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
    { name: 'name', column: 'name', label: '姓名', type: 'string', length: 64, required: true },
  ],
};

async function createProject(token: string, fields: Record<string, unknown> = {}) {
  const response = await json(ctx, 'POST', '/projects', token, { ...shop, ...fields });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
  return body<Project>(response).data;
}

describe('POST /projects', () => {
  it('creates a project with its settings, no entities and no snapshots', async () => {
    const alice = await createAccount(ctx, 'alice');
    const response = await json(ctx, 'POST', '/projects', alice.token, {
      ...shop,
      name: '  商城  ',
      description: '',
      author: '爱丽丝',
      tablePrefix: 't_',
    });
    expect(response.statusCode).toBe(200);
    const project = body<Project>(response).data;
    expect(project).toMatchObject({
      name: '商城',
      description: null,
      basePackage: 'com.example.shop',
      database: 'MYSQL',
      author: '爱丽丝',
      tablePrefix: 't_',
      apiStyle: 'MODELSMITH',
      entityCount: 0,
      snapshotCount: 0,
    });
    expect(project.createdAt).toBe(ctx.clock.now().toISOString());
  });

  it('keeps the generated code’s API style, which reaches the model (docs/generated-code-contract.md)', async () => {
    const alice = await createAccount(ctx, 'alice');
    const project = body<Project>(
      await json(ctx, 'POST', '/projects', alice.token, { ...shop, apiStyle: 'RUOYI' }),
    ).data;
    expect(project.apiStyle).toBe('RUOYI');
    const model = body<{ project: Record<string, unknown> }>(
      await json(ctx, 'GET', `/projects/${project.id}/model`, alice.token),
    ).data;
    expect(model.project.apiStyle).toBe('RUOYI');
    const back = await json(ctx, 'PUT', `/projects/${project.id}`, alice.token, { apiStyle: 'MODELSMITH' });
    expect(body<Project>(back).data.apiStyle).toBe('MODELSMITH');
    const bad = await json(ctx, 'PUT', `/projects/${project.id}`, alice.token, { apiStyle: 'SOAP' });
    expect(body(bad)).toMatchObject({ code: 400, message: '接口约定 apiStyle 只能是 MODELSMITH 或 RUOYI' });
  });

  it.each([
    [{ basePackage: 'Com.Example' }, '基础包名格式不正确，应类似 com.example.shop'],
    [{ basePackage: 'com..shop' }, '基础包名格式不正确，应类似 com.example.shop'],
    [{ database: 'ORACLE' }, '数据库类型 database 只能是 MYSQL 或 POSTGRESQL'],
    [{ name: '' }, '项目名称需为 1–64 个字符'],
    [{ name: '   ' }, '项目名称需为 1–64 个字符'],
    [{ name: 'x'.repeat(65) }, '项目名称需为 1–64 个字符'],
    [{ tablePrefix: 'T-' }, '表名前缀只能由小写字母、数字和下划线组成，如 t_'],
    [{ description: 'x'.repeat(501) }, '项目描述不能超过 500 个字符'],
  ])('refuses %j with a Chinese message and saves nothing', async (fields, message) => {
    const alice = await createAccount(ctx, 'alice');
    const response = await json(ctx, 'POST', '/projects', alice.token, { ...shop, ...fields });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(message);
    const list = body<Page<Project>>(await json(ctx, 'GET', '/projects', alice.token)).data;
    expect(list.total).toBe(0);
  });

  it('refuses a name the owner already uses (409), but another user may use it', async () => {
    const alice = await createAccount(ctx, 'alice');
    const bob = await createAccount(ctx, 'bob');
    await createProject(alice.token);
    const again = await json(ctx, 'POST', '/projects', alice.token, shop);
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('项目名称「商城」已存在，请换一个名称');
    expect((await json(ctx, 'POST', '/projects', bob.token, shop)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await json(ctx, 'POST', '/projects', null, shop)).statusCode).toBe(401);
    expect((await json(ctx, 'GET', '/projects', null)).statusCode).toBe(401);
  });
});

describe('the FREE plan project limit', () => {
  it('allows 3 projects; the 4th is 403 naming the limit and the plan that lifts it', async () => {
    const alice = await createAccount(ctx, 'alice');
    for (const name of ['一', '二', '三']) await createProject(alice.token, { name });
    const fourth = await json(ctx, 'POST', '/projects', alice.token, { ...shop, name: '四' });
    expect(fourth.statusCode).toBe(403);
    expect(body(fourth).message).toBe('免费版最多可创建 3 个项目，升级到专业版可增加到 50 个项目');
  });

  it('lets a PRO member pass 3, and holds an expired PRO to the free limit again', async () => {
    const pro = await createAccount(ctx, 'pro');
    const expiresAt = new Date(ctx.clock.now().getTime() + 86_400_000);
    await ctx.db
      .update(users)
      .set({ membershipLevel: 1, membershipExpiresAt: expiresAt })
      .where(eq(users.id, pro.id));
    for (const name of ['一', '二', '三', '四']) await createProject(pro.token, { name });
    ctx.clock.advance(2 * 86_400_000);
    const fifth = await json(ctx, 'POST', '/projects', pro.token, { ...shop, name: '五' });
    expect(fifth.statusCode).toBe(403);
  });

  it('holds under parallel creates: of 10 at once exactly 3 succeed', async () => {
    const alice = await createAccount(ctx, 'alice');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        json(ctx, 'POST', '/projects', alice.token, { ...shop, name: `p${i}` }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 403)).toHaveLength(7);
    expect(body<Page<Project>>(await json(ctx, 'GET', '/projects', alice.token)).data.total).toBe(3);
  });
});

describe('GET /projects', () => {
  it('pages the owner’s projects newest first and searches name and description, case-insensitively', async () => {
    const pro = await createAccount(ctx, 'pro');
    await ctx.db
      .update(users)
      .set({ membershipLevel: 2, membershipExpiresAt: new Date('2099-01-01') })
      .where(eq(users.id, pro.id));
    const other = await createAccount(ctx, 'other');
    await createProject(other.token, { name: '别人的商城' });
    for (const [name, description] of [
      ['Blog', '个人博客'],
      ['CRM', '客户管理 for Shop'],
      ['商城后台', null],
    ]) {
      await createProject(pro.token, { name, description });
      ctx.clock.advance(1000);
    }
    const all = body<Page<Project>>(await json(ctx, 'GET', '/projects?current=1&size=2', pro.token)).data;
    expect(all).toMatchObject({ total: 3, current: 1, size: 2 });
    expect(all.records.map((p) => p.name)).toEqual(['商城后台', 'CRM']);
    const second = body<Page<Project>>(await json(ctx, 'GET', '/projects?current=2&size=2', pro.token)).data;
    expect(second.records.map((p) => p.name)).toEqual(['Blog']);
    const shopSearch = body<Page<Project>>(await json(ctx, 'GET', '/projects?keyword=shop', pro.token)).data;
    expect(shopSearch.records.map((p) => p.name)).toEqual(['CRM']);
    const literal = body<Page<Project>>(await json(ctx, 'GET', '/projects?keyword=%25', pro.token)).data;
    expect(literal.total).toBe(0);
  });

  it('refuses a page size over 100', async () => {
    const alice = await createAccount(ctx, 'alice');
    const response = await json(ctx, 'GET', '/projects?size=101', alice.token);
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe('每页条数 size 需为 1–100 的整数');
  });
});

describe('one project', () => {
  it('answers 404 to a stranger and to an admin on every call, 200 to its owner', async () => {
    const alice = await createAccount(ctx, 'alice');
    const mallory = await createAccount(ctx, 'mallory');
    const admin = await createAccount(ctx, 'root', 'SUPER_ADMIN');
    const project = await createProject(alice.token);
    const calls: [Parameters<typeof json>[1], string, unknown?][] = [
      ['GET', `/projects/${project.id}`],
      ['PUT', `/projects/${project.id}`, { name: '偷走' }],
      ['DELETE', `/projects/${project.id}`],
      ['GET', `/projects/${project.id}/model`],
      ['GET', `/projects/${project.id}/ddl`],
      ['GET', `/projects/${project.id}/entities`],
      ['POST', `/projects/${project.id}/entities`, customer],
      ['PUT', `/projects/${project.id}/entities/positions`, { positions: [] }],
      [
        'POST',
        `/projects/${project.id}/entities/import-ddl`,
        { dialect: 'mysql', sql: 'CREATE TABLE a (id int);' },
      ],
    ];
    for (const token of [mallory.token, admin.token]) {
      for (const [method, url, payload] of calls) {
        const response = await json(ctx, method, url, token, payload);
        expect([method, url, response.statusCode, body(response).message]).toEqual([
          method,
          url,
          404,
          '项目不存在',
        ]);
      }
    }
    expect((await json(ctx, 'GET', `/projects/${project.id}`, alice.token)).statusCode).toBe(200);
    expect((await json(ctx, 'GET', '/projects/999999', alice.token)).statusCode).toBe(404);
    expect((await json(ctx, 'GET', '/projects/abc', alice.token)).statusCode).toBe(400);
  });

  it('PUT changes only the fields sent; a name taken by another own project is 409', async () => {
    const alice = await createAccount(ctx, 'alice');
    const project = await createProject(alice.token, { description: '旧描述', author: '甲' });
    await createProject(alice.token, { name: '博客' });
    ctx.clock.advance(5000);
    const response = await json(ctx, 'PUT', `/projects/${project.id}`, alice.token, {
      description: '新描述',
    });
    expect(response.statusCode).toBe(200);
    expect(body<Project>(response).data).toMatchObject({
      name: '商城',
      description: '新描述',
      author: '甲',
      basePackage: 'com.example.shop',
      updatedAt: ctx.clock.now().toISOString(),
    });
    const clash = await json(ctx, 'PUT', `/projects/${project.id}`, alice.token, { name: '博客' });
    expect(clash.statusCode).toBe(409);
    expect(
      (await json(ctx, 'PUT', `/projects/${project.id}`, alice.token, { name: '商城' })).statusCode,
    ).toBe(200);
    const bad = await json(ctx, 'PUT', `/projects/${project.id}`, alice.token, { basePackage: '1abc' });
    expect(bad.statusCode).toBe(400);
  });

  it('DELETE removes the project and its entities', async () => {
    const alice = await createAccount(ctx, 'alice');
    const project = await createProject(alice.token);
    expect(
      (await json(ctx, 'POST', `/projects/${project.id}/entities`, alice.token, customer)).statusCode,
    ).toBe(200);
    expect((await json(ctx, 'DELETE', `/projects/${project.id}`, alice.token)).statusCode).toBe(200);
    expect((await json(ctx, 'GET', `/projects/${project.id}`, alice.token)).statusCode).toBe(404);
    const all = body<Page<unknown>>(await json(ctx, 'GET', '/entities', alice.token)).data;
    expect(all.total).toBe(0);
  });

  it('serves the codegen model and DDL in the project’s dialect or the one asked for', async () => {
    const alice = await createAccount(ctx, 'alice');
    const project = await createProject(alice.token, { tablePrefix: 't_' });
    await json(ctx, 'POST', `/projects/${project.id}/entities`, alice.token, customer);
    const model = body<{ project: Record<string, unknown>; entities: unknown[] }>(
      await json(ctx, 'GET', `/projects/${project.id}/model`, alice.token),
    ).data;
    expect(model.project).toEqual({
      name: '商城',
      basePackage: 'com.example.shop',
      database: 'MYSQL',
      tablePrefix: 't_',
    });
    expect(model.entities).toEqual([customer]);

    const mysql = body<{ dialect: string; sql: string }>(
      await json(ctx, 'GET', `/projects/${project.id}/ddl`, alice.token),
    ).data;
    expect(mysql.dialect).toBe('mysql');
    expect(mysql.sql).toContain('CREATE TABLE `t_customer`');
    const pg = body<{ dialect: string; sql: string }>(
      await json(ctx, 'GET', `/projects/${project.id}/ddl?dialect=postgresql`, alice.token),
    ).data;
    expect(pg.dialect).toBe('postgresql');
    expect(pg.sql).toContain('CREATE TABLE "t_customer"');
    const bad = await json(ctx, 'GET', `/projects/${project.id}/ddl?dialect=oracle`, alice.token);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('dialect 只能是 mysql 或 postgresql');
  });
});

describe('PUT /projects/{id} with the kept PostgreSQL objects', () => {
  const extensions = [{ name: 'pg_trgm' }, { name: 'uuid-ossp', schema: 'public' }];
  const routines = [
    {
      name: 'slugify',
      definition:
        'CREATE FUNCTION slugify(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT lower(t) $$;',
    },
  ];
  const types = [
    { name: 'amount', definition: 'CREATE TYPE amount AS (value numeric(12,2), currency char(3));' },
  ];
  const sequences = [{ name: 'order_no_seq', definition: 'CREATE SEQUENCE order_no_seq START WITH 1000' }];
  const kept = {
    postgresqlExtensions: extensions,
    postgresqlRoutines: routines,
    postgresqlTypes: types,
    postgresqlSequences: sequences,
  };

  async function pgProject(token: string) {
    const project = await createProject(token, { database: 'POSTGRESQL' });
    const response = await json(ctx, 'PUT', `/projects/${project.id}`, token, kept);
    expect(response.statusCode).toBe(200);
    return body<Project>(response).data;
  }

  it('replaces each list sent, keeps the lists left out, and the model and DDL follow', async () => {
    const alice = await createAccount(ctx, 'alice');
    const project = await pgProject(alice.token);
    expect(project).toMatchObject(kept);
    const described = await json(ctx, 'PUT', `/projects/${project.id}`, alice.token, {
      description: '只改描述',
    });
    expect(body<Project>(described).data).toMatchObject({ description: '只改描述', ...kept });

    const reduced = await json(ctx, 'PUT', `/projects/${project.id}`, alice.token, {
      postgresqlExtensions: [extensions[1]],
      postgresqlRoutines: [],
    });
    expect(reduced.statusCode).toBe(200);
    const data = body<Project>(reduced).data;
    expect(data.postgresqlExtensions).toEqual([extensions[1]]);
    expect(data.postgresqlRoutines).toBeUndefined();
    expect(data).toMatchObject({ postgresqlTypes: types, postgresqlSequences: sequences });

    const model = body<{ project: Record<string, unknown> }>(
      await json(ctx, 'GET', `/projects/${project.id}/model`, alice.token),
    ).data;
    expect(model.project.postgresqlExtensions).toEqual([extensions[1]]);
    expect(model.project).not.toHaveProperty('postgresqlRoutines');
    const ddl = body<{ sql: string }>(
      await json(ctx, 'GET', `/projects/${project.id}/ddl`, alice.token),
    ).data;
    expect(ddl.sql).toContain('uuid-ossp');
    expect(ddl.sql).not.toContain('pg_trgm');
    expect(ddl.sql).not.toContain('slugify');
  });

  it('refuses a bad function, type, sequence or extension with the validator’s Chinese problems and keeps the old lists', async () => {
    const alice = await createAccount(ctx, 'alice');
    const project = await pgProject(alice.token);
    const bad = await json(ctx, 'PUT', `/projects/${project.id}`, alice.token, {
      description: '不该保存',
      postgresqlRoutines: [{ name: 'wipe', definition: 'DROP TABLE customer;' }],
      postgresqlTypes: [{ name: 'amount', definition: 'CREATE TYPE other AS (v int);' }],
      postgresqlSequences: [{ name: 'seq', definition: 'CREATE SEQUENCE seq; DROP TABLE customer' }],
      postgresqlExtensions: [{ name: 'pg trgm' }],
    });
    expect(bad.statusCode).toBe(400);
    const answer = body<{ problems: { path: string; message: string }[] }>(bad);
    expect(answer.message).toBe('数据库扩展、函数、类型或序列校验未通过，请按提示修改');
    const paths = answer.data.problems.map((problem) => problem.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'project.postgresqlRoutines[0].definition',
        'project.postgresqlTypes[0].definition',
        'project.postgresqlSequences[0].definition',
        'project.postgresqlExtensions[0].name',
      ]),
    );
    expect(
      answer.data.problems.find((problem) => problem.path.startsWith('project.postgresqlRoutines'))?.message,
    ).toMatch(/^函数定义应是一整条 CREATE FUNCTION 语句/);
    const after = body<Project>(await json(ctx, 'GET', `/projects/${project.id}`, alice.token)).data;
    expect(after).toMatchObject(kept);
    expect(after.description).toBeNull();
  });
});
