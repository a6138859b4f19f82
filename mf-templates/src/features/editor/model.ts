// The template IDE's pure logic: the draft (meta + files), file list edits, the dirty check, render errors
// grouped by file, the reference search and the language of a file. No React, no HTTP: unit-tested alone.
import {
  type CreateTemplateBody,
  languageOfPath as languageOfOutput,
  type TemplateSet,
} from '@modelsmith/contract';

export type Scope = 'ENTITY' | 'PROJECT';
export type Visibility = 'PRIVATE' | 'PUBLIC';

/** A file of the draft: `key` is a stable identity for selection while its path is being edited. */
export interface DraftFile {
  key: string;
  path: string;
  scope: Scope;
  content: string;
}

export interface DraftMeta {
  name: string;
  description: string;
  language: string;
  tags: string[];
  visibility: Visibility;
}

export interface Draft {
  meta: DraftMeta;
  files: DraftFile[];
}

/** One render error at its file (the output path template) and line. */
export interface RenderError {
  file: string;
  line?: number;
  message: string;
}

export const SCOPE_LABELS: Record<Scope, string> = { ENTITY: '每个实体', PROJECT: '整个项目' };
export const VISIBILITY_LABELS: Record<Visibility, string> = { PRIVATE: '私有', PUBLIC: '公开' };

/** The target languages the language Select offers (the codegen sets' languages first). */
export const LANGUAGES: { value: string; label: string }[] = [
  { value: 'java', label: 'Java' },
  { value: 'typescript', label: 'TypeScript' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'python', label: 'Python' },
  { value: 'go', label: 'Go' },
  { value: 'sql', label: 'SQL' },
  { value: 'kotlin', label: 'Kotlin' },
  { value: 'csharp', label: 'C#' },
  { value: 'php', label: 'PHP' },
  { value: 'vue', label: 'Vue' },
  { value: 'html', label: 'HTML' },
  { value: 'markdown', label: 'Markdown' },
  { value: 'yaml', label: 'YAML' },
  { value: 'json', label: 'JSON' },
  { value: 'xml', label: 'XML' },
  { value: 'text', label: '纯文本' },
];

let keySeed = 0;
/** A fresh key for a new file of the draft. */
export const newFileKey = (): string => `f${++keySeed}`;

export const EXAMPLE_PATH = 'src/{{ entity.names.kebab }}.md';

export const EXAMPLE_CONTENT = `# {{ entity.label }}（{{ entity.className }}）

表名：\`{{ entity.tableName }}\`

| 属性 | 中文名 | Java 类型 |
|---|---|---|
{%- for field in entity.fields %}
| {{ field.name }} | {{ field.label }} | {{ field.types.java }} |
{%- endfor %}
`;

/** The draft a new template starts with: one ENTITY file, so the preview shows something at once. */
export function newDraft(): Draft {
  return {
    meta: { name: '', description: '', language: 'markdown', tags: [], visibility: 'PRIVATE' },
    files: [{ key: newFileKey(), path: EXAMPLE_PATH, scope: 'ENTITY', content: EXAMPLE_CONTENT }],
  };
}

/** The draft of a loaded set (a withheld premium content becomes empty: such a set is never editable). */
export function draftOf(set: TemplateSet): Draft {
  return {
    meta: {
      name: set.name,
      description: set.description ?? '',
      language: set.language,
      tags: [...set.tags],
      visibility: set.visibility,
    },
    files: (set.files ?? []).map((file) => ({
      key: newFileKey(),
      path: file.path,
      scope: file.scope,
      content: file.content ?? '',
    })),
  };
}

/** The files as the API takes them (render, create, update). */
export const filesForApi = (files: DraftFile[]) =>
  files.map(({ path, scope, content }) => ({ path, scope, content }));

/** The body of POST /templates, also every field of PUT. */
export function bodyOf(draft: Draft): CreateTemplateBody {
  const { meta } = draft;
  return {
    name: meta.name.trim(),
    description: meta.description.trim() || null,
    language: meta.language,
    tags: meta.tags,
    visibility: meta.visibility,
    files: filesForApi(draft.files),
  };
}

/** What the dirty check compares: everything saved, never the keys. */
const comparable = (draft: Draft) => JSON.stringify([draft.meta, filesForApi(draft.files)]);

/** True when `current` differs from the last saved (or loaded) draft. */
export const isDirty = (saved: Draft, current: Draft): boolean => comparable(saved) !== comparable(current);

/** The problem of an output path template, or null when it can be used. */
export function pathProblem(files: DraftFile[], path: string, exceptKey?: string): string | null {
  const trimmed = path.trim();
  if (!trimmed) return '请填写输出路径';
  if (trimmed.length > 300) return '输出路径不能超过 300 个字符';
  if (files.some((file) => file.key !== exceptKey && file.path.trim() === trimmed)) {
    return '已有相同输出路径的文件';
  }
  return null;
}

/** A path not yet used, for a new file: `src/new-file.txt`, `src/new-file-2.txt`… */
export function suggestPath(files: DraftFile[], scope: Scope): string {
  const base = scope === 'ENTITY' ? 'src/{{ entity.names.kebab }}' : 'src/project';
  const used = new Set(files.map((file) => file.path));
  for (let i = 1; ; i += 1) {
    const candidate = `${base}${i === 1 ? '' : `-${i}`}.txt`;
    if (!used.has(candidate)) return candidate;
  }
}

/** Adds a file at the end; returns the new list and the new file's key. */
export function addFile(
  files: DraftFile[],
  path: string,
  scope: Scope,
  content = '',
): { files: DraftFile[]; key: string } {
  const key = newFileKey();
  return { files: [...files, { key, path: path.trim(), scope, content }], key };
}

/** Changes some fields of one file. */
export const updateFile = (
  files: DraftFile[],
  key: string,
  changes: Partial<Omit<DraftFile, 'key'>>,
): DraftFile[] => files.map((file) => (file.key === key ? { ...file, ...changes } : file));

/** Removes a file; returns the list and the key to select next (the neighbour, or null when none is left). */
export function removeFile(files: DraftFile[], key: string): { files: DraftFile[]; next: string | null } {
  const index = files.findIndex((file) => file.key === key);
  if (index < 0) return { files, next: files[0]?.key ?? null };
  const rest = files.filter((file) => file.key !== key);
  const next = rest[Math.min(index, rest.length - 1)]?.key ?? null;
  return { files: rest, next };
}

/**
 * The errors of a failed render: the RTK Query error carries `data.errors` ([{file, line?, message}]) or
 * `data.problems` ([{path, message}], the body's validation); anything else is one error without a file.
 */
export function renderErrorsOf(error: unknown): RenderError[] {
  const data = (error as { data?: unknown } | null)?.data as
    { errors?: unknown; problems?: unknown } | null | undefined;
  if (data && Array.isArray(data.errors)) {
    return (data.errors as RenderError[]).map(({ file, line, message }) => ({
      file: String(file ?? ''),
      ...(typeof line === 'number' ? { line } : {}),
      message: String(message),
    }));
  }
  if (data && Array.isArray(data.problems)) {
    return (data.problems as { path?: string; message: string }[]).map((problem) => ({
      file: '',
      message: problem.path ? `${problem.path}：${problem.message}` : problem.message,
    }));
  }
  const message = (error as { message?: unknown } | null)?.message;
  return [{ file: '', message: typeof message === 'string' && message ? message : '预览失败' }];
}

/** The errors by the key of the draft file they belong to (matched by output path); the rest under ''. */
export function groupErrors(files: DraftFile[], errors: RenderError[]): Map<string, RenderError[]> {
  const keyOfPath = new Map<string, string>();
  for (const file of files) if (!keyOfPath.has(file.path)) keyOfPath.set(file.path, file.key);
  const groups = new Map<string, RenderError[]>();
  for (const error of errors) {
    const key = keyOfPath.get(error.file) ?? keyOfPath.get(error.file.trim()) ?? '';
    groups.set(key, [...(groups.get(key) ?? []), error]);
  }
  return groups;
}

/** The language under a file's Liquid: from its output path (`.liquid` dropped), else the set's. */
export function languageOfPath(path: string, fallback: string): string {
  const language = languageOfOutput(path.trim());
  return language === 'text' ? fallback : language;
}

export interface ReferenceEntry {
  path: string;
  type: string;
  description: string;
  example: { liquid: string; output?: string };
}
export interface ReferenceSection {
  id: string;
  title: string;
  description: string;
  entries: ReferenceEntry[];
}

/** The sections whose entries match every word of `keyword` (path, type, description or example); a
 * section whose title matches keeps all its entries; empty sections are dropped. */
export function filterReference(sections: ReferenceSection[], keyword: string): ReferenceSection[] {
  const words = keyword.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return sections;
  const matches = (text: string) => words.every((word) => text.toLowerCase().includes(word));
  return sections
    .map((section) =>
      matches(`${section.title} ${section.id}`)
        ? section
        : {
            ...section,
            entries: section.entries.filter((entry) =>
              matches(
                `${entry.path} ${entry.type} ${entry.description} ${entry.example.liquid} ${entry.example.output ?? ''}`,
              ),
            ),
          },
    )
    .filter((section) => section.entries.length > 0);
}

/** What "插入" puts into the file: the entry's example, a snippet that renders as it is. */
export const snippetOf = (entry: Pick<ReferenceEntry, 'path' | 'example'>): string =>
  entry.example.liquid || entry.path;

/** Appends a snippet to a file's content on a line of its own when the content does not end with one. */
export const appendSnippet = (content: string, snippet: string): string =>
  content === '' || content.endsWith('\n') ? `${content}${snippet}` : `${content}\n${snippet}`;
