/** @jest-environment node */
import { spawnSync } from 'node:child_process';

/*
 * Each layer rule of eslint.config.mjs, tried on a file that breaks it (and on one that keeps it):
 * the layers hold because lint fails, not because someone remembers. ESLint runs as it does in
 * `npm test` (its own Node process: the config is an ES module) over fixture sources given a path
 * in the zone (no file is written), and each case reports its messages per rule.
 */
const ZONE_RULES = ['@typescript-eslint/no-restricted-imports', 'vitrin/client-imports', 'import/no-nodejs-modules'] as const;
type ZoneRule = (typeof ZONE_RULES)[number];

const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const [cases, rules] = JSON.parse(process.argv[1]);
const found = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(filePath + ': ' + fatal.message);
  found.push(result.messages.map((m) => m.ruleId).filter((rule) => rules.includes(rule)));
}
console.log(JSON.stringify(found));
`;

const NO_IMPORT = '@typescript-eslint/no-restricted-imports';
const CLIENT = 'vitrin/client-imports';
const NODE = 'import/no-nodejs-modules';

const cases: [zone: string, rule: ZoneRule, filePath: string, breaking: string, keeping: string][] = [
  // Browser-side folders import lib/server only as types.
  [
    'a component reads the server',
    NO_IMPORT,
    'components/layout/Fixture.tsx',
    "import { read } from '@/lib/server/read';\nexport const x = read;\n",
    "import type { OutputOf } from '@/lib/api/contract';\nexport type X = OutputOf<'get-slider'>;\n",
  ],
  [
    'the browser API layer reaches into the server',
    NO_IMPORT,
    'lib/api/fixture.ts',
    "import { execute } from '@/lib/server/api/execute';\nexport const x = execute;\n",
    "import type { Registry } from '@/lib/server/api/registry';\nexport type X = Registry;\n",
  ],
  [
    'a shared rule imports a service',
    NO_IMPORT,
    'lib/shop/fixture.ts',
    "import { basketCount } from '../server/services/basket-store';\nexport const x = basketCount;\n",
    "import { routes } from './routes';\nexport const x = routes;\n",
  ],
  // Server packages, the seed and Node built-ins stay out of components/ and lib/api/.
  [
    'a component imports the demo seed',
    NO_IMPORT,
    'components/home/Fixture.tsx',
    "import { seedDatabase } from '@/db/seed';\nexport const x = seedDatabase;\n",
    "import { Section } from '@/components/ui/Section';\nexport const x = Section;\n",
  ],
  [
    'a component imports pg',
    NO_IMPORT,
    'components/home/Fixture.tsx',
    "import { Pool } from 'pg';\nexport const x = Pool;\n",
    "import { useState } from 'react';\nexport const x = useState;\n",
  ],
  [
    'a component imports node:fs',
    NODE,
    'components/home/Fixture.tsx',
    "import fs from 'node:fs';\nexport const x = fs;\n",
    "import { routes } from '@/lib/shop/routes';\nexport const x = routes;\n",
  ],
  [
    'the browser API layer imports a Node built-in',
    NODE,
    'lib/api/fixture.ts',
    "import { randomUUID } from 'crypto';\nexport const x = randomUUID;\n",
    "import { callApi } from './client';\nexport const x = callApi;\n",
  ],
  [
    'the browser API layer imports the mailer',
    NO_IMPORT,
    'lib/api/fixture.ts',
    "import nodemailer from 'nodemailer';\nexport const x = nodemailer;\n",
    "import useSWR from 'swr';\nexport const x = useSWR;\n",
  ],
  // The directive decides where the folder cannot: a 'use client' module is browser code anywhere.
  [
    "a 'use client' page part under app/ imports the database client",
    CLIENT,
    'app/[lang]/fixture/Island.tsx',
    "'use client';\nimport { getDb } from '@/lib/server/db/client';\nexport const x = getDb;\n",
    "'use client';\nimport type { Db } from '@/lib/server/db/client';\nexport type X = Db;\n",
  ],
  [
    "a 'use client' module under app/ reaches lib/server by a relative path",
    CLIENT,
    'app/[lang]/fixture/Island.tsx',
    "'use client';\nimport { siteUrl } from '../../../lib/server/seo/site';\nexport const x = siteUrl;\n",
    "import { siteUrl } from '../../../lib/server/seo/site';\nexport const x = siteUrl;\n",
  ],
  [
    "a 'use client' error page imports a Node built-in",
    CLIENT,
    'app/[lang]/error.tsx',
    "'use client';\nimport { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    "'use client';\nimport { useEffect } from 'react';\nexport const x = useEffect;\n",
  ],
  [
    "a 'use client' module loads the seed lazily",
    CLIENT,
    'app/[lang]/fixture/Island.tsx',
    "'use client';\nexport const x = () => import('@/db/seed');\n",
    "'use client';\nexport const x = () => import('swiper');\n",
  ],
  // Pages reach data through read() and the page helper only.
  [
    'a page imports a service',
    NO_IMPORT,
    'app/[lang]/fixture/page.tsx',
    "import { listFashionItems } from '@/lib/server/services/fashion';\nexport const x = listFashionItems;\n",
    "import { read } from '@/lib/server/read';\nexport const x = read;\n",
  ],
  [
    'a page opens the database',
    NO_IMPORT,
    'app/[lang]/fixture/page.tsx',
    "import { getDb } from '@/lib/server/db/client';\nexport const x = getDb;\n",
    "import { openPage } from '@/lib/server/page';\nexport const x = openPage;\n",
  ],
  [
    'a page imports an API entry module',
    NO_IMPORT,
    'app/[lang]/fixture/page.tsx',
    "import { fashionEntries } from '@/lib/server/api/entries/fashion';\nexport const x = fashionEntries;\n",
    "import type { OutputOf } from '@/lib/server/api/registry';\nexport type X = OutputOf<'get-fashions'>;\n",
  ],
  [
    'a page reaches past read() into the session store',
    NO_IMPORT,
    'app/[lang]/fixture/page.tsx',
    "import { readSession } from '../../../lib/server/auth/session';\nexport const x = readSession;\n",
    "import { shopCountry } from '../../../lib/server/country';\nexport const x = shopCountry;\n",
  ],
  [
    'a route handler queries a table',
    NO_IMPORT,
    'app/fixture/route.ts',
    "import { orders } from '@/lib/server/db/schema';\nexport const x = orders;\n",
    "import { getDb } from '@/lib/server/db/client';\nexport const x = getDb;\n",
  ],
  // API entries reach tables only through services.
  [
    'an API entry imports the schema',
    NO_IMPORT,
    'lib/server/api/entries/fixture.ts',
    "import { orders } from '../../db/schema';\nexport const x = orders;\n",
    "import { listFashionItems } from '../../services/fashion';\nexport const x = listFashionItems;\n",
  ],
  [
    'an API entry writes a query',
    NO_IMPORT,
    'lib/server/api/entries/fixture.ts',
    "import { eq } from 'drizzle-orm';\nexport const x = eq;\n",
    "import { endpoint } from '../endpoint';\nexport const x = endpoint;\n",
  ],
  [
    'an API entry opens the database itself',
    NO_IMPORT,
    'lib/server/api/entries/fixture.ts',
    "import { getDb } from '@/lib/server/db/client';\nexport const x = getDb;\n",
    "import type { Db } from '../../db/client';\nexport type X = Db;\n",
  ],
  // The database layer and the services.
  [
    'the database layer imports the seed',
    NO_IMPORT,
    'lib/server/db/fixture.ts',
    "import { seedDatabase } from '@/db/seed';\nexport const x = seedDatabase;\n",
    "import { sql } from 'drizzle-orm';\nexport const x = sql;\n",
  ],
  [
    'the database layer imports the cache',
    NO_IMPORT,
    'lib/server/db/fixture.ts',
    "import { markTags } from '../cache/revalidations';\nexport const x = markTags;\n",
    "import { acquireLock } from './lock';\nexport const x = acquireLock;\n",
  ],
  [
    'a service imports the API layer',
    NO_IMPORT,
    'lib/server/services/fixture.ts',
    "import { failure } from '../api/execute';\nexport const x = failure;\n",
    "import { ApiError } from '../errors';\nexport const x = ApiError;\n",
  ],
  [
    "an e2e spec takes Playwright's own test, without the picture stand-ins",
    NO_IMPORT,
    'tests/e2e/fixture.spec.ts',
    "import { test } from '@playwright/test';\nexport const x = test;\n",
    "import type { Page } from '@playwright/test';\nimport { test } from './support/test';\nexport const x: [typeof test, Page | null] = [test, null];\n",
  ],
];

let found: string[][] = [];

beforeAll(() => {
  const files = cases.flatMap(([, , filePath, breaking, keeping]) => [{ filePath, code: breaking }, { filePath, code: keeping }]);
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify([files, ZONE_RULES])], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  found = JSON.parse(result.stdout);
});

describe.each(cases.map((entry, index) => [...entry, index] as const))('lint refuses: %s', (...[, rule, , , , index]) => {
  it(`fails on the import that crosses the layer (${rule})`, () => {
    expect(found[index * 2].filter((id) => id === rule)).toHaveLength(1);
  });

  it('passes the import that keeps to it', () => {
    expect(found[index * 2 + 1]).toEqual([]);
  });
});
