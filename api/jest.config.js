// The api project: ts-jest from the shared preset, plus the few ESM-only or import()-using dependencies compiled so
// they load in jest's CommonJS runtime (see test/jest/).
const preset = require('../build/jest/preset-node');

const base = preset(__dirname);
const esmOnly = ['light-my-request/node_modules/cookie'];

module.exports = preset(__dirname, {
  transform: {
    ...base.transform,
    '@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/test/jest/dynamic-import-transform.js',
    [`(${esmOnly.join('|')})/.+\\.js$`]: '<rootDir>/test/jest/esm-to-cjs-transform.js',
  },
  transformIgnorePatterns: [
    `^(?!.*/node_modules/(@electric-sql/pglite|${esmOnly.join('|')})/).*/node_modules/`,
  ],
});
