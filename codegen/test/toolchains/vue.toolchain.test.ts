// Vue 3 + Element Plus set: every test model's app (and the kitchen sink in the RuoYi style) must pass vue-tsc
// --strict (noUnused*, templates included) against the real vue, vue-router, element-plus, axios and dayjs types;
// the generated package.json must ask for versions the workspace has; three models must build with the real Vite.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildContext } from '../../src/context/build-context';
import { generateToDir } from '../support/generate-to-dir';
import { kitchenSink, testModel } from '../support/models';
import {
  generateForSuite,
  requireToolchainFile,
  typeCheck,
  unsatisfiedDependencies,
  writeCombinedTsconfig,
} from './ts-toolchain';
import { viteBuild } from './vite-build';

jest.setTimeout(600_000);

const SET = 'vue3-element-plus-crud';
/** Built with Vite: the model with every field type, and two real schemas (one per database). */
const BUILT = ['kitchen-sink', 'pagila-postgresql', 'mall-mysql'];
const RUOYI = 'kitchen-sink-ruoyi';
const SOURCES = ['src/**/*.ts', 'src/**/*.vue', 'vite.config.ts'];

const vueTsc = () => requireToolchainFile('vue-tsc', 'bin/vue-tsc.js');

describe('vue3-element-plus-crud toolchain', () => {
  const generated = generateForSuite(SET);

  it('declares only dependencies the workspace has installed, at versions inside the declared ranges', () => {
    const { root, projects } = generated();
    for (const project of projects)
      expect(unsatisfiedDependencies(path.join(root, project, 'package.json'))).toEqual([]);
  });

  it('writes the RuoYi envelope and page shape when the project asks for it', () => {
    const { root } = generated();
    const model = kitchenSink();
    model.project = { ...model.project, apiStyle: 'RUOYI' };
    generateToDir(model, SET, path.join(root, RUOYI));
    const http = readFileSync(path.join(root, RUOYI, 'src', 'api', 'http.ts'), 'utf8');
    expect(http).toContain('msg?: string;');
    expect(http).toContain('rows?: unknown[];');
    expect(http).toContain('pageNum: query.current, pageSize: query.size');
  });

  it('type-checks every generated project, templates included, with vue-tsc --strict', () => {
    for (const pkg of ['vue', 'vue-router', 'element-plus', 'axios', 'dayjs', 'vite', '@vitejs/plugin-vue'])
      requireToolchainFile(pkg);
    const { root, projects, cleanup } = generated();
    const all = [...projects];
    if (!all.includes(RUOYI)) {
      const model = kitchenSink();
      model.project = { ...model.project, apiStyle: 'RUOYI' };
      generateToDir(model, SET, path.join(root, RUOYI));
      all.push(RUOYI);
    }
    // The negative check rides in the same run (each vue-tsc start reads Element Plus's types, ~30 s): a copy of a
    // page whose template calls a handler that does not exist must be the one and only error reported.
    const pageDir = path.join(root, 'kitchen-sink', 'src', 'views', 'order');
    const wrong = path.join(pageDir, 'WrongPage.vue');
    writeFileSync(
      wrong,
      readFileSync(path.join(pageDir, 'OrderPage.vue'), 'utf8').replace(
        '@click="openCreate"',
        '@click="openCreateNoSuchHandler"',
      ),
    );
    const tsconfig = writeCombinedTsconfig({ root, projects: all, cleanup }, SOURCES);
    const started = Date.now();
    let output = '';
    try {
      typeCheck(vueTsc(), tsconfig, 'vue-tsc（Vue 3 + Element Plus）');
    } catch (error) {
      output = (error as Error).message;
    } finally {
      rmSync(wrong);
    }
    console.log(`vue-tsc：${all.length} 个项目用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
    const errors = output.split('\n').filter((line) => /error TS\d+/.test(line));
    expect(errors.filter((line) => !line.includes('WrongPage.vue'))).toEqual([]);
    // vue-tsc really reads the templates: the planted mistake is found.
    expect(errors.some((line) => line.includes('openCreateNoSuchHandler'))).toBe(true);
  });

  it.each(BUILT)('builds %s with vite build, every entity page included', (name) => {
    const { root } = generated();
    const build = viteBuild(path.join(root, name), `${name}（Vue 3 + Element Plus）`);
    console.log(`vite build ${name}：${build.seconds.toFixed(1)} 秒`);
    const model = testModel(name);
    const { project, entities } = buildContext(model);
    // Each page is its own lazy chunk, and each entity's API base path is in the bundle.
    const missing = entities.flatMap((entity) => [
      ...(build.assets.some((file) => file.startsWith(`${entity.className}Page-`) && file.endsWith('.js'))
        ? []
        : [`${entity.className}Page 的代码块`]),
      ...(build.output.includes(`${project.api.basePath}/${entity.names.plural.kebab}`)
        ? []
        : [`${project.api.basePath}/${entity.names.plural.kebab}`]),
    ]);
    expect(missing).toEqual([]);
  });
});
