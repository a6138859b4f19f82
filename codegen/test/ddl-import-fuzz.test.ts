// importDdl on text nobody wrote by hand: random bytes and the fixtures mutated at random, from fixed seeds
// so a failure reproduces. Whatever the input, the import answers: no exception, every skipped item with a
// line inside the script and a Chinese reason. Only a script over the size limit is refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { DdlSyntaxError, importDdl, MAX_DDL_LENGTH, type DdlImportResult } from '../src/ddl/import';
import type { Dialect } from '../src/ddl/import/raw';
import { validateModel } from '../src/model/validate';
import { IMPORTED_SCHEMAS } from './support/models';
import { random } from './support/random';

jest.setTimeout(120_000);

/** Every public schema the tests use, mutated below. */
const SCHEMAS = IMPORTED_SCHEMAS.map(({ fixture, dialect }, index) => ({
  fixture,
  dialect,
  seed: index + 1,
  sql: readFileSync(path.join(__dirname, 'fixtures', 'ddl', fixture), 'utf8'),
}));
const MALL = SCHEMAS.find((s) => s.fixture === 'mall-mysql.sql')!.sql;

const TOKENS = [
  '(',
  ')',
  "'",
  '"',
  '`',
  ',',
  ';',
  '--',
  '/*',
  '*/',
  '$$',
  '\\',
  '::',
  '\n',
  '\0',
  '\uFFFD',
  'CHECK (',
  'NOT NULL',
  'DEFAULT',
  'PRIMARY KEY',
  'REFERENCES x (id)',
  'CREATE TABLE',
  'CONSTRAINT',
  'GENERATED ALWAYS AS (1)',
  'BINARY',
  'INHERITS (',
  'PARTITION BY',
  'ENUM(',
  "COMMENT '",
  'varchar(',
  'int',
  'ALTER TABLE',
  'CREATE INDEX i ON',
  'UNIQUE',
  '表',
  '状态（0正常 1停用）',
];

function mutate(text: string, next: () => number): string {
  const pick = (n: number) => Math.floor(next() * n);
  let out = text;
  const edits = 1 + pick(12);
  for (let i = 0; i < edits; i += 1) {
    const at = pick(out.length + 1);
    const span = 1 + pick(80);
    switch (pick(5)) {
      case 0:
        out = out.slice(0, at) + out.slice(at + span);
        break;
      case 1:
        out = out.slice(0, at) + TOKENS[pick(TOKENS.length)] + out.slice(at);
        break;
      case 2:
        out = out.slice(0, at) + out.slice(at, at + span) + out.slice(at);
        break;
      case 3: {
        const from = pick(out.length + 1);
        out = out.slice(0, at) + out.slice(from, from + span) + out.slice(at);
        break;
      }
      default:
        out = out.slice(0, at);
    }
  }
  return out;
}

function randomText(next: () => number): string {
  const length = Math.floor(next() * 600);
  let out = '';
  for (let i = 0; i < length; i += 1) {
    out +=
      next() < 0.3
        ? `${TOKENS[Math.floor(next() * TOKENS.length)]} `
        : String.fromCharCode(Math.floor(next() * (next() < 0.9 ? 128 : 0xffff)));
  }
  return out;
}

function expectAnswer(sql: string, dialect: Dialect): DdlImportResult {
  let result: DdlImportResult;
  try {
    result = importDdl(sql, dialect);
  } catch (error) {
    throw new Error(`importDdl threw ${String(error)} on:\n${JSON.stringify(sql)}`);
  }
  const lines = sql.split('\n').length;
  for (const s of [...result.skipped, ...result.approximations, ...result.suggestions]) {
    if (!(Number.isInteger(s.line) && s.line >= 1 && s.line <= lines) || !/[\u4e00-\u9fa5]/.test(s.reason))
      throw new Error(`bad skipped item ${JSON.stringify(s)} on:\n${JSON.stringify(sql)}`);
  }
  // What the import gives can be exported and generated: a model the validator refuses is an internal error too.
  const checked = validateModel(result.model);
  if (!checked.ok)
    throw new Error(
      `invalid model ${JSON.stringify(checked.problems.slice(0, 3))} on:\n${JSON.stringify(sql)}`,
    );
  // The importer's own safety net must stay unused: every reason should say what was wrong.
  const internal = result.skipped.find((s) => s.reason.includes('结构无法读取'));
  if (internal)
    throw new Error(`internal error behind ${JSON.stringify(internal)} on:\n${JSON.stringify(sql)}`);
  return result;
}

describe.each(SCHEMAS)('importDdl fuzz on $fixture', ({ dialect, seed, sql }) => {
  it('answers on 40 mutations of the schema', () => {
    const next = random(10 + seed);
    for (let i = 0; i < 40; i += 1) expectAnswer(mutate(sql, next), dialect);
  });

  // Cut at a line end, so no quote is left open: an open quote runs on into the next statements in SQL too.
  it('keeps every other table when one statement loses its second half', () => {
    const next = random(30 + seed);
    const whole = importDdl(sql, dialect).model.entities.length;
    const statements = sql.split(/;\n/);
    for (let i = 0; i < 12; i += 1) {
      const victim = Math.floor(next() * statements.length);
      const broken = [...statements];
      const lines = broken[victim].split('\n');
      broken[victim] = lines.slice(0, Math.ceil(lines.length / 2)).join('\n');
      const { model } = expectAnswer(broken.join(';\n'), dialect);
      // Cutting one statement can cost at most the entity it defines and one that a join table folded in.
      expect(model.entities.length).toBeGreaterThanOrEqual(whole - 2);
    }
  });
});

describe.each(['mysql', 'postgresql'] as const)('importDdl fuzz (%s)', (dialect) => {
  it('answers on 300 random texts', () => {
    const next = random(dialect === 'mysql' ? 21 : 22);
    for (let i = 0; i < 300; i += 1) expectAnswer(randomText(next), dialect);
  });
});

describe('importDdl size limit', () => {
  it('reads a script of about a megabyte within seconds', () => {
    const big = Array.from({ length: 100 }, (_, i) =>
      MALL.replace(/CREATE TABLE `(\w+)`/g, `CREATE TABLE \`$1_${i}\``),
    ).join('\n');
    const started = Date.now();
    const { model } = expectAnswer(big, 'mysql');
    expect(big.length).toBeGreaterThan(1_000_000);
    expect(model.entities.length).toBeGreaterThan(1000);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('refuses a script over the limit with a DdlSyntaxError', () => {
    expect(() => importDdl(' '.repeat(MAX_DDL_LENGTH + 1), 'mysql')).toThrow(DdlSyntaxError);
    expect(() => importDdl(' '.repeat(MAX_DDL_LENGTH + 1), 'mysql')).toThrow(/DDL 脚本过大/);
  });
});
