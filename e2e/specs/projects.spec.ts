// A data model designed in the browser: a new user creates a project, imports a MySQL schema with Chinese
// comments and foreign keys, designs an entity with an enum and a relation, and exports DDL that a real
// PostgreSQL accepts. Bad input on the way (package name, empty and garbage DDL, a duplicate class) is answered
// in Chinese and loses nothing.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { applyInFreshSchema } from '../support/postgres';
import { expect, test } from '../support/test';
import { expectPath, expectToast, field, loose, pickOption, screenshot, settle, signIn } from '../support/ui';

const SHOP_DDL = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'shop-mysql.sql'), 'utf8');

/** The imported tables: table → class and the Chinese label from the table COMMENT. */
const IMPORTED = [
  { table: 'customer', className: 'Customer', label: '客户' },
  { table: 'sales_order', className: 'SalesOrder', label: '销售订单' },
  { table: 'order_item', className: 'OrderItem', label: '订单明细' },
];

/** The row of the entity table whose class is `className`. */
const entityRow = (page: Page, className: string) =>
  page.locator('.ant-table-tbody tr.ant-table-row').filter({
    has: page.getByRole('link', { name: className, exact: true }),
  });

/** The id of the project the page is on (/projects/{id}/…). */
const projectIdOf = (page: Page) => Number(/\/projects\/(\d+)/.exec(new URL(page.url()).pathname)?.[1]);

// A missing control fails in seconds, not at the end of the long test's budget.
test.use({ actionTimeout: 15_000 });

test('新建项目 → 导入 MySQL DDL → 设计带枚举与关系的实体 → 导出的 PostgreSQL DDL 可执行', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await registerAccount('proj');
  const projectName = `商城${Date.now() % 100000}`;
  await signIn(page, account.username, account.password);

  await test.step('新用户的项目列表：如实的空状态', async () => {
    await page.goto('/projects');
    await expect(page.getByText('还没有项目')).toBeVisible();
    await screenshot(page, 'projects-empty');
  });

  await test.step('新建项目：不合法的基础包名给出中文提示，改正后创建', async () => {
    await page
      .getByRole('button', { name: /新建项目/ })
      .first()
      .click();
    await expectPath(page, '/projects/create');
    await field(page, '项目名称').fill(projectName);
    // Optional fields are named with antd's （可选） mark.
    await page.getByRole('textbox', { name: /^项目描述/ }).fill('e2e：导入、设计与导出');
    await field(page, '基础包名').fill('Com.Example-Shop');
    await page.getByRole('button', { name: /创建项目/ }).click();
    await expect(page.getByText('基础包名格式不正确，应类似 com.example.shop')).toBeVisible();
    await expectPath(page, '/projects/create');
    await screenshot(page, 'project-create-invalid-package');

    await field(page, '基础包名').fill('com.example.shop');
    await expect(page.getByText('基础包名格式不正确，应类似 com.example.shop')).toHaveCount(0);
    await page.getByRole('button', { name: /创建项目/ }).click();
    await expectToast(page, '项目已创建');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/projects\/\d+$/);
    await expect(page.getByText(projectName).first()).toBeVisible();
    await expect(page.getByText('还没有实体：导入已有的建表语句，或从头设计')).toBeVisible();
    await screenshot(page, 'project-detail-empty');
  });
  const projectId = projectIdOf(page);
  expect(projectId).toBeGreaterThan(0);

  const importDialog = page.getByRole('dialog', { name: '导入建表语句' });
  const ddlInput = importDialog.getByLabel('建表语句');
  const previewButton = importDialog.getByRole('button', { name: loose('预览') });

  await test.step('导入 DDL：空脚本不能预览，无法识别的脚本列出跳过原因且不能确认', async () => {
    await page.getByRole('button', { name: /导入 DDL/ }).click();
    await expectPath(page, `/projects/${projectId}/entities`);
    await expect(importDialog).toBeVisible();
    await expect(previewButton).toBeDisabled();
    await ddlInput.fill('   \n  ');
    await expect(previewButton).toBeDisabled();

    await ddlInput.fill('这不是建表语句;\nSELECT * FROM customer;\nCREATE TABLE (');
    await previewButton.click();
    await expect(importDialog.getByText('脚本中没有可导入的表')).toBeVisible();
    await expect(importDialog.getByText('跳过 3 条语句')).toBeVisible();
    await expect(importDialog.getByText('无法识别的语句，未用于生成模型')).toBeVisible();
    await expect(importDialog.getByText('查询语句不包含表结构，已忽略')).toBeVisible();
    await expect(importDialog.getByRole('button', { name: '确认导入' })).toBeDisabled();
    await screenshot(page, 'import-ddl-garbage');

    // Back to the script: what was typed is still there.
    await importDialog.getByRole('button', { name: '返回修改' }).click();
    await expect(ddlInput).toHaveValue(/这不是建表语句/);
    await importDialog.getByRole('button', { name: loose('取消') }).click();
    await expect(importDialog).toBeHidden();
    await expect(page.getByText('还没有实体：导入建表语句，或新建一个实体')).toBeVisible();
  });

  await test.step('导入 PostgreSQL DDL：文本解析读不懂的表由 PostgreSQL 执行后导入，预览列出原因', async () => {
    await page.getByRole('button', { name: /导入 DDL/ }).click();
    await expect(importDialog).toBeVisible();
    await importDialog.getByText('PostgreSQL', { exact: true }).click();
    await ddlInput.fill(
      'CREATE TYPE address AS (street text, city text);\nCREATE TABLE branch OF address (PRIMARY KEY (street));',
    );
    await previewButton.click();
    await expect(importDialog.getByText('新建 1 个实体')).toBeVisible();
    await expect(
      importDialog.getByText('表 branch 的语句无法逐字解析，已按 PostgreSQL 执行后的结构导入（2 列）'),
    ).toBeVisible();
    await screenshot(page, 'import-ddl-postgresql-catalog');
    // The dialog remembers the dialect while the page is open: back to MySQL for the project's own script.
    await importDialog.getByRole('button', { name: '返回修改' }).click();
    await importDialog.getByText('MySQL', { exact: true }).click();
    await importDialog.getByRole('button', { name: loose('取消') }).click();
    await expect(importDialog).toBeHidden();
  });

  await test.step('导入 MySQL DDL：预览列出将新建的实体（中文名）与跳过的语句，确认后列表显示中文名', async () => {
    await page.getByRole('button', { name: /导入 DDL/ }).click();
    await expect(importDialog).toBeVisible();
    await expect(importDialog.getByRole('radio', { name: 'MySQL' })).toBeChecked();
    await ddlInput.fill(SHOP_DDL);
    await previewButton.click();
    await expect(importDialog.getByText('以下是将要进行的修改，确认后才会保存')).toBeVisible();
    await expect(importDialog.getByText(`新建 ${IMPORTED.length} 个实体`)).toBeVisible();
    for (const { table, label } of IMPORTED)
      await expect(importDialog.getByText(`${label}（${table}）`, { exact: true })).toBeVisible();
    await expect(importDialog.getByText('DROP 语句用于删除对象，导入时忽略').first()).toBeVisible();
    await screenshot(page, 'import-ddl-preview');

    await importDialog.getByRole('button', { name: '确认导入' }).click();
    await expectToast(page, `导入完成：新建 ${IMPORTED.length}，更新 0，删除 0`);
    await expect(importDialog).toBeHidden();
    for (const { table, className, label } of IMPORTED) {
      const row = entityRow(page, className);
      await expect(row).toBeVisible();
      await expect(row.getByText(table, { exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByText(`共 ${IMPORTED.length} 个实体`)).toBeVisible();
    await settle(page);
    await screenshot(page, 'entities-imported');
  });

  await test.step('设计器：重复的类名给出中文提示；新实体带枚举字段（值与显示名）和指向导入实体的多对一关系', async () => {
    await page.getByRole('button', { name: /新建实体/ }).click();
    await expectPath(page, `/projects/${projectId}/entities/designer`);
    const save = page.getByRole('button', { name: loose('保存') });
    const className = page.getByLabel('类名', { exact: true });
    await expect(className).toBeVisible();

    await className.fill('Customer');
    await expect(page.getByText('类名 Customer 重复').first()).toBeVisible();
    await expect(save).toBeDisabled();
    await screenshot(page, 'designer-duplicate-class');

    await className.fill('Payment');
    await expect(page.getByLabel('表名', { exact: true })).toHaveValue('payment');
    await page.getByLabel('中文名', { exact: true }).fill('支付记录');
    await page.getByLabel('注释', { exact: true }).fill('订单的支付流水');
    await expect(page.getByText('类名 Customer 重复')).toHaveCount(0);

    // Row 1 is the preset primary key; row 2 becomes the enum.
    await expect(page.getByLabel('第 1 行字段名')).toHaveValue('id');
    await page.getByRole('button', { name: /添加字段/ }).click();
    await page.getByLabel('第 2 行字段名').fill('status');
    await expect(page.getByLabel('第 2 行列名')).toHaveValue('status');
    await page.getByLabel('第 2 行中文名').fill('支付状态');
    await pickOption(page, page.getByRole('combobox', { name: '第 2 行类型' }), '枚举 enum');
    await page.getByRole('checkbox', { name: '第 2 行必填' }).check();

    await page.getByRole('button', { name: '第 2 行更多设置' }).click();
    const enumPopover = page.locator('.ant-popover:visible');
    await expect(enumPopover.getByText('枚举值、校验、注释与生成用法')).toBeVisible();
    await enumPopover.getByLabel('枚举值 1').fill('PENDING');
    await enumPopover.getByLabel('枚举显示名 1').fill('待支付');
    await enumPopover.getByRole('button', { name: /添加枚举值/ }).click();
    await enumPopover.getByLabel('枚举值 2').fill('PAID');
    await enumPopover.getByLabel('枚举显示名 2').fill('已支付');
    await enumPopover.getByRole('button', { name: /添加枚举值/ }).click();
    await enumPopover.getByLabel('枚举值 3').fill('REFUNDED');
    await enumPopover.getByLabel('枚举显示名 3').fill('已退款');
    await screenshot(page, 'designer-enum-values');
    // The popover closes on a click elsewhere (the card title's left end: the popover may cover its middle).
    await page.getByText('基本信息').click({ position: { x: 5, y: 5 } });
    await expect(page.locator('.ant-popover:visible')).toHaveCount(0);

    await page.getByRole('tab', { name: /关系/ }).click();
    await page.getByRole('button', { name: /添加关系/ }).click();
    await page.getByLabel('第 1 个关系属性名').fill('salesOrder');
    const relationRow = page
      .getByRole('tabpanel', { name: /关系/ })
      .getByRole('row')
      .filter({ has: page.getByLabel('第 1 个关系属性名') });
    await expect(relationRow.getByRole('cell').nth(1)).toHaveText(/多对一/);
    await pickOption(page, page.getByRole('combobox', { name: '第 1 个关系目标' }), 'SalesOrder', {
      search: true,
    });
    await page.getByLabel('第 1 个关系中文名').fill('所属订单');
    await expect(page.getByRole('tab', { name: /关系（1）/ })).toBeVisible();

    await expect(page.getByText('模型校验通过')).toBeVisible();
    await expect(save).toBeEnabled();
    await screenshot(page, 'designer-new-entity');
    await save.click();
    await expectToast(page, '实体已创建');
    // A saved entity opens at its own address, without asking to leave unsaved work.
    const editPath = new RegExp(`^/projects/${projectId}/entities/\\d+/edit$`);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(editPath);
    await expect(page.getByText('离开设计器？')).toHaveCount(0);
  });

  await test.step('保存后：重新打开设计器，枚举值与显示名、关系都在', async () => {
    await page.reload();
    await expect(page.getByLabel('类名', { exact: true })).toHaveValue('Payment');
    await expect(page.getByLabel('第 2 行字段名')).toHaveValue('status');
    await page.getByRole('button', { name: '第 2 行更多设置' }).click();
    const enumPopover = page.locator('.ant-popover:visible');
    await expect(enumPopover.getByLabel('枚举值 1')).toHaveValue('PENDING');
    await expect(enumPopover.getByLabel('枚举显示名 1')).toHaveValue('待支付');
    await expect(enumPopover.getByLabel('枚举值 3')).toHaveValue('REFUNDED');
    await expect(enumPopover.getByLabel('枚举显示名 3')).toHaveValue('已退款');
    await page.getByText('基本信息').click({ position: { x: 5, y: 5 } });
    await page.getByRole('tab', { name: /关系（1）/ }).click();
    await expect(page.getByLabel('第 1 个关系属性名')).toHaveValue('salesOrder');
  });

  await test.step('实体列表显示新实体：中文名、关系数', async () => {
    await page.getByRole('button', { name: /返回实体列表/ }).click();
    await expectPath(page, `/projects/${projectId}/entities`);
    const row = entityRow(page, 'Payment');
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: '支付记录', exact: true })).toBeVisible();
    await expect(row.getByText('payment', { exact: true })).toBeVisible();
    await expect(page.getByText(`共 ${IMPORTED.length + 1} 个实体`)).toBeVisible();
    await settle(page);
    await screenshot(page, 'entities-with-designed');
  });

  await test.step('ER 图：每个实体一个节点，新实体指向 SalesOrder 的边两端标出基数', async () => {
    await page.goto(`/projects/${projectId}/visualization`);
    const nodes = page.locator('.react-flow__node');
    await expect(nodes).toHaveCount(IMPORTED.length + 1);
    const payment = nodes.filter({ hasText: 'Payment' });
    await expect(payment).toContainText('支付记录');
    await expect(payment.locator('.ms-er-field__key--fk')).toHaveCount(1);
    // Two imported foreign keys and the designed relation.
    await expect(page.locator('.react-flow__edge')).toHaveCount(3);
    // The designed relation is one edge (id relation-<owner>-<name>), labelled with its Chinese name.
    await expect(page.locator('.react-flow__edge[data-id$="-salesOrder"]')).toHaveCount(1);
    await expect(page.locator('.ms-er-end--name', { hasText: '所属订单' }).first()).toBeVisible();
    await settle(page);
    await screenshot(page, 'er-diagram');
  });

  await test.step('拖动节点：位置保存，刷新后不变', async () => {
    const payment = page.locator('.react-flow__node').filter({ hasText: 'Payment' });
    const before = await payment.getAttribute('style');
    const title = await payment.locator('.ms-er-node__title').boundingBox();
    await page.mouse.move(title!.x + 20, title!.y + 6);
    await page.mouse.down();
    await page.mouse.move(title!.x + 140, title!.y + 90, { steps: 10 });
    await page.mouse.up();
    await expect(page.getByText('位置已保存')).toBeVisible();
    const moved = await payment.getAttribute('style');
    expect(moved).not.toBe(before);
    // Positions are saved in whole pixels.
    const translate = (style: string | null) =>
      /translate\(([-\d.]+)px, ([-\d.]+)px\)/
        .exec(style ?? '')
        ?.slice(1)
        .map((n) => Math.round(Number(n)));
    await page.reload();
    await expect(page.locator('.react-flow__node')).toHaveCount(IMPORTED.length + 1);
    const after = page.locator('.react-flow__node').filter({ hasText: 'Payment' });
    await expect.poll(async () => translate(await after.getAttribute('style'))).toEqual(translate(moved));
  });

  await test.step('导出 PNG：得到 PNG 文件；双击节点打开设计器', async () => {
    await page.getByRole('button', { name: /导出图片/ }).hover();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('导出 PNG').click()]);
    expect(download.suggestedFilename()).toBe(`${projectName}-ER图.png`);
    const png = fs.readFileSync(await download.path());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.length).toBeGreaterThan(10_000);
    await page
      .locator('.react-flow__node')
      .filter({ hasText: 'Payment' })
      .locator('.ms-er-field')
      .first()
      .dblclick();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/entities\/\d+\/edit$/);
    await page.goto(`/projects/${projectId}/entities`);
  });

  await test.step('导出 PostgreSQL DDL：下载 .sql 文件，真实 PostgreSQL 执行通过', async () => {
    await page.getByRole('button', { name: /导出 DDL/ }).click();
    const exportDialog = page.getByRole('dialog', { name: '导出建表语句' });
    await expect(exportDialog).toBeVisible();
    await exportDialog.getByText('PostgreSQL', { exact: true }).click();
    await expect(exportDialog.getByRole('radio', { name: 'PostgreSQL' })).toBeChecked();
    const shown = exportDialog.getByLabel('建表语句');
    await expect(shown).toContainText('CREATE TABLE "payment"');
    await expect(shown).toContainText('GENERATED BY DEFAULT AS IDENTITY');
    await screenshot(page, 'export-ddl-postgresql');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: /下载 \.sql/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${projectName}-postgresql.sql`);
    const sql = fs.readFileSync(await download.path(), 'utf8');
    expect(sql).toContain('CREATE TABLE "customer"');
    expect(sql).toMatch(/"status"[^\n]*CHECK \("status" IN \('PENDING', 'PAID', 'REFUNDED'\)\)/);
    expect(sql).toContain('COMMENT ON TABLE "sales_order" IS \'销售订单\'');

    const applied = await applyInFreshSchema(sql);
    expect(applied.tables).toEqual(['customer', 'order_item', 'payment', 'sales_order']);
    expect(applied.foreignKeys).toEqual([
      'order_item.order_id → sales_order',
      'payment.sales_order_id → sales_order',
      'sales_order.customer_id → customer',
    ]);
    expect(applied.tableComments).toEqual({
      customer: '客户',
      order_item: '订单明细',
      payment: '支付记录：订单的支付流水',
      sales_order: '销售订单',
    });
  });
});
