import type { TemplateSet } from '@modelsmith/contract';
import {
  addFile,
  appendSnippet,
  bodyOf,
  draftOf,
  EXAMPLE_PATH,
  filterReference,
  groupErrors,
  isDirty,
  languageOfPath,
  newDraft,
  pathProblem,
  removeFile,
  renderErrorsOf,
  snippetOf,
  suggestPath,
  updateFile,
  type DraftFile,
  type ReferenceSection,
} from './model';

const file = (key: string, path: string, scope: DraftFile['scope'] = 'ENTITY'): DraftFile => ({
  key,
  path,
  scope,
  content: `内容 ${key}`,
});

const set: TemplateSet = {
  id: 5,
  name: 'Spring Boot（我的）',
  description: null,
  language: 'java',
  tags: ['java'],
  official: false,
  premium: false,
  visibility: 'PRIVATE',
  version: 3,
  useCount: 0,
  fileCount: 2,
  author: { id: 7, nickname: '爱丽丝' },
  forkedFrom: { id: 1, name: 'Spring Boot' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  files: [
    {
      path: 'src/{{ entity.names.pascal }}.java',
      scope: 'ENTITY',
      content: 'class {{ entity.className }} {}',
    },
    { path: 'pom.xml', scope: 'PROJECT', content: null, locked: true },
  ],
};

describe('the draft', () => {
  test('a new draft has one example ENTITY file that uses the entity and loops over its fields', () => {
    const draft = newDraft();
    expect(draft.files).toHaveLength(1);
    expect(draft.files[0]).toMatchObject({ path: EXAMPLE_PATH, scope: 'ENTITY' });
    expect(draft.files[0].content).toContain('{{ entity.label }}');
    expect(draft.files[0].content).toMatch(/{%-? for field in entity.fields %}/);
    expect(draft.meta).toMatchObject({ name: '', visibility: 'PRIVATE' });
  });

  test('a loaded set becomes a draft with a key per file and empty text for withheld content', () => {
    const draft = draftOf(set);
    expect(draft.meta).toEqual({
      name: 'Spring Boot（我的）',
      description: '',
      language: 'java',
      tags: ['java'],
      visibility: 'PRIVATE',
    });
    expect(draft.files.map((f) => [f.path, f.scope, f.content])).toEqual([
      ['src/{{ entity.names.pascal }}.java', 'ENTITY', 'class {{ entity.className }} {}'],
      ['pom.xml', 'PROJECT', ''],
    ]);
    expect(new Set(draft.files.map((f) => f.key)).size).toBe(2);
  });

  test('the body trims the name, sends an empty description as null and never the keys', () => {
    const draft = draftOf(set);
    draft.meta.name = '  新名字 ';
    expect(bodyOf(draft)).toEqual({
      name: '新名字',
      description: null,
      language: 'java',
      tags: ['java'],
      visibility: 'PRIVATE',
      files: [
        {
          path: 'src/{{ entity.names.pascal }}.java',
          scope: 'ENTITY',
          content: 'class {{ entity.className }} {}',
        },
        { path: 'pom.xml', scope: 'PROJECT', content: '' },
      ],
    });
  });

  test('dirty means a saved field changed, whatever the keys; undoing a change makes it clean again', () => {
    const saved = draftOf(set);
    const reloaded = draftOf(set);
    expect(isDirty(saved, reloaded)).toBe(false);
    const edited = { ...saved, files: updateFile(saved.files, saved.files[0].key, { content: 'x' }) };
    expect(isDirty(saved, edited)).toBe(true);
    const undone = {
      ...edited,
      files: updateFile(edited.files, saved.files[0].key, { content: saved.files[0].content }),
    };
    expect(isDirty(saved, undone)).toBe(false);
    expect(isDirty(saved, { ...saved, meta: { ...saved.meta, visibility: 'PUBLIC' } })).toBe(true);
    expect(isDirty(saved, { ...saved, meta: { ...saved.meta, tags: ['java', 'spring'] } })).toBe(true);
  });
});

describe('file list edits', () => {
  const files = [file('a', 'src/a.ts'), file('b', 'src/b.ts'), file('c', 'README.md', 'PROJECT')];

  test('add appends a file with a new key and a trimmed path', () => {
    const { files: next, key } = addFile(files, '  src/x.ts ', 'PROJECT');
    expect(next).toHaveLength(4);
    expect(next[3]).toEqual({ key, path: 'src/x.ts', scope: 'PROJECT', content: '' });
    expect(files.map((f) => f.key)).not.toContain(key);
  });

  test('update changes only the file of the key', () => {
    const next = updateFile(files, 'b', { path: 'src/bb.ts', scope: 'PROJECT' });
    expect(next[1]).toEqual({ key: 'b', path: 'src/bb.ts', scope: 'PROJECT', content: '内容 b' });
    expect(next[0]).toBe(files[0]);
    expect(next[2]).toBe(files[2]);
  });

  test('remove selects the neighbour: the next one, else the previous, else none', () => {
    expect(removeFile(files, 'b')).toEqual({ files: [files[0], files[2]], next: 'c' });
    expect(removeFile(files, 'c').next).toBe('b');
    expect(removeFile([files[0]], 'a')).toEqual({ files: [], next: null });
    expect(removeFile(files, 'nope')).toEqual({ files, next: 'a' });
  });

  test('a path must be filled, short enough and not used by another file', () => {
    expect(pathProblem(files, '  ')).toBe('请填写输出路径');
    expect(pathProblem(files, 'x'.repeat(301))).toBe('输出路径不能超过 300 个字符');
    expect(pathProblem(files, ' src/a.ts ')).toBe('已有相同输出路径的文件');
    expect(pathProblem(files, 'src/a.ts', 'a')).toBeNull();
    expect(pathProblem(files, 'src/z.ts')).toBeNull();
  });

  test('a suggested path is never one in use', () => {
    const first = suggestPath(files, 'ENTITY');
    expect(first).toBe('src/{{ entity.names.kebab }}.txt');
    const second = suggestPath([...files, file('d', first)], 'ENTITY');
    expect(second).toBe('src/{{ entity.names.kebab }}-2.txt');
    expect(suggestPath(files, 'PROJECT')).toBe('src/project.txt');
  });
});

describe('render errors', () => {
  const files = [file('a', 'src/{{ entity.names.kebab }}.md'), file('b', 'README.md', 'PROJECT')];

  test('the errors of a failed render come from data.errors, data.problems or the message', () => {
    expect(
      renderErrorsOf({
        message: '模板渲染失败',
        status: 400,
        data: {
          errors: [
            { file: 'README.md', line: 3, message: '未闭合的标签' },
            { file: 'x', message: 'y' },
          ],
        },
      }),
    ).toEqual([
      { file: 'README.md', line: 3, message: '未闭合的标签' },
      { file: 'x', message: 'y' },
    ]);
    expect(
      renderErrorsOf({
        message: '参数错误',
        data: { problems: [{ path: 'files/0/path', message: '不能为空' }] },
      }),
    ).toEqual([{ file: '', message: 'files/0/path：不能为空' }]);
    expect(renderErrorsOf({ message: '网络连接失败' })).toEqual([{ file: '', message: '网络连接失败' }]);
    expect(renderErrorsOf(undefined)).toEqual([{ file: '', message: '预览失败' }]);
  });

  test('errors are grouped by the key of the file whose output path they name; unknown files under ""', () => {
    const groups = groupErrors(files, [
      { file: 'README.md', line: 1, message: 'a' },
      { file: 'src/{{ entity.names.kebab }}.md', line: 2, message: 'b' },
      { file: 'README.md', line: 5, message: 'c' },
      { file: 'gone.txt', message: 'd' },
      { file: '', message: 'e' },
    ]);
    expect(groups.get('b')?.map((e) => e.message)).toEqual(['a', 'c']);
    expect(groups.get('a')?.map((e) => e.line)).toEqual([2]);
    expect(groups.get('')?.map((e) => e.message)).toEqual(['d', 'e']);
  });
});

describe('languages and the reference', () => {
  test('a file is highlighted by its extension (without .liquid), else as the set’s language', () => {
    expect(languageOfPath('src/{{ entity.names.pascal }}.java', 'text')).toBe('java');
    expect(languageOfPath('web/{{ entity.names.kebab }}.vue.liquid', 'java')).toBe('vue');
    expect(languageOfPath('Dockerfile', 'go')).toBe('dockerfile');
    expect(languageOfPath('a.unknown', 'python')).toBe('python');
    expect(languageOfPath('docs/{{ entity.names.kebab }}.MD', 'java')).toBe('markdown');
  });

  const sections: ReferenceSection[] = [
    {
      id: 'entity',
      title: '实体',
      description: '每个实体的文件可用',
      entries: [
        {
          path: 'entity.names.kebab',
          type: 'string',
          description: 'kebab-case（短横线）',
          example: { liquid: '{{ entity.names.kebab }}', output: 'order-item' },
        },
        {
          path: 'entity.label',
          type: 'string',
          description: '中文名',
          example: { liquid: '{{ entity.label }}', output: '订单项' },
        },
      ],
    },
    {
      id: 'filters',
      title: '过滤器',
      description: '',
      entries: [
        {
          path: 'upcase',
          type: 'string → string',
          description: '转大写',
          example: { liquid: "{{ 'a' | upcase }}" },
        },
      ],
    },
  ];

  test('search keeps the entries matching every word and drops empty sections; a title match keeps all', () => {
    expect(filterReference(sections, '')).toBe(sections);
    expect(filterReference(sections, 'KEBAB').map((s) => [s.id, s.entries.map((e) => e.path)])).toEqual([
      ['entity', ['entity.names.kebab']],
    ]);
    expect(filterReference(sections, '订单项')[0].entries.map((e) => e.path)).toEqual(['entity.label']);
    expect(filterReference(sections, '过滤器')[0].entries).toHaveLength(1);
    expect(filterReference(sections, 'entity 大写')).toEqual([]);
  });

  test('插入 puts the example in, on a line of its own', () => {
    expect(snippetOf(sections[0].entries[1])).toBe('{{ entity.label }}');
    expect(snippetOf({ path: 'x', example: { liquid: '' } })).toBe('x');
    expect(appendSnippet('', '{{ a }}')).toBe('{{ a }}');
    expect(appendSnippet('line\n', '{{ a }}')).toBe('line\n{{ a }}');
    expect(appendSnippet('line', '{{ a }}')).toBe('line\n{{ a }}');
  });
});
