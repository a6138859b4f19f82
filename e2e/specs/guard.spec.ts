// The route guard of seed §2, on page loads and on in-app path changes.
import { registerAccount, type Account } from '../support/accounts';
import { expect, test } from '../support/test';
import { expectPath, expectToast, loginThroughForm, navigateInApp, screenshot, signIn } from '../support/ui';

/** A token the client can decode whose exp lies in the past (the signature is never checked in the browser). */
function expiredToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 3600;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', role: 'USER', exp })}.c2lnbmF0dXJl`;
}

let user: Account;

test.beforeAll(async () => {
  user = await registerAccount('guard');
});

test('未登录访问受保护页面 → /login?redirect=完整路径（含查询），登录后回到该页', async ({ page }) => {
  const wanted = '/projects?tab=mine&keyword=商城';
  await page.goto(wanted);
  await expectPath(page, '/login');
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe(wanted);
  await loginThroughForm(page, user.username, user.password);
  await expectPath(page, '/projects');
  expect(new URL(page.url()).searchParams.get('tab')).toBe('mine');
  expect(new URL(page.url()).searchParams.get('keyword')).toBe('商城');
});

test('已登录用户打开 /login 或 / → /dashboard（页面加载与应用内跳转）', async ({ page }) => {
  await signIn(page, user.username, user.password);
  await page.goto('/login');
  await expectPath(page, '/dashboard');
  await page.goto('/');
  await expectPath(page, '/dashboard');
  await navigateInApp(page, '/login');
  await expectPath(page, '/dashboard');
});

test('令牌过期 → 提示“登录已过期，请重新登录”并回到 /login', async ({ page }) => {
  await signIn(page, user.username, user.password);
  await page.evaluate((token) => localStorage.setItem('token', token), expiredToken());
  await page.reload();
  await expectToast(page, '登录已过期，请重新登录');
  await expectPath(page, '/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await screenshot(page, 'guard-expired');
});

test('令牌在使用中过期：浏览器时钟越过 exp 后，下一次路径变化即登出', async ({ page }) => {
  await page.clock.install();
  await signIn(page, user.username, user.password);
  // The API's tokens last 7 days; jumping 8 days ahead makes the very same token expire in memory.
  await page.clock.setSystemTime(Date.now() + 8 * 24 * 3600 * 1000);
  await navigateInApp(page, '/profile');
  await expectToast(page, '登录已过期，请重新登录');
  await expectPath(page, '/login');
});

test('普通用户打开 /admin/users → “您没有权限访问此页面”并回到 /dashboard', async ({ page }) => {
  await signIn(page, user.username, user.password);
  await page.goto('/admin/users');
  await expectToast(page, '您没有权限访问此页面');
  await expectPath(page, '/dashboard');
  await navigateInApp(page, '/admin/recharge');
  await expectPath(page, '/dashboard');
});

test('未知路径 → /404', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expectPath(page, '/404');
  await expect(page.getByRole('button', { name: /返回首页/ })).toBeVisible();
  await screenshot(page, 'not-found');
});
