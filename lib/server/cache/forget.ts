import fs from 'node:fs';
import path from 'node:path';
import { locales } from '@/lib/shop/locale';

/**
 * Next keeps cached reads and rendered pages under .next, apart from the data folder. After a
 * (re)seed those belong to an earlier database, so they go: the next request renders afresh.
 */
export function forgetCachedShop(distDir = path.join(/*turbopackIgnore: true*/ process.cwd(), '.next')) {
  fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  const pages = path.join(distDir, 'server', 'app');
  if (!fs.existsSync(pages)) return;
  // Only pages rendered at run time live under a language; the build prerenders none of them.
  for (const entry of fs.readdirSync(pages)) {
    if (locales.some((locale) => entry === locale || entry.startsWith(`${locale}.`))) {
      fs.rmSync(path.join(pages, entry), { recursive: true, force: true });
    }
  }
}
