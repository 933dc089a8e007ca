/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * `npm run orders:expire` (the cron form of the expiry job) runs the server's code under the
 * react-server condition; a server module that reached React through next-intl crashed it there.
 */
it('npm run orders:expire migrates an embedded shop and reports what it cancelled', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-expire-'));
  try {
    const run = spawnSync('npm', ['run', '--silent', 'orders:expire'], { env: { ...process.env, VITRIN_DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8', timeout: 90_000 });
    // The error output only when it failed, so a failure says why.
    expect([run.status, run.status === 0 ? '' : run.stderr]).toEqual([0, '']);
    expect(run.stdout.trim()).toBe('0 unpaid order(s) past their deadline cancelled.');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
