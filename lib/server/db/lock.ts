import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no cross-process lock and a second opener corrupts the folder, so the folder is
 * guarded by a lock file naming the process that holds it. A lock whose process is gone (a server
 * killed with SIGKILL, a crash) is stale and taken over; a lock whose process lives never is.
 * Pids are reused, so the file also records when its process started (Linux's /proc/<pid>/stat,
 * in clock ticks since boot, and the boot's id): a live process with that pid but another start
 * time is a stranger, and the lock is stale.
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

/** The holder of a lock; `started` is missing where /proc is (another OS) and in locks of older versions. */
export interface LockHolder {
  pid: number;
  started?: string;
}

const PROC = '/proc';

const bootId = () => {
  try {
    return fs.readFileSync(`${PROC}/sys/kernel/random/boot_id`, 'utf8').trim();
  } catch {
    return '';
  }
};

/** When `pid` started, as "<boot id>/<ticks since boot>", or null when /proc has no such process. */
export function processStartOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`${PROC}/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the fields are counted after the command name, which may hold spaces and parentheses.
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return started ? `${bootId()}/${started}` : null;
  } catch {
    return null;
  }
}

const hasProc = () => processStartOf(process.pid) !== null;

const signalable = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether the process that wrote the lock still runs: same pid and, where it can be told, same start. */
export function holderLives(holder: LockHolder): boolean {
  if (!signalable(holder.pid)) return false;
  if (holder.started === undefined || !hasProc()) return true;
  return processStartOf(holder.pid) === holder.started;
}

export function currentHolder(): LockHolder {
  const started = processStartOf(process.pid);
  return started ? { pid: process.pid, started } : { pid: process.pid };
}

/** Reads a lock file: JSON, or a bare pid as older versions wrote it. Null when it cannot be read as either. */
export function parseLock(text: string): LockHolder | null {
  const bare = Number(text.trim());
  if (Number.isInteger(bare) && bare > 0) return { pid: bare };
  try {
    const { pid, started } = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(pid) || pid! <= 0) return null;
    return typeof started === 'string' ? { pid: pid!, started } : { pid: pid! };
  } catch {
    return null;
  }
}

const sameHolder = (a: LockHolder | null, b: LockHolder) => a !== null && a.pid === b.pid && a.started === b.started;

export function lockFileFor(folder: string) {
  return path.join(path.dirname(folder), `${path.basename(folder)}.lock`);
}

const readLock = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * Removes a stale lock without ever removing a fresh one: the file is first moved aside (atomic),
 * and if what was moved is not what was judged stale (another process took over in between), it is
 * put back unless yet another lock exists by then.
 */
function clearStale(file: string, judged: string) {
  const aside = `${file}.${randomUUID()}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (fs.readFileSync(aside, 'utf8') !== judged) fs.linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/** Creates the lock file with its content in one step (a link fails if the file exists), so no reader sees it empty. */
function createLock(file: string, me: LockHolder): boolean {
  const written = `${file}.${randomUUID()}.new`;
  fs.writeFileSync(written, JSON.stringify(me));
  try {
    fs.linkSync(written, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(written, { force: true });
  }
}

export function acquireLock(folder: string) {
  const file = lockFileFor(folder);
  const me = currentHolder();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createLock(file, me)) {
      process.once('exit', () => releaseLock(file, me));
      return () => releaseLock(file, me);
    }
    const text = readLock(file);
    if (text === null) continue;
    const holder = parseLock(text);
    if (sameHolder(holder, me)) return () => releaseLock(file, me);
    // A lock with this process's pid but not its start was left by an earlier process that had the same pid.
    if (holder && holder.pid !== me.pid && holderLives(holder)) throw new DatabaseLockedError(folder, holder.pid);
    console.warn(`[vitrin] ${file}: ${holder ? `process ${holder.pid}, which held the embedded database, is gone` : 'unreadable'}; clearing the stale lock`);
    clearStale(file, text);
  }
  throw new Error(`Could not lock ${folder}`);
}

function releaseLock(file: string, me: LockHolder) {
  const text = readLock(file);
  if (text !== null && sameHolder(parseLock(text), me)) fs.rmSync(file, { force: true });
}
