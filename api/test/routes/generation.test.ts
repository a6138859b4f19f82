// /api/v1/projects/{pid}/generate and /snapshots, /code-preview/sample (API.md "Generation and snapshots"):
// previews, zips (paths at the root, use counted), snapshots numbered per project with their zip and diff,
// ownership, premium gating, and determinism.
import { strFromU8, unzipSync } from 'fflate';
import type { Page, Project, Snapshot, SnapshotDiff, TemplateSet } from '@modelsmith/contract';
import { eq } from 'drizzle-orm';
import { templateSets } from '../../src/db/schema';
import { body, createAccount } from '../helpers/accounts';
import { json } from '../helpers/json';
import { setupTestApp } from '../helpers/test-app';

const ctx = setupTestApp();

interface Preview {
  files: { path: string; content: string; language: string }[];
  elapsedMs: number;
}

const customer = {
  className: 'Customer',
  tableName: 'customer',
  label: '客户',
  fields: [
    { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
    { name: 'name', column: 'name', label: '姓名', type: 'string', length: 64, required: true },
  ],
};
const order = {
  className: 'Order',
  tableName: 'orders',
  label: '订单',
  fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true }],
  relations: [{ name: 'customer', kind: 'MANY_TO_ONE', target: 'Customer', required: true }],
};

async function projectWithEntities(token: string) {
  const project = body<Project>(
    await json(ctx, 'POST', '/projects', token, {
      name: '商城',
      basePackage: 'com.example.shop',
      database: 'MYSQL',
    }),
  ).data;
  const ids: number[] = [];
  for (const entity of [customer, order]) {
    const response = await json(ctx, 'POST', `/projects/${project.id}/entities`, token, entity);
    if (response.statusCode !== 200) throw new Error(response.body);
    ids.push(body<{ id: number }>(response).data.id);
  }
  return { project, ids };
}

async function officialId(token: string, key: string) {
  const page = body<Page<TemplateSet>>(await json(ctx, 'GET', '/templates/market?size=100', token)).data;
  return page.records.find((set) => set.key === key)!.id;
}

const useCountOf = async (id: number) =>
  (await ctx.db.select().from(templateSets).where(eq(templateSets.id, id)))[0].useCount;

function zipEntries(raw: Buffer): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(raw))).map(([path, bytes]) => [path, strFromU8(bytes)]),
  );
}

describe('generation', () => {
  it('previews a set for all or chosen entities, byte-identical on every run, without counting a use', async () => {
    const alice = await createAccount(ctx, 'alice');
    const { project, ids } = await projectWithEntities(alice.token);
    const templateId = await officialId(alice.token, 'mysql-ddl');
    const first = await json(ctx, 'POST', `/projects/${project.id}/generate`, alice.token, { templateId });
    expect(first.statusCode).toBe(200);
    const preview = body<Preview>(first).data;
    const sql = preview.files.map((file) => file.content).join('\n');
    expect(sql).toContain('CREATE TABLE `customer`');
    expect(sql).toContain('CREATE TABLE `orders`');
    expect(preview.files.every((file) => file.language.length > 0)).toBe(true);
    const again = body<Preview>(
      await json(ctx, 'POST', `/projects/${project.id}/generate`, alice.token, { templateId }),
    ).data;
    expect(again.files).toEqual(preview.files);
    expect(await useCountOf(templateId)).toBe(0);

    const springId = await officialId(alice.token, 'spring-boot-mybatis-plus');
    const one = body<Preview>(
      await json(ctx, 'POST', `/projects/${project.id}/generate`, alice.token, {
        templateId: springId,
        entityIds: [ids[0]],
      }),
    ).data;
    expect(one.files.some((file) => file.path.endsWith('Customer.java'))).toBe(true);
    expect(one.files.some((file) => file.path.endsWith('Order.java'))).toBe(false);
  });

  it('downloads a zip with the generated paths at its root and counts one use', async () => {
    const alice = await createAccount(ctx, 'alice');
    const { project } = await projectWithEntities(alice.token);
    const templateId = await officialId(alice.token, 'typescript-zod');
    const preview = body<Preview>(
      await json(ctx, 'POST', `/projects/${project.id}/generate`, alice.token, { templateId }),
    ).data;
    const response = await json(ctx, 'POST', `/projects/${project.id}/generate/zip`, alice.token, {
      templateId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('商城-')}`,
    );
    const entries = zipEntries(response.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(preview.files.map((file) => file.path).sort());
    for (const file of preview.files) expect(entries[file.path]).toBe(file.content);
    expect(await useCountOf(templateId)).toBe(1);
  });

  it("answers 404 for another user's project and 400 for an entity of another project", async () => {
    const alice = await createAccount(ctx, 'alice');
    const bob = await createAccount(ctx, 'bob');
    const { project } = await projectWithEntities(alice.token);
    const other = await projectWithEntities(bob.token);
    const templateId = await officialId(alice.token, 'mysql-ddl');
    expect(
      (await json(ctx, 'POST', `/projects/${project.id}/generate`, bob.token, { templateId })).statusCode,
    ).toBe(404);
    expect(
      (await json(ctx, 'POST', `/projects/${project.id}/snapshots`, bob.token, { templateId })).statusCode,
    ).toBe(404);
    expect((await json(ctx, 'GET', `/projects/${project.id}/snapshots`, bob.token)).statusCode).toBe(404);
    const foreign = await json(ctx, 'POST', `/projects/${project.id}/generate`, alice.token, {
      templateId,
      entityIds: [other.ids[0]],
    });
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).message).toBe(`实体 ${other.ids[0]} 不属于这个项目`);
  });

  it("refuses another user's PRIVATE set (404) and a premium set for a FREE member (403)", async () => {
    const alice = await createAccount(ctx, 'alice');
    const bob = await createAccount(ctx, 'bob');
    const { project } = await projectWithEntities(alice.token);
    const files = [{ path: 'a.txt', scope: 'PROJECT', content: 'x' }];
    const privateSet = body<TemplateSet>(
      await json(ctx, 'POST', '/templates', bob.token, { name: 'b', language: 'text', files }),
    ).data;
    expect(
      (
        await json(ctx, 'POST', `/projects/${project.id}/generate`, alice.token, {
          templateId: privateSet.id,
        })
      ).statusCode,
    ).toBe(404);
    await ctx.db.update(templateSets).set({ premium: true }).where(eq(templateSets.key, 'go-gorm'));
    const premium = await json(ctx, 'POST', `/projects/${project.id}/generate`, alice.token, {
      templateId: await officialId(alice.token, 'go-gorm'),
    });
    expect(premium.statusCode).toBe(403);
  });

  it('answers a broken user template with its errors in data.errors', async () => {
    const alice = await createAccount(ctx, 'alice');
    const { project } = await projectWithEntities(alice.token);
    const set = body<TemplateSet>(
      await json(ctx, 'POST', '/templates', alice.token, {
        name: '坏模板',
        language: 'text',
        files: [{ path: '{{ entity.names.kebab }}.txt', scope: 'ENTITY', content: '{{ entity.nope | }}' }],
      }),
    ).data;
    const response = await json(ctx, 'POST', `/projects/${project.id}/generate`, alice.token, {
      templateId: set.id,
    });
    expect(response.statusCode).toBe(400);
    const { errors } = body<{ errors: { file: string; message: string }[] }>(response).data;
    expect(errors[0].file).toBe('{{ entity.names.kebab }}.txt');
  });
});

describe('snapshots', () => {
  it('numbers snapshots per project, lists them newest first, and diffs each against the one before', async () => {
    const alice = await createAccount(ctx, 'alice');
    const { project, ids } = await projectWithEntities(alice.token);
    const templateId = await officialId(alice.token, 'mysql-ddl');
    const first = await json(ctx, 'POST', `/projects/${project.id}/snapshots`, alice.token, {
      templateId,
      note: ' 初版 ',
    });
    expect(first.statusCode).toBe(200);
    const one = body<Snapshot>(first).data;
    expect(one).toMatchObject({ number: 1, templateId, templateVersion: 1, note: '初版' });
    expect(one.templateName.length).toBeGreaterThan(0);
    expect(one.files).toBeUndefined();

    // Change one entity: the second snapshot differs in exactly that.
    const changed = {
      ...customer,
      fields: [
        ...customer.fields,
        { name: 'phone', column: 'phone', label: '电话', type: 'string', length: 20 },
      ],
    };
    expect(
      (await json(ctx, 'PUT', `/projects/${project.id}/entities/${ids[0]}`, alice.token, changed)).statusCode,
    ).toBe(200);
    const two = body<Snapshot>(
      await json(ctx, 'POST', `/projects/${project.id}/snapshots`, alice.token, { templateId }),
    ).data;
    expect(two).toMatchObject({ number: 2, note: null });

    const page = body<Page<Snapshot>>(
      await json(ctx, 'GET', `/projects/${project.id}/snapshots`, alice.token),
    ).data;
    expect(page.records.map((s) => s.number)).toEqual([2, 1]);
    expect(
      body<Project>(await json(ctx, 'GET', `/projects/${project.id}`, alice.token)).data.snapshotCount,
    ).toBe(2);
    expect(await useCountOf(templateId)).toBe(2);

    const diff = body<SnapshotDiff>(
      await json(ctx, 'GET', `/projects/${project.id}/snapshots/${two.id}/diff`, alice.token),
    ).data;
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0].diff).toContain('+  `phone` VARCHAR(20)');
    const initial = body<SnapshotDiff>(
      await json(ctx, 'GET', `/projects/${project.id}/snapshots/${one.id}/diff`, alice.token),
    ).data;
    expect(initial.added.length).toBe(one.fileCount);
    const backwards = body<SnapshotDiff>(
      await json(
        ctx,
        'GET',
        `/projects/${project.id}/snapshots/${one.id}/diff?against=${two.id}`,
        alice.token,
      ),
    ).data;
    expect(backwards.changed[0].diff).toContain('-  `phone` VARCHAR(20)');

    const detail = body<Snapshot>(
      await json(ctx, 'GET', `/projects/${project.id}/snapshots/${two.id}`, alice.token),
    ).data;
    expect(detail.files).toHaveLength(two.fileCount);
    const zip = await json(ctx, 'GET', `/projects/${project.id}/snapshots/${two.id}/zip`, alice.token);
    expect(zip.statusCode).toBe(200);
    expect(Object.keys(zipEntries(zip.rawPayload)).sort()).toEqual(detail.files!.map((f) => f.path).sort());
    // Downloading a snapshot again is not a new use.
    expect(await useCountOf(templateId)).toBe(2);
  });

  it('gives consecutive numbers to parallel uploads and keeps snapshots when their set is deleted', async () => {
    const alice = await createAccount(ctx, 'alice');
    const { project } = await projectWithEntities(alice.token);
    const set = body<TemplateSet>(
      await json(ctx, 'POST', '/templates', alice.token, {
        name: '说明',
        language: 'markdown',
        files: [{ path: 'README.md', scope: 'PROJECT', content: '# {{ project.name }}' }],
      }),
    ).data;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        json(ctx, 'POST', `/projects/${project.id}/snapshots`, alice.token, { templateId: set.id }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => body<Snapshot>(a).data.number).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await json(ctx, 'DELETE', `/templates/${set.id}`, alice.token)).statusCode).toBe(200);
    const page = body<Page<Snapshot>>(
      await json(ctx, 'GET', `/projects/${project.id}/snapshots`, alice.token),
    ).data;
    expect(page.records[0]).toMatchObject({ templateId: null, templateName: '说明', templateVersion: 1 });
    expect(
      (await json(ctx, 'GET', `/projects/${project.id}/snapshots/999/diff`, alice.token)).statusCode,
    ).toBe(404);
  });
});

describe('POST /code-preview/sample', () => {
  it('previews a set on the built-in sample model', async () => {
    const alice = await createAccount(ctx, 'alice');
    const templateId = await officialId(alice.token, 'typescript-zod');
    const preview = body<Preview>(
      await json(ctx, 'POST', '/code-preview/sample', alice.token, { templateId }),
    ).data;
    expect(preview.files.map((file) => file.path)).toContain('src/schemas/order-item.ts');
  });
});
