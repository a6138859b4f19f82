// /api/v1/templates (API.md "Template sets"): the seeded official sets, market filters and sorts, own sets with
// the quota, versioning, who may read / change / fork what, premium gating, the admin's premium mark, the live
// render (hostile templates refused fast) and the sample model.
import { officialSets } from '@modelsmith/codegen';
import type { Page, TemplateSet } from '@modelsmith/contract';
import { eq } from 'drizzle-orm';
import { templateSets, users } from '../../src/db/schema';
import { seedOfficialSets } from '../../src/domain/official-sets';
import { body, createAccount } from '../helpers/accounts';
import { json } from '../helpers/json';
import { setupTestApp } from '../helpers/test-app';

const ctx = setupTestApp();

const entityFile = {
  path: 'src/{{ entity.names.kebab }}.txt',
  scope: 'ENTITY',
  content: '{{ entity.names.pascal }} {{ entity.label }}',
} as const;
const projectFile = { path: 'README.md', scope: 'PROJECT', content: '# {{ project.name }}' } as const;
const mySet = { name: '我的模板', language: 'text', tags: ['demo'], files: [entityFile, projectFile] };

async function createSet(token: string, fields: Record<string, unknown> = {}) {
  const response = await json(ctx, 'POST', '/templates', token, { ...mySet, ...fields });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
  return body<TemplateSet>(response).data;
}

async function setPlan(userId: number, level: 0 | 1 | 2) {
  await ctx.db
    .update(users)
    .set({ membershipLevel: level, membershipExpiresAt: level ? new Date('2099-01-01') : null })
    .where(eq(users.id, userId));
}

async function market(token: string, query = '') {
  return body<Page<TemplateSet>>(await json(ctx, 'GET', `/templates/market?size=100${query}`, token)).data;
}

const officialId = async (token: string, key: string) =>
  (await market(token)).records.find((set) => set.key === key)!.id;

describe('official sets', () => {
  it('are seeded as PUBLIC, official, read-only sets without an author, one per codegen set', async () => {
    const alice = await createAccount(ctx, 'alice');
    const page = await market(alice.token);
    const official = page.records.filter((set) => set.official);
    expect(official.map((set) => set.key).sort()).toEqual(officialSets.map((set) => set.id).sort());
    for (const set of official) {
      expect(set).toMatchObject({ visibility: 'PUBLIC', author: null, premium: false, version: 1 });
      expect(set.files).toBeUndefined();
      expect(set.fileCount).toBeGreaterThan(0);
    }
    const id = await officialId(alice.token, 'spring-boot-mybatis-plus');
    const detail = body<TemplateSet>(await json(ctx, 'GET', `/templates/${id}`, alice.token)).data;
    expect(detail.files!.length).toBe(detail.fileCount);
    expect(detail.files!.every((file) => typeof file.content === 'string' && file.content.length > 0)).toBe(
      true,
    );

    const change = await json(ctx, 'PUT', `/templates/${id}`, alice.token, { name: '改名' });
    expect(change.statusCode).toBe(403);
    expect(body(change).message).toBe('官方模板为只读，可以先复制（fork）一份再修改');
    expect((await json(ctx, 'DELETE', `/templates/${id}`, alice.token)).statusCode).toBe(403);
  });

  it('are brought up to date with a new version when the package changes them, and left alone otherwise', async () => {
    expect(await seedOfficialSets(ctx.db, ctx.clock.now())).toBe(0);
    await ctx.db
      .update(templateSets)
      .set({ sourceVersion: 'old', name: '旧名称' })
      .where(eq(templateSets.key, 'typescript-zod'));
    expect(await seedOfficialSets(ctx.db, ctx.clock.now())).toBe(1);
    const [row] = await ctx.db.select().from(templateSets).where(eq(templateSets.key, 'typescript-zod'));
    expect(row).toMatchObject({
      version: 2,
      name: officialSets.find((s) => s.id === 'typescript-zod')!.name,
    });
  });
});

describe('the market', () => {
  it('filters by keyword, language and tag, and sorts by uses or newest', async () => {
    const alice = await createAccount(ctx, 'alice');
    const pub = await createSet(alice.token, {
      name: 'Kotlin 实体',
      language: 'kotlin',
      tags: ['kotlin', 'jpa'],
      visibility: 'PUBLIC',
    });
    await createSet(alice.token, { name: '私有的 Kotlin', language: 'kotlin' });
    const kotlin = await market(alice.token, '&language=KOTLIN');
    expect(kotlin.records.map((set) => set.id)).toEqual([pub.id]);
    expect(kotlin.records[0].author).toEqual({ id: alice.id, nickname: 'alice' });
    expect((await market(alice.token, '&tag=jpa')).records.map((set) => set.id)).toEqual([pub.id]);
    expect((await market(alice.token, `&keyword=${encodeURIComponent('KOTLIN')}`)).total).toBe(1);
    expect((await market(alice.token, '&sort=newest')).records[0].id).toBe(pub.id);

    await ctx.db.update(templateSets).set({ useCount: 7 }).where(eq(templateSets.key, 'go-gorm'));
    expect((await market(alice.token, '&sort=uses')).records[0].key).toBe('go-gorm');
    const bad = await json(ctx, 'GET', '/templates/market?sort=best', alice.token);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('sort 只能是 uses 或 newest');
  });
});

describe('own sets', () => {
  it('creates a PRIVATE set by default that strangers cannot see (404) and the market does not list', async () => {
    const alice = await createAccount(ctx, 'alice');
    const bob = await createAccount(ctx, 'bob');
    const set = await createSet(alice.token);
    expect(set).toMatchObject({
      name: '我的模板',
      visibility: 'PRIVATE',
      version: 1,
      official: false,
      useCount: 0,
      forkedFrom: null,
      author: { id: alice.id, nickname: 'alice' },
      files: [entityFile, projectFile],
    });
    expect((await json(ctx, 'GET', `/templates/${set.id}`, bob.token)).statusCode).toBe(404);
    expect((await json(ctx, 'PUT', `/templates/${set.id}`, bob.token, { name: 'x' })).statusCode).toBe(404);
    expect((await json(ctx, 'POST', `/templates/${set.id}/fork`, bob.token)).statusCode).toBe(404);
    expect((await market(bob.token)).records.some((s) => s.id === set.id)).toBe(false);
    const mine = body<Page<TemplateSet>>(await json(ctx, 'GET', '/templates/my', alice.token)).data;
    expect(mine.records.map((s) => s.id)).toEqual([set.id]);
    expect(body<Page<TemplateSet>>(await json(ctx, 'GET', '/templates/my', bob.token)).data.total).toBe(0);
  });

  it('bumps the version only when the files change', async () => {
    const alice = await createAccount(ctx, 'alice');
    const set = await createSet(alice.token);
    const renamed = body<TemplateSet>(
      await json(ctx, 'PUT', `/templates/${set.id}`, alice.token, { name: '新名字', files: mySet.files }),
    ).data;
    expect(renamed).toMatchObject({ name: '新名字', version: 1 });
    const edited = body<TemplateSet>(
      await json(ctx, 'PUT', `/templates/${set.id}`, alice.token, {
        files: [{ ...entityFile, content: 'changed' }, projectFile],
      }),
    ).data;
    expect(edited.version).toBe(2);
    expect(edited.files![0].content).toBe('changed');
  });

  it('lets others read a PUBLIC set but not change or delete it (403)', async () => {
    const alice = await createAccount(ctx, 'alice');
    const bob = await createAccount(ctx, 'bob');
    const set = await createSet(alice.token, { visibility: 'PUBLIC' });
    expect((await json(ctx, 'GET', `/templates/${set.id}`, bob.token)).statusCode).toBe(200);
    const change = await json(ctx, 'PUT', `/templates/${set.id}`, bob.token, { name: '我的了' });
    expect(change.statusCode).toBe(403);
    expect(body(change).message).toBe('只能修改或删除自己的模板');
    expect((await json(ctx, 'DELETE', `/templates/${set.id}`, bob.token)).statusCode).toBe(403);
    expect((await json(ctx, 'DELETE', `/templates/${set.id}`, alice.token)).statusCode).toBe(200);
    expect((await json(ctx, 'GET', `/templates/${set.id}`, alice.token)).statusCode).toBe(404);
  });

  it.each([
    [{ files: [] }, '模板集需要 1–200 个文件'],
    [{ name: ' ' }, '模板名称需为 1–64 个字符'],
    [{ visibility: 'SECRET' }, 'visibility 只能是 PRIVATE 或 PUBLIC'],
    [
      { files: [{ ...entityFile, scope: 'TABLE' }] },
      '文件的 scope 只能是 ENTITY（每个实体一份）或 PROJECT（整个项目一份）',
    ],
    [
      { files: [entityFile, { ...projectFile, path: entityFile.path }] },
      '有两个文件的输出路径都是「src/{{ entity.names.kebab }}.txt」，请修改其中一个',
    ],
  ])('refuses %j with a Chinese message and saves nothing', async (fields, message) => {
    const alice = await createAccount(ctx, 'alice');
    const response = await json(ctx, 'POST', '/templates', alice.token, { ...mySet, ...fields });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(message);
    expect(body<Page<TemplateSet>>(await json(ctx, 'GET', '/templates/my', alice.token)).data.total).toBe(0);
  });

  it('holds the FREE own-template quota (5), forks included, even under parallel creates', async () => {
    const alice = await createAccount(ctx, 'alice');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        json(ctx, 'POST', '/templates', alice.token, { ...mySet, name: `t${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    const refused = answers.find((a) => a.statusCode === 403)!;
    expect(body(refused).message).toBe('免费版最多可创建 5 个自有模板，升级到专业版可增加到 100 个自有模板');
    const zod = await officialId(alice.token, 'typescript-zod');
    expect((await json(ctx, 'POST', `/templates/${zod}/fork`, alice.token)).statusCode).toBe(403);
    await setPlan(alice.id, 1);
    expect((await json(ctx, 'POST', `/templates/${zod}/fork`, alice.token)).statusCode).toBe(200);
  });
});

describe('fork', () => {
  it('makes a PRIVATE copy owned by the caller that remembers its origin', async () => {
    const alice = await createAccount(ctx, 'alice');
    const id = await officialId(alice.token, 'typescript-zod');
    const source = body<TemplateSet>(await json(ctx, 'GET', `/templates/${id}`, alice.token)).data;
    const fork = body<TemplateSet>(await json(ctx, 'POST', `/templates/${id}/fork`, alice.token)).data;
    expect(fork).toMatchObject({
      name: `${source.name}（副本）`,
      visibility: 'PRIVATE',
      official: false,
      version: 1,
      key: null,
      author: { id: alice.id },
      forkedFrom: { id, name: source.name },
    });
    expect(fork.files).toEqual(source.files);
    const edited = await json(ctx, 'PUT', `/templates/${fork.id}`, alice.token, { visibility: 'PUBLIC' });
    expect(edited.statusCode).toBe(200);
  });
});

describe('premium sets', () => {
  async function premiumSet() {
    const admin = await createAccount(ctx, 'root', 'ADMIN');
    const carol = await createAccount(ctx, 'carol');
    const set = await createSet(carol.token, { visibility: 'PUBLIC', name: '高级模板' });
    const marked = await json(ctx, 'PUT', `/admin/templates/${set.id}`, admin.token, { premium: true });
    expect(marked.statusCode).toBe(200);
    expect(body<TemplateSet>(marked).data.premium).toBe(true);
    return { admin, carol, set };
  }

  it('show FREE members the file list locked, and PRO members the contents', async () => {
    const { carol, set } = await premiumSet();
    const alice = await createAccount(ctx, 'alice');
    const locked = body<TemplateSet>(await json(ctx, 'GET', `/templates/${set.id}`, alice.token)).data;
    expect(locked.files).toEqual(
      mySet.files.map(({ path, scope }) => ({ path, scope, content: null, locked: true })),
    );
    const fork = await json(ctx, 'POST', `/templates/${set.id}/fork`, alice.token);
    expect(fork.statusCode).toBe(403);
    expect(body(fork).message).toBe('这是高级模板，需要专业版或企业版会员才能使用，升级会员后即可使用');
    // The author always sees their own set.
    const own = body<TemplateSet>(await json(ctx, 'GET', `/templates/${set.id}`, carol.token)).data;
    expect(own.files![0].content).toBe(entityFile.content);
    await setPlan(alice.id, 1);
    const open = body<TemplateSet>(await json(ctx, 'GET', `/templates/${set.id}`, alice.token)).data;
    expect(open.files![0]).toEqual(entityFile);
  });

  it('are marked by admins only, and only when PUBLIC', async () => {
    const { admin, carol } = await premiumSet();
    const privateSet = await createSet(carol.token, { name: '私有' });
    const refused = await json(ctx, 'PUT', `/admin/templates/${privateSet.id}`, admin.token, {
      premium: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe('只有公开的模板可以设为高级模板');
    const user = await json(ctx, 'PUT', `/admin/templates/${privateSet.id}`, carol.token, { premium: true });
    expect(user.statusCode).toBe(403);
    expect(
      (await json(ctx, 'PUT', '/admin/templates/99999', admin.token, { premium: true })).statusCode,
    ).toBe(404);
  });
});

describe('POST /templates/render', () => {
  it('renders unsaved files against the sample model', async () => {
    const alice = await createAccount(ctx, 'alice');
    const response = await json(ctx, 'POST', '/templates/render', alice.token, { files: mySet.files });
    expect(response.statusCode).toBe(200);
    const { files, elapsedMs } = body<{
      files: { path: string; content: string; language: string }[];
      elapsedMs: number;
    }>(response).data;
    expect(files.find((f) => f.path === 'src/order-item.txt')).toEqual({
      path: 'src/order-item.txt',
      content: 'OrderItem 订单明细',
      language: 'text',
    });
    expect(files.find((f) => f.path === 'README.md')).toMatchObject({
      content: '# 示例商城',
      language: 'markdown',
    });
    expect(elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it("renders against entities of the caller's own project only", async () => {
    const alice = await createAccount(ctx, 'alice');
    const bob = await createAccount(ctx, 'bob');
    const project = body<{ id: number }>(
      await json(ctx, 'POST', '/projects', alice.token, {
        name: '商城',
        basePackage: 'com.example.shop',
        database: 'MYSQL',
      }),
    ).data;
    const entity = body<{ id: number }>(
      await json(ctx, 'POST', `/projects/${project.id}/entities`, alice.token, {
        className: 'Customer',
        tableName: 'customer',
        label: '客户',
        fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
      }),
    ).data;
    const payload = { files: mySet.files, projectId: project.id, entityIds: [entity.id] };
    const response = await json(ctx, 'POST', '/templates/render', alice.token, payload);
    expect(body<{ files: { path: string }[] }>(response).data.files.map((f) => f.path)).toEqual([
      'README.md',
      'src/customer.txt',
    ]);
    expect((await json(ctx, 'POST', '/templates/render', bob.token, payload)).statusCode).toBe(404);
    const foreign = await json(ctx, 'POST', '/templates/render', alice.token, {
      ...payload,
      entityIds: [999],
    });
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).message).toBe('实体 999 不属于这个项目');
  });

  it.each([
    ['an endless loop', { ...entityFile, content: '{% for i in (1..100000000) %}{{ i }}{% endfor %}' }],
    ['a path that leaves the output root', { ...projectFile, path: '../../etc/passwd' }],
    ['an absolute path', { ...projectFile, path: '/etc/passwd' }],
    ['a syntax error', { ...projectFile, content: 'line one\n{% if %}' }],
  ])('refuses %s within a second with a Chinese error at its file', async (_what, file) => {
    const alice = await createAccount(ctx, 'alice');
    const started = Date.now();
    const response = await json(ctx, 'POST', '/templates/render', alice.token, { files: [file] });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response.statusCode).toBe(400);
    const { errors } = body<{ errors: { file: string; line?: number; message: string }[] }>(response).data;
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0].file).toBe(file.path);
    expect(errors[0].message).toMatch(/[\u4e00-\u9fa5]/);
    expect(body(response).message).toBe(errors[0].message);
  });

  it('gives the sample model and the context reference', async () => {
    const alice = await createAccount(ctx, 'alice');
    const sample = body<{ project: { name: string }; entities: unknown[] }>(
      await json(ctx, 'GET', '/templates/sample-model', alice.token),
    ).data;
    expect(sample.project.name).toBe('示例商城');
    expect(sample.entities.length).toBe(5);
    const reference = await json(ctx, 'GET', '/templates/context', alice.token);
    expect(reference.statusCode).toBe(200);
    expect(JSON.stringify(body(reference).data)).toContain('entity.names.pascal');
  });
});
