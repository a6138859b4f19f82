// Type-checks generated TypeScript projects with the real compiler and the real framework types.
// Every test model is generated into its own folder of one temp root, and one compiler run covers them all.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { generateEveryModel, type GeneratedRoot } from '../support/generate-to-dir';

export type { GeneratedRoot };

/** The workspace's node_modules, where npm ci installed the framework packages the generated code imports. */
function workspaceNodeModules(): string {
  const dir = path.resolve(__dirname, '..', '..', '..', 'node_modules');
  if (!existsSync(path.join(dir, 'typescript')))
    throw new Error(`找不到 ${dir}/typescript：请先在仓库根目录运行 npm ci`);
  return dir;
}

/** A file inside an installed package (read from disk: some packages do not export package.json). */
export function requireToolchainFile(packageName: string, file = 'package.json'): string {
  const full = path.join(workspaceNodeModules(), packageName, file);
  if (!existsSync(full))
    throw new Error(
      `缺少工具链 ${packageName}（找不到 ${full}）：请在仓库根目录运行 npm ci（它是 codegen 的 devDependency）`,
    );
  return full;
}

/** Generates every test model through the set, each into root/<model name>, with node_modules linked at the root. */
export function generateAllModels(setId: string): GeneratedRoot {
  const generated = generateEveryModel(setId);
  symlinkSync(workspaceNodeModules(), path.join(generated.root, 'node_modules'), 'dir');
  return generated;
}

/** generateAllModels once before the suite's tests and its cleanup after them; call the result inside a test. */
export function generateForSuite(setId: string): () => GeneratedRoot {
  let generated: GeneratedRoot | undefined;
  beforeAll(() => {
    generated = generateAllModels(setId);
  });
  afterAll(() => generated?.cleanup());
  return () => {
    if (!generated) throw new Error(`${setId} 的生成结果尚未准备好`);
    return generated;
  };
}

/**
 * Writes root/tsconfig.json that keeps the generated project's own compiler options (read from the first
 * project, all are rendered from the same template) and includes every project's sources.
 */
export function writeCombinedTsconfig(generated: GeneratedRoot, include: string[]): string {
  const first = path.join(generated.root, generated.projects[0], 'tsconfig.json');
  const own = JSON.parse(readFileSync(first, 'utf8')) as { compilerOptions: Record<string, unknown> };
  const compilerOptions: Record<string, unknown> = { ...own.compilerOptions, noEmit: true };
  // rootDir/outDir point inside one project; with several projects side by side they do not apply.
  delete compilerOptions.rootDir;
  delete compilerOptions.outDir;
  const config = {
    compilerOptions,
    include: generated.projects.flatMap((project) => include.map((pattern) => `${project}/${pattern}`)),
  };
  const file = path.join(generated.root, 'tsconfig.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** Runs a TypeScript compiler CLI (tsc or vue-tsc) in strict mode; throws with the compiler output on any error. */
export function typeCheck(compilerBin: string, tsconfig: string, label: string): void {
  const run = spawnSync(
    process.execPath,
    [compilerBin, '-p', tsconfig, '--strict', '--noEmit', '--pretty', 'false'],
    {
      cwd: path.dirname(tsconfig),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.error) throw new Error(`${label} 无法启动：${run.error.message}`);
  if (run.status !== 0) {
    const output = `${run.stdout}${run.stderr}`.trim();
    throw new Error(`${label} 报告了类型错误（退出码 ${run.status}）：\n${output}`);
  }
}

interface Semver {
  satisfies(version: string, range: string): boolean;
  validRange(range: string): string | null;
}

/** The workspace's semver (installed as a dependency of many packages), loaded from its own folder. */
function loadSemver(): Semver {
  return createRequire(requireToolchainFile('semver'))('./index.js') as Semver;
}

/** Every declared dependency that is not installed, or installed outside its declared range, in words. */
export function unsatisfiedDependencies(packageJsonFile: string): string[] {
  const semver = loadSemver();
  const manifest = JSON.parse(readFileSync(packageJsonFile, 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const problems: string[] = [];
  for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
    if (!semver.validRange(range)) {
      problems.push(`${name} 的版本范围「${range}」不合法`);
      continue;
    }
    let installed: string;
    try {
      installed = (JSON.parse(readFileSync(requireToolchainFile(name), 'utf8')) as { version: string })
        .version;
    } catch {
      problems.push(`${name} 没有装在工作区的 node_modules 里`);
      continue;
    }
    if (!semver.satisfies(installed, range))
      problems.push(`${name} 声明 ${range}，工作区装的是 ${installed}`);
  }
  return problems;
}
