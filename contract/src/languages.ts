// Languages of generated files, named as the official sets' manifests name them (`java`, `typescript`, `text`…):
// the API answers them with every generated file and the web highlights by them.

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
    .replace(/\.liquid\s*$/i, '')
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
