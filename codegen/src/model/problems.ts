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

export const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;
export const CAMEL_CASE = /^[a-z][A-Za-z0-9]*$/;
export const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const PACKAGE_NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;
/** Longest identifier both MySQL (64) and PostgreSQL (63) accept. */
export const MAX_SQL_IDENTIFIER = 63;
