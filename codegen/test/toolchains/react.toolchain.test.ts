// React + antd CRUD set: every test model must compile under tsc --strict (noUnused*, isolatedModules)
// against the real react 19, antd 6, dayjs and react-router-dom type definitions.
import { generateForSuite, requireToolchainFile, typeCheck, writeCombinedTsconfig } from './ts-toolchain';

jest.setTimeout(240_000);

describe('react-antd-crud toolchain', () => {
  const generated = generateForSuite('react-antd-crud');

  it('type-checks every generated project with tsc --strict', () => {
    for (const pkg of ['react', 'antd', 'dayjs', 'react-router-dom', '@types/react'])
      requireToolchainFile(pkg);
    const tsconfig = writeCombinedTsconfig(generated(), ['src/**/*.ts', 'src/**/*.tsx']);
    typeCheck(requireToolchainFile('typescript', 'bin/tsc'), tsconfig, 'tsc（React + antd）');
  });
});
