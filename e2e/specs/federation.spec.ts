// Module federation in the real browser: which origins load when, one runtime of every singleton,
// and a remote that goes down and comes back without a page reload.
import type { Page } from '@playwright/test';
import { readTopology, type RemoteName } from '../harness/topology';
import { registerAccount, type Account } from '../support/accounts';
import { bringRemoteUp, takeRemoteDown } from '../support/harness-client';
import { expect, test } from '../support/test';
import {
  expectPath,
  loginThroughForm,
  loose,
  navigateInApp,
  screenshot,
  settle,
  signIn,
} from '../support/ui';

const topology = readTopology();

/** Every non-admin route of seed §2 a logged-in user can walk (ids that do not exist still load their remote). */
const userRoutes = [
  '/dashboard',
  '/profile',
  '/membership',
  '/balance',
  '/projects',
  '/projects/create',
  '/projects/1',
  '/projects/1/edit',
  '/projects/1/visualization',
  '/projects/1/code',
  '/projects/1/entities',
  '/projects/1/entities/designer',
  '/projects/1/entities/2/edit',
  '/projects/1/code-preview',
  '/code-preview-test',
  '/entities',
  '/templates',
  '/templates/my',
  '/templates/create',
  '/templates/1',
  '/templates/1/edit',
  '/templates/1/apply',
  '/404',
];

/** Records the URL of every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const fromRemote = (urls: string[], name: RemoteName) =>
  urls.filter((url) => url.startsWith(`${topology.remoteOrigins[name]}/`));

const remoteEntriesIn = (urls: string[]) =>
  (Object.keys(topology.remoteOrigins) as RemoteName[]).filter((name) =>
    urls.includes(`${topology.remoteOrigins[name]}/remoteEntry.js`),
  );

let user: Account;

test.beforeAll(async () => {
  user = await registerAccount('fed');
});

test('/ 与 /login 只请求 mf_auth 的入口（/ 不请求任何远程模块）', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/');
  await settle(page);
  expect(remoteEntriesIn(urls)).toEqual([]);
  await screenshot(page, 'home');
  urls.length = 0;
  await page.goto('/login');
  await expect(page.getByRole('button', { name: loose('登录') })).toBeVisible();
  await settle(page);
  expect(remoteEntriesIn(urls)).toEqual(['mf_auth']);
  await screenshot(page, 'login');
});

test('普通用户从加载、登录到走遍所有非管理页面，从不请求 mf-admin 的任何文件', async ({ page }) => {
  test.setTimeout(120_000);
  const urls = recordRequests(page);
  await page.goto('/login');
  await loginThroughForm(page, user.username, user.password);
  await expectPath(page, '/dashboard');
  for (const route of userRoutes) {
    await navigateInApp(page, route);
    await expectPath(page, route);
    await settle(page);
  }
  // The guard refuses admin routes before anything of the admin remote is fetched.
  await navigateInApp(page, '/admin/users');
  await expectPath(page, '/dashboard');
  await settle(page);
  expect(fromRemote(urls, 'mf_admin')).toEqual([]);
  expect(await page.evaluate(() => fetch('/remotes.json').then((r) => r.json()))).toHaveProperty('mf_admin');
  // The walk really crossed every other remote.
  for (const name of ['mf_auth', 'mf_projects', 'mf_templates', 'mf_billing'] as RemoteName[]) {
    expect(fromRemote(urls, name).length, `${name} 应被加载`).toBeGreaterThan(0);
  }
});

test('管理员登录后才下载 mf-admin，并看到 /admin/users 用户列表', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/login');
  await settle(page);
  expect(fromRemote(urls, 'mf_admin')).toEqual([]);
  await loginThroughForm(page, topology.admin.username, topology.admin.password);
  await expectPath(page, '/dashboard');
  await navigateInApp(page, '/admin/users');
  await expectPath(page, '/admin/users');
  const table = page.locator('.ant-table');
  await expect(table).toBeVisible();
  await expect(table.getByText(topology.admin.username).first()).toBeVisible();
  // The Table comes from the antd-data kit: the shell's ConfigProvider still reaches it (zh_CN locale).
  await expect(page.locator('.ant-pagination').getByText('10 条/页')).toBeVisible();
  expect(fromRemote(urls, 'mf_admin')).toContain(`${topology.remoteOrigins.mf_admin}/remoteEntry.js`);
  await screenshot(page, 'admin-users');
});

test('shell 与各远程模块共用一个 store、一个 axios、一个 React', async ({ page }) => {
  await signIn(page, topology.admin.username, topology.admin.password);
  for (const route of ['/profile', '/projects', '/templates', '/membership', '/admin/users']) {
    await navigateInApp(page, route);
    await expectPath(page, route);
    await settle(page);
  }
  const allContainers = ['mf_admin', 'mf_auth', 'mf_billing', 'mf_projects', 'mf_templates', 'shell'];
  // settle() may come back while the last route's remote is still being evaluated (the previous page stays on
  // screen meanwhile, with no spinner): wait until every container has recorded its React, then read once.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(
          (window as { __MODELSMITH_RUNTIME__?: { instances: object } }).__MODELSMITH_RUNTIME__?.instances ??
            {},
        )
          .filter((name) => name.startsWith('react:'))
          .map((name) => name.slice('react:'.length))
          .sort(),
      ),
    )
    .toEqual(allContainers);
  const runtime = await page.evaluate(() => {
    type Registry = { evaluations: Record<string, number>; instances: Record<string, unknown[]> };
    const registry = (window as { __MODELSMITH_RUNTIME__?: Registry }).__MODELSMITH_RUNTIME__;
    if (!registry) return null;
    const reacts = Object.entries(registry.instances).filter(([name]) => name.startsWith('react:'));
    return {
      evaluations: registry.evaluations,
      containers: reacts.map(([name]) => name.slice('react:'.length)).sort(),
      distinctReacts: new Set(reacts.flatMap(([, list]) => list)).size,
    };
  });
  expect(runtime, 'window.__MODELSMITH_RUNTIME__ 应存在').not.toBeNull();
  const { evaluations, containers, distinctReacts } = runtime!;
  expect(containers).toEqual(allContainers);
  expect(distinctReacts).toBe(1);
  const singletons = Object.keys(evaluations).filter((name) => !name.startsWith('react:'));
  expect(singletons).toEqual(expect.arrayContaining(['store', 'http']));
  for (const name of singletons) expect(evaluations[name], `${name} 只应求值一次`).toBe(1);
});

test('远程模块不可达：只影响自己的路由，恢复后“重试”无需刷新页面即可加载', async ({ page }) => {
  await signIn(page, user.username, user.password);
  await takeRemoteDown('mf_templates');
  try {
    await page.evaluate(() => Object.assign(window, { __E2E_PAGE_MARKER__: 'same-page' }));
    await navigateInApp(page, '/templates');
    await expect(page.getByText('模块加载失败')).toBeVisible();
    const retry = page.getByRole('button', { name: loose('重试') });
    await expect(retry).toBeVisible();
    await screenshot(page, 'remote-down');

    // Other remotes and the shell keep working while it is down.
    await navigateInApp(page, '/membership');
    await expect(page.getByText('模块加载失败')).toHaveCount(0);
    await settle(page);
    await navigateInApp(page, '/dashboard');
    await expect(page.getByText(user.username).first()).toBeVisible();

    await navigateInApp(page, '/templates');
    await expect(page.getByText('模块加载失败')).toBeVisible();
    await bringRemoteUp('mf_templates');
    await page.getByRole('button', { name: loose('重试') }).click();
    await expect(page.getByText('模块加载失败')).toHaveCount(0);
    await expect(
      page.locator('h1, h2, h3, h4, .ant-page-header-heading-title').getByText('模板市场').first(),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as { __E2E_PAGE_MARKER__?: string }).__E2E_PAGE_MARKER__)).toBe(
      'same-page',
    );
    await screenshot(page, 'remote-recovered');
  } finally {
    await bringRemoteUp('mf_templates');
  }
});
