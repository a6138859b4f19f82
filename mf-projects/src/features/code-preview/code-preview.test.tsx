import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, jsonBody, ok, stubApi, type SentRequest } from '@modelsmith/shared/testing';
import * as generation from '../generation/api';
import { renderAt } from '../../testing/render-at';
import {
  mySet,
  premiumSet,
  springBoot,
  springFiles,
  vueAdmin,
  vueFiles,
} from '../../testing/generation-samples';
import { pageOf, sampleEntity, sampleProject } from '../../testing/samples';

// jsdom lays nothing out: CodeMirror measures text ranges, so give ranges the empty rectangles elements have.
beforeAll(() => {
  const empty = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
  Range.prototype.getClientRects ??= empty as unknown as () => DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => document.body.getBoundingClientRect();
});

afterEach(() => jest.restoreAllMocks());

const order = { id: 12, className: 'Order', label: '订单' };
const previewOf = (request: SentRequest) => {
  const { templateId } = jsonBody(request) as { templateId: number };
  return ok({ files: templateId === vueAdmin.id ? vueFiles : springFiles, elapsedMs: 12 });
};

const projectApi = (extra: Record<string, (request: SentRequest) => ReturnType<typeof ok>> = {}) =>
  stubApi({
    'GET /templates/market': () => ok(pageOf([springBoot, vueAdmin, premiumSet])),
    'GET /templates/my': () => ok(pageOf([mySet])),
    'GET /projects/3': () => ok(sampleProject),
    'GET /projects/3/entities': () => ok(pageOf([sampleEntity, { ...sampleEntity, ...order }])),
    'POST /projects/3/generate': previewOf,
    ...extra,
  });

const generateRequests = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST' && request.url.endsWith('/generate')).map(jsonBody);

test('sets are grouped (official, mine), premium locked for a free plan; one set previews every entity', async () => {
  const { sent } = projectApi();
  renderAt('/projects/3/code-preview');
  const official = await screen.findByRole('group', { name: '官方模板' });
  expect(within(official).getByRole('checkbox', { name: 'Spring Boot' })).toBeEnabled();
  expect(within(official).getByRole('checkbox', { name: '企业微服务' })).toBeDisabled();
  expect(
    within(screen.getByRole('group', { name: '我的模板' })).getByText('我的 MyBatis'),
  ).toBeInTheDocument();
  expect(screen.getByText('项目「商城」· 预览不保存，上传后存为快照')).toBeInTheDocument();

  const generate = screen.getByRole('button', { name: /生成预览/ });
  expect(generate).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Spring Boot' }));
  await userEvent.click(generate);

  const tree = await screen.findByRole('region', { name: '文件树' });
  expect(within(tree).getByTitle('pom.xml')).toBeInTheDocument();
  expect(within(tree).getByTitle('src/main/java/com/example/shop/entity/Customer.java')).toBeInTheDocument();
  expect(screen.getByText('共 2 个文件')).toBeInTheDocument();
  expect(screen.getByText('2 个文件 · 用时 12 ms')).toBeInTheDocument();
  expect(generateRequests(sent)).toEqual([{ templateId: 1 }]);
});

test('chosen entities are sent; several sets are grouped under their names', async () => {
  const { sent } = projectApi();
  renderAt('/projects/3/code-preview');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Spring Boot' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Vue 管理端' }));
  await userEvent.click(await screen.findByRole('checkbox', { name: /全部实体（2 个）/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Order（订单）' }));
  await userEvent.click(screen.getByRole('button', { name: /生成预览/ }));

  const tree = await screen.findByRole('region', { name: '文件树' });
  expect(within(tree).getByTitle('Spring Boot/pom.xml')).toBeInTheDocument();
  expect(within(tree).getByTitle('Vue 管理端/src/views/CustomerList.vue')).toBeInTheDocument();
  expect(screen.getByText('共 3 个文件')).toBeInTheDocument();
  expect(generateRequests(sent)).toEqual([
    { templateId: 1, entityIds: [12] },
    { templateId: 2, entityIds: [12] },
  ]);
});

test('render errors are listed at their files and lines; the other set still shows', async () => {
  projectApi({
    'POST /projects/3/generate': (request) =>
      (jsonBody(request) as { templateId: number }).templateId === vueAdmin.id
        ? fail(400, '模板渲染失败', {
            errors: [
              { file: 'src/views/{{ entity.className }}List.vue', line: 3, message: '未知的过滤器 foo' },
            ],
          })
        : previewOf(request),
  });
  renderAt('/projects/3/code-preview');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Spring Boot' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Vue 管理端' }));
  await userEvent.click(screen.getByRole('button', { name: /生成预览/ }));

  expect(await screen.findByText('模板集「Vue 管理端」生成失败：模板渲染失败')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Vue 管理端 的渲染错误' });
  expect(within(list).getByText('src/views/{{ entity.className }}List.vue:3')).toBeInTheDocument();
  expect(within(list).getByText(/未知的过滤器 foo/)).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: '文件树' })).getByTitle('Spring Boot/pom.xml'),
  ).toBeInTheDocument();
});

test('download zip sends the generation body; 上传 saves a snapshot with a note and links to the snapshots', async () => {
  const download = jest.spyOn(generation, 'downloadZip').mockResolvedValue();
  const { sent } = projectApi({
    'POST /projects/3/snapshots': () =>
      ok({
        id: 21,
        number: 4,
        templateId: 1,
        templateName: 'Spring Boot',
        templateVersion: 3,
        fileCount: 2,
        note: '第一版',
        createdAt: '2026-11-05T08:00:00.000Z',
      }),
  });
  renderAt('/projects/3/code-preview');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Spring Boot' }));
  await userEvent.click(await screen.findByRole('checkbox', { name: /全部实体/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Customer（客户）' }));
  await userEvent.click(screen.getByRole('button', { name: /生成预览/ }));

  await userEvent.click(await screen.findByRole('button', { name: /下载 zip/ }));
  expect(download).toHaveBeenCalledWith('/projects/3/generate/zip', { templateId: 1, entityIds: [11] });

  await userEvent.click(screen.getByRole('button', { name: /上传/ }));
  const dialog = await screen.findByRole('dialog', { name: '上传为快照' });
  await userEvent.type(within(dialog).getByLabelText('备注'), '第一版');
  await userEvent.click(within(dialog).getByRole('button', { name: /上\s?传/ }));

  await waitFor(() =>
    expect(sent.filter((request) => request.url === '/projects/3/snapshots').map(jsonBody)).toEqual([
      { templateId: 1, entityIds: [11], note: '第一版' },
    ]),
  );
  expect(await screen.findByText('已保存快照 #4', { selector: '.ant-alert *' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看生成记录' })).toHaveAttribute('href', '/projects/3/code');
});

test('/code-preview-test previews the sample model with the chosen set, nothing to upload', async () => {
  const { sent } = stubApi({
    'GET /templates/market': () => ok(pageOf([springBoot, vueAdmin])),
    'GET /templates/my': () => ok(pageOf([])),
    'POST /code-preview/sample': previewOf,
  });
  renderAt('/code-preview-test');
  expect(await screen.findByText('使用内置示例模型生成：不需要项目，结果不会保存。')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Vue 管理端' }));
  await userEvent.click(screen.getByRole('button', { name: /生成预览/ }));
  const tree = await screen.findByRole('region', { name: '文件树' });
  expect(within(tree).getByTitle('src/views/CustomerList.vue')).toBeInTheDocument();
  expect(sent.filter((request) => request.method === 'POST').map(jsonBody)).toEqual([{ templateId: 2 }]);
  expect(screen.queryByRole('button', { name: /上传/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /下载 zip/ })).not.toBeInTheDocument();
});
