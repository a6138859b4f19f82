import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, jsonBody, ok, stubApi } from '@modelsmith/shared/testing';
import '../../../testing/code-layout';
import { renderAt } from '../../../testing/render-at';
import {
  mySet,
  officialFiles,
  officialSet,
  pageOf,
  premiumSet,
  generatedFiles,
} from '../../../testing/samples';

test('the market shows each set as a card with its badges, author and uses; a card opens the set', async () => {
  stubApi({ 'GET /templates/market': () => ok(pageOf([officialSet, premiumSet])) });
  const router = renderAt('/templates');
  const card = await screen.findByRole('link', { name: 'Spring Boot' });
  expect(within(card).getAllByText('官方')).toHaveLength(2); // the badge and the author
  expect(within(card).getByText('spring-boot')).toBeInTheDocument();
  expect(within(card).getByText('128 次使用')).toBeInTheDocument();
  expect(within(card).getByText('v3')).toBeInTheDocument();
  const premium = screen.getByRole('link', { name: '企业微服务' });
  expect(within(premium).getByText('高级')).toBeInTheDocument();
  expect(within(premium).getByText('鲍勃')).toBeInTheDocument();
  await userEvent.click(card);
  expect(router.state.location.pathname).toBe('/templates/1');
});

test('the market searches, filters by language and sorts by newest', async () => {
  const { sent } = stubApi({ 'GET /templates/market': () => ok(pageOf([officialSet])) });
  renderAt('/templates');
  await screen.findByRole('link', { name: 'Spring Boot' });
  expect(sent[0].params).toMatchObject({ current: 1, sort: 'uses' });
  await userEvent.type(screen.getByPlaceholderText('搜索模板名称或描述'), 'spring{Enter}');
  await waitFor(() => expect(sent.at(-1)?.params).toMatchObject({ keyword: 'spring', current: 1 }));
  await userEvent.click(screen.getByRole('combobox', { name: '语言' }));
  await userEvent.click(await screen.findByTitle('python'));
  await waitFor(() => expect(sent.at(-1)?.params).toMatchObject({ keyword: 'spring', language: 'python' }));
  await userEvent.click(screen.getByText('最新'));
  await waitFor(() => expect(sent.at(-1)?.params).toMatchObject({ language: 'python', sort: 'newest' }));
});

test('my templates: an empty start offers 新建 and the market, with the quota of the plan', async () => {
  stubApi({ 'GET /templates/my': () => ok(pageOf([])) });
  const router = renderAt('/templates/my');
  expect(await screen.findByText('还没有自己的模板')).toBeInTheDocument();
  expect(screen.getByText('自有模板 0 / 5（免费版）')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /去模板市场/ }));
  expect(router.state.location.pathname).toBe('/templates');
});

test('my templates lists visibility, version and origin; publishes, deletes after a confirm', async () => {
  const { sent } = stubApi({
    'GET /templates/my': () => ok(pageOf([mySet])),
    'PUT /templates/5': () => ok({ ...mySet, visibility: 'PUBLIC' }),
    'DELETE /templates/5': () => ok(null),
  });
  const router = renderAt('/templates/my');
  const row = (await screen.findByRole('link', { name: '我的 MyBatis' })).closest('tr')!;
  expect(within(row).getByText('私有')).toBeInTheDocument();
  expect(within(row).getByText('v2')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Spring Boot' })).toHaveAttribute('href', '/templates/1');

  await userEvent.click(within(row).getByRole('switch', { name: '公开 我的 MyBatis' }));
  await waitFor(() => expect(sent.find((request) => request.method === 'PUT')).toBeDefined());
  expect(jsonBody(sent.find((request) => request.method === 'PUT')!)).toEqual({ visibility: 'PUBLIC' });
  expect(await screen.findByText('已公开「我的 MyBatis」')).toBeInTheDocument();

  await userEvent.click(within(row).getByRole('button', { name: /删除/ }));
  expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
  await userEvent.click(await screen.findByRole('button', { name: /^删\s?除$/ }));
  await waitFor(() => expect(sent.some((request) => request.method === 'DELETE')).toBe(true));

  await userEvent.click(within(row).getByRole('button', { name: /编辑/ }));
  expect(router.state.location.pathname).toBe('/templates/5/edit');
});

test('at the own-template limit 新建模板 is disabled', async () => {
  const five = Array.from({ length: 5 }, (_, i) => ({ ...mySet, id: 20 + i, name: `模板${i}` }));
  stubApi({ 'GET /templates/my': () => ok(pageOf(five)) });
  renderAt('/templates/my');
  expect(await screen.findByText('自有模板 5 / 5（免费版）')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /新建模板/ })).toBeDisabled();
});

test('the detail shows the files with their scope and the sample output; fork opens the copy’s editor', async () => {
  const { sent } = stubApi({
    'GET /templates/1': () => ok({ ...officialSet, files: officialFiles }),
    'POST /code-preview/sample': () => ok({ files: generatedFiles, elapsedMs: 4 }),
    'POST /templates/1/fork': () => ok({ ...mySet, id: 42, name: 'Spring Boot 副本' }),
  });
  const router = renderAt('/templates/1');
  const files = await screen.findByRole('list', { name: '模板文件' });
  expect(within(files).getByText('pom.xml')).toBeInTheDocument();
  expect(within(files).getByText('每个实体')).toBeInTheDocument();
  expect(within(files).getByText('整个项目')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /编辑/ })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: '示例输出' }));
  expect(await screen.findByTitle('src/main/java/com/example/shop/entity/Customer.java')).toBeInTheDocument();
  expect(jsonBody(sent.find((request) => request.url === '/code-preview/sample')!)).toEqual({
    templateId: 1,
  });

  await userEvent.click(screen.getByRole('button', { name: /复制为我的模板/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/templates/42/edit'));
});

test('a refused fork (quota) stays on the page; one’s own set can be edited', async () => {
  stubApi({
    'GET /templates/5': () => ok({ ...mySet, files: officialFiles }),
    'POST /templates/5/fork': () =>
      fail(403, '免费版最多可创建 5 个自有模板，升级到专业版可增加到 100 个自有模板'),
  });
  const router = renderAt('/templates/5');
  await userEvent.click(await screen.findByRole('button', { name: /复制为我的模板/ }));
  expect(
    await screen.findByText('免费版最多可创建 5 个自有模板，升级到专业版可增加到 100 个自有模板'),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/templates/5');
  await userEvent.click(screen.getByRole('button', { name: /编辑/ }));
  expect(router.state.location.pathname).toBe('/templates/5/edit');
});

test('a premium set is locked for a free member: no sources, apply and fork disabled, a way to upgrade', async () => {
  stubApi({
    'GET /templates/2': () =>
      ok({ ...premiumSet, files: officialFiles!.map((file) => ({ ...file, content: null, locked: true })) }),
  });
  renderAt('/templates/2');
  expect(await screen.findByText('高级模板仅对会员开放')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /升级会员/ })).toHaveAttribute('href', '/membership');
  expect(screen.getByRole('button', { name: /应用到项目/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /复制为我的模板/ })).toBeDisabled();
});
