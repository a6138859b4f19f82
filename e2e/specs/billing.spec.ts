// Money from a QR code payment to a PRO plan, in two browsers: a FREE user at the project limit files a recharge
// showing the admin's QR code, an admin approves it at the recharge desk, the user's balance and ledger show it at
// once, the user upgrades to PRO from the balance, and a fourth project can now be created.
import type { Browser, Page } from '@playwright/test';
import { apiLogin, registerAccount } from '../support/accounts';
import { readTopology } from '../harness/topology';
import { expect, test } from '../support/test';
import { expectToast, field, loose, screenshot, settle, signIn } from '../support/ui';

test.use({ actionTimeout: 15_000 });

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${readTopology().baseURL}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${method} ${path} 失败：${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** A real PNG of a QR-like pattern, drawn and photographed by the browser. */
async function qrPng(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  await page.setContent(
    '<div id="qr" style="width:240px;height:240px;background:' +
      'repeating-conic-gradient(#000 0 25%,#fff 0 50%) 0 0/40px 40px;border:16px solid #fff"></div>',
  );
  const png = await page.locator('#qr').screenshot();
  await page.close();
  return png;
}

/** The admin's WeChat code, uploaded and created through the admin API (the admin pages have their own spec steps). */
async function seedWechatCode(browser: Browser, adminToken: string, accountName: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await qrPng(browser))], { type: 'image/png' }), 'wechat.png');
  const response = await fetch(`${readTopology().baseURL}/api/v1/admin/qrcodes/image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}` },
    body: form,
  });
  const { data } = (await response.json()) as { data: { url: string } };
  await api(adminToken, 'POST', '/admin/qrcodes', {
    name: 'e2e 微信收款',
    channel: 'WECHAT',
    imageUrl: data.url,
    accountName,
    enabled: true,
    sort: -1000,
  });
}

const balanceBadge = (page: Page) => page.locator('header').getByText(/余额\s*¥/);

test('充值（扫码）→ 管理员审核通过 → 余额与流水到账 → 升级专业版 → 可以创建第 4 个项目', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { admin } = readTopology();
  const adminToken = await apiLogin(admin.username, admin.password);
  const accountName = `模型工匠-${Date.now() % 100000}`;
  await seedWechatCode(browser, adminToken, accountName);

  const user = await registerAccount('pay');
  const userToken = await apiLogin(user.username, user.password);
  for (const name of ['一号项目', '二号项目', '三号项目'])
    await api(userToken, 'POST', '/projects', { name, basePackage: 'com.example.pay', database: 'MYSQL' });
  const paymentReference = `4200${Date.now()}`;

  await signIn(page, user.username, user.password);

  await test.step('免费版已满 3 个项目：新建按钮不可用，服务器也拒绝', async () => {
    await page.goto('/projects');
    await settle(page);
    await expect(page.getByRole('button', { name: /新建项目/ }).first()).toBeDisabled();
    await expect(
      api(userToken, 'POST', '/projects', {
        name: '多余项目',
        basePackage: 'com.example.pay',
        database: 'MYSQL',
      }),
    ).rejects.toThrow('免费版最多可创建 3 个项目');
  });

  await test.step('用户充值 ¥50.00：选渠道后看到管理员的微信收款码与收款账户，填写凭证号提交', async () => {
    await page.goto('/balance');
    await settle(page);
    await expect(page.getByText('¥0.00').first()).toBeVisible();
    await page.getByRole('radiogroup', { name: '常用金额' }).getByText('¥50.00').click();
    await page.getByRole('button', { name: loose('下一步') }).click();
    await page.getByRole('radiogroup', { name: '支付渠道' }).getByText('微信', { exact: true }).click();
    await page.getByRole('button', { name: loose('下一步') }).click();
    const qr = page.locator('img[src*="/api/v1/files/"]').first();
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expect(page.getByText(accountName)).toBeVisible();
    await screenshot(page, 'billing-recharge-qr');
    await page.getByLabel('付款凭证号').fill(paymentReference);
    await page.getByRole('button', { name: loose('提交充值单') }).click();
    await expect(page.getByText('充值单已提交，等待管理员审核')).toBeVisible();
    const order = page.locator('tr').filter({ hasText: paymentReference });
    await expect(order.getByText('待审核')).toBeVisible();
    await screenshot(page, 'billing-recharge-filed');
  });

  await test.step('管理员（另一个浏览器上下文）在充值审核中通过这笔订单', async () => {
    const context = await browser.newContext({ baseURL: readTopology().baseURL });
    const desk = await context.newPage();
    await signIn(desk, admin.username, admin.password);
    await desk.goto('/admin/recharge');
    await settle(desk);
    const row = desk.locator('tr').filter({ hasText: user.username }).filter({ hasText: paymentReference });
    await expect(row.getByText('待审核')).toBeVisible();
    await screenshot(desk, 'billing-admin-pending');
    await row.getByRole('button', { name: loose('通过') }).click();
    await desk
      .locator('.ant-popover:visible, .ant-modal:visible')
      .getByRole('button', { name: /确\s*(定|认)|通\s*过/ })
      .last()
      .click();
    await expect(row.getByText('已到账')).toBeVisible();
    await screenshot(desk, 'billing-admin-approved');
    await context.close();
  });

  await test.step('用户的余额与流水随即显示这笔充值', async () => {
    await page.reload();
    await settle(page);
    await expect(balanceBadge(page)).toHaveText(/¥50\.00/);
    await expect(page.locator('tr').filter({ hasText: paymentReference }).getByText('已到账')).toBeVisible();
    await page.getByRole('tab', { name: '余额流水' }).click();
    const entry = page.locator('tr').filter({ hasText: '充值' }).filter({ hasText: '+¥50.00' });
    await expect(entry).toBeVisible();
    await screenshot(page, 'billing-ledger');
  });

  await test.step('升级专业版 1 个月：¥29.00 从余额支付，页头随即显示专业版与余额 ¥21.00', async () => {
    await page.goto('/membership');
    await settle(page);
    const pro = page.getByRole('region', { name: '专业版' }).or(page.locator('section[aria-label="专业版"]'));
    await pro.getByRole('button', { name: /升级到专业版|开通专业版/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('¥29.00').first()).toBeVisible();
    await expect(dialog.getByText('¥21.00').first()).toBeVisible();
    await screenshot(page, 'billing-upgrade-dialog');
    await dialog.getByRole('button', { name: /确认支付/ }).click();
    await expect(page.locator('header').getByText('专业版')).toBeVisible();
    await expect(balanceBadge(page)).toHaveText(/¥21\.00/);
    await screenshot(page, 'billing-membership-pro');
  });

  await test.step('专业版可以创建第 4 个项目', async () => {
    await page.goto('/projects/create');
    await field(page, '项目名称').fill('四号项目');
    await field(page, '基础包名').fill('com.example.pay');
    await page.getByRole('button', { name: /创建项目/ }).click();
    await expectToast(page, '项目已创建');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/projects\/\d+$/);
    const projects = await api<{ total: number }>(userToken, 'GET', '/projects');
    expect(projects.total).toBe(4);
  });

  await test.step('账目一致：流水之和等于余额', async () => {
    const ledger = await api<{ records: { amountCents: number; balanceAfterCents: number }[] }>(
      userToken,
      'GET',
      '/balance/ledger?size=100',
    );
    const sum = ledger.records.reduce((total, row) => total + row.amountCents, 0);
    expect(sum).toBe(2100);
    expect(ledger.records[0].balanceAfterCents).toBe(2100);
  });
});
