// A template set from the market to a project's code history: a user forks an official set, edits one file in the
// template IDE and sees the live preview follow, saves it as version 2, applies it to a project (preview, a zip
// that really opens, a snapshot), changes an entity in the designer, uploads a second snapshot, and the diff of
// the two snapshots names exactly the one file the change touched, with the changed line.
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import type { Locator, Page } from '@playwright/test';
import { apiLogin, registerAccount } from '../support/accounts';
import { seedProject } from '../support/api';
import { expect, test } from '../support/test';
import { expectPath, expectToast, loose, pickOption, screenshot, settle, signIn } from '../support/ui';

const SHOP_DDL = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'shop-mysql.sql'), 'utf8');

const OFFICIAL = 'TypeScript 类型 + zod 校验';
const FORK = `${OFFICIAL}（副本）`;
/** The set's per-entity file, the one edited. */
const ENTITY_FILE = 'src/schemas/{{ entity.names.kebab }}.ts';
/** Appended to the per-entity template: Liquid, so each generated file names its own entity. */
const MARK = '// e2e 标记：{{ entity.label }}（{{ entity.className }}）';
const markOf = (label: string, className: string) => `// e2e 标记：${label}（${className}）`;

/** What the set generates for the shop's three tables (zip paths and snapshot paths). */
const GENERATED = [
  'package.json',
  'src/schemas/customer.ts',
  'src/schemas/index.ts',
  'src/schemas/order-item.ts',
  'src/schemas/sales-order.ts',
  'tsconfig.json',
];
/** The edit in the designer: the Customer's phone field (row 3) gets another Chinese name. */
const PHONE_BEFORE = '联系电话';
const PHONE_AFTER = '手机号码';
const CHANGED_FILE = 'src/schemas/customer.ts';

/**
 * The text of a CodeMirror view after scrolling it to the end: CodeMirror draws only the lines near the
 * viewport, and the mark is at the end of the file.
 */
async function codeTail(view: Locator): Promise<string> {
  await view.locator('.cm-scroller').evaluate((scroller) => {
    scroller.scrollTop = scroller.scrollHeight;
  });
  // One frame for CodeMirror to draw the lines it scrolled to.
  await view.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return (await view.locator('.cm-content').textContent()) ?? '';
}

/** The id in /templates/{id}/… or /projects/{id}/…. */
const idIn = (page: Page, area: 'templates' | 'projects') =>
  Number(new RegExp(`/${area}/(\\d+)`).exec(new URL(page.url()).pathname)?.[1]);

test.use({ actionTimeout: 15_000 });

test('模板市场复制官方模板 → IDE 修改并实时预览 → 保存为版本 2 → 应用到项目（预览、zip、快照）→ 改实体后再存快照 → 对比只列出改动的文件', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await registerAccount('tpl');
  const projectName = `模板商城${Date.now() % 100000}`;
  const projectId = await seedProject(
    await apiLogin(account.username, account.password),
    projectName,
    SHOP_DDL,
    3,
  );
  await signIn(page, account.username, account.password);

  await test.step('模板市场：搜索到官方模板，打开它的页面', async () => {
    await page.goto('/templates');
    await expect(page.getByRole('link', { name: OFFICIAL, exact: true })).toBeVisible();
    await settle(page);
    await screenshot(page, 'templates-market');
    await page.getByPlaceholder('搜索模板名称或描述').fill('zod');
    await page.getByPlaceholder('搜索模板名称或描述').press('Enter');
    await expect(page.getByText('共 1 套')).toBeVisible();
    await page.getByRole('link', { name: OFFICIAL, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/templates\/\d+$/);
    await expect(
      page
        .locator('.ant-tag')
        .filter({ hasText: /^官方$/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: '模板文件' }).getByRole('listitem')).toHaveCount(4);
    await settle(page);
    await screenshot(page, 'templates-official-detail');
  });

  await test.step('复制为我的模板：打开副本的模板 IDE（版本 1）', async () => {
    await page.getByRole('button', { name: /复制为我的模板/ }).click();
    await expectToast(page, `已复制为我的模板「${FORK}」`);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/templates\/\d+\/edit$/);
    await expect(page.getByText(`编辑模板：${FORK}`)).toBeVisible();
    await expect(page.getByText('版本 1', { exact: true })).toBeVisible();
    await expect(page.getByText(`复制自 ${OFFICIAL}`)).toBeVisible();
    await expect(page.getByText('所有修改已保存')).toBeVisible();
  });
  const templateId = idIn(page, 'templates');
  expect(templateId).toBeGreaterThan(0);

  const editor = page.getByLabel(`模板内容 ${ENTITY_FILE}`);
  const previewView = page.locator('.ms-generated-files .ms-code-viewer');
  const sampleMark = markOf('商品分类', 'Category');

  await test.step('IDE：修改按实体生成的文件，实时预览随之出现新内容', async () => {
    await expect(page.getByRole('navigation', { name: '模板文件' }).getByTitle(ENTITY_FILE)).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(editor).toBeVisible();
    // The preview renders the sample model; its first file is the first entity's (Category).
    await expect(page.getByText(/8 个文件 · 耗时 \d+ ms/)).toBeVisible();
    await expect(page.locator('.ms-generated-files').getByText('src/schemas/category.ts')).toBeVisible();
    // The file's name shows before the viewer has drawn its text (and CodeMirror may take more than the frame
    // codeTail gives it): poll until the text is there, then check it has no mark yet.
    await expect.poll(() => codeTail(previewView)).toContain('export type CategoryChanges');
    expect(await codeTail(previewView)).not.toContain('e2e 标记');
    await settle(page);
    await screenshot(page, 'templates-ide-before-edit');

    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText(MARK);
    await page.keyboard.press('Enter');
    await expect(page.getByText('有未保存的修改')).toBeVisible();
    await expect
      .poll(() => codeTail(previewView), { message: '实时预览应显示新加的行' })
      .toContain(sampleMark);
    await expect(page.getByText(/8 个文件 · 耗时 \d+ ms/)).toBeVisible();
    await expect(page.getByText(/渲染失败/)).toHaveCount(0);
    await screenshot(page, 'templates-ide-live-preview');
  });

  await test.step('保存：版本变为 2，刷新后修改仍在', async () => {
    await page.getByRole('button', { name: loose('保存') }).click();
    await expectToast(page, '已保存，版本 2');
    await expect(page.getByText('版本 2', { exact: true })).toBeVisible();
    await expect(page.getByText('所有修改已保存')).toBeVisible();
    await page.reload();
    await expect(page.getByText('版本 2', { exact: true })).toBeVisible();
    await expect.poll(() => codeTail(page.locator('.ms-code-editor'))).toContain(MARK);
    await expect.poll(() => codeTail(previewView)).toContain(sampleMark);
    await settle(page);
    await screenshot(page, 'templates-ide-saved');
  });

  await test.step('应用到项目：选择项目与实体，预览含新内容的代码', async () => {
    await page.goto(`/templates/${templateId}`);
    await expect(page.getByText('v2', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: /应用到项目/ }).click();
    await expectPath(page, `/templates/${templateId}/apply`);
    await expect(page.getByText(`应用模板：${FORK}`)).toBeVisible();
    const generate = page.getByRole('button', { name: /生成预览/ });
    await expect(generate).toBeDisabled();
    await pickOption(page, page.getByRole('combobox', { name: '选择项目' }), projectName);
    // Every entity of the project is chosen until the user says otherwise: take one out and put it back.
    await expect(page.getByText('已选 3 / 3 个实体')).toBeVisible();
    const orderItem = page.getByRole('row').filter({ hasText: 'OrderItem' });
    await orderItem.getByRole('checkbox').uncheck();
    await expect(page.getByText('已选 2 / 3 个实体')).toBeVisible();
    await orderItem.getByRole('checkbox').check();
    await expect(page.getByText('已选 3 / 3 个实体')).toBeVisible();
    await screenshot(page, 'templates-apply-choose');

    await generate.click();
    const previewCard = page.locator('.ant-card').filter({ hasText: '2. 预览' });
    await expect(previewCard.getByText(/^6 个文件，用时 \d+ ms$/)).toBeVisible();
    // The first file of the tree is the first entity's.
    await expect(previewCard.getByText(CHANGED_FILE, { exact: true })).toBeVisible();
    await expect
      .poll(() => codeTail(previewCard.locator('.ms-code-viewer')))
      .toContain(markOf('客户', 'Customer'));
    await settle(page);
    await screenshot(page, 'templates-apply-preview');
  });

  await test.step('下载 zip：打开压缩包，路径与内容都对', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /下载 zip/ }).click(),
    ]);
    // The server's name: project and set, spaces turned into dashes.
    expect(download.suggestedFilename()).toBe(`${projectName}-${FORK.replace(/\s+/g, '-')}.zip`);
    const entries = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    expect(Object.keys(entries).sort()).toEqual(GENERATED);
    const customer = strFromU8(entries[CHANGED_FILE]);
    expect(customer).toContain('export const CustomerSchema = z.object({');
    expect(customer).toContain(PHONE_BEFORE);
    expect(customer.trimEnd().endsWith(markOf('客户', 'Customer'))).toBe(true);
    expect(strFromU8(entries['src/schemas/sales-order.ts'])).toContain(markOf('销售订单', 'SalesOrder'));
    expect(strFromU8(entries['src/schemas/index.ts'])).toContain("export * from './order-item';");
    await expect(page.getByText(`已下载 ${download.suggestedFilename()}`)).toBeVisible();
  });

  await test.step('保存为快照 #1', async () => {
    await page.getByLabel('快照备注').fill('e2e：模板版本 2');
    await page.getByRole('button', { name: /保存为快照/ }).click();
    await expect(page.locator('.ant-result-title')).toHaveText('已保存为快照 #1');
    await expect(page.getByText(`${FORK} v2，6 个文件`)).toBeVisible();
    await screenshot(page, 'templates-apply-saved');
    await page.getByRole('button', { name: /查看项目代码快照/ }).click();
    await expectPath(page, `/projects/${projectId}/code`);
    await expect(page.getByText('快照（1）')).toBeVisible();
  });

  await test.step('设计器：改客户的一个字段的中文名并保存', async () => {
    await page.goto(`/projects/${projectId}/entities`);
    await page.getByRole('link', { name: 'Customer', exact: true }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/entities\/\d+\/edit$/);
    await expect(page.getByLabel('类名', { exact: true })).toHaveValue('Customer');
    await expect(page.getByLabel('第 3 行字段名')).toHaveValue('phone');
    await expect(page.getByLabel('第 3 行中文名')).toHaveValue(PHONE_BEFORE);
    await page.getByLabel('第 3 行中文名').fill(PHONE_AFTER);
    await page.getByRole('button', { name: loose('保存') }).click();
    await expectToast(page, '实体已保存');
  });

  await test.step('代码预览：用同一模板集生成并上传为快照 #2', async () => {
    await page.goto(`/projects/${projectId}/code-preview?templateId=${templateId}`);
    await expect(page.getByRole('checkbox', { name: FORK })).toBeChecked();
    await page.getByRole('button', { name: /生成预览/ }).click();
    const results = page.locator('.ant-card').filter({ hasText: '生成结果' });
    await expect(results.getByText(/^6 个文件 · 用时 \d+ ms$/)).toBeVisible();
    await settle(page);
    await screenshot(page, 'templates-code-preview');
    await results.getByRole('button', { name: loose('上传') }).click();
    const dialog = page.getByRole('dialog', { name: '上传为快照' });
    await dialog.getByLabel('备注').fill('e2e：客户电话改名');
    await dialog.getByRole('button', { name: loose('上传') }).click();
    await expect(page.locator('.ant-alert').filter({ hasText: '已保存快照 #2' })).toBeVisible();
    await page.getByRole('link', { name: '查看生成记录' }).click();
    await expectPath(page, `/projects/${projectId}/code`);
  });

  await test.step('对比快照 #1 → #2：只列出改动的文件，改动的行可见', async () => {
    await expect(page.getByText('快照（2）')).toBeVisible();
    const diff = page.locator('#snapshot-diff');
    await expect(diff.getByRole('combobox', { name: '快照 A' }).locator('..')).toContainText('#1 ·');
    await expect(diff.getByRole('combobox', { name: '快照 B' }).locator('..')).toContainText('#2 ·');
    const stats = diff.getByLabel('差异统计');
    await expect(stats).toContainText('修改 1');
    await expect(stats).toContainText('新增 0');
    await expect(stats).toContainText('删除 0');
    const changed = diff.getByRole('group', { name: '修改的文件' });
    await expect(changed.getByRole('button')).toHaveText([CHANGED_FILE]);
    await expect(diff.getByRole('group', { name: '新增的文件' })).toHaveCount(0);
    await expect(diff.getByRole('group', { name: '删除的文件' })).toHaveCount(0);
    for (const unchanged of GENERATED.filter((file) => file !== CHANGED_FILE))
      await expect(diff.getByRole('button', { name: unchanged, exact: true })).toHaveCount(0);

    await changed.getByRole('button', { name: CHANGED_FILE }).click();
    const view = diff.locator('.ms-diff-view');
    await expect(view.locator('.cm-changedLine').filter({ hasText: PHONE_AFTER }).first()).toBeVisible();
    await expect(view.locator('.cm-deletedChunk').filter({ hasText: PHONE_BEFORE }).first()).toBeVisible();
    // Only the phone's lines changed: every inserted line names the new label.
    const inserted = await view.locator('.cm-changedLine').allTextContents();
    expect(inserted.length).toBeGreaterThan(0);
    for (const line of inserted) expect(line).toContain(PHONE_AFTER);
    // The lines around the change are folded, counted in Chinese.
    await expect(view.locator('.cm-collapsedLines').first()).toHaveText(/^\d+ 行未改动（点击展开）$/);
    await settle(page);
    await screenshot(page, 'templates-snapshot-diff');

    await diff.getByText('并排视图').click();
    await expect(
      diff.locator('.ms-diff-split .cm-changedLine').filter({ hasText: PHONE_AFTER }).first(),
    ).toBeVisible();
    await screenshot(page, 'templates-snapshot-diff-split');
  });
});
