// Errors the generator raises; messages are Chinese and name the set, template file and line.
import type { Problem } from '../model/problems';

export class TemplateError extends Error {
  constructor(
    message: string,
    readonly setId: string,
    /** Template file name inside the set (or `set.json` for a path template). */
    readonly file: string,
    readonly line: number | null,
  ) {
    super(message);
    this.name = 'TemplateError';
  }
}

export class InvalidModelError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`模型校验未通过：${problems.map((p) => `${p.path ? `${p.path}：` : ''}${p.message}`).join('；')}`);
    this.name = 'InvalidModelError';
  }
}

export class InvalidSetError extends Error {
  constructor(
    readonly setId: string,
    readonly problems: Problem[],
  ) {
    super(`模板集 ${setId} 格式不正确：${problems.map((p) => `${p.path}：${p.message}`).join('；')}`);
    this.name = 'InvalidSetError';
  }
}
