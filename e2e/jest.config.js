// Unit tests of the deployment files (docker-compose.yml, deploy/); the Playwright specs run apart.
module.exports = require('../build/jest/preset-node')(__dirname, {
  testMatch: ['<rootDir>/unit/**/*.test.ts'],
});
