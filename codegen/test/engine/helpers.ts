// Builds small in-memory template sets for the engine tests.
import type { SetFile, TemplateSet } from '../../src/sets/types';

export function makeSet(
  templates: Record<string, string>,
  files: Partial<SetFile>[] = [{}],
  id = 'test-set',
): TemplateSet {
  return {
    id,
    name: '测试模板集',
    description: '',
    language: 'text',
    tags: [],
    version: '1.0.0',
    files: files.map((f) => ({
      path: 'out.txt',
      template: 'main.liquid',
      scope: 'project',
      language: 'text',
      ...f,
    })),
    templates,
  };
}
