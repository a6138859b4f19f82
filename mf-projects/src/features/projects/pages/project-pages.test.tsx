import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, jsonBody, ok, stubApi } from '@modelsmith/shared/testing';
import { renderAt } from '../../../testing/render-at';
import { pageOf, sampleEntity, sampleProject } from '../../../testing/samples';

test('a new user sees an honest empty state with a way to create the first project', async () => {
  stubApi({ 'GET /projects': () => ok(pageOf([])) });
  const router = renderAt('/projects');
  expect(await screen.findByText('还没有项目')).toBeInTheDocument();
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
  await waitFor(() => expect(sent.at(-1)?.params).toMatchObject({ keyword: '商', current: 1 }));
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
