// Jest preset for the browser packages: jsdom, TypeScript through ts-jest, antd 6 polyfills.
const path = require('node:path');

module.exports = (packageDir) => ({
  displayName: path.basename(packageDir),
  rootDir: packageDir,
  testEnvironment: path.join(__dirname, 'jsdom-environment.js'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  setupFiles: [path.join(__dirname, 'polyfills-web.js')],
  setupFilesAfterEnv: [path.join(__dirname, 'setup-web.js')],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.jest.json') }],
  },
  moduleNameMapper: {
    // @ant-design/icons' CommonJS build requires the ESM file @ant-design/colors/es/generate: use its lib twin.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '^@modelsmith/contract$': path.join(__dirname, '../../contract/src/index.ts'),
    '^@modelsmith/codegen$': path.join(__dirname, '../../codegen/src/index.ts'),
    '^@modelsmith/shared/(.*)$': path.join(__dirname, '../../shared/src/$1'),
    // A stylesheet or a `?url` import is a text for webpack (create-config.js): a test gets an empty one.
    '\\.(css|less)$|\\?url$': path.join(__dirname, 'text-stub.js'),
  },
});
