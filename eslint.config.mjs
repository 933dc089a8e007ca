import { builtinModules } from 'node:module';
import path from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The layers of ARCHITECTURE.md, enforced: tests/unit/lint-zones.test.ts proves each zone refuses
 * the import it names. A zone is a folder; where a folder cannot tell (a page under app/ may run in
 * the browser), the `'use client'` directive does (vitrin/client-imports below). Type-only imports
 * pass everywhere: they are erased before any code runs.
 */

/** Packages that only run on the server (native code, sockets, the database, mail). */
const SERVER_PACKAGES = ['pg', '@electric-sql/pglite', 'sharp', 'nodemailer', 'ioredis', '@node-rs/argon2', 'drizzle-orm', 'drizzle-kit', 'server-only'];

/** What a page may import of lib/server: the reads and the helpers built on them, or free of data (seo). */
const PAGE_HELPERS = ['read', 'page', 'operator-page', 'preview', 'country', 'short-url', 'seo', 'seo/*'];

const within = (folder) => [`@/${folder}`, `@/${folder}/**`, `**/${folder}`, `**/${folder}/**`];

const serverCode = (message) => ({ group: [...within('lib/server'), '../server/**', '../../server/**'], allowTypeImports: true, message });
const seed = (message) => ({ group: ['@/db', '@/db/**', '**/db/seed', '**/db/seed/**'], allowTypeImports: true, message });
const serverPackages = (message) => ({ group: SERVER_PACKAGES.flatMap((name) => [name, `${name}/**`]), allowTypeImports: true, message });

const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

/** Is `source`, imported by `filename`, server code: lib/server, the seed, a server package or a Node built-in? */
function isServerModule(source, filename, cwd) {
  if (source.startsWith('node:') || builtinModules.includes(source)) return true;
  if (SERVER_PACKAGES.some((name) => source === name || source.startsWith(`${name}/`))) return true;
  let local;
  if (source.startsWith('@/')) local = source.slice(2);
  else if (source.startsWith('.')) local = path.relative(cwd, path.resolve(path.dirname(filename), source)).split(path.sep).join('/');
  else return false;
  return /^(lib\/server|db)(\/|$)/.test(local);
}

const isTypeOnly = (node) =>
  node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

/** A module that says 'use client' is sent to the browser, wherever it lives: it imports no server code. */
const clientImports = {
  meta: {
    type: 'problem',
    docs: { description: "A 'use client' module imports no server module (lib/server, db, server packages, Node built-ins) except as a type." },
    messages: { server: "'use client' code runs in the browser: {{source}} is server code (import it only as a type; a server component reads the data and passes it down)." },
    schema: [],
  },
  create(context) {
    const { body } = context.sourceCode.ast;
    const directives = [];
    for (const node of body) {
      if (node.type !== 'ExpressionStatement' || typeof node.directive !== 'string') break;
      directives.push(node.directive);
    }
    if (!directives.includes('use client')) return {};
    const check = (node, source) => {
      if (typeof source?.value === 'string' && isServerModule(source.value, context.filename, context.cwd)) {
        context.report({ node, messageId: 'server', data: { source: source.value } });
      }
    };
    return {
      ImportDeclaration: (node) => isTypeOnly(node) || check(node, node.source),
      ExportNamedDeclaration: (node) => isTypeOnly(node) || check(node, node.source),
      ExportAllDeclaration: (node) => isTypeOnly(node) || check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

const zones = [
  {
    // The directive decides, in every folder.
    files: ['**/*.{js,jsx,mjs,ts,tsx}'],
    plugins: { vitrin: { rules: { 'client-imports': clientImports } } },
    rules: { 'vitrin/client-imports': 'error' },
  },
  {
    // UI and the browser's API layer: no server code, no server package, no Node built-in.
    files: ['components/**', 'lib/api/**'],
    rules: {
      ...restrict(
        serverCode('Browser-side code imports lib/server only as types; a route reads the data and passes it down.'),
        seed('The demo seed is server code.'),
        serverPackages('A server package (database, native code, mail) has no place in UI or lib/api.'),
      ),
      'import/no-nodejs-modules': 'error',
    },
  },
  {
    // The shared rules and the i18n setup run on both sides.
    files: ['lib/shop/**', 'lib/i18n/**'],
    rules: restrict(serverCode('Shared code imports lib/server only as types.'), seed('The demo seed is server code.')),
  },
  {
    // Pages, layouts and their parts reach data only through read() and the page helpers built on it.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/route.ts'],
    rules: restrict(
      {
        // gitignore patterns: a negation re-admits a path only while its folder is not excluded itself.
        group: ['@/lib/server/**', '**/lib/server/**', ...PAGE_HELPERS.flatMap((helper) => [`!@/lib/server/${helper}`, `!**/lib/server/${helper}`])],
        allowTypeImports: true,
        message: 'A page reads data through read() (lib/server/read.ts), operatorRead() (lib/server/operator-page.ts) and the page helpers built on them (page, preview, country, short-url, seo/*), never a service, the database or an API entry.',
      },
      seed('The demo seed is started by lib/server/bootstrap.ts or the CLI.'),
      { group: ['drizzle-orm', 'drizzle-orm/**'], message: 'A page writes no query: services do.' },
    ),
  },
  {
    // Route handlers are HTTP adapters (like pages/api): they may call a service, never a table.
    files: ['app/**/route.ts', 'pages/**'],
    rules: restrict(
      { group: within('lib/server/db/schema'), message: 'Only services touch tables: call one.' },
      { group: ['drizzle-orm', 'drizzle-orm/**'], message: 'Only services query the database: call one.' },
      seed('The demo seed is started by lib/server/bootstrap.ts or the CLI.'),
    ),
  },
  {
    // API entries are thin: schema, auth, tags and a call to a service; tables only through services.
    files: ['lib/server/api/entries/**'],
    rules: restrict(
      { group: ['**/db/schema', '**/db/schema/**'], message: 'An entry reaches tables only through a service.' },
      { group: ['drizzle-orm', 'drizzle-orm/**'], message: 'An entry writes no query: a service does.' },
      { group: ['**/db/client'], allowTypeImports: true, message: 'An entry gets the database as `ctx.db` (the `Db` type only); a service uses it.' },
      seed('The demo seed is started by lib/server/bootstrap.ts or the CLI.'),
    ),
  },
  {
    // The database layer knows nothing of the demo seed, the cache or the API.
    files: ['lib/server/db/**'],
    rules: restrict(
      { group: ['@/db/*', '**/db/seed', '**/db/seed/*'], message: 'The seed is started by lib/server/bootstrap.ts or the CLI, not by the database layer.' },
      { group: ['@/lib/server/cache/*', '**/cache/*'], message: 'The database layer does not know the page cache.' },
      { group: ['@/lib/server/api/*', '**/api/*'], message: 'The database layer does not know the API.' },
    ),
  },
  {
    // Every e2e spec's `test` is the suite's own (tests/e2e/support/test.ts): its pictures are stand-ins
    // unless the spec asks for real ones.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "Import test and expect from './support/test'.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Services hold the shop's rules; the API layer calls them, never the other way round.
    files: ['lib/server/services/**'],
    rules: restrict({ group: ['@/lib/server/api/*', '**/api/*'], message: 'Services do not import the API layer (ApiError lives in lib/server/errors.ts).' }),
  },
];

/**
 * What plain Node runs, compiled by tsconfig.server.json (docs/adr/0046-server-code-in-typescript.md):
 * Node resolves no extensionless import, and tsc in `bundler` mode would not say so, so a relative
 * import names its .ts file (tsc rewrites it to .js).
 */
const plainNode = {
  files: ['server.ts', 'scripts/supervise.ts', 'scripts/server-command.ts', 'scripts/workers.ts', 'lib/server/http/**', 'lib/server/cache/{global,next-internals,next-cache-handler,retained-bytes}.ts'],
  rules: { 'import/extensions': ['error', 'always', { ignorePackages: true }] },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  ...zones,
  plainNode,
  globalIgnores(['dist/**', '.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'db/migrations/**']),
]);
