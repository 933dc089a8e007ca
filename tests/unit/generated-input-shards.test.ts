/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { registry } from '@/lib/server/api/registry';
import { entriesOfShard } from '../support/generated-input';

/** Every registry entry is in exactly one shard, and every shard has its file. */
test('the generated-input shards cover the registry once', () => {
  const files = fs.readdirSync(path.join(__dirname, '..', 'api')).filter((file) => /^generated-input-\d+\.test\.ts$/.test(file));
  const shards = files.length;
  expect(shards).toBeGreaterThan(1);
  for (const file of files) expect(fs.readFileSync(path.join(__dirname, '..', 'api', file), 'utf8')).toContain(`, ${shards});`);
  const dealt = Array.from({ length: shards }, (_, index) => entriesOfShard(index + 1, shards)).flat();
  expect(dealt.sort()).toEqual(Object.keys(registry).sort());
});
