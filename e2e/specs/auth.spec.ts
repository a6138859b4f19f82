// Accounts end to end: register with the mailed code, log in, profile and avatar, log out, wrong password, email-code login.
import { registerAccount, newAccount } from '../support/accounts';
import { readVerificationCode } from '../support/harness-client';
import { expect, test } from '../support/test';
import { expectPath, expectToast, field, loginThroughForm, loose, screenshot } from '../support/ui';

// A 1×1 PNG: the API checks the magic bytes, not the file name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPj/HwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('注册（邮件验证码）→ 登录 → 工作台显示用户 → 修改昵称与头像 → 退出', async ({ page }) => {
  const account = newAccount('reg');
  await page.goto('/register');
  await screenshot(page, 'register');
  await field(page, '用户名').fill(account.username);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByLabel('确认密码', { exact: true }).fill(account.password);
  await field(page, '邮箱').fill(account.email);
  const since = Date.now();
  await page.getByRole('button', { name: /发送验证码|获取验证码/ }).click();
  const code = await readVerificationCode(account.email, since);
  // The countdown comes from check-interval: the button is disabled and shows the seconds left.
  await expect(page.getByRole('button', { name: /\d+\s*(秒|s)/ })).toBeDisabled();
  await field(page, '验证码').fill(code);
  await page.getByRole('button', { name: loose('注册') }).click();
  await expectPath(page, '/login');

  await loginThroughForm(page, account.username, account.password);
  await expectPath(page, '/dashboard');
  await expect(page.getByText(account.username).first()).toBeVisible();
  await screenshot(page, 'dashboard');

  await page.goto('/profile');
  const nickname = `工匠${Date.now() % 100000}`;
  await field(page, '昵称').fill(nickname);
  await page
    .getByRole('button', { name: /保存|保存修改|更新资料/ })
    .first()
    .click();
  // The header shows the nickname once the store has the refreshed user info.
  await expect(page.locator('header, .ant-layout-header').getByText(nickname)).toBeVisible();

  const headerAvatar = page.locator('header .ant-avatar, .ant-layout-header .ant-avatar').first();
  await expect(headerAvatar.locator('img')).toHaveCount(0);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(headerAvatar.locator('img')).toHaveAttribute('src', /\/api\/v1\/files\//);
  const avatarSrc = await headerAvatar.locator('img').getAttribute('src');
  const served = await page.request.get(avatarSrc ?? '');
  expect(served.headers()['content-type']).toContain('image/png');
  expect(Buffer.compare(await served.body(), PNG)).toBe(0);
  await screenshot(page, 'profile');

  await page.locator('header, .ant-layout-header').getByText(nickname).click();
  await page.getByText('退出登录').click();
  await expectPath(page, '/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard');
  await expectPath(page, '/login');
});

test('密码错误：显示接口返回的中文提示，停留在登录页', async ({ page }) => {
  const account = await registerAccount('wrongpw');
  await page.goto('/login');
  await loginThroughForm(page, account.username, `${account.password}x`);
  await expectToast(page, '用户名或密码错误');
  await expectPath(page, '/login');
  await screenshot(page, 'login-wrong-password');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('邮箱验证码登录', async ({ page }) => {
  const account = await registerAccount('mailin');
  await page.goto('/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await field(page, '邮箱').fill(account.email);
  const since = Date.now();
  await page.getByRole('button', { name: /发送验证码|获取验证码/ }).click();
  const code = await readVerificationCode(account.email, since);
  await field(page, '验证码').fill(code);
  await page.getByRole('button', { name: loose('登录') }).click();
  await expectPath(page, '/dashboard');
  await expect(page.getByText(account.username).first()).toBeVisible();
  await screenshot(page, 'login-by-email-dashboard');
});
