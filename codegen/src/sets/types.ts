// A template set: the manifest of set.json plus the text of every template it names.

export type FileScope = 'entity' | 'project';

export interface SetFile {
  /** Liquid template of the output path, e.g. `src/{{ entity.names.kebab }}/index.ts`. */
  path: string;
  /** File name under the set's `templates/` folder. */
  template: string;
  scope: FileScope;
  /** Highlighting language of the output, e.g. `java`, `typescript`. */
  language: string;
}

export interface SetManifest {
  id: string;
  name: string;
  description: string;
  language: string;
  tags: string[];
  version: string;
  files: SetFile[];
}

export type TemplateSet = SetManifest & {
  /** Template file name → Liquid source; includes resolve only inside this map. */
  templates: Record<string, string>;
};
