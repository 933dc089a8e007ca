/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireLock, DatabaseLockedError, lockFileFor } from '@/lib/server/db/lock';
import { openDatabase } from '@/lib/server/db/client';

const folder = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-lock-')), 'pglite');

describe('the embedded database folder is guarded by a pid lock (one process per folder)', () => {
  it('refuses while another live process holds the folder, with a message that says what to do', async () => {
    const dir = folder();
    fs.writeFileSync(lockFileFor(dir), String(process.ppid));
    expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
    expect(() => acquireLock(dir)).toThrow(/in process \d+ .*Stop the server first/);
    await expect(openDatabase(`file://${dir}`)).rejects.toBeInstanceOf(DatabaseLockedError);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = folder();
    fs.writeFileSync(lockFileFor(dir), '2147483646');
    const release = acquireLock(dir);
    expect(fs.readFileSync(lockFileFor(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFileFor(dir))).toBe(false);
  });

  it('lets the holding process in again and releases only its own lock', () => {
    const dir = folder();
    const release = acquireLock(dir);
    expect(() => acquireLock(dir)).not.toThrow();
    fs.writeFileSync(lockFileFor(dir), String(process.ppid));
    release();
    expect(fs.readFileSync(lockFileFor(dir), 'utf8')).toBe(String(process.ppid));
  });
});
