// Checks untrusted set JSON (set.json on disk, or a user's set from the API) before it reaches the engine.
import type { Problem } from '../model/problems';
import { isRecord } from '../model/problems';
import type { SetFile, TemplateSet } from './types';

const SET_ID = /^[a-z0-9][a-z0-9-]{1,63}$/;
const TEMPLATE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;

export type ParseSetResult = { ok: true; set: TemplateSet } | { ok: false; problems: Problem[] };

function stringField(
  value: Record<string, unknown>,
  key: string,
  label: string,
  problems: Problem[],
  path = '',
) {
  const v = value[key];
  if (typeof v !== 'string' || v.trim() === '')
    problems.push({ path: `${path}${key}`, message: `${label}不能为空` });
}

function parseFile(file: unknown, i: number, templates: Record<string, unknown>, problems: Problem[]): void {
  const path = `files[${i}].`;
  if (!isRecord(file)) {
    problems.push({ path: `files[${i}]`, message: '文件定义格式不正确' });
    return;
  }
  stringField(file, 'path', '输出路径模板', problems, path);
  stringField(file, 'language', '文件语言', problems, path);
  if (file.scope !== 'entity' && file.scope !== 'project')
    problems.push({
      path: `${path}scope`,
      message: '生成范围只能是 entity（每个实体一份）或 project（整个项目一份）',
    });
  if (typeof file.template !== 'string' || !TEMPLATE_NAME.test(file.template) || file.template.includes('..'))
    problems.push({ path: `${path}template`, message: `模板文件名「${String(file.template ?? '')}」不合法` });
  else if (typeof templates[file.template] !== 'string')
    problems.push({ path: `${path}template`, message: `模板文件 ${file.template} 不存在` });
}

/** `value` is a manifest with a `templates` map; every problem is reported with its path. */
export function parseTemplateSet(value: unknown): ParseSetResult {
  const problems: Problem[] = [];
  if (!isRecord(value)) return { ok: false, problems: [{ path: '', message: '模板集必须是一个 JSON 对象' }] };
  if (typeof value.id !== 'string' || !SET_ID.test(value.id))
    problems.push({ path: 'id', message: '模板集 ID 只能由小写字母、数字和连字符组成（2–64 个字符）' });
  stringField(value, 'name', '模板集名称', problems);
  stringField(value, 'language', '模板集语言', problems);
  stringField(value, 'version', '版本号', problems);
  if (value.description !== undefined && typeof value.description !== 'string')
    problems.push({ path: 'description', message: '描述必须是文字' });
  if (
    value.tags !== undefined &&
    (!Array.isArray(value.tags) || value.tags.some((t) => typeof t !== 'string'))
  )
    problems.push({ path: 'tags', message: '标签必须是文字列表' });
  const templates = isRecord(value.templates) ? value.templates : {};
  if (!isRecord(value.templates)) problems.push({ path: 'templates', message: '缺少模板内容（templates）' });
  for (const [name, source] of Object.entries(templates)) {
    if (typeof source !== 'string')
      problems.push({ path: `templates.${name}`, message: `模板 ${name} 的内容必须是文字` });
  }
  if (!Array.isArray(value.files) || value.files.length === 0)
    problems.push({ path: 'files', message: '模板集至少需要一个文件' });
  else value.files.forEach((file: unknown, i) => parseFile(file, i, templates, problems));
  if (problems.length > 0) return { ok: false, problems };
  const files = (value.files as SetFile[]).map(({ path, template, scope, language }) => ({
    path,
    template,
    scope,
    language,
  }));
  return {
    ok: true,
    set: {
      id: value.id as string,
      name: value.name as string,
      description: (value.description as string | undefined) ?? '',
      language: value.language as string,
      tags: (value.tags as string[] | undefined) ?? [],
      version: value.version as string,
      files,
      templates: { ...(templates as Record<string, string>) },
    },
  };
}
