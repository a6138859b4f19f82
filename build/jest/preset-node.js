// Jest preset for the Node packages (contract, api, codegen). Tests read the contract's and codegen's sources, never
// their builds.
const path = require('node:path');

module.exports = (packageDir, overrides = {}) => ({
  displayName: path.basename(packageDir),
  rootDir: packageDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.jest.json') }],
  },
  ...overrides,
  moduleNameMapper: {
    '^@modelsmith/contract$': path.join(__dirname, '../../contract/src/index.ts'),
    '^@modelsmith/codegen$': path.join(__dirname, '../../codegen/src/index.ts'),
    '^@modelsmith/codegen/node$': path.join(__dirname, '../../codegen/src/node.ts'),
    ...overrides.moduleNameMapper,
  },
});
