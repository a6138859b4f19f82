// NestJS + TypeORM set: every test model must compile under tsc --strict with decorators,
// against the real @nestjs/*, typeorm and class-validator type definitions.
import { readFileSync } from 'node:fs';

import { generateForSuite, requireToolchainFile, typeCheck, writeCombinedTsconfig } from './ts-toolchain';

jest.setTimeout(240_000);

describe('nestjs-typeorm toolchain', () => {
  const generated = generateForSuite('nestjs-typeorm');

  it('uses decorators with emitted metadata, as NestJS needs', () => {
    const tsconfig = writeCombinedTsconfig(generated(), ['src/**/*.ts']);
    const { compilerOptions } = JSON.parse(readFileSync(tsconfig, 'utf8')) as {
      compilerOptions: Record<string, unknown>;
    };
    expect(compilerOptions).toMatchObject({
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
      strict: true,
    });
  });

  it('type-checks every generated project with tsc --strict', () => {
    for (const pkg of [
      '@nestjs/common',
      '@nestjs/core',
      '@nestjs/typeorm',
      '@nestjs/mapped-types',
      'typeorm',
      'class-validator',
      'class-transformer',
    ])
      requireToolchainFile(pkg);
    const tsconfig = writeCombinedTsconfig(generated(), ['src/**/*.ts']);
    typeCheck(requireToolchainFile('typescript', 'bin/tsc'), tsconfig, 'tsc（NestJS + TypeORM）');
  });
});
