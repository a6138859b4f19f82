// Rendering in worker threads (issue 9, item 1): a normal set renders; every hostile template is refused within
// 1.5 s with a Chinese error naming its file; a stuck or crashed worker is replaced and never stalls other renders.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { getOfficialSet, type Model, renderSet } from '@modelsmith/codegen';

import {
  closeRenderPool,
  type RenderJob,
  type RenderOutcome,
  RenderPool,
  renderInWorker,
} from '../../src/generation/render-pool';
import { filesOfSet, type TemplateFile } from '../../src/generation/template-files';

jest.setTimeout(30_000);

const model = (): Model =>
  JSON.parse(
    readFileSync(path.join(__dirname, '../../../codegen/test/fixtures/models/kitchen-sink.json'), 'utf8'),
  ) as Model;

const project = (content: string, filePath = 'out/result.txt'): TemplateFile => ({
  path: filePath,
  scope: 'PROJECT',
  content,
});

const CHINESE = /[\u4e00-\u9fff]/;

async function timed(job: RenderJob, options?: { timeoutMs?: number }) {
  const started = performance.now();
  const outcome = await renderInWorker(job, options);
  return { outcome, ms: performance.now() - started };
}

function errorsOf(outcome: RenderOutcome) {
  if (outcome.ok) throw new Error('expected the render to be refused');
  return outcome.errors;
}

const typescriptZod = getOfficialSet('typescript-zod')!;

beforeAll(async () => {
  // The first job also boots a worker (it compiles codegen's sources under jest): keep that out of the timings.
  expect((await renderInWorker({ model: model(), files: [project('warm')] })).ok).toBe(true);
});

afterAll(() => closeRenderPool());

describe('renderInWorker', () => {
  it('renders an official set as the engine does in process, byte for byte, every time', async () => {
    const job = { model: model(), files: filesOfSet(typescriptZod), setId: typescriptZod.id };
    // Correctness only here: a generous limit keeps a busy test machine from turning this into a timeout.
    const [first, second] = [
      await renderInWorker(job, { timeoutMs: 10_000 }),
      await renderInWorker(job, { timeoutMs: 10_000 }),
    ];
    const expected = renderSet(model(), typescriptZod).map(({ path: p, content, language }) => ({
      path: p,
      content,
      language,
    }));
    expect(first).toEqual({ ok: true, files: expected, elapsedMs: expect.any(Number) });
    expect(second.ok && second.files).toEqual(expected);
  });

  it('renders per-entity files for the chosen entities only', async () => {
    const outcome = await renderInWorker({
      model: model(),
      files: [{ path: 'src/{{ entity.className }}.ts', scope: 'ENTITY', content: '{{ entity.className }}' }],
      entities: ['Product'],
    });
    expect(outcome).toEqual({
      ok: true,
      files: [{ path: 'src/Product.ts', content: 'Product', language: 'typescript' }],
      elapsedMs: expect.any(Number),
    });
  });

  const atLine1 = { line: 1 } as { line?: number };
  it.each([
    ['an endless range loop', '{% for i in (1..1000000000) %}x{% endfor %}', /内存过多/, atLine1],
    [
      'nested loops that run for minutes',
      '{% for i in (1..20000) %}{% for j in (1..1000) %}{% endfor %}{% endfor %}',
      /超时/,
      atLine1,
    ],
    // Stack overflow or the render limit, whichever the recursion reaches first.
    ['a template that includes itself', "a{% include 'file-2.liquid' %}", /嵌套过深|超时/, atLine1],
    [
      'doubling a string into gigabytes',
      "{% assign s = 'xxxxxxxxxx' %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}{{ s }}",
      /内存过多/,
      atLine1,
    ],
    // Too large is found once the file is rendered: no line to point at.
    ['a 3 MB file', '{% for i in (1..100000) %}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx{% endfor %}', /过大/, {}],
  ])('refuses %s within 1.5 s, naming the file', async (_what, content, reason, line) => {
    const hostile = 'src/{{ project.name }}/evil.txt';
    const { outcome, ms } = await timed({
      model: model(),
      files: [project('fine'), { path: hostile, scope: 'PROJECT', content }],
    });
    expect(ms).toBeLessThan(1500);
    const errors = errorsOf(outcome);
    expect(errors).toEqual([{ file: hostile, ...line, message: expect.stringMatching(reason) }]);
    expect(errors[0].message).toMatch(CHINESE);
    const at = line.line ? `第 ${line.line} 行` : '';
    expect(errors[0].message).toContain(`文件「${hostile}」${at}：`);
    expect(errors[0].message).not.toMatch(/file-\d+\.liquid|模板集 /);
  });

  it.each([
    ['../escape.txt', /不能包含 \.\./],
    ['src/{{ "../.." }}/x.txt', /不能包含 \.\./],
    ['/etc/passwd', /不能是绝对路径/],
    ['C:\\Windows\\win.ini', /不能以盘符开头/],
    ['\\\\server\\share\\x.txt', /不能是绝对路径/],
  ])('refuses the output path %s, naming it', async (filePath, reason) => {
    const { outcome, ms } = await timed({ model: model(), files: [project('ok', filePath)] });
    expect(ms).toBeLessThan(1500);
    expect(errorsOf(outcome)).toEqual([{ file: filePath, message: expect.stringMatching(reason) as string }]);
    expect(errorsOf(outcome)[0].message).toContain(`文件「${filePath}」的输出路径`);
  });

  it('gives a syntax error its file and line', async () => {
    const outcome = await renderInWorker({
      model: model(),
      files: [project('fine'), project('line 1\nline 2\n{% if project.name %}\nline 4\n', 'broken.txt')],
    });
    expect(errorsOf(outcome)).toEqual([
      {
        file: 'broken.txt',
        line: 3,
        message: '文件「broken.txt」第 3 行：标签 {% if project.name %} 没有闭合',
      },
    ]);
  });

  it('names an undefined variable, as in a project file that uses entity', async () => {
    const outcome = await renderInWorker({ model: model(), files: [project('{{ entity.className }}')] });
    expect(errorsOf(outcome)).toEqual([
      { file: 'out/result.txt', line: 1, message: expect.stringContaining('未定义的变量 entity') },
    ]);
  });

  it('answers the problems of a model that fails validation', async () => {
    const broken = model();
    broken.entities[0] = { ...broken.entities[0], className: '' };
    const errors = errorsOf(await renderInWorker({ model: broken, files: [project('x')] }));
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error.file).toBe('');
      expect(error.message).toMatch(/^模型校验未通过：/);
    }
  });

  it('keeps 9 normal renders prompt while a 10th is hostile', async () => {
    const started = performance.now();
    const hostile = renderInWorker({
      model: model(),
      files: [project('{% for i in (1..20000) %}{% for j in (1..1000) %}{% endfor %}{% endfor %}')],
    });
    const normal = Array.from({ length: 9 }, (_, i) =>
      renderInWorker({ model: model(), files: [project(`{{ project.name }} ${i}`, `n/${i}.txt`)] }).then(
        (outcome) => ({ outcome, ms: performance.now() - started }),
      ),
    );
    const results = await Promise.all(normal);
    for (const [i, { outcome, ms }] of results.entries()) {
      expect(outcome.ok && outcome.files[0].path).toBe(`n/${i}.txt`);
      expect(ms).toBeLessThan(2500);
    }
    expect(errorsOf(await hostile)[0].message).toMatch(/超时/);
  });

  it('cuts a render off at the wall clock and the pool still works afterwards', async () => {
    const job = { model: model(), files: filesOfSet(getOfficialSet('spring-boot-mybatis-plus')!) };
    const { outcome, ms } = await timed(job, { timeoutMs: 1 });
    expect(ms).toBeLessThan(1500);
    expect(errorsOf(outcome)[0].message).toMatch(/超时/);
    // A generous limit: the replacement worker may still be booting on a busy machine.
    expect((await renderInWorker(job, { timeoutMs: 10_000 })).ok).toBe(true);
  });
});

describe('RenderPool hard limits', () => {
  // A fake engine that really hangs or eats the heap: the real one stops such templates itself.
  const pool = new RenderPool({
    size: 2,
    heapMb: 64,
    codegenEntry: path.join(__dirname, 'fixtures/stuck-codegen.ts'),
  });
  const fake = (content: string): RenderJob => ({ model: model(), files: [project(content)] });

  afterAll(() => pool.close());

  it('terminates a stuck worker after the time limit with a Chinese error', async () => {
    expect((await pool.render(fake('warm'))).ok).toBe(true);
    const started = performance.now();
    const outcome = await pool.render(fake('spin'));
    expect(performance.now() - started).toBeLessThan(1500);
    expect(errorsOf(outcome)).toEqual([
      { file: 'out/result.txt', message: '模板渲染超时（超过 1 秒），请检查是否有死循环、过大的循环或递归' },
    ]);
  });

  it('answers a worker that runs out of memory and replaces it', async () => {
    const outcome = await pool.render(fake('hog'), { timeoutMs: 10_000 });
    expect(errorsOf(outcome)[0].message).toMatch(/内存过多/);
    expect(await pool.render(fake('after'))).toMatchObject({ ok: true, files: [{ content: 'after' }] });
  });

  it('queues jobs beyond its size and serves them when stuck workers are replaced', async () => {
    const jobs = [pool.render(fake('spin')), pool.render(fake('spin')), pool.render(fake('queued'))];
    const [a, b, queued] = await Promise.all(jobs);
    expect(a.ok || b.ok).toBe(false);
    expect(queued).toMatchObject({ ok: true, files: [{ content: 'queued' }] });
  });

  it('answers, never throws, when the engine cannot load', async () => {
    const broken = new RenderPool({ codegenEntry: path.join(__dirname, 'fixtures/missing-codegen.js') });
    try {
      expect(await broken.render(fake('x'))).toEqual({
        ok: false,
        errors: [{ file: 'out/result.txt', message: '模板渲染服务暂不可用，请稍后重试' }],
      });
    } finally {
      await broken.close();
    }
  });

  it('answers, never throws, once closed', async () => {
    const closed = new RenderPool({ codegenEntry: path.join(__dirname, 'fixtures/stuck-codegen.ts') });
    await closed.close();
    expect(errorsOf(await closed.render(fake('x')))[0].message).toMatch(/暂不可用/);
  });
});

const distEntry = path.join(__dirname, '../../../codegen/dist/index.js');

// api/dist's workers load codegen's build: the same plain-JS worker, without compiling anything.
(existsSync(distEntry) ? describe : describe.skip)('RenderPool on codegen/dist', () => {
  const pool = new RenderPool({ size: 1, codegenEntry: distEntry });
  afterAll(() => pool.close());

  it('renders and maps errors the same way', async () => {
    const ok = await pool.render({ model: model(), files: [project('{{ project.name }}')] });
    expect(ok).toMatchObject({ ok: true, files: [{ path: 'out/result.txt', language: 'text' }] });
    const refused = await pool.render({ model: model(), files: [project('x', '../x.txt')] });
    expect(errorsOf(refused)).toEqual([
      { file: '../x.txt', message: expect.stringContaining('不能包含 ..') },
    ]);
  });
});
