import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { redisPrefix, sharedRedis } from '../shared/redis';
import { readMedia, writeMedia } from './store';

/** How long a claim to draw a picture holds, and how long another process waits for its file. */
const CLAIM_MS = 10_000;
const POLL_MS = 100;

async function drawAndStore(relPath: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const data = await draw();
  // A read-only store still serves the picture; it is just drawn again next time.
  await writeMedia(relPath, data).catch((error: unknown) => console.warn(`[media] could not store ${relPath}:`, error));
  return data;
}

/**
 * Draws a missing picture into the media store once for every worker and instance that shares the
 * store (VITRIN_MEDIA_DIR): with REDIS_URL the first to claim it draws, the others wait for its file.
 * A claim that Redis cannot answer, or a file that does not come in time, is drawn here.
 */
export async function drawOnce(relPath: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const redis = sharedRedis();
  if (!redis) return drawAndStore(relPath, draw);
  const claimed = await redis
    .then((client) => client.set(`${redisPrefix()}media-draw:${relPath}`, String(process.pid), 'PX', CLAIM_MS, 'NX'))
    .then((answer) => answer === 'OK')
    .catch(() => true);
  if (claimed) return drawAndStore(relPath, draw);
  for (const deadline = Date.now() + CLAIM_MS; Date.now() < deadline; ) {
    await sleep(POLL_MS);
    const data = await readMedia(relPath);
    if (data) return data;
  }
  return drawAndStore(relPath, draw);
}
