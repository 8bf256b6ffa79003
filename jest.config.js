// One run for the whole repository: unit tests beside the code, integration tests in test/.
// Real PostgreSQL and Kafka are started once per run by the global setup (ARCHITECTURE §8).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2023' },
        module: { type: 'commonjs' },
      },
    ],
  },
  roots: ['<rootDir>/services', '<rootDir>/bff', '<rootDir>/deploy', '<rootDir>/proto', '<rootDir>/web'],
  testMatch: ['**/*.test.ts'],
  // cookie 2 and typebox 1 ship only ESM, which jest cannot require on Node 20; swc turns it into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|typebox|jose)/)'],
  // Browser tests (web/e2e) run under Playwright, not jest.
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/web/e2e/'],
  globalSetup: '<rootDir>/deploy/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/deploy/src/testing/global-teardown.ts',
  maxWorkers: 2,
  testTimeout: 60_000,
};
