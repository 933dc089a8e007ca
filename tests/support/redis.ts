import { spawnSync } from 'node:child_process';

/**
 * The Redis the store tests use: REDIS_TEST_URL, else the local one on 127.0.0.1:6379 when it
 * answers (probed synchronously so that a missing server skips the suite instead of failing it).
 */
export function localRedisUrl(): string | null {
  if (process.env.REDIS_TEST_URL) return process.env.REDIS_TEST_URL;
  const probe = `const s = require('node:net').connect({ host: '127.0.0.1', port: 6379, timeout: 1000 });
    s.once('connect', () => process.exit(0)); s.once('error', () => process.exit(1)); s.once('timeout', () => process.exit(1));`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 3000 }).status === 0 ? 'redis://127.0.0.1:6379' : null;
}
