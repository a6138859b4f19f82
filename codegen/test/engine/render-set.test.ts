// renderSet / generate: scopes, paths, includes inside the set, strictness, errors naming file and line.
import { InvalidModelError, InvalidSetError, TemplateError } from '../../src/engine/errors';
import { generate, renderSet } from '../../src/engine/render-set';
import { kitchenSink } from '../support/models';
import { makeSet } from './helpers';

const model = kitchenSink();

describe('renderSet', () => {
  it('renders per-entity files once per entity and project files once, sorted by path', () => {
    const set = makeSet(
      { 'entity.liquid': '{{ entity.className }}:{{ entity.label }}', 'readme.liquid': '{{ project.name }}' },
      [
        {
          path: 'src/{{ entity.names.kebab }}.txt',
          template: 'entity.liquid',
          scope: 'entity',
          language: 'text',
        },
        { path: 'README.md', template: 'readme.liquid', scope: 'project', language: 'markdown' },
      ],
    );
    const files = renderSet(model, set);
    expect(files.map((f) => f.path)).toEqual([
      'README.md',
      'src/category.txt',
      'src/customer.txt',
      'src/member-card.txt',
      'src/order-item.txt',
      'src/order.txt',
      'src/product.txt',
      'src/tag.txt',
    ]);
    expect(files[0]).toEqual({
      path: 'README.md',
      content: 'Kitchen Sink 商城',
      language: 'markdown',
      setId: 'test-set',
    });
    expect(files.find((f) => f.path === 'src/order.txt')?.content).toBe('Order:订单');
  });

  it('limits per-entity files to the chosen entities', () => {
    const set = makeSet({ 'main.liquid': '{{ entities.size }}' }, [
      { path: '{{ entity.className }}.txt', scope: 'entity' },
    ]);
    expect(renderSet(model, set, { entities: ['Tag', 'Order'] }).map((f) => [f.path, f.content])).toEqual([
      ['Order.txt', '7'],
      ['Tag.txt', '7'],
    ]);
  });

  it('offers the name, literal and type filters', () => {
    const set = makeSet({
      'main.liquid': [
        "{{ 'order_item' | pascal }} {{ 'OrderItem' | camel }} {{ 'OrderItem' | snake }} {{ 'OrderItem' | kebab }}",
        "{{ 'orderItem' | constant }} {{ 'category' | plural }} {{ 'categories' | singular }}",
        '{{ "it\'s 中文\\n" | sql_string }} {{ "a\\\\b" | sql_string: "postgresql" }}',
        "{{ 'say \"hi\"' | java_string }} {{ \"it's\" | js_string }} {{ '\"q\"' | py_string }} {{ 'tab\tx' | go_string }}",
        "{% assign f = entities[0].fields[1] %}{{ f | java }} {{ f | mysql }} {{ 'long' | go }} {{ 'decimal' | postgresql }}",
      ].join('\n'),
    });
    expect(renderSet(model, set)[0].content.split('\n')).toEqual([
      'OrderItem orderItem order_item order-item',
      'ORDER_ITEM categories category',
      // A newline stays a newline: SQL string literals may span lines.
      "'it''s 中文",
      "' 'a\\b'",
      '"say \\"hi\\"" \'it\\\'s\' "\\"q\\"" "tab\\tx"',
      'String VARCHAR(64) int64 NUMERIC(10,0)',
    ]);
  });

  it('escapes backslashes for MySQL string literals by default on a MySQL project', () => {
    const set = makeSet({ 'main.liquid': '{{ "a\\\\b" | sql_string }}' });
    expect(renderSet(model, set)[0].content).toBe("'a\\\\b'");
  });

  it('resolves include and render only inside the set', () => {
    const set = makeSet({
      'main.liquid': "{% include 'parts/header.liquid' %}|{% render 'row.liquid', name: project.name %}",
      'parts/header.liquid': 'H:{{ project.basePackage }}',
      'row.liquid': 'R:{{ name }}',
    });
    expect(renderSet(model, set)[0].content).toBe('H:com.example.shop|R:Kitchen Sink 商城');
    const escape = makeSet({ 'main.liquid': "{% include '../../../../etc/passwd' %}" });
    expect(() => renderSet(model, escape)).toThrow('引用的模板 ../../../../etc/passwd 不存在');
  });

  it('is strict: unknown variables and filters fail with file and line', () => {
    const unknownVar = makeSet({ 'main.liquid': 'ok\n\n{{ project.nmae }}' });
    expect(() => renderSet(model, unknownVar)).toThrow(
      new TemplateError(
        '模板集 test-set 的 main.liquid 第 3 行：未定义的变量 project.nmae（变量名拼写错误，或当前范围没有该变量：项目级文件中没有 entity）',
        'test-set',
        'main.liquid',
        3,
      ),
    );
    const entityInProject = makeSet({ 'main.liquid': '{{ entity.className }}' });
    expect(() => renderSet(model, entityInProject)).toThrow('第 1 行：未定义的变量 entity');
    const unknownFilter = makeSet({ 'main.liquid': '{{ project.name | shout }}' });
    expect(() => renderSet(model, unknownFilter)).toThrow('main.liquid 第 1 行：未定义的过滤器 shout');
  });

  it('names the included file and its line when the error is inside a partial', () => {
    const set = makeSet({
      'main.liquid': "a\n{% include 'part.liquid' %}",
      'part.liquid': 'x\ny\n{{ missing }}',
    });
    try {
      renderSet(model, set);
      throw new Error('should have failed');
    } catch (error) {
      expect(error).toBeInstanceOf(TemplateError);
      expect((error as TemplateError).file).toBe('part.liquid');
      expect((error as TemplateError).line).toBe(3);
    }
  });

  it('reports syntax errors and bad path templates', () => {
    expect(() => renderSet(model, makeSet({ 'main.liquid': 'x\n{% if true %}' }))).toThrow(
      '模板集 test-set 的 main.liquid 第 2 行：标签 {% if true %} 没有闭合',
    );
    expect(() => renderSet(model, makeSet({ 'main.liquid': 'x' }, [{ path: '{{ nothing }}.txt' }]))).toThrow(
      '模板集 test-set 的 set.json files[0].path 第 1 行：未定义的变量 nothing',
    );
  });

  it('refuses duplicate output paths', () => {
    const set = makeSet({ 'main.liquid': 'x' }, [{ path: 'same.txt', scope: 'entity' }]);
    expect(() => renderSet(model, set)).toThrow('模板集 test-set 生成了重复的文件路径 same.txt');
  });

  it('validates the model and the set before rendering', () => {
    const broken = kitchenSink();
    broken.entities[0].className = 'bad name';
    expect(() => renderSet(broken, makeSet({ 'main.liquid': 'x' }))).toThrow(InvalidModelError);
    expect(() => renderSet(broken, makeSet({ 'main.liquid': 'x' }))).toThrow(
      '模型校验未通过：entities[0].className：类名「bad name」必须是大驼峰格式，如 OrderItem',
    );
    const missing = makeSet({}, [{ template: 'nope.liquid' }]);
    expect(() => renderSet(model, missing)).toThrow(InvalidSetError);
    expect(() => renderSet(model, missing)).toThrow('files[0].template：模板文件 nope.liquid 不存在');
  });

  it('is deterministic: the same input renders byte-identical output', () => {
    const set = makeSet({
      'main.liquid': '{{ entities | map: "className" | join: "," }} {{ generator.version }}',
    });
    expect(renderSet(kitchenSink(), set)).toEqual(renderSet(kitchenSink(), set));
  });
});

describe('generate', () => {
  const a = makeSet({ 'main.liquid': 'A' }, [{ path: 'package.json' }], 'set-a');
  const b = makeSet({ 'main.liquid': 'B' }, [{ path: 'package.json' }], 'set-b');

  it('keeps a single set at the root', () => {
    expect(generate(model, [a]).files.map((f) => f.path)).toEqual(['package.json']);
  });

  it('puts each set under its own folder when several are generated together', () => {
    expect(generate(model, [b, a]).files.map((f) => [f.path, f.content, f.setId])).toEqual([
      ['set-a/package.json', 'A', 'set-a'],
      ['set-b/package.json', 'B', 'set-b'],
    ]);
  });
});
