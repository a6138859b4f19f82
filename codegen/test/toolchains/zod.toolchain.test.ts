// TypeScript + zod set: every test model must compile under tsc --strict against the real zod 4 types,
// and the check itself must catch a type error (so a green run means the compiler really looked). The schemas
// then run against the real zod: answers in the contract's wire formats parse (a local date-time without a zone
// was refused before), writes and searches take what the contract says.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { generateToDir } from '../support/generate-to-dir';
import { filmModel, ruoyiUserModel } from '../sets/typescript-zod-models';

import {
  generateAllModels,
  requireToolchainFile,
  typeCheck,
  writeCombinedTsconfig,
  type GeneratedRoot,
} from './ts-toolchain';

jest.setTimeout(240_000);

/** A copy of the first project with a type error: tsc must report it, and only it, in the same run as the others. */
const BROKEN = 'broken-copy';

describe('typescript-zod toolchain', () => {
  let generated: GeneratedRoot;
  /** What tsc reported over every project and the broken copy ('' when it passed). */
  let output = '';

  beforeAll(() => {
    requireToolchainFile('zod');
    const tsc = requireToolchainFile('typescript', 'bin/tsc');
    generated = generateAllModels('typescript-zod');
    // The set's own models (RUOYI style, PG-13, a zone-aware timestamp) are type-checked with the others.
    for (const [name, model] of [
      ['ruoyi-user', ruoyiUserModel()],
      ['film-rental', filmModel()],
    ] as const) {
      generateToDir(model, 'typescript-zod', path.join(generated.root, name));
      generated.projects.push(name);
    }
    cpSync(path.join(generated.root, generated.projects[0]), path.join(generated.root, BROKEN), {
      recursive: true,
    });
    appendFileSync(
      path.join(generated.root, BROKEN, 'src', 'schemas', 'index.ts'),
      "\nexport const broken: number = 'not a number';\n",
    );
    const all = { ...generated, projects: [...generated.projects, BROKEN] };
    try {
      typeCheck(tsc, writeCombinedTsconfig(all, ['src/**/*.ts']), 'tsc（TypeScript + zod）');
    } catch (error) {
      output = (error as Error).message;
    }
  });

  afterAll(() => generated?.cleanup());

  it('type-checks every generated project with tsc --strict', () => {
    // The broken copy makes tsc fail: its report, not a failure to start. Past its first line (the exit code), each
    // diagnostic starts with its file, and only the copy's may be there.
    expect(output).toMatch(/^tsc（TypeScript \+ zod） 报告了类型错误/);
    const diagnostics = output
      .split('\n')
      .slice(1)
      .filter((line) => /^\S/.test(line));
    expect(diagnostics.filter((line) => !line.startsWith(`${BROKEN}/`))).toEqual([]);
  });

  it('parses answers and checks writes and searches at runtime with the real zod', () => {
    const results = runSchemas(generated.root, 'ruoyi-user', RUOYI_CHECKS);
    expect(results).toEqual(Object.fromEntries(Object.keys(RUOYI_CHECKS).map((name) => [name, 'ok'])));
    const film = runSchemas(generated.root, 'film-rental', FILM_CHECKS);
    expect(film).toEqual(Object.fromEntries(Object.keys(FILM_CHECKS).map((name) => [name, 'ok'])));
  });

  it('fails with the compiler output when a generated file has a type error', () => {
    expect(output).toMatch(/报告了类型错误/);
    expect(output).toMatch(
      new RegExp(
        `^${BROKEN}/src/schemas/index\\.ts\\(\\d+,\\d+\\): error TS2322.*not assignable to type 'number'`,
        'm',
      ),
    );
  });
});

/** Checks run in Node against the generated schemas (`s` = the project's src/schemas/index): each returns true. */
const RUOYI_CHECKS: Record<string, string> = {
  'a page answer with a local date-time parses, the password never comes back': `
    const row = { userId: 1, userName: 'admin', nickName: '若依', email: 'ry@163.com', password: 'secret',
      status: '0', vipLevel: 2, delFlag: '0', loginDate: null, createBy: 'admin', createTime: '2024-05-01 10:00:00',
      updateBy: '', updateTime: null, remark: '管理员' };
    const page = s.pageResultSchema(s.SysUserSchema).parse({ code: 200, msg: '查询成功', rows: [row], total: 1 });
    return page.rows[0].createTime === '2024-05-01 10:00:00' && !('password' in page.rows[0]) && page.total === 1;`,
  'a date-time with an offset is not the local format': `
    return !s.SysUserSchema.shape.createTime.safeParse('2024-05-01T10:00:00+08:00').success;`,
  'a create fills the defaults and drops audit columns and del_flag': `
    const body = s.SysUserInputSchema.parse({ userName: 'ry', nickName: '若依', password: 'admin123',
      createBy: 'x', createTime: '2024-05-01 10:00:00', delFlag: '2' });
    return body.status === '0' && body.vipLevel === 0 && body.password === 'admin123'
      && !('createBy' in body) && !('createTime' in body) && !('delFlag' in body);`,
  'a create without the required account fails with the column label': `
    const r = s.SysUserInputSchema.safeParse({ nickName: '若依' });
    return !r.success && r.error.issues.some((i) => i.path[0] === 'userName');`,
  'an update carries only what changes': `
    return JSON.stringify(s.SysUserChangesSchema.parse({ remark: '停用' })) === '{"remark":"停用"}';`,
  'coded columns take their stored values and label them': `
    return s.SysUserSearchSchema.safeParse({ status: '1', vipLevel: 2 }).success
      && !s.SysUserSearchSchema.safeParse({ status: '2' }).success
      && s.SYS_USER_STATUS_LABELS['1'] === '停用' && s.SYS_USER_VIP_LEVEL_LABELS[2] === '黄金';`,
  'page query defaults': `
    const q = s.pageQuerySchema.parse({});
    return q.pageNum === 1 && q.pageSize === 10 && !s.pageQuerySchema.safeParse({ pageSize: 101 }).success;`,
};

const FILM_CHECKS: Record<string, string> = {
  'a page answer keeps PG-13, a zone-aware date-time with its offset and a local one': `
    const row = { filmId: 1, title: 'ACADEMY DINOSAUR', rating: 'PG-13', releaseDate: '2006-02-15',
      showTime: '20:30:00', lastUpdate: '2024-05-01T10:00:00+08:00', createdAt: '2024-05-01 10:00:00' };
    const page = s.pageResultSchema(s.FilmSchema).parse({ code: 200, message: 'OK',
      data: { records: [row], total: 1, current: 1, size: 10 } });
    return page.data.records[0].rating === 'PG-13' && page.data.records[0].createdAt === '2024-05-01 10:00:00';`,
  'the code constant name is not a stored value': `
    return !s.FilmRatingSchema.safeParse('PG_13').success && s.FILM_RATING_LABELS['PG-13'] === 'PG-13';`,
  'a range search takes Begin and End in the local format': `
    return s.FilmSearchSchema.safeParse({ createdAtBegin: '2024-01-01 00:00:00', createdAtEnd: '2024-12-31 23:59:59' }).success
      && !s.FilmSearchSchema.safeParse({ createdAtBegin: '2024-01-01T00:00:00Z' }).success;`,
  'a single answer in the envelope': `
    return s.apiResultSchema(s.FilmInputSchema).parse({ code: 200, message: 'OK', data: { title: 'X' } }).data.rating === 'G';`,
};

/**
 * Transpiles the project's schemas to CommonJS next to them (node_modules with zod is linked at the root) and runs
 * every check in one Node process; returns `ok` or what went wrong for each.
 */
function runSchemas(root: string, project: string, checks: Record<string, string>): Record<string, string> {
  const schemas = path.join(root, project, 'src', 'schemas');
  const out = path.join(root, project, 'runtime');
  mkdirSync(out, { recursive: true });
  // The generated package is an ES module; its transpiled copy here is CommonJS.
  writeFileSync(path.join(out, 'package.json'), '{ "type": "commonjs" }');
  for (const file of readdirSync(schemas).filter((f) => f.endsWith('.ts'))) {
    const { outputText } = ts.transpileModule(readFileSync(path.join(schemas, file), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    });
    writeFileSync(path.join(out, file.replace(/\.ts$/, '.js')), outputText);
  }
  const script = [
    "const s = require('./index.js');",
    'const results = {};',
    ...Object.entries(checks).map(
      ([name, body]) =>
        `try { results[${JSON.stringify(name)}] = (() => {${body}})() ? 'ok' : 'false'; } catch (e) { results[${JSON.stringify(name)}] = String(e); }`,
    ),
    'console.log(JSON.stringify(results));',
  ].join('\n');
  writeFileSync(path.join(out, 'check.cjs'), script);
  const run = spawnSync(process.execPath, ['check.cjs'], { cwd: out, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`运行生成的模式失败：${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, string>;
}
