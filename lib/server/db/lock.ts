import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no cross-process lock and a second opener corrupts the folder,
 * so the folder is guarded by a pid file. A stale file (its process is gone) is taken over.
 */
export class DatabaseLockedError extends Error {
  constructor(readonly folder: string, readonly pid: number) {
    super(
      `The embedded database in ${folder} is open in process ${pid} (most likely the running shop server). ` +
        'Stop the server first, or run this against DATABASE_URL.',
    );
    this.name = 'DatabaseLockedError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function lockFileFor(folder: string) {
  return path.join(path.dirname(folder), `${path.basename(folder)}.lock`);
}

export function acquireLock(folder: string) {
  const file = lockFileFor(folder);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      process.once('exit', () => releaseLock(file));
      return () => releaseLock(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (pid === process.pid) return () => releaseLock(file);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DatabaseLockedError(folder, pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${folder}`);
}

function releaseLock(file: string) {
  try {
    if (Number(fs.readFileSync(file, 'utf8').trim()) === process.pid) fs.rmSync(file, { force: true });
  } catch {
    // Already gone: nothing to release.
  }
}
