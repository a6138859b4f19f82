// The API's template set files ({path, scope, content}, API.md "Template sets") and the codegen engine's
// TemplateSet (manifest + named templates), converted both ways. A file's language comes from its output path
// (languageOfPath, in the contract: the web's highlighting uses the same names).
import type { FileScope, TemplateSet } from '@modelsmith/codegen';
import { languageOfPath, type TemplateFileInput } from '@modelsmith/contract';

export type TemplateFile = TemplateFileInput;

export interface TemplateSetMeta {
  /** Any id (a database id, a codegen key): made into a valid codegen set id. */
  id: string | number;
  name: string;
  language: string;
  description?: string | null;
  tags?: string[];
  version?: string | number;
}

const TEMPLATE_NAME = /^file-(\d+)\.liquid$/;
const SET_ID = /^[a-z0-9][a-z0-9-]{1,63}$/;

/** The engine's name of the template of `files[index]`; the index maps an engine error back to the file. */
export const templateNameOf = (index: number): string => `file-${index + 1}.liquid`;

/** `files[index]` for a template name made by templateNameOf, null for any other name. */
export function fileIndexOfTemplate(name: string): number | null {
  const match = TEMPLATE_NAME.exec(name);
  return match ? Number(match[1]) - 1 : null;
}

/** The codegen set id rules are stricter than ours (ids show up only in engine messages, which we rewrite). */
function setIdOf(id: string | number): string {
  const cleaned = String(id)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 64);
  return SET_ID.test(cleaned) ? cleaned : `set-${cleaned}`.slice(0, 64).replace(/-+$/, '') || 'set';
}

const toEngineScope = (scope: TemplateFile['scope']): FileScope =>
  scope === 'ENTITY' ? 'entity' : 'project';

export function toTemplateSet(meta: TemplateSetMeta, files: TemplateFile[]): TemplateSet {
  return {
    id: setIdOf(meta.id),
    name: meta.name.trim() || '未命名模板集',
    description: meta.description ?? '',
    language: meta.language.trim() || 'text',
    tags: meta.tags ?? [],
    version: String(meta.version ?? 1),
    files: files.map((file, i) => ({
      path: file.path,
      template: templateNameOf(i),
      scope: toEngineScope(file.scope),
      language: languageOfPath(file.path),
    })),
    templates: Object.fromEntries(files.map((file, i) => [templateNameOf(i), file.content])),
  };
}

/**
 * The API files of a codegen set, one per manifest file. Templates no file names (partials for include/render)
 * have no place in the API's model: the official sets have none, which the tests check.
 */
export function filesOfSet(set: TemplateSet): TemplateFile[] {
  return set.files.map((file) => ({
    path: file.path,
    scope: file.scope === 'entity' ? 'ENTITY' : 'PROJECT',
    content: set.templates[file.template] ?? '',
  }));
}
