// Run as `node --expose-gc --import tsx measure-retained.mjs` (tsx loads the TypeScript module): a
// fresh process, so no other test's garbage or database memory is freed while it measures. Prints, per kind of value, what retainedBytes counts
// for 100 pages and what V8 really took for them after a full collection.
import { retainedBytes } from '../../lib/server/cache/retained-bytes.ts';
import { latinPage, turkishPage } from './pages.mjs';

const inUse = () => {
  globalThis.gc();
  globalThis.gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

const kinds = { turkish: (n) => turkishPage(n), latin: (n) => latinPage(n), buffer: (n) => Buffer.from(turkishPage(n)) };
const result = {};
for (const [kind, make] of Object.entries(kinds)) {
  const before = inUse();
  const kept = Array.from({ length: 100 }, (_, n) => make(n));
  const used = inUse() - before;
  result[kind] = { used, counted: kept.reduce((sum, value) => sum + retainedBytes(value), 0), characters: kept.reduce((sum, value) => sum + value.length, 0) };
  kept.length = 0;
}
process.stdout.write(JSON.stringify(result));
