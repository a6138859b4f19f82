// Jest preset for the Node packages (contract, api, codegen). Tests read the contract's sources, never its build.
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
    ...overrides.moduleNameMapper,
  },
});
