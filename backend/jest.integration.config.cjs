/** Integration tests: modules through HTTP against a real PostgreSQL (see test/harness). */
const unit = require('./jest.unit.config.cjs');

module.exports = {
  ...unit,
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/test/harness/global-setup.mjs',
  globalTeardown: '<rootDir>/test/harness/global-teardown.mjs',
  testTimeout: 30000,
  // A child process or socket a failed test leaves behind must not keep CI waiting for ever.
  forceExit: true,
};
