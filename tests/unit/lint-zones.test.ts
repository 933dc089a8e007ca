/** @jest-environment node */
import { spawnSync } from 'node:child_process';

/*
 * Each layer rule of eslint.config.mjs, tried on a file that breaks it (and on one that keeps it):
 * the layers hold because lint fails, not because someone remembers. ESLint runs as it does in
 * `npm test` (its own Node process: the config is an ES module), once for every case.
 */
const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const cases = JSON.parse(process.argv[1]);
const counts = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  counts.push(result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').length);
}
console.log(JSON.stringify(counts));
`;

const cases: [zone: string, filePath: string, breaking: string, keeping: string][] = [
  [
    'a client component reads the server',
    'components/layout/Fixture.tsx',
    "import { read } from '@/lib/server/read';\nexport const x = read;\n",
    "import type { OutputOf } from '@/lib/api/contract';\nexport type X = OutputOf<'get-slider'>;\n",
  ],
  [
    'the browser API layer reaches into the server',
    'lib/api/fixture.ts',
    "import { execute } from '@/lib/server/api/execute';\nexport const x = execute;\n",
    "import type { Registry } from '@/lib/server/api/registry';\nexport type X = Registry;\n",
  ],
  [
    'a shared rule imports a service',
    'lib/shop/fixture.ts',
    "import { cartCount } from '../server/services/cart';\nexport const x = cartCount;\n",
    "import { routes } from './routes';\nexport const x = routes;\n",
  ],
  [
    'the database layer imports the seed',
    'lib/server/db/fixture.ts',
    "import { seedDatabase } from '@/db/seed';\nexport const x = seedDatabase;\n",
    "import { sql } from 'drizzle-orm';\nexport const x = sql;\n",
  ],
  [
    'the database layer imports the cache',
    'lib/server/db/fixture.ts',
    "import { markTags } from '../cache/revalidations';\nexport const x = markTags;\n",
    "import { acquireLock } from './lock';\nexport const x = acquireLock;\n",
  ],
  [
    'a service imports the API layer',
    'lib/server/services/fixture.ts',
    "import { failure } from '../api/execute';\nexport const x = failure;\n",
    "import { ApiError } from '../errors';\nexport const x = ApiError;\n",
  ],
];

let counts: number[] = [];

beforeAll(() => {
  const files = cases.flatMap(([, filePath, breaking, keeping]) => [{ filePath, code: breaking }, { filePath, code: keeping }]);
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(files)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  counts = JSON.parse(result.stdout);
});

describe.each(cases.map((entry, index) => [...entry, index] as const))('lint refuses: %s', (...[, , , , index]) => {
  it('fails on the import that crosses the layer', () => {
    expect(counts[index * 2]).toBe(1);
  });

  it('passes the import that keeps to it', () => {
    expect(counts[index * 2 + 1]).toBe(0);
  });
});
