// Every package's unit and API tests in one jest run; each project has its own config beside it.
module.exports = {
  watchman: false,
  projects: [
    '<rootDir>/contract',
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mf-auth',
    '<rootDir>/mf-projects',
    '<rootDir>/mf-templates',
    '<rootDir>/mf-billing',
    '<rootDir>/mf-admin',
    '<rootDir>/codegen',
    '<rootDir>/api',
    '<rootDir>/e2e',
  ],
};
