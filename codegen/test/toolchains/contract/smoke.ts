// The generated-contract smoke run (docs/generated-code-contract.md), over HTTP against a running generated backend.
// Per entity: a create without its required fields is refused with the envelope; a create with a value for every
// form field (required references created first, an enum value with a hyphen when there is one) answers the row as
// sent, with the audit time filled and never the secret; the page finds it by each search condition and a search that
// must not match does not; get; a partial update changes one field and keeps the rest; batch delete; delete, then 404.
// Every failure is collected, so one run shows all of what a backend gets wrong.
import { randomUUID } from 'node:crypto';

import { buildContext } from '../../../src/context/build-context';
import type { ApiContext, EntityContext, FieldContext, TemplateContext } from '../../../src/context/types';
import type { Model } from '../../../src/model/types';
import { validateModel } from '../../../src/model/validate';
import { httpCall, type HttpAnswer } from './http';

export interface SmokeOptions {
  baseUrl: string;
  model: Model;
  /** Class names to exercise, in order (default: every entity with a key). */
  entities?: string[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Row = Record<string, Json>;

interface Answer extends Omit<HttpAnswer, 'body'> {
  body: Json;
}

/** A contract violation: the step and what was seen. */
class Violation extends Error {}

const BOGUS_AUDIT_TIME = '2000-01-01 00:00:00';
const BINARY_SAMPLE = Buffer.from([0, 1, 2, 250, 255]);

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Violation(message);
}

class Client {
  constructor(
    private readonly baseUrl: string,
    private readonly api: ApiContext,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    const answer = await httpCall(this.baseUrl, method, path, body);
    return { ...answer, body: answer.body as Json };
  }

  /** The answer's `data` after checking the success envelope. */
  async ok(method: string, path: string, body?: unknown): Promise<Json> {
    const answer = await this.call(method, path, body);
    const where = `${method} ${path}`;
    check(
      answer.status === 200,
      `${where} 应答 HTTP ${answer.status}，应为 200：${answer.text.slice(0, 500)}`,
    );
    this.envelope(answer, this.api.successCode, where);
    return isObject(answer.body) ? (answer.body[this.api.dataKey] ?? null) : null;
  }

  /** Checks `{code, message|msg}` with the expected code. */
  envelope(answer: Answer, code: number, where: string): void {
    check(isObject(answer.body), `${where} 的应答不是 JSON 对象：${answer.text.slice(0, 300)}`);
    const body = answer.body;
    check(
      body.code === code,
      `${where} 的 code 是 ${show(body.code)}，应为 ${code}：${answer.text.slice(0, 300)}`,
    );
    check(
      typeof body[this.api.messageKey] === 'string',
      `${where} 的应答缺少字符串 ${this.api.messageKey}：${answer.text.slice(0, 300)}`,
    );
  }

  /** A page: its rows and total, wherever the style keeps them. */
  async page(base: string, query: Record<string, string>): Promise<{ records: Row[]; total: number }> {
    const params = new URLSearchParams(query).toString();
    const where = `GET ${base}?${params}`;
    const answer = await this.call('GET', `${base}?${params}`);
    check(answer.status === 200, `${where} 应答 HTTP ${answer.status}：${answer.text.slice(0, 500)}`);
    this.envelope(answer, this.api.successCode, where);
    const body = answer.body as { [key: string]: Json };
    const holder = this.api.page.inData ? body[this.api.dataKey] : body;
    check(isObject(holder), `${where} 的分页结果不在${this.api.page.inData ? ' data 中' : '应答顶层'}`);
    const records = holder[this.api.page.recordsKey];
    const total = holder[this.api.page.totalKey];
    check(Array.isArray(records), `${where} 缺少数组 ${this.api.page.recordsKey}`);
    check(typeof total === 'number', `${where} 的 ${this.api.page.totalKey} 不是数字：${show(total)}`);
    if (this.api.page.inData) {
      check(
        holder.current === Number(query[this.api.page.currentParam]),
        `${where} 的 current 是 ${show(holder.current)}`,
      );
      check(
        holder.size === Number(query[this.api.page.sizeParam]),
        `${where} 的 size 是 ${show(holder.size)}`,
      );
    }
    return { records: records as Row[], total };
  }
}

/** Values for one run: unique text, and the value each field type sends. */
export class Samples {
  private sequence = 0;
  private readonly run = Date.now().toString(36).slice(-5);

  token(): string {
    this.sequence += 1;
    return `${this.run}${this.sequence.toString(36)}`;
  }

  value(field: FieldContext): Json {
    if (field.enumValues.length > 0) {
      const hyphen = field.enumValues.find((v) => v.value.includes('-'));
      return (hyphen ?? field.enumValues[field.enumValues.length - 1]).value;
    }
    if (field.codes.length > 0) {
      const code = field.codes[field.codes.length - 1].value;
      return field.type === 'int' || field.type === 'long' ? Number(code) : code;
    }
    switch (field.type) {
      case 'string':
        return this.text(field);
      case 'text':
        return `烟测文本 ${this.token()}：中文、引号"与换行\n都应原样保存`;
      case 'int': {
        this.token();
        const ceiling = field.sqlSize === 'tiny' ? 100 : 30_000;
        return this.clamp(field, 7 + (this.sequence % ceiling));
      }
      case 'long':
        this.token();
        return this.clamp(field, 1000 + this.sequence);
      case 'decimal': {
        const scale = field.scale ?? 2;
        const whole = (field.precision ?? 10) - scale;
        return this.clamp(field, whole >= 2 ? (scale > 0 ? 12.5 : 12) : scale > 0 ? 0.5 : 1);
      }
      case 'boolean':
        return true;
      case 'date':
        return '2024-05-06';
      case 'datetime':
        return field.withTimeZone ? '2024-05-06T07:08:09+08:00' : '2024-05-06 07:08:09';
      case 'time':
        return field.withTimeZone ? '07:08:09+08:00' : '07:08:09';
      case 'uuid':
        return randomUUID();
      case 'json':
        // A PostgreSQL array column (`TEXT[]`, `INTEGER[]`) imported as json holds a list of its element type.
        switch (field.array?.element) {
          case 'int':
            return [1, 2];
          case 'decimal':
            return [1.5, 2.5];
          case 'boolean':
            return [true, false];
          case 'text':
            return ['烟测', this.token()];
        }
        return { smoke: this.token(), n: 1, 中文: true };
      case 'binary':
        return BINARY_SAMPLE.toString('base64');
      default:
        return this.text(field);
    }
  }

  /** Another valid value of the same field, for updates and searches that must not match. */
  other(field: FieldContext, sent: Json): Json | undefined {
    const choices = field.enumValues.length
      ? field.enumValues.map((v) => v.value)
      : field.codes.map((c) => (field.type === 'int' || field.type === 'long' ? Number(c.value) : c.value));
    if (choices.length) return choices.find((c) => String(c) !== String(sent));
    if (field.type === 'string' || field.type === 'text') return this.text(field);
    if (field.type === 'int' || field.type === 'long')
      return this.clamp(field, Number(sent) + 1) === sent
        ? this.clamp(field, Number(sent) - 1)
        : this.clamp(field, Number(sent) + 1);
    return undefined;
  }

  private text(field: FieldContext): string {
    const length = field.length ?? 255;
    if (field.validation.email) return `smoke${this.token()}@example.com`.slice(-Math.max(length, 6));
    const value = `烟测${this.token()}`;
    if (field.validation.pattern) {
      const pattern = new RegExp(field.validation.pattern);
      // Unique digits of every length (card and phone numbers), then letters and mixed text.
      const digits = `${Date.now()}${String(this.sequence).padStart(4, '0')}`;
      const candidates = [
        value,
        this.token(),
        ...Array.from({ length: 32 }, (_, n) => digits.padStart(n + 1, '1').slice(-(n + 1))),
        `smoke${this.token()}`.replace(/\d/g, 'x'),
        `A${this.token()}`,
      ];
      const fits = candidates.find((v) => v.length <= length && pattern.test(v));
      if (fits) return fits;
    }
    return value.length <= length ? value : this.token().slice(-length);
  }

  private clamp(field: FieldContext, value: number): number {
    const { min, max } = field.validation;
    if (min !== null && value < min) return min;
    if (max !== null && value > max) return max;
    return value;
  }
}

function bytesEqual(sent: string, got: string): boolean {
  const a = Buffer.from(sent, 'base64');
  const b = Buffer.from(got, 'base64');
  // BINARY(n) pads with zero bytes.
  return (
    b.length >= a.length && a.equals(b.subarray(0, a.length)) && b.subarray(a.length).every((x) => x === 0)
  );
}

const canonical = (value: Json): string =>
  JSON.stringify(value, (_key, v: Json) =>
    isObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** One CSV cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
export function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Whether the answered value is the sent one, in the field's wire format. */
export function sameValue(field: FieldContext, sent: Json, got: Json | undefined): boolean {
  if (got === undefined || got === null) return sent === null;
  switch (field.type) {
    case 'int':
    case 'long':
    case 'decimal':
      return Number(got) === Number(sent);
    case 'string':
      return String(got).replace(/ +$/, '') === sent;
    case 'datetime':
    case 'time':
      return field.withTimeZone && field.type === 'datetime'
        ? Date.parse(String(got)) === Date.parse(String(sent))
        : got === sent;
    case 'uuid':
      return String(got).toLowerCase() === String(sent).toLowerCase();
    case 'json':
      return canonical(got) === canonical(sent);
    case 'binary':
      return typeof got === 'string' && bytesEqual(String(sent), got);
    case 'boolean':
      return got === sent;
    default:
      return String(got) === String(sent);
  }
}

/** The runner for one model on one backend. */
class Smoke {
  readonly failures: string[] = [];
  readonly passed: string[] = [];
  private readonly samples = new Samples();
  /** A row per entity that other rows may reference (created once, never deleted). */
  private readonly anchors = new Map<string, Row>();
  /** Entities whose create is under way: a required reference back to one of them is a cycle. */
  private readonly creating: string[] = [];

  constructor(
    private readonly context: TemplateContext,
    private readonly client: Client,
  ) {}

  private get api(): ApiContext {
    return this.context.project.api;
  }

  entity(className: string): EntityContext {
    const entity = this.context.entities.find((e) => e.className === className);
    if (!entity) throw new Error(`模型中没有实体 ${className}`);
    return entity;
  }

  base(entity: EntityContext): string {
    return `${this.api.basePath}/${entity.names.plural.kebab}`;
  }

  keyPath(entity: EntityContext, row: Row): string {
    const keys = entity.primaryKeys.map((k) => row[k.name]);
    check(
      keys.every((k) => k !== null && k !== undefined),
      `${entity.className} 的应答缺少主键 ${entity.primaryKeys.map((k) => k.name).join('、')}：${show(row)}`,
    );
    return `${this.base(entity)}/${keys.map((k) => encodeURIComponent(String(k))).join('/')}`;
  }

  /** A create body: every form field with a value (references to rows created first), the audit time bogus. */
  async body(entity: EntityContext, freshReferences = false): Promise<Row> {
    const row: Row = {};
    for (const field of entity.formFields) {
      if (field.readOnly) continue;
      if (field.isForeignKey || field.reference) {
        const reference = field.reference;
        if (!reference || reference.className === entity.className) {
          check(
            !field.requiredOnCreate,
            `${entity.className}.${field.name} 是必填外键，但找不到它指向的实体`,
          );
          continue;
        }
        const target = this.entity(reference.className);
        if (this.creating.includes(target.className)) {
          check(
            !field.requiredOnCreate,
            `必填引用形成环（${[...this.creating, target.className].join(' → ')}）：无法先建出被引用的行`,
          );
          continue;
        }
        const targetRow =
          field.unique || freshReferences ? await this.create(target) : await this.anchor(target);
        row[field.name] = targetRow[reference.valueField];
        continue;
      }
      row[field.name] = this.samples.value(field);
    }
    for (const audit of entity.auditFields)
      if (audit.audit === 'CREATED_AT' && audit.type === 'datetime' && !audit.withTimeZone)
        row[audit.name] = BOGUS_AUDIT_TIME;
    return row;
  }

  async create(entity: EntityContext, freshReferences = false): Promise<Row> {
    this.creating.push(entity.className);
    let body: Row;
    try {
      body = await this.body(entity, freshReferences);
    } finally {
      this.creating.pop();
    }
    const data = await this.client.ok('POST', this.base(entity), body);
    check(isObject(data), `POST ${this.base(entity)} 的 data 不是对象：${show(data)}`);
    return data;
  }

  async anchor(entity: EntityContext): Promise<Row> {
    const existing = this.anchors.get(entity.className);
    if (existing) return existing;
    const row = await this.create(entity);
    this.anchors.set(entity.className, row);
    return row;
  }

  /** Runs each step; a step's failure is recorded and the steps that need its result are skipped. */
  async run(entity: EntityContext): Promise<void> {
    const step = async <T>(name: string, action: () => Promise<T>): Promise<T | undefined> => {
      try {
        const result = await action();
        this.passed.push(`${entity.className}：${name}`);
        return result;
      } catch (error) {
        this.failures.push(`${entity.className}：${name} —— ${(error as Error).message}`);
        return undefined;
      }
    };

    await step('缺少必填字段时应答 4xx', () => this.refusesIncomplete(entity));
    const created = await step('新增', () => this.createAndCompare(entity));
    if (!created) return;
    const { sent, row } = created;
    await step('按主键查询', async () => {
      const got = await this.client.ok('GET', this.keyPath(entity, row));
      check(isObject(got), `GET ${this.keyPath(entity, row)} 的 data 不是对象`);
      this.compare(entity, sent, got, '查询');
    });
    await step('分页与搜索', () => this.search(entity, sent, row));
    await step('导出 CSV', () => this.exportCsv(entity, sent));
    const updated = await step('部分更新', () => this.update(entity, sent, row));
    if (updated === undefined) return;
    if (entity.idField) await step('批量删除', () => this.batchDelete(entity));
    await step('删除后 404', async () => {
      const path = this.keyPath(entity, row);
      const data = await this.client.ok('DELETE', path);
      check(data === null, `DELETE ${path} 的 data 应为 null：${show(data)}`);
      const answer = await this.client.call('GET', path);
      check(
        answer.status === 404,
        `删除后 GET ${path} 应答 HTTP ${answer.status}，应为 404：${answer.text.slice(0, 300)}`,
      );
      this.client.envelope(answer, 404, `删除后 GET ${path}`);
    });
  }

  private async refusesIncomplete(entity: EntityContext): Promise<void> {
    const required = entity.formFields.filter((f) => f.requiredOnCreate);
    if (required.length === 0) return;
    const where = `POST ${this.base(entity)}（缺少 ${required.map((f) => f.name).join('、')}）`;
    const answer = await this.client.call('POST', this.base(entity), {});
    check(
      answer.status === 400,
      `${where} 应答 HTTP ${answer.status}，应为 400：${answer.text.slice(0, 300)}`,
    );
    this.client.envelope(answer, 400, where);
    const data = (answer.body as { [key: string]: Json }).data;
    const errors = isObject(data) ? data.errors : undefined;
    check(
      Array.isArray(errors) &&
        errors.length > 0 &&
        errors.every((e) => isObject(e) && typeof e.field === 'string' && typeof e.message === 'string'),
      `${where} 的 data.errors 应列出 [{field, message}]：${answer.text.slice(0, 300)}`,
    );
    const named = new Set((errors as { field: string }[]).map((e) => e.field));
    check(
      required.some((f) => named.has(f.name)),
      `${where} 的 data.errors 没有点名任何缺少的字段（${required.map((f) => f.name).join('、')}）：${show(errors)}`,
    );
  }

  private async createAndCompare(entity: EntityContext): Promise<{ sent: Row; row: Row }> {
    const sent = await this.body(entity);
    const row = await this.client.ok('POST', this.base(entity), sent);
    check(isObject(row), `POST ${this.base(entity)} 的 data 不是对象：${show(row)}`);
    this.compare(entity, sent, row, '新增');
    return { sent, row };
  }

  /** The answer carries what was sent (in wire format), the keys, the filled audit time, and no secret. */
  private compare(entity: EntityContext, sent: Row, got: Row, what: string): void {
    const wrong: string[] = [];
    for (const field of entity.responseFields) {
      if (!(field.name in sent) || field.audit) continue;
      if (!sameValue(field, sent[field.name], got[field.name]))
        wrong.push(`${field.name}：发送 ${show(sent[field.name])}，应答 ${show(got[field.name])}`);
    }
    for (const key of entity.primaryKeys)
      if (got[key.name] === null || got[key.name] === undefined) wrong.push(`缺少主键 ${key.name}`);
    for (const secret of entity.fields.filter((f) => f.writeOnly))
      if (got[secret.name] !== undefined && got[secret.name] !== null)
        wrong.push(`应答含有只写字段 ${secret.name}`);
    for (const audit of entity.auditFields.filter((f) => !f.writeOnly && f.audit === 'CREATED_AT')) {
      if (audit.type !== 'datetime' || audit.withTimeZone) continue;
      const value = got[audit.name];
      if (value === undefined || value === null) wrong.push(`创建时间 ${audit.name} 未由后端填写`);
      else if (value === BOGUS_AUDIT_TIME)
        wrong.push(`创建时间 ${audit.name} 取自请求体（${BOGUS_AUDIT_TIME}）`);
      else if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(value)))
        wrong.push(`创建时间 ${audit.name} 不是 yyyy-MM-dd HH:mm:ss：${show(value)}`);
    }
    check(wrong.length === 0, `${what}的应答与请求不符：${wrong.join('；')}`);
  }

  private sameRow(entity: EntityContext, a: Row, b: Row): boolean {
    return entity.primaryKeys.every((k) => String(a[k.name]) === String(b[k.name]));
  }

  private async search(entity: EntityContext, sent: Row, row: Row): Promise<void> {
    const base = this.base(entity);
    const { currentParam, sizeParam, maxSize } = this.api.page;
    const plain = await this.client.page(base, { [currentParam]: '1', [sizeParam]: '5' });
    check(plain.total >= 1, `GET ${base} 的 total 是 ${plain.total}，刚新增过一行`);
    check(plain.records.length <= 5, `GET ${base} 每页 5 行却返回 ${plain.records.length} 行`);
    const all: Record<string, string> = {};
    for (const field of entity.searchFields) {
      const conditions = this.conditions(field, sent, row);
      if (!conditions) continue;
      const query = { [currentParam]: '1', [sizeParam]: String(maxSize), ...conditions.match };
      const found = await this.client.page(base, query);
      check(
        found.records.some((r) => this.sameRow(entity, r, row)),
        `按 ${field.name}（${field.search}）搜索 ${show(conditions.match)} 没有找到刚新增的行（共 ${found.total} 行）`,
      );
      Object.assign(all, conditions.match);
      if (conditions.miss) {
        const missed = await this.client.page(base, {
          [currentParam]: '1',
          [sizeParam]: String(maxSize),
          ...conditions.miss,
        });
        check(
          !missed.records.some((r) => this.sameRow(entity, r, row)),
          `按 ${field.name}（${field.search}）搜索 ${show(conditions.miss)} 不应找到刚新增的行：搜索条件没有生效`,
        );
      }
    }
    if (Object.keys(all).length > 1) {
      const together = await this.client.page(base, {
        [currentParam]: '1',
        [sizeParam]: String(maxSize),
        ...all,
      });
      check(
        together.records.some((r) => this.sameRow(entity, r, row)),
        `同时按 ${Object.keys(all).join('、')} 搜索没有找到刚新增的行`,
      );
    }
  }

  /** `GET {base}/export`: a CSV Excel opens as it is, with the list's labels and the new row; a search narrows it. */
  private async exportCsv(entity: EntityContext, sent: Row): Promise<void> {
    const path = `${this.base(entity)}/export`;
    const answer = await this.client.call('GET', path);
    check(
      answer.status === 200,
      `GET ${path} 应答 HTTP ${answer.status}，应为 200：${answer.text.slice(0, 300)}`,
    );
    const type = String(answer.headers['content-type'] ?? '');
    check(
      /^text\/csv;\s*charset=utf-8$/i.test(type),
      `GET ${path} 的 Content-Type 是「${type}」，应为 text/csv; charset=utf-8`,
    );
    const disposition = String(answer.headers['content-disposition'] ?? '');
    check(
      disposition.startsWith('attachment') &&
        disposition.includes(`filename="${entity.names.plural.kebab}.csv"`) &&
        disposition.includes("filename*=UTF-8''"),
      `GET ${path} 的 Content-Disposition 不对：「${disposition}」`,
    );
    check(
      answer.text.startsWith('\uFEFF'),
      `GET ${path} 的 CSV 没有以 UTF-8 BOM 开头（Excel 会把中文读成乱码）`,
    );
    const lines = answer.text.slice(1).split('\r\n');
    const header = entity.listFields.map((f) => csvCell(f.label)).join(',');
    check(lines[0] === header, `GET ${path} 的表头是「${lines[0]}」，应为「${header}」（CRLF 换行）`);
    const marker = entity.listFields.find(
      (f) => f.type === 'string' && f.codes.length === 0 && !f.reference && typeof sent[f.name] === 'string',
    );
    if (marker) {
      const value = String(sent[marker.name]);
      check(answer.text.includes(value), `GET ${path} 的 CSV 里没有刚新增的行（找「${value}」）`);
      const like = entity.searchFields.find((f) => f.search === 'LIKE');
      if (like) {
        const missed = await this.client.call(
          'GET',
          `${path}?${new URLSearchParams({ [like.name]: `无此值${this.samples.token()}` }).toString()}`,
        );
        check(missed.status === 200, `按 ${like.name} 搜索导出应答 HTTP ${missed.status}`);
        check(
          !missed.text.includes(value),
          `按 ${like.name} 搜索一个不存在的值，导出的 CSV 里仍有刚新增的行：搜索条件没有生效`,
        );
      }
    }
  }

  /** Query parameters that must find the row, and (where one exists) ones that must not. */
  private conditions(
    field: FieldContext,
    sent: Row,
    row: Row,
  ): { match: Record<string, string>; miss?: Record<string, string> } | null {
    const value = field.audit ? row[field.name] : sent[field.name];
    if (value === undefined || value === null || isObject(value) || Array.isArray(value)) return null;
    const text = String(value);
    switch (field.search) {
      case 'EQ': {
        const other = field.reference ? undefined : this.samples.other(field, value);
        return {
          match: { [field.name]: text },
          ...(other !== undefined && (field.enumValues.length || field.codes.length)
            ? { miss: { [field.name]: String(other) } }
            : {}),
        };
      }
      case 'LIKE': {
        const part = text.length > 4 ? text.slice(2, -1) : text;
        return { match: { [field.name]: part }, miss: { [field.name]: `无此值${this.samples.token()}` } };
      }
      case 'RANGE': {
        if (field.withTimeZone || !['date', 'datetime'].includes(field.type)) return null;
        const past = field.type === 'date' ? '1999-01-01' : '1999-01-01 00:00:00';
        return {
          match: { [`${field.name}Begin`]: text, [`${field.name}End`]: text },
          miss: { [`${field.name}Begin`]: past, [`${field.name}End`]: past },
        };
      }
      default:
        return null;
    }
  }

  /** PUT with one changed field: the answer has it, and the other fields keep their values. */
  private async update(entity: EntityContext, sent: Row, row: Row): Promise<true> {
    const candidates = entity.formFields.filter(
      (f) =>
        !f.primaryKey && !f.readOnly && !f.reference && !f.isForeignKey && f.name in sent && !f.writeOnly,
    );
    const changed = candidates
      .map((field) => ({ field, value: this.samples.other(field, sent[field.name]) }))
      .find(({ value }) => value !== undefined);
    if (!changed) return true;
    const path = this.keyPath(entity, row);
    const patch: Row = { [changed.field.name]: changed.value! };
    const secret = entity.formFields.find((f) => f.writeOnly && f.type === 'string');
    if (secret) patch[secret.name] = this.samples.value(secret);
    const data = await this.client.ok('PUT', path, patch);
    check(isObject(data), `PUT ${path} 的 data 不是对象：${show(data)}`);
    const after = await this.client.ok('GET', path);
    check(isObject(after), `PUT 后 GET ${path} 的 data 不是对象`);
    this.compare(entity, { ...sent, ...patch }, data, '部分更新');
    this.compare(entity, { ...sent, ...patch }, after, '部分更新后查询');
    return true;
  }

  private async batchDelete(entity: EntityContext): Promise<void> {
    const key = entity.idField!;
    // New referenced rows for each: a unique key over the references must not refuse the second row.
    const rows = [await this.create(entity, true), await this.create(entity, true)];
    const ids = rows.map((r) => r[key.name]);
    const count = await this.client.ok('DELETE', this.base(entity), { ids });
    check(Number(count) === 2, `批量删除 ${show(ids)} 的 data 应为 2：${show(count)}`);
    for (const r of rows) {
      const answer = await this.client.call('GET', this.keyPath(entity, r));
      check(
        answer.status === 404,
        `批量删除后 GET ${this.keyPath(entity, r)} 应答 HTTP ${answer.status}，应为 404`,
      );
    }
  }
}

/** Runs the smoke over the entities; returns what passed, throws one Error listing every failure. */
export async function runContractSmoke(options: SmokeOptions): Promise<string[]> {
  const validated = validateModel(options.model);
  if (!validated.ok) throw new Error(`模型无效：${JSON.stringify(validated.problems).slice(0, 500)}`);
  const context = buildContext(validated.model);
  const smoke = new Smoke(context, new Client(options.baseUrl.replace(/\/$/, ''), context.project.api));
  const names =
    options.entities ?? context.entities.filter((e) => e.primaryKeys.length > 0).map((e) => e.className);
  for (const name of names) await smoke.run(smoke.entity(name));
  if (smoke.failures.length)
    throw new Error(
      `接口契约烟测有 ${smoke.failures.length} 处不符（${options.baseUrl}）：\n- ${smoke.failures.join('\n- ')}`,
    );
  return smoke.passed;
}
