/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forgetCachedShop } from '@/lib/server/cache/forget';

it('drops cached reads and the pages rendered under a language, and keeps the build', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-dist-'));
  const file = (rel: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    fs.writeFileSync(path.join(dist, rel), 'x');
  };
  for (const rel of ['cache/fetch-cache/abc', 'cache/images/k/v.avif', 'server/app/tr.html', 'server/app/en.rsc', 'server/app/tr/shop/ev/1.html', 'server/app/[lang]/page.js', 'server/app/robots.txt.body', 'server/app/trends.html']) file(rel);
  forgetCachedShop(dist);
  const left = (rel: string) => fs.existsSync(path.join(dist, rel));
  expect(['cache/fetch-cache', 'server/app/tr.html', 'server/app/en.rsc', 'server/app/tr'].filter(left)).toEqual([]);
  expect(['cache/images/k/v.avif', 'server/app/[lang]/page.js', 'server/app/robots.txt.body', 'server/app/trends.html'].every(left)).toBe(true);
});
