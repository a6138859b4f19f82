// Hostile templates: every one stops with a Chinese error that names the file, within a few seconds on a busy
// machine (each would run for minutes, or exhaust memory, without its limit).
import { TemplateError } from '../../src/engine/errors';
import { renderSet } from '../../src/engine/render-set';
import { kitchenSink } from '../support/models';
import { makeSet } from './helpers';

/** Stopped by a limit, not by finishing: the render limit plus room for a machine busy with other test runs. */
const STOPPED_MS = 3000;

const model = kitchenSink();

/** Renders `templates` and returns the error and how long it took to get it. */
function failure(templates: Record<string, string>, options: Parameters<typeof renderSet>[2] = {}) {
  const started = performance.now();
  try {
    renderSet(model, makeSet(templates), options);
  } catch (error) {
    return { error: error as TemplateError, ms: performance.now() - started };
  }
  throw new Error('the hostile template rendered without an error');
}

describe('render limits', () => {
  it.each([
    [
      'an endless nested loop',
      '{% for a in (1..100000) %}{% for b in (1..100000) %}{{ b }}{% endfor %}{% endfor %}',
      '渲染超时',
    ],
    [
      'a tablerow over ten million cells',
      '{% tablerow i in (1..10000000) %}{{ i }}{% endtablerow %}',
      '渲染超时',
    ],
    ['a billion-item range', '{% for i in (1..1000000000) %}x{% endfor %}', '渲染占用内存过多'],
    [
      'a string doubled forty times',
      '{% assign s = "xxxxxxxxxx" %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s }}',
      '渲染占用内存过多',
    ],
    [
      'an array doubled thirty times',
      '{% assign a = "x,x" | split: "," %}{% for i in (1..30) %}{% assign a = a | concat: a %}{% endfor %}{{ a.size }}',
      '渲染占用内存过多',
    ],
    ['an include of itself', "{% include 'main.liquid' %}", 'include/render 嵌套过深'],
    ['a render of itself', "x{% render 'main.liquid' %}", 'include/render 嵌套过深'],
  ])('stops %s', (_name, source, reason) => {
    const { error, ms } = failure({ 'main.liquid': source });
    expect(error).toBeInstanceOf(TemplateError);
    expect(error.message).toContain('模板集 test-set 的 main.liquid 第 1 行：');
    expect(error.message).toContain(reason);
    expect(ms).toBeLessThan(STOPPED_MS);
  });

  it('stops two templates that include each other, naming the set', () => {
    const { error, ms } = failure({
      'main.liquid': "{% include 'b.liquid' %}",
      'b.liquid': "{% include 'main.liquid' %}",
    });
    expect(error.message).toMatch(/^模板集 test-set 的 (main|b)\.liquid 第 1 行：include\/render 嵌套过深/);
    expect(ms).toBeLessThan(STOPPED_MS);
  });

  it('refuses a giant template before parsing it', () => {
    const { error, ms } = failure({ 'main.liquid': '{{ project.name }}'.repeat(100_000) });
    expect(error.message).toBe('模板集 test-set 的 main.liquid：模板过大（超过 524288 个字符）');
    expect(ms).toBeLessThan(STOPPED_MS);
  });

  it('caps the size of one output file', () => {
    const { error } = failure(
      { 'main.liquid': '{% for i in (1..200) %}{{ project.description }}{% endfor %}' },
      { limits: { maxFileChars: 1000 } },
    );
    expect(error.message).toBe('模板集 test-set 的 main.liquid：生成的文件 out.txt 过大（超过 1000 个字符）');
  });

  it('caps the whole generation', () => {
    const started = performance.now();
    const set = makeSet({ 'main.liquid': '{{ entity.className }}' }, [
      { path: '{{ entity.className }}.txt', scope: 'entity' },
    ]);
    expect(() => renderSet(model, set, { limits: { maxFiles: 3 } })).toThrow(
      '模板集 test-set：生成结果过大（最多 3 个文件、64000000 个字符）',
    );
    expect(() => renderSet(model, set, { limits: { maxTotalChars: 20 } })).toThrow('生成结果过大');
    expect(performance.now() - started).toBeLessThan(STOPPED_MS);
  });

  it('gives every file its own time budget within the total', () => {
    const slow = '{% for a in (1..100000) %}{% for b in (1..100000) %}{% endfor %}{% endfor %}';
    const { error, ms } = failure({ 'main.liquid': slow }, { limits: { renderMs: 100 } });
    expect(error.message).toContain('渲染超时（超过 100 毫秒）');
    expect(ms).toBeLessThan(500);
  });
});
