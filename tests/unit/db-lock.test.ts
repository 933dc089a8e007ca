/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireLock, DatabaseLockedError, lockFileFor, processStartOf } from '@/lib/server/db/lock';
import { openDatabase } from '@/lib/server/db/client';

const folder = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-lock-')), 'pglite');
const lockOf = (pid: number, started = processStartOf(pid)) => JSON.stringify({ pid, started });
const holderIn = (dir: string) => JSON.parse(fs.readFileSync(lockFileFor(dir), 'utf8'));

/** A process that runs until it is killed; `command` is what it runs as (its name in /proc). */
async function liveProcess(command = 'sleep'): Promise<ChildProcess> {
  const child = spawn(command, ['600'], { stdio: 'ignore' });
  await new Promise((resolve, reject) => child.once('spawn', resolve).once('error', reject));
  return child;
}

const killed = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve).kill('SIGKILL'));

const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

let warned: jest.SpyInstance;
beforeEach(() => (warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
afterEach(() => warned.mockRestore());

describe('the embedded database folder is guarded by a lock naming its process and when that process started', () => {
  it('refuses while the holding process lives, with a message that says what to do', async () => {
    const dir = folder();
    fs.writeFileSync(lockFileFor(dir), lockOf(process.ppid));
    expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
    expect(() => acquireLock(dir)).toThrow(/in process \d+ .*Stop the server first/);
    await expect(openDatabase(`file://${dir}`)).rejects.toBeInstanceOf(DatabaseLockedError);
    expect(fs.existsSync(dir)).toBe(false);
    expect(fs.readFileSync(lockFileFor(dir), 'utf8')).toBe(lockOf(process.ppid));
  });

  it('still respects a lock in the older bare-pid form while that pid lives', () => {
    const dir = folder();
    fs.writeFileSync(lockFileFor(dir), String(process.ppid));
    expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
  });

  it('clears the lock of a process killed with SIGKILL, and only once it is gone', async () => {
    const dir = folder();
    const holder = await liveProcess();
    children.push(holder);
    fs.writeFileSync(lockFileFor(dir), lockOf(holder.pid!));
    expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
    expect(warned).not.toHaveBeenCalled();
    await killed(holder);
    const release = acquireLock(dir);
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`process ${holder.pid}, which held the embedded database, is gone`)));
    expect(holderIn(dir)).toEqual({ pid: process.pid, started: processStartOf(process.pid) });
    release();
    expect(fs.existsSync(lockFileFor(dir))).toBe(false);
  });

  it('treats a live process that reuses the pid of a dead holder (another start time) as a stranger', () => {
    const dir = folder();
    fs.writeFileSync(lockFileFor(dir), JSON.stringify({ pid: process.ppid, started: `${processStartOf(process.ppid)}0` }));
    const release = acquireLock(dir);
    expect(holderIn(dir).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock left by an earlier process that had this very pid', () => {
    const dir = folder();
    fs.writeFileSync(lockFileFor(dir), String(process.pid));
    const release = acquireLock(dir);
    expect(holderIn(dir)).toEqual({ pid: process.pid, started: processStartOf(process.pid) });
    release();
  });

  it('clears a lock file it cannot read as a holder', () => {
    const dir = folder();
    fs.writeFileSync(lockFileFor(dir), 'not a lock');
    const release = acquireLock(dir);
    expect(holderIn(dir).pid).toBe(process.pid);
    release();
  });

  it('lets the holding process in again and releases only its own lock', () => {
    const dir = folder();
    const release = acquireLock(dir);
    expect(() => acquireLock(dir)).not.toThrow();
    fs.writeFileSync(lockFileFor(dir), lockOf(process.ppid));
    release();
    expect(fs.readFileSync(lockFileFor(dir), 'utf8')).toBe(lockOf(process.ppid));
  });

  it('reads the start time of a process whose name holds spaces and parentheses', async () => {
    const named = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-lock-')), 'a b) (c');
    fs.symlinkSync(fs.realpathSync('/bin/sleep'), named);
    const child = await liveProcess(named);
    children.push(child);
    const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    expect(stat).toContain('(a b) (c)');
    expect(processStartOf(child.pid!)).toMatch(/^[0-9a-f-]+\/\d+$/);
    expect(processStartOf(child.pid!)).not.toBe(processStartOf(process.pid));
    await killed(child);
    expect(processStartOf(child.pid!)).toBeNull();
  });
});
