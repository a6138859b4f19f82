// The CLI as users run it: bin/modelsmith-codegen.js in a child process (from source, never a stale dist).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { strFromU8, unzipSync } from 'fflate';

import { kitchenSink } from './support/models';

const BIN = path.join(__dirname, '..', 'bin', 'modelsmith-codegen.js');
const dir = mkdtempSync(path.join(tmpdir(), 'codegen-cli-'));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, MODELSMITH_CODEGEN_FROM_SOURCE: '1' },
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function writeFile(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

/** A small set on disk, so these tests do not depend on the official sets' state. */
function writeSet(id: string): string {
  const setDir = path.join(dir, id);
  mkdirSync(path.join(setDir, 'templates'), { recursive: true });
  writeFileSync(
    path.join(setDir, 'set.json'),
    JSON.stringify({
      id,
      name: id,
      language: 'text',
      version: '1.0.0',
      files: [
        { path: '{{ entity.names.kebab }}.txt', template: 'e.liquid', scope: 'entity', language: 'text' },
      ],
    }),
  );
  writeFileSync(path.join(setDir, 'templates', 'e.liquid'), '{{ entity.label }}:{{ entity.tableName }}');
  return setDir;
}

const DDL = `
DROP TABLE IF EXISTS member;
CREATE TABLE member (
  id bigint NOT NULL AUTO_INCREMENT COMMENT '会员ID',
  user_name varchar(64) NOT NULL COMMENT '用户名',
  PRIMARY KEY (id)
) COMMENT='会员';
`;

describe('modelsmith-codegen CLI', () => {
  it('prints the usage and exits 2 without arguments', () => {
    const { code, stdout } = run();
    expect(code).toBe(2);
    expect(stdout).toContain('modelsmith-codegen import-ddl <文件> --dialect mysql|postgresql');
  });

  it('rejects an unknown command and an unknown option', () => {
    expect(run('explode')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('错误：未知的命令「explode」'),
    });
    expect(run('list-sets', '--colour', 'red')).toMatchObject({
      code: 2,
      stderr: '错误：未知的选项 --colour\n',
    });
  });

  it('import-ddl prints the model on stdout and the skipped statements on stderr', () => {
    const { code, stdout, stderr } = run('import-ddl', writeFile('shop.sql', DDL), '--dialect', 'mysql');
    expect(code).toBe(0);
    const model = JSON.parse(stdout);
    expect(model.entities.map((e: { className: string; label: string }) => [e.className, e.label])).toEqual([
      ['Member', '会员'],
    ]);
    expect(stderr).toMatch(/已跳过（第 \d+ 行）：DROP TABLE IF EXISTS member/);
    expect(stderr).toContain('已导入 1 个实体，跳过 1 条语句');
  });

  it('import-ddl lets PostgreSQL read a PostgreSQL script, as the product does', () => {
    const sql =
      'CREATE TYPE address AS (street text, city text);\nCREATE TABLE branch OF address (PRIMARY KEY (street));';
    const { code, stdout } = run('import-ddl', writeFile('branch.sql', sql), '--dialect', 'postgresql');
    expect(code).toBe(0);
    const model = JSON.parse(stdout);
    expect(
      model.entities.map((e: { tableName: string; fields: { column: string }[] }) => [
        e.tableName,
        e.fields.map((f) => f.column),
      ]),
    ).toEqual([['branch', ['street', 'city']]]);
  });

  it('import-ddl fails clearly on a missing file or dialect, and names the line of what it skipped', () => {
    expect(run('import-ddl', path.join(dir, 'nope.sql'), '--dialect', 'mysql')).toMatchObject({
      code: 1,
      stderr: `错误：DDL 文件不存在：${path.join(dir, 'nope.sql')}\n`,
    });
    expect(run('import-ddl', writeFile('a.sql', DDL))).toMatchObject({
      code: 2,
      stderr: '错误：请用 --dialect 指定 SQL 方言：mysql 或 postgresql\n',
    });
    expect(run('import-ddl', writeFile('a.sql', DDL), '--dialect', 'oracle').stderr).toContain(
      '不支持的 SQL 方言「oracle」',
    );
    const broken = run(
      'import-ddl',
      writeFile('broken.sql', 'CREATE TABLE x (id int,,, PRIMARY KEY'),
      '--dialect',
      'mysql',
    );
    // The import never hands over a model the validator refuses: a table whose key it cannot read is keyed virtually.
    expect(broken.code).toBe(0);
    expect(broken.stderr).toContain('已跳过（第 1 行）：x: PRIMARY KEY（无法解析该列或约束定义，已忽略）');
    expect(broken.stderr).toContain('已导入 1 个实体，跳过 1 条语句');
  });

  it('generate writes every set under its folder from a model file', () => {
    const out = path.join(dir, 'out');
    const modelFile = writeFile('model.json', JSON.stringify(kitchenSink()));
    const { code, stdout, stderr } = run(
      'generate',
      '--model',
      modelFile,
      '--set',
      `${writeSet('set-a')},${writeSet('set-b')}`,
      '--out',
      out,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(`已生成 14 个文件到 ${out}\n`);
    expect(readdirSync(path.join(out, 'set-a')).sort()).toContain('order-item.txt');
    expect(readFileSync(path.join(out, 'set-b', 'order.txt'), 'utf8')).toBe('订单:t_orders');
  });

  it('generate from DDL into a zip', () => {
    const zip = path.join(dir, 'member.zip');
    const { code } = run(
      'generate',
      '--ddl',
      writeFile('m.sql', DDL),
      '--dialect',
      'mysql',
      '--set',
      writeSet('set-c'),
      '--zip',
      zip,
    );
    expect(code).toBe(0);
    const entries = unzipSync(readFileSync(zip));
    expect(Object.keys(entries)).toEqual(['member.txt']);
    expect(strFromU8(entries['member.txt'])).toBe('会员:member');
  });

  it('generate refuses bad JSON, an invalid model and an unknown set', () => {
    const set = writeSet('set-d');
    expect(
      run('generate', '--model', writeFile('bad.json', '{ nope'), '--set', set, '--out', dir),
    ).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^错误：模型文件 .*bad\.json 不是合法的 JSON/),
    });
    const invalid = kitchenSink();
    invalid.entities[0].fields[0].column = 'Bad Column';
    const result = run(
      'generate',
      '--model',
      writeFile('invalid.json', JSON.stringify(invalid)),
      '--set',
      set,
      '--out',
      dir,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('模型校验未通过');
    expect(result.stderr).toContain(
      '  - entities[0].fields[0].column：列名「Bad Column」必须是小写下划线格式，如 created_at',
    );
    const unknown = run(
      'generate',
      '--model',
      writeFile('ok.json', JSON.stringify(kitchenSink())),
      '--set',
      'cobol-set',
      '--out',
      dir,
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^错误：未知的模板集「cobol-set」，可用的有：.*mysql-ddl/);
    expect(run('generate', '--set', set, '--out', dir)).toMatchObject({ code: 2 });
  });

  it('list-sets lists the official sets with their language', () => {
    const { stdout } = run('list-sets');
    expect(stdout).toMatch(/^nestjs-typeorm\ttypescript\tNestJS \+ TypeORM$/m);
  });
});
