/**
 * One slice of the bulk seed in a process of its own (db/seed/bulk/index.ts forks it): products
 * [start, end) of a catalogue of `count`, written to `url`. Answers with its SliceResult and exits.
 *   worker.ts <url> <count> <start> <end>
 */
import { planCatalog } from '../catalog';
import { connectLoader } from './connection';
import { loadSlice } from './slice';

async function main() {
  const [url, count, start, end] = process.argv.slice(2);
  const client = await connectLoader(url);
  try {
    const result = await loadSlice(client, planCatalog().catalog, Number(count), Number(start), Number(end));
    await new Promise<void>((resolve, reject) => process.send!(result, (error: Error | null) => (error ? reject(error) : resolve())));
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
