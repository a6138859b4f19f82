// TypeScript + zod set: every test model must compile under tsc --strict against the real zod 4 types,
// and the check itself must catch a type error (so a green run means the compiler really looked).
import { appendFileSync } from 'node:fs';
import path from 'node:path';

import {
  generateAllModels,
  requireToolchainFile,
  typeCheck,
  writeCombinedTsconfig,
  type GeneratedRoot,
} from './ts-toolchain';

jest.setTimeout(240_000);

describe('typescript-zod toolchain', () => {
  let generated: GeneratedRoot;
  let tsc: string;

  beforeAll(() => {
    requireToolchainFile('zod');
    tsc = requireToolchainFile('typescript', 'bin/tsc');
    generated = generateAllModels('typescript-zod');
  });

  afterAll(() => generated?.cleanup());

  it('type-checks every generated project with tsc --strict', () => {
    typeCheck(tsc, writeCombinedTsconfig(generated, ['src/**/*.ts']), 'tsc（TypeScript + zod）');
  });

  it('fails with the compiler output when a generated file has a type error', () => {
    const file = path.join(generated.root, generated.projects[0], 'src', 'schemas', 'index.ts');
    appendFileSync(file, "\nexport const broken: number = 'not a number';\n");
    expect(() => typeCheck(tsc, writeCombinedTsconfig(generated, ['src/**/*.ts']), 'tsc')).toThrow(
      /TS2322.*not assignable to type 'number'/,
    );
  });
});
