import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// These packages ship ESM only; Jest must transform them (STACK.md).
const esm = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', 'icu-minify', 'swiper', 'ssr-window', 'dom7', '@scure', '@noble'];

const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests'],
  testPathIgnorePatterns: ['<rootDir>/tests/e2e/'],
  setupFiles: ['<rootDir>/tests/support/env.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/empty.ts',
    '^swiper/css.*$': '<rootDir>/tests/support/empty.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testTimeout: 60000,
};

const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esm.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return resolved;
};

export default jestConfig;
