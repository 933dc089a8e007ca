/** @jest-environment node */
import { retainedBytes } from '@/lib/server/cache/retained-bytes.mjs';
import { latinPage, memoryInUse, turkishPage } from '../support/heap';

/*
 * The byte count the caches are bounded by, against the memory V8 really takes for the same values
 * (measured after a full collection): within a tenth either way.
 */

// A hundred pages of ~100 KB, so a few hundred KB of the runner's own garbage stay within the tenth.
function measured<T>(make: (n: number) => T, count = 100) {
  const before = memoryInUse();
  const kept = Array.from({ length: count }, (_, n) => make(n));
  const used = memoryInUse() - before;
  return { kept, used, counted: kept.reduce((sum, value) => sum + retainedBytes(value), 0) };
}

const charactersIn = (pages: string[]) => pages.reduce((sum, page) => sum + page.length, 0);

describe('retainedBytes', () => {
  it('counts a Turkish page held as a string at two bytes per character, as V8 keeps it', () => {
    const { kept, used, counted } = measured((n) => turkishPage(n));
    expect(counted).toBeGreaterThan(2 * charactersIn(kept));
    expect(counted / used).toBeGreaterThan(0.9);
    expect(counted / used).toBeLessThan(1.1);
  });

  it('counts a Latin-1 page at one byte per character', () => {
    const { kept, used, counted } = measured((n) => latinPage(n));
    expect(counted).toBeLessThan(1.01 * charactersIn(kept));
    expect(counted / used).toBeGreaterThan(0.9);
    expect(counted / used).toBeLessThan(1.1);
  });

  it('counts a Turkish page kept as UTF-8 Buffer by its bytes, about half its string', () => {
    const { kept, used, counted } = measured((n) => Buffer.from(turkishPage(n)));
    expect(counted / used).toBeGreaterThan(0.9);
    expect(counted / used).toBeLessThan(1.1);
    expect(retainedBytes(kept[0]) / retainedBytes(turkishPage(0))).toBeLessThan(0.6);
  });
});
