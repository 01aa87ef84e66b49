/**
 * Integration tests against a real PostgreSQL (see test/harness): each module booted alone beside its
 * code (src/modules/<name>/test/, ADR 47), and the whole app for what crosses modules (test/).
 */
const unit = require('./jest.unit.config.cjs');

module.exports = {
  ...unit,
  rootDir: '.',
  testMatch: ['<rootDir>/test/**/*.int-spec.ts', '<rootDir>/src/modules/*/test/**/*.int-spec.ts'],
  globalSetup: '<rootDir>/test/harness/global-setup.mjs',
  globalTeardown: '<rootDir>/test/harness/global-teardown.mjs',
  // A limit catches a hung test, not a slow one: races of 30-50 buyers and argon2 sign-ups take a few
  // seconds on a quiet machine and several times that on a shared, busy 2-core one.
  testTimeout: 120_000,
  // A child process or socket a failed test leaves behind must not keep CI waiting for ever.
  forceExit: true,
};
