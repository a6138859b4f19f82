import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubApi, type SentRequest } from '@modelsmith/shared/testing';
import * as generation from './api';
import { renderAt } from '../../testing/render-at';
import { snapshot } from '../../testing/generation-samples';
import { pageOf, sampleProject } from '../../testing/samples';

// jsdom lays nothing out: CodeMirror measures text ranges, so give ranges the empty rectangles elements have.
beforeAll(() => {
  const empty = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
  Range.prototype.getClientRects ??= empty as unknown as () => DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => document.body.getBoundingClientRect();
});

afterEach(() => jest.restoreAllMocks());

const first = snapshot(11, 1);
const second = snapshot(12, 2, { note: '新增订单', fileCount: 3 });
const third = snapshot(13, 3, { templateName: 'Vue 管理端', templateVersion: 1, templateId: 2 });
const filesOf: Record<number, { path: string; content: string; language: string }[]> = {
  11: [
    { path: 'pom.xml', content: '<project/>', language: 'xml' },
    { path: 'src/Customer.java', content: 'class Customer {}', language: 'java' },
    { path: 'src/Old.java', content: 'class Old {}', language: 'java' },
  ],
  12: [
    { path: 'pom.xml', content: '<project/>', language: 'xml' },
    { path: 'src/Customer.java', content: 'class Customer { String name; }', language: 'java' },
    { path: 'src/Order.java', content: 'class Order {}', language: 'java' },
  ],
  13: [{ path: 'src/views/CustomerList.vue', content: '<template></template>', language: 'vue' }],
};

const diffs: Record<string, unknown> = {
  '12:11': {
    added: ['src/Order.java'],
    removed: ['src/Old.java'],
    changed: [{ path: 'src/Customer.java', diff: '' }],
  },
  '13:12': {
    added: ['src/views/CustomerList.vue'],
    removed: ['pom.xml', 'src/Customer.java', 'src/Order.java'],
    changed: [],
  },
  '13:11': {
    added: ['src/views/CustomerList.vue'],
    removed: ['pom.xml', 'src/Customer.java', 'src/Old.java'],
    changed: [],
  },
};

const snapshotApi = (list = [third, second, first]) =>
  stubApi({
    'GET /projects/3': () => ok(sampleProject),
    'GET /projects/3/snapshots': () => ok(pageOf(list)),
    ...Object.fromEntries(
      list.map((item) => [
        `GET /projects/3/snapshots/${item.id}`,
        () => ok({ ...item, files: filesOf[item.id] }),
      ]),
    ),
    ...Object.fromEntries(
      list.map((item) => [
        `GET /projects/3/snapshots/${item.id}/diff`,
        (request: SentRequest) => ok(diffs[`${item.id}:${(request.params as { against?: number }).against}`]),
      ]),
    ),
  });

test('no snapshots: an honest empty state leads to code preview', async () => {
  stubApi({
    'GET /projects/3': () => ok(sampleProject),
    'GET /projects/3/snapshots': () => ok(pageOf([])),
  });
  const router = renderAt('/projects/3/code');
  expect(await screen.findByText('还没有快照')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /去代码预览/ }));
  expect(router.state.location.pathname).toBe('/projects/3/code-preview');
});

test('the table lists each snapshot; view files opens them in a drawer; download fetches the zip', async () => {
  const download = jest.spyOn(generation, 'downloadZip').mockResolvedValue();
  snapshotApi();
  renderAt('/projects/3/code');
  const row = (await screen.findByText('新增订单')).closest('tr')!;
  expect(within(row).getByText('#2')).toBeInTheDocument();
  expect(within(row).getByText('Spring Boot')).toBeInTheDocument();
  expect(within(row).getByText('v3')).toBeInTheDocument();
  expect(within(row).getByText('3')).toBeInTheDocument();
  expect(screen.getByText('快照（3）')).toBeInTheDocument();

  await userEvent.click(within(row).getByRole('button', { name: /下载/ }));
  expect(download).toHaveBeenCalledWith('/projects/3/snapshots/12/zip');

  await userEvent.click(within(row).getByRole('button', { name: /查看文件/ }));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('快照 #2 · Spring Boot v3')).toBeInTheDocument();
  const tree = await within(drawer).findByRole('region', { name: '文件树' });
  expect(within(tree).getByTitle('src/Order.java')).toBeInTheDocument();
  expect(within(drawer).getByText('共 3 个文件')).toBeInTheDocument();
});

test('the diff compares the previous snapshot with the latest by default, and any row on demand', async () => {
  const { sent } = snapshotApi();
  renderAt('/projects/3/code');
  const stats = await screen.findByLabelText('差异统计');
  expect(within(stats).getByText('新增 1')).toBeInTheDocument();
  expect(within(stats).getByText('删除 3')).toBeInTheDocument();
  expect(within(stats).getByText('修改 0')).toBeInTheDocument();
  expect(
    sent.filter((request) => request.url.endsWith('/diff')).map((request) => [request.url, request.params]),
  ).toEqual([['/projects/3/snapshots/13/diff', { against: 12 }]]);

  const row = screen.getByText('新增订单').closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: /对比/ }));
  await waitFor(() =>
    expect(within(screen.getByLabelText('差异统计')).getByText('修改 1')).toBeInTheDocument(),
  );
  expect(
    within(screen.getByRole('group', { name: '修改的文件' })).getByText('src/Customer.java'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: '新增的文件' })).getByText('src/Order.java'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: '删除的文件' })).getByText('src/Old.java'),
  ).toBeInTheDocument();
  expect(sent.at(-1)?.params).toEqual({ against: 11 });
});

test('a changed file fetches both snapshots and shows a unified or side-by-side diff', async () => {
  const { sent } = snapshotApi([second, first]);
  renderAt('/projects/3/code');
  const container = document.body;
  await userEvent.click(await screen.findByRole('button', { name: 'src/Customer.java' }));
  await waitFor(() => expect(container.querySelector('.ms-diff-unified .cm-editor')).not.toBeNull());
  const fetched = sent.map((request) => request.url);
  expect(fetched).toContain('/projects/3/snapshots/11');
  expect(fetched).toContain('/projects/3/snapshots/12');
  expect(container.querySelector('.ms-diff-unified')).toHaveTextContent('class Customer { String name; }');

  await userEvent.click(screen.getByText('并排视图'));
  await waitFor(() => expect(container.querySelectorAll('.ms-diff-split .cm-editor')).toHaveLength(2));
  expect(container.querySelector('.ms-diff-split')).toHaveTextContent('class Customer {}');

  // An added file has nothing before it: only snapshot B is read.
  await userEvent.click(screen.getByRole('button', { name: 'src/Order.java' }));
  await waitFor(() => expect(container.querySelector('.ms-diff-split')).toHaveTextContent('class Order {}'));
});
