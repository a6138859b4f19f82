// The API's template set files ({path, scope, content}, API.md "Template sets") and the codegen engine's
// TemplateSet (manifest + named templates), converted both ways.
import type { FileScope, TemplateSet } from '@modelsmith/codegen';
import type { TemplateFileInput } from '@modelsmith/contract';

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

// Names and extensions use the language names of the official sets' manifests, so a round trip keeps them.
const BY_NAME: Record<string, string> = {
  'go.mod': 'go-module',
  'go.sum': 'text',
  dockerfile: 'dockerfile',
  makefile: 'makefile',
  '.gitignore': 'text',
  '.env': 'properties',
};

const BY_EXTENSION: Record<string, string> = {
  java: 'java',
  kt: 'kotlin',
  kts: 'kotlin',
  groovy: 'groovy',
  gradle: 'groovy',
  scala: 'scala',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'tsx',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'jsx',
  vue: 'vue',
  svelte: 'svelte',
  py: 'python',
  go: 'go',
  rs: 'rust',
  cs: 'csharp',
  php: 'php',
  rb: 'ruby',
  swift: 'swift',
  dart: 'dart',
  c: 'c',
  h: 'c',
  cpp: 'cpp',
  hpp: 'cpp',
  sql: 'sql',
  prisma: 'prisma',
  graphql: 'graphql',
  gql: 'graphql',
  proto: 'protobuf',
  json: 'json',
  yml: 'yaml',
  yaml: 'yaml',
  toml: 'toml',
  ini: 'ini',
  properties: 'properties',
  xml: 'xml',
  md: 'markdown',
  markdown: 'markdown',
  html: 'html',
  htm: 'html',
  css: 'css',
  scss: 'scss',
  less: 'less',
  sh: 'shell',
  bash: 'shell',
  ps1: 'powershell',
  bat: 'bat',
  txt: 'text',
};

/**
 * The highlighting language of what an output path template generates, from the file name it ends in:
 * Liquid tags are dropped and outputs stand for a name part, so `{{ entity.names.kebab }}.ts` is TypeScript.
 */
export function languageOfPath(pathTemplate: string): string {
  const plain = pathTemplate
    .replace(/\{%-?[\s\S]*?-?%\}/g, '')
    .replace(/\{\{-?[\s\S]*?-?\}\}/g, 'x')
    .replace(/\\/g, '/')
    .trim();
  const name = (plain.split('/').pop() ?? '').toLowerCase();
  if (BY_NAME[name]) return BY_NAME[name];
  const dot = name.lastIndexOf('.');
  if (dot < 0) return 'text';
  return BY_EXTENSION[name.slice(dot + 1)] ?? 'text';
}
