// Vue 3 + Element Plus CRUD set: every test model's SFCs and modules must pass vue-tsc --strict
// against the real vue, vue-router and element-plus type definitions (templates included).
import { generateForSuite, requireToolchainFile, typeCheck, writeCombinedTsconfig } from './ts-toolchain';

jest.setTimeout(240_000);

describe('vue3-element-plus-crud toolchain', () => {
  const generated = generateForSuite('vue3-element-plus-crud');

  it('type-checks every generated project, templates included, with vue-tsc --strict', () => {
    for (const pkg of ['vue', 'vue-router', 'element-plus']) requireToolchainFile(pkg);
    const tsconfig = writeCombinedTsconfig(generated(), ['src/**/*.ts', 'src/**/*.vue']);
    typeCheck(requireToolchainFile('vue-tsc', 'bin/vue-tsc.js'), tsconfig, 'vue-tsc（Vue 3 + Element Plus）');
  });
});
