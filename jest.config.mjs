import os from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// These packages ship ESM only; Jest must transform them (STACK.md).
const esm = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', 'icu-minify', 'swiper', 'ssr-window', 'dom7', '@scure', '@noble'];

const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests'],
  testPathIgnorePatterns: ['<rootDir>/tests/e2e/'],
  // In-memory shops load this run's migrated and seeded templates instead of building their own (tests/support/templates.ts).
  globalSetup: '<rootDir>/tests/support/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/support/global-teardown.mjs',
  setupFiles: ['<rootDir>/tests/support/env.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/empty.ts',
    // next.config.mjs's name for use-intl's ICU formatter (lib/i18n/format-message.ts).
    '^vitrin-icu-format-message$': 'use-intl/format-message',
    '^swiper/css.*$': '<rootDir>/tests/support/empty.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testTimeout: 60000,
  // Jest's default, one worker less than the cores, runs the files one by one on two cores; its parent
  // process only hands files out, so two workers keep both cores busy.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};

const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return resolved;
};

export default jestConfig;
