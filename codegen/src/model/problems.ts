// Collects validation problems with the JSON path they belong to.

export interface Problem {
  /** e.g. `entities[2].fields[0].column`. */
  path: string;
  /** Chinese, actionable. */
  message: string;
}

export class Problems {
  readonly list: Problem[] = [];

  add(path: string, message: string): void {
    this.list.push({ path, message });
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Each object of an optional list the model keeps (`project.postgresqlTypes`, a table's triggers), with its path; a
 * list that is no array, or an item that is no object, is reported as `label` (`PostgreSQL 类型`) of `shape`
 * (`{ name, definition }`).
 */
export function forEachListed(
  list: unknown,
  path: string,
  { label, shape }: { label: string; shape: string },
  problems: Problems,
  check: (item: Record<string, unknown>, at: string) => void,
): void {
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) {
    problems.add(path, `${label}列表格式不正确`);
    return;
  }
  list.forEach((item: unknown, i) => {
    const at = `${path}[${i}]`;
    if (isRecord(item)) check(item, at);
    else problems.add(at, `${label}格式不正确，应为 ${shape}`);
  });
}

export const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;
export const CAMEL_CASE = /^[a-z][A-Za-z0-9]*$/;
export const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const PACKAGE_NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;
/** Whether the text holds a control character: in a name, a line break would end the `--` line the DDL notes it in. */
// eslint-disable-next-line no-control-regex
export const hasControlCharacter = (text: string): boolean => /[\u0000-\u001f\u007f]/.test(text);
/** The message for a kept object's name (`what`: 触发器名, 序列名 …) that holds a control character. */
export const controlCharacterMessage = (what: string, name: string): string =>
  `${what}「${name.replace(/[\u0000-\u001f\u007f]/g, '?')}」不能含控制字符（如换行、制表符），请改名`; // eslint-disable-line no-control-regex
/** Longest identifier both MySQL (64) and PostgreSQL (63) accept. */
export const MAX_SQL_IDENTIFIER = 63;
