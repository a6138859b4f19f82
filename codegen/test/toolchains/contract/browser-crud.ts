// A person's CRUD round in a generated frontend, in Debian chromium, against a running generated backend: open the
// entity from the menu, add a row through the form (a reference chosen by its label, an enum by its label), find it
// in the list showing those labels, edit it, delete it. Works on any frontend set that labels its form items with
// the fields' labels and names its buttons 新增 / 编辑 / 删除 / 保存 or 确定.
import { readFileSync } from 'node:fs';

import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

import { buildContext } from '../../../src/context/build-context';
import type { EntityContext, FieldContext, TemplateContext } from '../../../src/context/types';
import type { Model } from '../../../src/model/types';
import { validateModel } from '../../../src/model/validate';
import { Samples } from './smoke';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export interface BrowserCrudOptions {
  browser: Browser;
  /** Where the built frontend is served, with `/api` proxied to the backend. */
  appUrl: string;
  /** The backend itself, to create the rows the form refers to. */
  apiUrl: string;
  model: Model;
  /** Class name of the entity to add, edit and delete. */
  entity: string;
  /** A full-page screenshot of the list with the new row goes here, when given (and `<name>-failed.png` on failure). */
  screenshot?: string;
}

const TIMEOUT = 15_000;
const BUTTON = {
  create: /^新\s*增$/,
  edit: /^编\s*辑$/,
  remove: /^删\s*除$/,
  save: /^(保\s*存|确\s*定)$/,
  export: /^导\s*出$/,
  confirm: /^(删\s*除|确\s*定)$/,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form item whose label reads exactly `label` (antd and Element Plus both render a <label>). */
function formItem(dialog: Locator, label: string): Locator {
  return dialog
    .locator('.ant-form-item, .el-form-item')
    .filter({
      has: dialog.page().locator('label', { hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) }),
    })
    .first();
}

/** Opens the select of a form item and picks the option showing `text`. */
async function choose(page: Page, item: Locator, text: string): Promise<void> {
  await item.locator('.ant-select, .el-select').first().click();
  const option = page
    .locator('.ant-select-item-option, .el-select-dropdown__item')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) })
    .locator('visible=true')
    .first();
  await option.click({ timeout: TIMEOUT });
}

/** What a person reads for a field's value: an enum's or code's label, else the value. */
function shown(field: FieldContext, value: string): string {
  const code = field.codes.find((c) => c.value === value);
  return code?.label ?? value;
}

interface Filled {
  /** Texts the list must show for the new row. */
  texts: string[];
  /** The text field edited later, with the value it got. */
  editable: { field: FieldContext; value: string } | null;
}

class CrudRun {
  private readonly errors: string[] = [];
  private readonly samples = new Samples();

  constructor(
    private readonly page: Page,
    private readonly context: TemplateContext,
    private readonly options: BrowserCrudOptions,
  ) {
    page.on('pageerror', (error) => this.errors.push(`页面错误：${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(`控制台错误：${message.text()}`);
    });
  }

  private entity(className: string): EntityContext {
    const entity = this.context.entities.find((e) => e.className === className);
    if (!entity) throw new Error(`模型中没有实体 ${className}`);
    return entity;
  }

  /** A row of the referenced entity, created over the API, and the label the select shows for it. */
  private async referenced(field: FieldContext): Promise<string> {
    const reference = field.reference!;
    const target = this.entity(reference.className);
    const body: Record<string, unknown> = {};
    for (const f of target.formFields.filter((x) => x.requiredOnCreate)) {
      if (f.reference)
        throw new Error(`${target.className} 自身还引用 ${f.reference.className}：浏览器测试只建一层引用`);
      body[f.name] = this.samples.value(f);
    }
    const labelField = target.fields.find((f) => f.name === reference.labelField)!;
    if (!(labelField.name in body) && labelField.inForm)
      body[labelField.name] = this.samples.value(labelField);
    const response = await fetch(`${this.options.apiUrl}${reference.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; data: Record<string, unknown> };
    if (answer.code !== 200)
      throw new Error(`无法通过接口新增 ${target.className}：${JSON.stringify(answer)}`);
    // A CHAR column comes back padded; the select and the list show it trimmed.
    return String(answer.data[reference.labelField]).trim();
  }

  /** The rows a new one refers to, created before the form opens (as they would exist): field name → label. */
  private async references(entity: EntityContext): Promise<Map<string, string>> {
    const labels = new Map<string, string>();
    for (const field of entity.formFields.filter((f) => f.requiredOnCreate && f.reference))
      labels.set(field.name, await this.referenced(field));
    return labels;
  }

  /** Fills every field a create needs; returns what the list must then show. */
  private async fill(
    dialog: Locator,
    entity: EntityContext,
    references: Map<string, string>,
  ): Promise<Filled> {
    const filled: Filled = { texts: [], editable: null };
    for (const field of entity.formFields.filter((f) => f.requiredOnCreate)) {
      const item = formItem(dialog, field.label);
      await item.waitFor({ timeout: TIMEOUT }).catch(() => {
        throw new Error(`表单中找不到标签为「${field.label}」的字段（${field.name}）`);
      });
      if (field.reference) {
        const label = references.get(field.name)!;
        await choose(this.page, item, label);
        filled.texts.push(label);
      } else if (field.codes.length) {
        const code = field.codes.find((c) => c.value.includes('-')) ?? field.codes[field.codes.length - 1];
        await choose(this.page, item, shown(field, code.value));
        filled.texts.push(shown(field, code.value));
      } else if (field.type === 'boolean') {
        await item.locator('.ant-switch, .el-switch, input[type=checkbox]').first().click();
      } else {
        const input = item.locator('input:not([type=hidden]), textarea').first();
        const value = this.formValue(field);
        await input.fill(value);
        if (['date', 'datetime', 'time'].includes(field.type)) await input.press('Enter');
        if (field.type === 'string' || field.type === 'text') {
          if (field.inList) filled.texts.push(value);
          if (!filled.editable && field.inList && !field.unique && !field.primaryKey)
            filled.editable = { field, value };
        }
      }
    }
    return filled;
  }

  /** What a person types: the sample value, dates and times as the pickers take them (local, no offset). */
  private formValue(field: FieldContext): string {
    switch (field.type) {
      case 'date':
        return '2024-05-06';
      case 'datetime':
        return '2024-05-06 07:08:09';
      case 'time':
        return '07:08:09';
      case 'json':
        return JSON.stringify(this.samples.value(field));
      default:
        return String(this.samples.value(field));
    }
  }

  private async save(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: BUTTON.save }).click();
    await dialog.waitFor({ state: 'hidden', timeout: TIMEOUT }).catch(async () => {
      const text = (await dialog.innerText().catch(() => '')).slice(0, 500);
      throw new Error(`保存后对话框没有关闭：${text}`);
    });
  }

  /** The visible row of the list that shows `text`. */
  private row(text: string): Locator {
    return this.page.locator('tr').filter({ hasText: text }).locator('visible=true').first();
  }

  async run(): Promise<void> {
    const entity = this.entity(this.options.entity);
    const references = await this.references(entity);
    await this.page.goto(this.options.appUrl);
    await this.page
      .getByRole('menuitem', { name: entity.label, exact: true })
      .first()
      .click({ timeout: TIMEOUT });
    await this.page.getByRole('button', { name: BUTTON.create }).first().click({ timeout: TIMEOUT });
    const creating = this.page.getByRole('dialog').filter({ hasText: `新增${entity.label}` });
    await creating.waitFor({ timeout: TIMEOUT });
    const filled = await this.fill(creating, entity, references);
    await this.save(creating);

    if (filled.texts.length === 0) throw new Error(`${entity.className} 没有可在列表中辨认的必填字段`);
    const [key] = filled.texts;
    const row = this.row(key);
    await row.waitFor({ timeout: TIMEOUT }).catch(() => {
      throw new Error(`新增后列表中没有出现「${key}」`);
    });
    for (const text of filled.texts)
      if (!(await row.innerText()).includes(text))
        throw new Error(`列表中新增的行没有显示「${text}」：${await row.innerText()}`);
    if (this.options.screenshot)
      await this.page.screenshot({ path: this.options.screenshot, fullPage: true });

    // 导出: the list's rows as a CSV download that holds the new row.
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: TIMEOUT }),
      this.page.getByRole('button', { name: BUTTON.export }).first().click({ timeout: TIMEOUT }),
    ]);
    const file = await download.path();
    const csv = file ? readFileSync(file, 'utf8') : '';
    if (!download.suggestedFilename().endsWith('.csv') || !csv.includes(key))
      throw new Error(`导出的文件（${download.suggestedFilename()}）没有包含新增的「${key}」`);

    if (filled.editable) {
      const { field } = filled.editable;
      await row.getByRole('button', { name: BUTTON.edit }).click();
      const editing = this.page.getByRole('dialog').filter({ hasText: `编辑${entity.label}` });
      await editing.waitFor({ timeout: TIMEOUT });
      const input = formItem(editing, field.label).locator('input, textarea').first();
      await this.page.waitForFunction(
        (element) => (element as HTMLInputElement | null)?.value !== '',
        await input.elementHandle(),
        { timeout: TIMEOUT },
      );
      const changed = this.formValue(field);
      await input.fill(changed);
      await this.save(editing);
      await this.row(changed)
        .waitFor({ timeout: TIMEOUT })
        .catch(() => {
          throw new Error(`编辑后列表中没有出现「${changed}」`);
        });
      filled.texts[0] = filled.texts[0] === filled.editable.value ? changed : filled.texts[0];
    }

    const current = this.row(filled.texts[0]);
    await current.getByRole('button', { name: BUTTON.remove }).click();
    await this.page
      .locator('.ant-popconfirm, .ant-modal-confirm, .el-message-box, .el-popconfirm')
      .locator('visible=true')
      .getByRole('button', { name: BUTTON.confirm })
      .last()
      .click({ timeout: TIMEOUT });
    await this.page
      .locator('tr')
      .filter({ hasText: filled.texts[0] })
      .locator('visible=true')
      .first()
      .waitFor({ state: 'detached', timeout: TIMEOUT })
      .catch(() => {
        throw new Error(`删除后列表中仍有「${filled.texts[0]}」`);
      });
    if (this.errors.length) throw new Error(`浏览器中出现错误：\n${this.errors.join('\n')}`);
  }
}

/** Adds, finds, edits and deletes one row of the entity through the generated frontend. */
export async function runBrowserCrud(options: BrowserCrudOptions): Promise<void> {
  const validated = validateModel(options.model);
  if (!validated.ok) throw new Error(`模型无效：${JSON.stringify(validated.problems).slice(0, 500)}`);
  const context = buildContext(validated.model);
  const page = await options.browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    await new CrudRun(page, context, options).run();
  } catch (error) {
    if (options.screenshot)
      await page.screenshot({ path: options.screenshot.replace(/\.png$/, '-failed.png'), fullPage: true });
    throw error;
  } finally {
    await page.close();
  }
}
