import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, jsonBody, ok, stubApi } from '@modelsmith/shared/testing';
import { renderAt } from '../../../testing/render-at';
import { pageOf, sampleEntity, sampleProject } from '../../../testing/samples';

test('a new user sees an honest empty state with a way to create the first project', async () => {
  stubApi({ 'GET /projects': () => ok(pageOf([])) });
  const router = renderAt('/projects');
  expect(await screen.findByText('还没有项目')).toBeInTheDocument();
  expect(screen.getByText('项目 0 / 3（免费版）')).toBeInTheDocument();
  await userEvent.click(screen.getAllByRole('button', { name: /新建项目/ })[0]);
  expect(router.state.location.pathname).toBe('/projects/create');
});

test('the list shows each project with its database, package and counts, and searches by keyword', async () => {
  const { sent } = stubApi({ 'GET /projects': () => ok(pageOf([sampleProject])) });
  renderAt('/projects');
  const row = (await screen.findByRole('link', { name: '商城' })).closest('tr')!;
  expect(within(row).getByText('MySQL')).toBeInTheDocument();
  expect(within(row).getByText('com.example.shop')).toBeInTheDocument();
  await userEvent.type(screen.getByPlaceholderText('搜索项目名称或描述'), '商{Enter}');
  await waitFor(() =>
    expect(sent.map((request) => request.params)).toContainEqual(
      expect.objectContaining({ keyword: '商', current: 1 }),
    ),
  );
});

test('create checks the base package inline, sends nothing bad, then creates and opens the project', async () => {
  const { sent } = stubApi({
    'POST /projects': () => ok(sampleProject),
    'GET /projects/3': () => ok(sampleProject),
    'GET /projects/3/entities': () => ok(pageOf([sampleEntity])),
  });
  const router = renderAt('/projects/create');
  await userEvent.type(await screen.findByLabelText('项目名称'), '商城');
  const basePackage = screen.getByLabelText('基础包名');
  await userEvent.clear(basePackage);
  await userEvent.type(basePackage, 'Com.Shop');
  await userEvent.click(screen.getByRole('button', { name: '创建项目' }));
  expect(await screen.findByText('基础包名格式不正确，应类似 com.example.shop')).toBeInTheDocument();
  expect(sent).toHaveLength(0);

  await userEvent.clear(basePackage);
  await userEvent.type(basePackage, 'com.example.shop');
  await userEvent.click(screen.getByRole('button', { name: '创建项目' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/3'));
  expect(jsonBody(sent[0])).toMatchObject({
    name: '商城',
    basePackage: 'com.example.shop',
    database: 'MYSQL',
  });
  expect(sent[0].headers.get('Content-Type')).toContain('application/json');
  expect(await screen.findByRole('link', { name: 'Customer' })).toBeInTheDocument();
});

test('a refused create (plan limit) shows the server’s message and stays on the form', async () => {
  stubApi({ 'POST /projects': () => fail(403, '免费版最多可创建 3 个项目，升级到专业版可增加到 50 个项目') });
  const router = renderAt('/projects/create');
  await userEvent.type(await screen.findByLabelText('项目名称'), '第四个');
  await userEvent.click(screen.getByRole('button', { name: '创建项目' }));
  expect(
    await screen.findByText('免费版最多可创建 3 个项目，升级到专业版可增加到 50 个项目'),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/projects/create');
});

const projects = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ ...sampleProject, id: i + 1, name: `项目${i + 1}` }));

test('the list shows the quota used of the plan; the create button stays open below the limit', async () => {
  stubApi({ 'GET /projects': () => ok(pageOf(projects(2))) });
  renderAt('/projects');
  expect(await screen.findByText('项目 2 / 3（免费版）')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /新建项目/ })).toBeEnabled();
});

test('at the plan’s limit the create button is disabled and names the plan that lifts it', async () => {
  stubApi({
    // A search narrows the page to one match; the quota still counts every project.
    'GET /projects': (request) =>
      ok(pageOf(projects((request.params as { keyword?: string }).keyword ? 1 : 3))),
  });
  const router = renderAt('/projects');
  expect(await screen.findByText('项目 3 / 3（免费版）')).toBeInTheDocument();
  const create = screen.getByRole('button', { name: /新建项目/ });
  expect(create).toBeDisabled();
  await userEvent.hover(create.parentElement!);
  expect(
    await screen.findByText(/免费版最多可创建 3 个项目，升级到专业版可增加到 50 个项目/),
  ).toBeInTheDocument();

  await userEvent.type(screen.getByPlaceholderText('搜索项目名称或描述'), '项目1{Enter}');
  expect(await screen.findByText('共 1 个项目')).toBeInTheDocument();
  expect(screen.getByText('项目 3 / 3（免费版）')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /新建项目/ })).toBeDisabled();

  await userEvent.click(screen.getByRole('link', { name: '升级' }));
  expect(router.state.location.pathname).toBe('/membership');
});

const entityListStubs = (project = sampleProject) => ({
  'GET /projects/3': () => ok(project),
  'GET /projects/3/entities': () => ok(pageOf([sampleEntity])),
});

test('the entity list shows the entities used of the plan and refuses a new one at the limit', async () => {
  stubApi(entityListStubs({ ...sampleProject, entityCount: 20 }));
  renderAt('/projects/3/entities');
  expect(await screen.findByText('实体 20 / 20（免费版）')).toBeInTheDocument();
  const create = screen.getByRole('button', { name: /新建实体/ });
  expect(create).toBeDisabled();
  await userEvent.hover(create.parentElement!);
  expect(
    await screen.findByText(/免费版每个项目最多 20 个实体，升级到专业版可增加到 200 个实体/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '前往会员中心' })).toHaveAttribute('href', '/membership');
  // Import stays open: it may only update existing tables, and the server counts what it would create.
  expect(screen.getByRole('button', { name: /导入 DDL/ })).toBeEnabled();
});

const skipped = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    statement: `INSERT INTO t VALUES (${i})`,
    line: 10 + i,
    reason: i < count - 1 ? '不是建表语句，已跳过' : '复合外键无法映射为关系，已忽略',
  }));

async function previewImport(result: object) {
  const { sent } = stubApi({
    ...entityListStubs(),
    'POST /projects/3/entities/import-ddl': () => ok({ approximations: [], suggestions: [], ...result }),
  });
  renderAt('/projects/3/entities?import=1');
  await userEvent.type(await screen.findByLabelText('建表语句'), 'CREATE TABLE t (id int);');
  await userEvent.click(screen.getByRole('button', { name: /预\s*览/ }));
  return sent;
}

test('the import preview lists each skipped statement with its line and reason before confirming', async () => {
  const sent = await previewImport({
    created: [sampleEntity],
    updated: [],
    removed: [],
    skipped: skipped(2),
  });
  expect(await screen.findByText('跳过 2 条语句（不会导入）')).toBeInTheDocument();
  const row = screen.getByText('INSERT INTO t VALUES (1)').closest('tr')!;
  expect(within(row).getByText('第 11 行')).toBeInTheDocument();
  expect(within(row).getByText('复合外键无法映射为关系，已忽略')).toBeInTheDocument();
  expect(jsonBody(sent.at(-1)!)).toMatchObject({ dryRun: true });
  expect(screen.getByRole('button', { name: '确认导入' })).toBeEnabled();
});

test('a long skipped list folds behind a header counting the reasons, and opens on click', async () => {
  await previewImport({ created: [sampleEntity], updated: [], removed: [], skipped: skipped(8) });
  expect(await screen.findByText('跳过 8 条语句（不会导入）')).toBeInTheDocument();
  expect(screen.getByText('不是建表语句，已跳过 × 7')).toBeInTheDocument();
  expect(screen.getByText('复合外键无法映射为关系，已忽略 × 1')).toBeInTheDocument();
  expect(screen.queryByText('第 17 行')).not.toBeInTheDocument();
  await userEvent.click(screen.getByText('展开查看行号与原因'));
  expect(await screen.findByText('第 17 行')).toBeInTheDocument();
  expect(screen.getByText('收起')).toBeInTheDocument();
});

test('a field row dragged by its handle and dropped on another row’s upper half moves above it', async () => {
  stubApi(entityListStubs());
  renderAt('/projects/3/entities/11/edit');
  const nameOf = (row: number) => screen.getByLabelText(`第 ${row} 行字段名`);
  expect(await screen.findByLabelText('第 2 行字段名')).toHaveValue('name');

  const handle = screen.getByLabelText('拖动第 2 行');
  const target = nameOf(1).closest('tr')!;
  jest.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 100, height: 40 } as DOMRect);
  const dataTransfer = { setData: jest.fn(), setDragImage: jest.fn(), dropEffect: '', effectAllowed: '' };
  // jsdom has no DragEvent: the pointer's height is set on a plain event.
  const at = (event: Event, clientY: number) => Object.defineProperty(event, 'clientY', { value: clientY });

  fireEvent.dragStart(handle, { dataTransfer });
  expect(dataTransfer.setData).toHaveBeenCalled();
  fireEvent(target, at(createEvent.dragOver(target, { dataTransfer }), 110));
  expect(target).toHaveClass('row-drop-before');
  fireEvent(target, at(createEvent.drop(target, { dataTransfer }), 110));

  expect(nameOf(1)).toHaveValue('name');
  expect(nameOf(2)).toHaveValue('id');
  expect(nameOf(1).closest('tr')).not.toHaveClass('row-drop-before');
});

test('a drag that would not move the row shows no drop line and changes nothing', async () => {
  stubApi(entityListStubs());
  renderAt('/projects/3/entities/11/edit');
  const nameOf = (row: number) => screen.getByLabelText(`第 ${row} 行字段名`);
  expect(await screen.findByLabelText('第 2 行字段名')).toHaveValue('name');
  const target = nameOf(1).closest('tr')!;
  jest.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 100, height: 40 } as DOMRect);
  const dataTransfer = { setData: jest.fn(), setDragImage: jest.fn(), dropEffect: '', effectAllowed: '' };
  const at = (event: Event, clientY: number) => Object.defineProperty(event, 'clientY', { value: clientY });

  // Dragging row 2 onto the lower half of row 1 lands where it already is.
  fireEvent.dragStart(screen.getByLabelText('拖动第 2 行'), { dataTransfer });
  fireEvent(target, at(createEvent.dragOver(target, { dataTransfer }), 135));
  expect(target).not.toHaveClass('row-drop-after');
  fireEvent(target, at(createEvent.drop(target, { dataTransfer }), 135));
  expect(nameOf(1)).toHaveValue('id');

  // A drag that did not start at a handle (a file, some text) is not a drop target.
  const file = { setData: jest.fn(), dropEffect: '', effectAllowed: '' };
  const over = createEvent.dragOver(target, { dataTransfer: file });
  fireEvent(target, at(over, 110));
  expect(over.defaultPrevented).toBe(false);
});

test('saving a new entity opens it for editing without asking to leave unsaved work', async () => {
  const created = { ...sampleEntity, id: 12, className: 'Payment', tableName: 'payment', label: undefined };
  let saved = false;
  stubApi({
    ...entityListStubs(),
    'GET /projects/3/entities': () => ok(pageOf(saved ? [sampleEntity, created] : [sampleEntity])),
    'POST /projects/3/entities': () => {
      saved = true;
      return ok(created);
    },
    'GET /projects/3/entities/12': () => ok(created),
  });
  const router = renderAt('/projects/3/entities/designer');
  await userEvent.type(await screen.findByLabelText('类名'), 'Payment');
  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/projects/3/entities/12/edit'));
  expect(screen.queryByText('离开设计器？')).not.toBeInTheDocument();
  expect(await screen.findByText('编辑实体 Payment')).toBeInTheDocument();
});

test('leaving the designer with unsaved changes asks first, and staying keeps the work', async () => {
  stubApi(entityListStubs());
  const router = renderAt('/projects/3/entities/designer');
  await userEvent.type(await screen.findByLabelText('类名'), 'Draft');
  await userEvent.click(screen.getByRole('button', { name: '返回实体列表' }));
  expect((await screen.findAllByText('离开设计器？'))[0]).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: /继续编辑/ }));
  expect(router.state.location.pathname).toBe('/projects/3/entities/designer');
  expect(screen.getByLabelText('类名')).toHaveValue('Draft');
});

test('the import preview lists approximations, and a declined comment code is sent back with the import', async () => {
  const sent = await previewImport({
    created: [sampleEntity],
    updated: [],
    removed: [],
    skipped: [],
    approximations: [{ statement: 'tags text[]', line: 4, reason: 'MySQL 没有数组类型，导出为 JSON' }],
    suggestions: [
      {
        tableName: 'customer',
        field: 'status',
        line: 3,
        values: [
          { value: '0', label: '正常' },
          { value: '1', label: '停用' },
        ],
        reason: '注释列出了取值',
      },
    ],
  });
  expect(await screen.findByText('近似保留 1 项（导入后与原脚本略有不同）')).toBeInTheDocument();
  expect(screen.getByText('MySQL 没有数组类型，导出为 JSON')).toBeInTheDocument();
  const suggestion = screen.getByRole('checkbox', { name: /customer\.status/ });
  expect(suggestion).toBeChecked();
  expect(screen.getByText(/0=正常，1=停用/)).toBeInTheDocument();
  await userEvent.click(suggestion);
  await userEvent.click(screen.getByRole('button', { name: '确认导入' }));
  const imports = () => sent.filter((request) => request.method === 'POST').map(jsonBody);
  await waitFor(() => expect(imports()).toHaveLength(2));
  expect(imports()[1]).toMatchObject({
    dryRun: false,
    declinedSuggestions: [{ tableName: 'customer', field: 'status' }],
  });
});

test('the project overview shows its latest snapshots and leads to code generation', async () => {
  const snapshot = {
    id: 7,
    number: 2,
    templateId: 1,
    templateName: 'Spring Boot + MyBatis-Plus',
    templateVersion: 3,
    fileCount: 12,
    note: '加了手机号',
    createdAt: '2026-11-03T08:00:00.000Z',
  };
  stubApi({
    ...entityListStubs({ ...sampleProject, snapshotCount: 1 }),
    'GET /projects/3/snapshots': () => ok(pageOf([snapshot])),
  });
  const router = renderAt('/projects/3');
  expect(await screen.findByText('代码快照（1）')).toBeInTheDocument();
  expect(await screen.findByText('#2 Spring Boot + MyBatis-Plus')).toBeInTheDocument();
  expect(screen.getByText(/12 个文件 .* 加了手机号/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /生成代码/ }));
  expect(router.state.location.pathname).toBe('/projects/3/code-preview');
});

test('a field’s use in generated code is chosen in its “more” popover and saved, a hidden column included', async () => {
  let posted: { fields: Record<string, unknown>[] } | undefined;
  stubApi({
    ...entityListStubs(),
    'POST /projects/3/entities': (request) => {
      posted = jsonBody(request) as typeof posted;
      return ok({ ...sampleEntity, id: 13 });
    },
    'GET /projects/3/entities/13': () => ok({ ...sampleEntity, id: 13 }),
  });
  renderAt('/projects/3/entities/designer');
  await userEvent.type(await screen.findByLabelText('类名'), 'Account');
  await userEvent.click(screen.getByRole('button', { name: '第 1 行更多设置' }));
  expect(await screen.findByText('生成代码中的用法')).toBeInTheDocument();
  // The primary key's derived role is named next to 自动.
  expect(screen.getByText('自动（普通数据）')).toBeInTheDocument();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '列表中' }));
  await userEvent.click(await screen.findByText('不在列表中显示'));
  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(posted).toBeDefined());
  expect(posted!.fields[0]).toMatchObject({ name: 'id', inList: false });
  expect(posted!.fields[0]).not.toHaveProperty('role');
});

test('the settings of a PostgreSQL project list the extensions and functions its import kept; saving leaves them', async () => {
  const project = {
    ...sampleProject,
    database: 'POSTGRESQL' as const,
    postgresqlExtensions: [{ name: 'btree_gist' }, { name: 'uuid-ossp', schema: 'extensions' }],
    postgresqlRoutines: [
      {
        name: 'nights_of',
        definition:
          'CREATE FUNCTION public.nights_of(r daterange) RETURNS integer\n    LANGUAGE sql IMMUTABLE',
      },
    ],
  };
  const { sent } = stubApi({
    'GET /projects/3': () => ok(project),
    'PUT /projects/3': () => ok(project),
  });
  renderAt('/projects/3/edit');
  expect(await screen.findByText('btree_gist')).toBeInTheDocument();
  expect(screen.getByText('uuid-ossp（模式 extensions）')).toBeInTheDocument();
  await userEvent.click(screen.getByText('nights_of'));
  expect(await screen.findByText(/RETURNS integer/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
  // A partial update: what the form does not edit is left out, so the server keeps it.
  const put = jsonBody(sent.find((request) => request.method === 'PUT')!);
  expect(put).not.toHaveProperty('postgresqlExtensions');
  expect(put).not.toHaveProperty('postgresqlRoutines');
  expect(put).toMatchObject({ name: '商城', database: 'POSTGRESQL' });
});

test('removing a kept extension and a function (after its confirm) saves the reduced lists, and only those', async () => {
  const project = {
    ...sampleProject,
    database: 'POSTGRESQL' as const,
    postgresqlExtensions: [{ name: 'btree_gist' }, { name: 'uuid-ossp', schema: 'extensions' }],
    postgresqlRoutines: [
      { name: 'nights_of', definition: 'CREATE FUNCTION nights_of(r daterange) RETURNS integer' },
    ],
    postgresqlTypes: [{ name: 'amount', definition: 'CREATE TYPE amount AS (value numeric)' }],
  };
  const { sent } = stubApi({
    'GET /projects/3': () => ok(project),
    'PUT /projects/3': () => ok(project),
  });
  renderAt('/projects/3/edit');
  await userEvent.click(await screen.findByRole('button', { name: '移除扩展 btree_gist' }));
  expect(screen.queryByText('btree_gist')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('扩展名'), 'pg trgm');
  await userEvent.click(screen.getByRole('button', { name: '添加扩展' }));
  expect(await screen.findByText(/扩展名应以字母或下划线开头/)).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('扩展名'));
  await userEvent.type(screen.getByLabelText('扩展名'), 'pg_trgm');
  await userEvent.click(screen.getByRole('button', { name: '添加扩展' }));
  expect(await screen.findByText('pg_trgm')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '移除函数 nights_of' }));
  expect(await screen.findByText(/表的检查约束或列的默认值可能调用它/)).toBeInTheDocument();
  expect(screen.getByText('nights_of')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /^移\s*除$/ }));
  await waitFor(() => expect(screen.queryByText('nights_of')).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
  const put = jsonBody(sent.find((request) => request.method === 'PUT')!);
  expect(put).toMatchObject({
    name: '商城',
    postgresqlExtensions: [{ name: 'uuid-ossp', schema: 'extensions' }, { name: 'pg_trgm' }],
    postgresqlRoutines: [],
  });
  expect(put).not.toHaveProperty('postgresqlTypes');
  expect(put).not.toHaveProperty('postgresqlSequences');
});

test('a kept type shows its schema; removing app.email keeps the public email of the same name', async () => {
  const project = {
    ...sampleProject,
    database: 'POSTGRESQL' as const,
    postgresqlTypes: [
      { name: 'email', definition: "CREATE DOMAIN email AS text CHECK (VALUE ~ '@')" },
      { name: 'email', schema: 'app', definition: "CREATE DOMAIN app.email AS text CHECK (VALUE ~ '@')" },
    ],
  };
  const { sent } = stubApi({
    'GET /projects/3': () => ok(project),
    'PUT /projects/3': () => ok(project),
  });
  renderAt('/projects/3/edit');
  expect(await screen.findByText('app.email')).toBeInTheDocument();
  expect(screen.getByText('email')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '移除类型 app.email' }));
  await userEvent.click(await screen.findByRole('button', { name: /^移\s*除$/ }));
  await waitFor(() => expect(screen.queryByText('app.email')).not.toBeInTheDocument());
  expect(screen.getByText('email')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
  const put = jsonBody(sent.find((request) => request.method === 'PUT')!);
  expect(put).toMatchObject({ postgresqlTypes: [project.postgresqlTypes[0]] });
});

test('a MySQL project lists its MariaDB sequences: one removed, one added as a checked CREATE SEQUENCE, both saved', async () => {
  const project = {
    ...sampleProject,
    mysqlSequences: [
      { name: 'order_no', definition: 'CREATE SEQUENCE order_no START WITH 1000 INCREMENT BY 1' },
    ],
  };
  const { sent } = stubApi({
    'GET /projects/3': () => ok(project),
    'PUT /projects/3': () => ok(project),
  });
  renderAt('/projects/3/edit');
  await userEvent.click(await screen.findByText('order_no'));
  expect(await screen.findByText(/START WITH 1000/)).toBeInTheDocument();

  // The codegen validator's word on a statement that is no sequence, and on a name already listed.
  fireEvent.change(screen.getByLabelText('序列定义'), { target: { value: 'CREATE TABLE t (id int)' } });
  await userEvent.click(screen.getByRole('button', { name: '添加序列' }));
  expect(await screen.findByText(/序列定义应是一整条 CREATE SEQUENCE 语句/)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('序列定义'), { target: { value: 'CREATE SEQUENCE order_no' } });
  await userEvent.click(screen.getByRole('button', { name: '添加序列' }));
  expect(await screen.findByText('序列 order_no 重复')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('序列定义'), {
    target: { value: 'CREATE SEQUENCE `invoice_no` INCREMENT BY 1;' },
  });
  await userEvent.click(screen.getByRole('button', { name: '添加序列' }));
  expect(await screen.findByText('invoice_no')).toBeInTheDocument();
  expect(screen.getByLabelText('序列定义')).toHaveValue('');

  await userEvent.click(screen.getByRole('button', { name: '移除序列 order_no' }));
  await userEvent.click(await screen.findByRole('button', { name: /^移\s*除$/ }));
  await waitFor(() => expect(screen.queryByText('order_no')).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
  const put = jsonBody(sent.find((request) => request.method === 'PUT')!);
  expect(put).toMatchObject({
    name: '商城',
    database: 'MYSQL',
    mysqlSequences: [{ name: 'invoice_no', definition: 'CREATE SEQUENCE `invoice_no` INCREMENT BY 1' }],
  });
  expect(put).not.toHaveProperty('postgresqlSequences');
});

test('saving a MySQL project whose sequences were not touched leaves them out, so the server keeps them', async () => {
  const project = {
    ...sampleProject,
    mysqlSequences: [{ name: 'order_no', definition: 'CREATE SEQUENCE order_no' }],
  };
  const { sent } = stubApi({
    'GET /projects/3': () => ok(project),
    'PUT /projects/3': () => ok(project),
  });
  renderAt('/projects/3/edit');
  expect(await screen.findByText('order_no')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
  expect(jsonBody(sent.find((request) => request.method === 'PUT')!)).not.toHaveProperty('mysqlSequences');
});
