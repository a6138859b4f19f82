// API files ⇄ codegen TemplateSet: every official set survives the round trip and generates the same files.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type Model, OFFICIAL_SET_LIMITS, officialSets, renderSet } from '@modelsmith/codegen';

import {
  fileIndexOfTemplate,
  filesOfSet,
  templateNameOf,
  toTemplateSet,
} from '../../src/generation/template-files';

const kitchenSink = (): Model =>
  JSON.parse(
    readFileSync(path.join(__dirname, '../../../codegen/test/fixtures/models/kitchen-sink.json'), 'utf8'),
  ) as Model;

describe('filesOfSet / toTemplateSet', () => {
  it('covers the nine official sets, none with a template no file names', () => {
    expect(officialSets).toHaveLength(9);
    for (const set of officialSets) {
      const named = new Set(set.files.map((file) => file.template));
      expect(Object.keys(set.templates).filter((name) => !named.has(name))).toEqual([]);
    }
  });

  it.each(officialSets.map((set) => [set.id, set] as const))(
    '%s: the round trip generates byte-identical files with the same languages',
    (_id, set) => {
      const files = filesOfSet(set);
      expect(files).toHaveLength(set.files.length);
      expect(files.every((file) => file.scope === 'ENTITY' || file.scope === 'PROJECT')).toBe(true);
      const back = toTemplateSet(
        { id: set.id, name: set.name, language: set.language, description: set.description, tags: set.tags },
        files,
      );
      expect(filesOfSet(back)).toEqual(files);
      expect(back.files.map((file) => file.language)).toEqual(set.files.map((file) => file.language));
      const model = kitchenSink();
      const original = renderSet(model, set, { limits: OFFICIAL_SET_LIMITS });
      expect(original.length).toBeGreaterThan(0);
      expect(renderSet(model, back, { limits: OFFICIAL_SET_LIMITS })).toEqual(original);
    },
  );
});

describe('toTemplateSet', () => {
  it('names templates by index so an engine error maps back to its file', () => {
    const set = toTemplateSet({ id: 42, name: 'Mine', language: 'java' }, [
      { path: 'a.java', scope: 'PROJECT', content: 'A' },
      { path: 'src/{{ entity.className }}.java', scope: 'ENTITY', content: 'B' },
    ]);
    expect(set.files.map((file) => file.template)).toEqual(['file-1.liquid', 'file-2.liquid']);
    expect(set.templates['file-2.liquid']).toBe('B');
    expect(set.files[1]).toMatchObject({ scope: 'entity', language: 'java' });
    expect(set.version).toBe('1');
    expect(fileIndexOfTemplate(templateNameOf(7))).toBe(7);
    expect(fileIndexOfTemplate('page.java.liquid')).toBeNull();
  });

  it.each([
    ['42', '42'],
    [7, 'set-7'],
    ['Mein Set_1', 'mein-set-1'],
    ['', 'set'],
    ['模板', 'set'],
  ])('makes id %p the valid codegen set id %p', (id, expected) => {
    expect(toTemplateSet({ id, name: 'x', language: 'java' }, []).id).toBe(expected);
  });
});
