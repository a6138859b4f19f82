import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenderBody, TemplateSet } from '@modelsmith/contract';
import { fail, jsonBody, ok, stubApi, type SentRequest } from '@modelsmith/shared/testing';
import { renderAt } from '../../../testing/render-at';
import {
  mySet,
  officialFiles,
  officialSet,
  pageOf,
  sampleEntity,
  sampleProject,
} from '../../../testing/samples';
import { EXAMPLE_PATH } from '../model';

jest.mock('@modelsmith/shared/code', () => jest.requireActual('../testing/code-stub'));

const rendered = (path: string, content = '# 订单') =>
  ok({ files: [{ path, content, language: 'markdown' }], elapsedMs: 12.4 });
const renders = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.url === '/templates/render')
    .map((request) => jsonBody(request) as RenderBody);
/** The open dialog with this title (antd's ids are all "test-id" under test, so names do not resolve). */
const dialogTitled = async (title: string) => {
  await screen.findByText(title, { selector: '.ant-modal-title, .ant-drawer-title' });
  const dialog = screen.getAllByRole('dialog').find((element) => within(element).queryByText(title));
  if (!dialog) throw new Error(`no dialog ${title}`);
  return dialog;
};
const editor = () => screen.getByRole('textbox', { name: /^模板内容/ });

test('create starts with an example entity file, previews it at once against the sample model, and saves', async () => {
  const created: TemplateSet = { ...mySet, id: 9, name: '我的文档', version: 1, files: [] };
  const { sent } = stubApi({
    'POST /templates/render': (request) => {
      const body = jsonBody(request) as RenderBody;
      return rendered('src/order.md', body.files[0].content.includes('改过') ? '改过' : '# 订单');
    },
    'POST /templates': () => ok(created),
    'GET /templates/9': () =>
      ok({ ...created, files: [{ path: EXAMPLE_PATH, scope: 'ENTITY', content: 'x' }] }),
  });
  const router = renderAt('/templates/create');

  expect(await screen.findByRole('heading', { name: '创建模板' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: '输出路径模板' })).toHaveValue(EXAMPLE_PATH);
  expect((editor() as HTMLTextAreaElement).value).toContain('{{ entity.label }}');
  expect(editor().parentElement).toHaveAttribute('data-language', 'markdown');
  expect(await screen.findByText('src/order.md')).toBeInTheDocument();
  expect(screen.getByText('1 个文件 · 耗时 12 ms')).toBeInTheDocument();
  expect(renders(sent)[0]).toEqual({
    files: [expect.objectContaining({ path: EXAMPLE_PATH, scope: 'ENTITY' })],
  });

  // Every edit re-renders, debounced: a burst of changes is one request.
  const before = renders(sent).length;
  fireEvent.change(editor(), { target: { value: '改' } });
  fireEvent.change(editor(), { target: { value: '改过' } });
  expect(await screen.findByText('改过', { selector: 'pre' })).toBeInTheDocument();
  expect(
    renders(sent)
      .slice(before)
      .map((body) => body.files[0].content),
  ).toEqual(['改过']);
  expect(screen.getByText('有未保存的修改')).toBeInTheDocument();

  // 保存 needs a name.
  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  expect(await screen.findByText('请填写模板名称')).toBeInTheDocument();
  expect(sent.filter((request) => request.url === '/templates')).toHaveLength(0);

  await userEvent.type(screen.getByRole('textbox', { name: '模板名称' }), '我的文档');
  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/templates/9/edit'));
  const post = sent.find((request) => request.method === 'POST' && request.url === '/templates')!;
  expect(jsonBody(post)).toEqual({
    name: '我的文档',
    description: null,
    language: 'markdown',
    tags: [],
    visibility: 'PRIVATE',
    files: [{ path: EXAMPLE_PATH, scope: 'ENTITY', content: '改过' }],
  });
});

test('render errors are listed with file and line, open their file and reach its editor', async () => {
  stubApi({
    'GET /templates/5': () => ok({ ...mySet, files: officialFiles }),
    'POST /templates/render': () =>
      fail(400, '模板渲染失败', { errors: [{ file: 'pom.xml', line: 2, message: '标签 if 没有闭合' }] }),
  });
  renderAt('/templates/5/edit');

  const errors = await screen.findByRole('list', { name: '渲染错误' });
  expect(screen.getByText('渲染失败（1 个错误）')).toBeInTheDocument();
  expect(within(errors).getByText('标签 if 没有闭合')).toBeInTheDocument();
  // The first file is open, and its editor has no diagnostics.
  expect(screen.getByRole('textbox', { name: '输出路径模板' })).toHaveValue(officialFiles![0].path);
  expect(within(screen.getByRole('list', { name: '编辑器诊断' })).queryAllByRole('listitem')).toHaveLength(0);

  await userEvent.click(within(errors).getByRole('button', { name: 'pom.xml:2' }));
  expect(screen.getByRole('textbox', { name: '输出路径模板' })).toHaveValue('pom.xml');
  expect(editor()).toHaveValue('<project>{{ project.name }}</project>');
  expect(screen.getByText('第 2 行：标签 if 没有闭合')).toBeInTheDocument();
  // The file list shows the count of errors.
  expect(screen.getByTitle('1 个错误')).toBeInTheDocument();
});

test('edit saves a new version and guards unsaved changes on leaving', async () => {
  const { sent } = stubApi({
    'GET /templates/5': () => ok({ ...mySet, files: officialFiles }),
    'POST /templates/render': () => rendered('pom.xml'),
    'PUT /templates/5': () => ok({ ...mySet, version: 3 }),
  });
  const router = renderAt('/templates/5/edit');

  expect(await screen.findByRole('heading', { name: '编辑模板：我的 MyBatis' })).toBeInTheDocument();
  expect(screen.getByText('版本 2')).toBeInTheDocument();
  expect(screen.getByText('复制自 Spring Boot')).toBeInTheDocument();
  expect(editor().parentElement).toHaveAttribute('data-language', 'java');

  fireEvent.change(editor(), { target: { value: 'public class {{ entity.className }}Entity {}' } });
  await userEvent.click(screen.getByRole('radio', { name: '公开' }));

  // Leaving asks first; 继续编辑 stays.
  void router.navigate('/templates');
  expect(await screen.findByText('离开模板编辑器？', { selector: '.ant-modal-title' })).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: '继续编辑' }));
  await waitFor(() => expect(screen.queryByText('离开模板编辑器？')).not.toBeInTheDocument());
  expect(router.state.location.pathname).toBe('/templates/5/edit');

  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  expect(await screen.findByText('已保存，版本 3')).toBeInTheDocument();
  const put = sent.find((request) => request.method === 'PUT')!;
  expect(jsonBody(put)).toMatchObject({
    name: '我的 MyBatis',
    visibility: 'PUBLIC',
    files: [
      {
        path: officialFiles![0].path,
        scope: 'ENTITY',
        content: 'public class {{ entity.className }}Entity {}',
      },
      { path: 'pom.xml', scope: 'PROJECT', content: '<project>{{ project.name }}</project>' },
    ],
  });
  expect(screen.getByText('所有修改已保存')).toBeInTheDocument();

  // Saved: leaving goes straight through.
  void router.navigate('/templates');
  await waitFor(() => expect(router.state.location.pathname).toBe('/templates'));
});

test('files are added, renamed and deleted from the list; the preview gets them all', async () => {
  const { sent } = stubApi({
    'GET /templates/5': () => ok({ ...mySet, files: officialFiles }),
    'POST /templates/render': () => rendered('pom.xml'),
  });
  renderAt('/templates/5/edit');
  await screen.findByRole('heading', { name: '编辑模板：我的 MyBatis' });

  await userEvent.click(screen.getByRole('button', { name: /添加文件/ }));
  const dialog = await dialogTitled('添加文件');
  const path = within(dialog).getByLabelText('输出路径模板');
  await userEvent.clear(path);
  await userEvent.type(path, 'pom.xml');
  await userEvent.click(within(dialog).getByRole('button', { name: /添\s*加/ }));
  expect(await within(dialog).findByText('已有相同输出路径的文件')).toBeInTheDocument();
  await userEvent.clear(path);
  await userEvent.type(path, 'README.md');
  await userEvent.click(within(dialog).getByRole('radio', { name: /整个项目/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: /添\s*加/ }));

  // The new file is open.
  await waitFor(() => expect(screen.getByRole('textbox', { name: '输出路径模板' })).toHaveValue('README.md'));
  await waitFor(() =>
    expect(
      renders(sent)
        .at(-1)
        ?.files.map((file) => [file.path, file.scope]),
    ).toEqual([
      [officialFiles![0].path, 'ENTITY'],
      ['pom.xml', 'PROJECT'],
      ['README.md', 'PROJECT'],
    ]),
  );

  await userEvent.click(screen.getByRole('button', { name: '重命名 README.md' }));
  const rename = await dialogTitled('重命名文件');
  const renamed = within(rename).getByLabelText('输出路径模板');
  await userEvent.clear(renamed);
  await userEvent.type(renamed, 'docs/README.md');
  await userEvent.click(within(rename).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: '输出路径模板' })).toHaveValue('docs/README.md'),
  );

  await userEvent.click(screen.getByRole('button', { name: '删除 docs/README.md' }));
  const confirm = (await screen.findByText('删除这个文件？')).closest('.ant-popover') as HTMLElement;
  await userEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: '删除 docs/README.md' })).not.toBeInTheDocument(),
  );
  await waitFor(() => expect(renders(sent).at(-1)?.files).toHaveLength(2));
});

test('an official set is read-only: 复制为我的模板 forks it and opens the copy', async () => {
  const fork: TemplateSet = { ...mySet, id: 6, files: officialFiles };
  const { sent } = stubApi({
    'GET /templates/1': () => ok({ ...officialSet, files: officialFiles }),
    'POST /templates/1/fork': () => ok(fork),
    'GET /templates/6': () => ok(fork),
    'POST /templates/render': () => rendered('pom.xml'),
  });
  const router = renderAt('/templates/1/edit');

  expect(await screen.findByText('这个模板不能直接编辑')).toBeInTheDocument();
  expect(screen.getByText(/官方模板是只读的/)).toBeInTheDocument();
  expect(sent.some((request) => request.url === '/templates/render')).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: /复制为我的模板/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/templates/6/edit'));
  expect(await screen.findByRole('heading', { name: '编辑模板：我的 MyBatis' })).toBeInTheDocument();
});

test('another user’s set is read-only too; a missing set shows the error', async () => {
  stubApi({
    'GET /templates/2': () =>
      ok({ ...officialSet, id: 2, official: false, author: { id: 9, nickname: '鲍勃' } }),
    'GET /templates/4': () => fail(404, '模板不存在'),
  });
  renderAt('/templates/2/edit');
  expect(await screen.findByText(/这是其他用户的模板/)).toBeInTheDocument();
});

test('a missing set shows the server’s message', async () => {
  stubApi({ 'GET /templates/4': () => fail(404, '模板不存在') });
  renderAt('/templates/4/edit');
  expect(await screen.findByText('模板不存在')).toBeInTheDocument();
});

test('the preview can render against a project and chosen entities', async () => {
  const { sent } = stubApi({
    'GET /templates/5': () => ok({ ...mySet, files: officialFiles }),
    'POST /templates/render': () => rendered('pom.xml'),
    'GET /projects': () => ok(pageOf([sampleProject])),
    'GET /projects/3/entities': () => ok(pageOf([sampleEntity])),
  });
  renderAt('/templates/5/edit');
  await screen.findByText('pom.xml', { selector: 'span' });

  await userEvent.click(screen.getByText('我的项目'));
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: '预览项目' }));
  await userEvent.click(await screen.findByTitle('商城'));
  await waitFor(() => expect(renders(sent).at(-1)).toMatchObject({ projectId: 3 }));
  expect(renders(sent).at(-1)).not.toHaveProperty('entityIds');

  fireEvent.mouseDown(await screen.findByRole('combobox', { name: '预览实体' }));
  await userEvent.click(await screen.findByTitle('客户（Customer）'));
  await waitFor(() => expect(renders(sent).at(-1)).toMatchObject({ projectId: 3, entityIds: [11] }));
});

test('the reference lists every section and entry, searches, and inserts an example into the open file', async () => {
  stubApi({
    'GET /templates/5': () => ok({ ...mySet, files: officialFiles }),
    'POST /templates/render': () => rendered('pom.xml'),
    'GET /templates/context': () =>
      ok({
        scopes: [{ scope: 'entity', title: '每个实体', description: '只有每个实体的文件能用 entity' }],
        sections: [
          {
            id: 'entity',
            title: '实体',
            description: '当前实体',
            entries: [
              {
                path: 'entity.label',
                type: 'string',
                description: '中文名',
                example: { liquid: '{{ entity.label }}', output: '订单项' },
              },
              {
                path: 'entity.names.kebab',
                type: 'string',
                description: '短横线写法',
                example: { liquid: '{{ entity.names.kebab }}', output: 'order-item' },
              },
            ],
          },
          {
            id: 'filters',
            title: '过滤器',
            description: '',
            entries: [
              {
                path: 'upcase',
                type: 'string → string',
                description: '转大写',
                example: { liquid: "{{ 'a' | upcase }}", output: 'A' },
              },
            ],
          },
        ],
      }),
  });
  renderAt('/templates/5/edit');
  await screen.findByRole('heading', { name: '编辑模板：我的 MyBatis' });

  await userEvent.click(screen.getByRole('button', { name: /参\s*考/ }));
  const drawer = await dialogTitled('模板参考');
  expect(await within(drawer).findByRole('region', { name: '实体' })).toBeInTheDocument();
  expect(within(drawer).getByRole('region', { name: '过滤器' })).toBeInTheDocument();
  expect(within(drawer).getByText(/→ 订单项/)).toBeInTheDocument();
  expect(within(drawer).getByText('string → string')).toBeInTheDocument();

  await userEvent.type(within(drawer).getByRole('textbox', { name: '搜索参考' }), 'kebab');
  expect(within(drawer).queryByRole('region', { name: '过滤器' })).not.toBeInTheDocument();
  expect(within(drawer).queryByRole('article', { name: 'entity.label' })).not.toBeInTheDocument();
  await userEvent.click(within(drawer).getByRole('button', { name: '插入 entity.names.kebab' }));
  expect(editor()).toHaveValue('public class {{ entity.className }} {}\n{{ entity.names.kebab }}');
});
