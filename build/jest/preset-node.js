// Jest preset for the Node packages (api, codegen).
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
});
