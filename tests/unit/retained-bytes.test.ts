/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { retainedBytes } from '@/lib/server/cache/retained-bytes';
import { turkishPage } from '../support/pages.mjs';

/*
 * The byte count the caches are bounded by, against the memory V8 really takes for the same values
 * (measured after a full collection, in a process of its own: in a Jest worker, an earlier test
 * file's garbage or database memory can be freed in the middle of a measurement): within a tenth.
 */
type Measure = { used: number; counted: number; characters: number };
const measured: Record<'turkish' | 'latin' | 'buffer', Measure> = (() => {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(__dirname, '../support/measure-retained.mjs')], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
})();

describe('retainedBytes', () => {
  it('counts a Turkish page held as a string at two bytes per character, as V8 keeps it', () => {
    const { used, counted, characters } = measured.turkish;
    expect(counted).toBeGreaterThan(2 * characters);
    expect(counted / used).toBeGreaterThan(0.9);
    expect(counted / used).toBeLessThan(1.1);
  });

  it('counts a Latin-1 page at one byte per character', () => {
    const { used, counted, characters } = measured.latin;
    expect(counted).toBeLessThan(1.01 * characters);
    expect(counted / used).toBeGreaterThan(0.9);
    expect(counted / used).toBeLessThan(1.1);
  });

  it('counts a Turkish page kept as UTF-8 Buffer by its bytes, about half its string', () => {
    const { used, counted } = measured.buffer;
    expect(counted / used).toBeGreaterThan(0.9);
    expect(counted / used).toBeLessThan(1.1);
    expect(retainedBytes(Buffer.from(turkishPage(0))) / retainedBytes(turkishPage(0))).toBeLessThan(0.6);
  });
});
