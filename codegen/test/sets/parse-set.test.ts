// parseTemplateSet: untrusted set JSON is checked field by field before the engine sees it.
import { parseTemplateSet } from '../../src/sets/parse-set';

const valid = {
  id: 'my-set',
  name: '我的模板',
  description: '说明',
  language: 'java',
  tags: ['spring'],
  version: '1.0.0',
  files: [
    {
      path: '{{ entity.className }}.java',
      template: 'entity.java.liquid',
      scope: 'entity',
      language: 'java',
    },
  ],
  templates: { 'entity.java.liquid': 'class {{ entity.className }} {}' },
};

describe('parseTemplateSet', () => {
  it('accepts a valid set and drops unknown keys', () => {
    const result = parseTemplateSet({ ...valid, extra: 1, files: [{ ...valid.files[0], extra: true }] });
    expect(result).toEqual({ ok: true, set: valid });
  });

  it('fills optional description and tags', () => {
    const { description: _d, tags: _t, ...rest } = valid;
    const result = parseTemplateSet(rest);
    expect(result.ok && [result.set.description, result.set.tags]).toEqual(['', []]);
  });

  it('reports every problem with its path', () => {
    const result = parseTemplateSet({
      id: 'Bad Id',
      name: '',
      language: 'java',
      version: '1',
      tags: [1],
      files: [
        { path: '', template: '../secret.liquid', scope: 'everything', language: 'java' },
        { path: 'x', template: 'missing.liquid', scope: 'project', language: 'text' },
      ],
      templates: { 'a.liquid': 3 },
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: 'id', message: '模板集 ID 只能由小写字母、数字和连字符组成（2–64 个字符）' },
        { path: 'name', message: '模板集名称不能为空' },
        { path: 'tags', message: '标签必须是文字列表' },
        { path: 'templates.a.liquid', message: '模板 a.liquid 的内容必须是文字' },
        { path: 'files[0].path', message: '输出路径模板不能为空' },
        {
          path: 'files[0].scope',
          message: '生成范围只能是 entity（每个实体一份）或 project（整个项目一份）',
        },
        { path: 'files[0].template', message: '模板文件名「../secret.liquid」不合法' },
        { path: 'files[1].template', message: '模板文件 missing.liquid 不存在' },
      ],
    });
  });

  it('needs at least one file and the templates map', () => {
    expect(parseTemplateSet({ ...valid, files: [], templates: undefined })).toEqual({
      ok: false,
      problems: [
        { path: 'templates', message: '缺少模板内容（templates）' },
        { path: 'files', message: '模板集至少需要一个文件' },
      ],
    });
    expect(parseTemplateSet('set')).toEqual({
      ok: false,
      problems: [{ path: '', message: '模板集必须是一个 JSON 对象' }],
    });
  });
});
