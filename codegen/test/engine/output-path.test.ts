// Output paths: normalised, and anything that could leave the output root is refused.
import { normaliseOutputPath, UnsafePathError } from '../../src/engine/output-path';
import { renderSet } from '../../src/engine/render-set';
import { kitchenSink } from '../support/models';
import { makeSet } from './helpers';

describe('normaliseOutputPath', () => {
  it.each([
    ['src/main/App.java', 'src/main/App.java'],
    ['./src//a/./b.ts', 'src/a/b.ts'],
    ['  README.md  ', 'README.md'],
    ['src\\windows\\style.ts', 'src/windows/style.ts'],
    ['docs/说明.md', 'docs/说明.md'],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseOutputPath(raw)).toBe(expected);
  });

  it.each([
    ['../escape.txt', '不能包含 ..'],
    ['src/../../escape.txt', '不能包含 ..'],
    ['src/..', '不能包含 ..'],
    ['..\\..\\escape.txt', '不能包含 ..'],
    ['/etc/passwd', '不能是绝对路径'],
    ['\\\\server\\share\\x', '不能是绝对路径'],
    ['C:\\Windows\\x.txt', '不能以盘符开头'],
    ['c:x.txt', '不能以盘符开头'],
    ['~/x.txt', '不能以 ~ 开头'],
    ['a\u0000b.txt', '包含控制字符'],
    ['a\nb.txt', '包含控制字符'],
    ['a/b:c.txt', '包含文件名中不允许的字符'],
    ['', '路径为空'],
    ['./', '路径为空'],
    [`${'a/'.repeat(250)}x`, '超过 400 个字符'],
  ])('refuses %j', (raw, reason) => {
    expect(() => normaliseOutputPath(raw)).toThrow(UnsafePathError);
    expect(() => normaliseOutputPath(raw)).toThrow(reason);
  });

  it('refuses an escaping path rendered from a template, naming the set file', () => {
    const set = makeSet({ 'main.liquid': 'x' }, [{ path: '../{{ project.names.kebab }}.txt' }]);
    expect(() => renderSet(kitchenSink(), set)).toThrow(
      '模板集 test-set 的 set.json files[0].path：输出路径「../kitchen-sink.txt」不安全：不能包含 ..',
    );
  });
});
