// Every package's unit and API tests in one jest run; each project has its own config beside it.
// The remotes come from the platform manifest.
const manifest = require('./contract/src/manifest.json');

module.exports = {
  watchman: false,
  projects: [
    '<rootDir>/contract',
    '<rootDir>/shared',
    '<rootDir>/shell',
    ...manifest.remotes.map((remote) => `<rootDir>/${remote.dir}`),
    '<rootDir>/codegen',
    '<rootDir>/api',
    '<rootDir>/e2e',
  ],
};
