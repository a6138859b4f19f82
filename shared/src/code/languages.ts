// Our language names (a template set's `language`, a generated file's `language`) → CodeMirror language
// support. Each language is its own lazily loaded chunk: a page pays only for what it shows.
import { LanguageSupport, StreamLanguage, type StreamParser } from '@codemirror/language';

type Loader = () => Promise<LanguageSupport>;

const legacy = (parser: StreamParser<unknown>) => new LanguageSupport(StreamLanguage.define(parser));

const LOADERS: Record<string, Loader> = {
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  jsx: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ jsx: true })),
  typescript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ typescript: true })),
  tsx: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ typescript: true, jsx: true })),
  vue: () => import('@codemirror/lang-vue').then((m) => m.vue()),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  go: () => import('@codemirror/lang-go').then((m) => m.go()),
  sql: () => import('@codemirror/lang-sql').then((m) => m.sql()),
  json: () => import('@codemirror/lang-json').then((m) => m.json()),
  yaml: () => import('@codemirror/lang-yaml').then((m) => m.yaml()),
  xml: () => import('@codemirror/lang-xml').then((m) => m.xml()),
  markdown: () => import('@codemirror/lang-markdown').then((m) => m.markdown()),
  html: () => import('@codemirror/lang-html').then((m) => m.html()),
  css: () => import('@codemirror/lang-css').then((m) => m.css()),
  properties: () => import('@codemirror/legacy-modes/mode/properties').then((m) => legacy(m.properties)),
  shell: () => import('@codemirror/legacy-modes/mode/shell').then((m) => legacy(m.shell)),
  toml: () => import('@codemirror/legacy-modes/mode/toml').then((m) => legacy(m.toml)),
  dockerfile: () => import('@codemirror/legacy-modes/mode/dockerfile').then((m) => legacy(m.dockerFile)),
  kotlin: () => import('@codemirror/legacy-modes/mode/clike').then((m) => legacy(m.kotlin)),
  csharp: () => import('@codemirror/legacy-modes/mode/clike').then((m) => legacy(m.csharp)),
};

const ALIASES: Record<string, string> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  py: 'python',
  golang: 'go',
  yml: 'yaml',
  md: 'markdown',
  htm: 'html',
  scss: 'css',
  less: 'css',
  sh: 'shell',
  bash: 'shell',
  kt: 'kotlin',
  cs: 'csharp',
  'c#': 'csharp',
  ini: 'properties',
  env: 'properties',
  svg: 'xml',
  'spring-boot': 'java',
  springboot: 'java',
};

/** Our canonical name of a language ('ts' → 'typescript'); unknown names stay as they are ('text' …). */
export function normalizeLanguage(language: string | null | undefined): string {
  const name = (language ?? '').trim().toLowerCase();
  return ALIASES[name] ?? name;
}

const loaded = new Map<string, Promise<LanguageSupport | null>>();

/** The language support of one of our names, loaded once; null for plain text or an unknown name. */
export function loadLanguage(language: string | null | undefined): Promise<LanguageSupport | null> {
  const name = normalizeLanguage(language);
  const loader = LOADERS[name];
  if (!loader) return Promise.resolve(null);
  let support = loaded.get(name);
  if (!support) {
    support = loader().catch(() => {
      loaded.delete(name);
      return null;
    });
    loaded.set(name, support);
  }
  return support;
}
