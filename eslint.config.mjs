import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The layers of ARCHITECTURE.md, enforced: tests/unit/lint-zones.test.ts proves each zone refuses
 * the import it names.
 */
const serverCode = (message) => ({
  group: ['@/lib/server', '@/lib/server/**', '**/lib/server/**', '../server/**', '../../server/**', '@/db/**'],
  allowTypeImports: true,
  message,
});

const zones = [
  {
    // UI, the browser's API layer and the shared rules run (or may run) in the browser.
    files: ['components/**', 'lib/api/**', 'lib/shop/**', 'lib/i18n/**', 'app/**/error.tsx', 'app/global-error.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverCode('Browser-side code imports lib/server only as types; a route reads the data and passes it down.')] }],
    },
  },
  {
    // The database layer knows nothing of the demo seed, the cache or the API.
    files: ['lib/server/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/db/*', '**/db/seed', '**/db/seed/*'], message: 'The seed is started by lib/server/bootstrap.ts or the CLI, not by the database layer.' },
            { group: ['@/lib/server/cache/*', '**/cache/*'], message: 'The database layer does not know the page cache.' },
            { group: ['@/lib/server/api/*', '**/api/*'], message: 'The database layer does not know the API.' },
          ],
        },
      ],
    },
  },
  {
    // Services hold the shop's rules; the API layer calls them, never the other way round.
    files: ['lib/server/services/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/lib/server/api/*', '**/api/*'], message: 'Services do not import the API layer (ApiError lives in lib/server/errors.ts).' }] },
      ],
    },
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  ...zones,
  globalIgnores(['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'db/migrations/**']),
]);
