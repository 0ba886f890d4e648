import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Locks this process holds, by resolved path, so that a second server inside one process is refused too. */
const heldHere = new Set<string>();

/**
 * PGlite does not stop a second process from opening the same directory (which would corrupt it),
 * so a server holds a lock beside it: `<dataDir>.lock.<generation>`, holding its pid, on the path
 * with every symlink resolved. The newest generation names the holder. A lock whose holder is dead is
 * taken over by creating the next generation exclusively (O_EXCL): of any number of servers starting
 * at once after a crash, exactly one creates it; the others then see a live holder and refuse.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const resolved = realpathSync(dataDir);
  if (heldHere.has(resolved)) throw lockedError(dataDir, process.pid);
  const base = `${path.basename(resolved)}.lock`;
  const folder = path.dirname(resolved);
  for (;;) {
    const newest = newestLock(folder, base);
    if (newest && newest.pid !== process.pid && isAlive(newest.pid)) throw lockedError(dataDir, newest.pid);
    const mine = path.join(folder, `${base}.${(newest?.generation ?? 0) + 1}`);
    if (!createExclusively(mine)) continue; // another server took this generation first: look again
    heldHere.add(resolved);
    removeOlderLocks(folder, base, mine);
    return {
      release() {
        if (!heldHere.delete(resolved)) return;
        rmSync(mine, { force: true });
      },
    };
  }
}

interface LockFile {
  generation: number;
  pid: number;
}

/** A lock file's generation: `<base>.<n>` is n, the old single `<base>` is 0, anything else null. */
function generationOf(name: string, base: string): number | null {
  if (name === base) return 0;
  if (!name.startsWith(`${base}.`) || !/^\d{1,15}$/.test(name.slice(base.length + 1))) return null;
  return Number(name.slice(base.length + 1));
}

/** The newest lock generation beside the directory, and its holder. */
function newestLock(folder: string, base: string): LockFile | null {
  let newest: LockFile | null = null;
  for (const name of readdirSync(folder)) {
    const generation = generationOf(name, base);
    if (generation === null || (newest && newest.generation >= generation)) continue;
    newest = { generation, pid: readPid(path.join(folder, name)) };
  }
  return newest;
}

/** The pid a lock file holds; 0 (nobody) when it is unreadable or was removed meanwhile. */
function readPid(file: string): number {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch {
    return 0;
  }
}

/**
 * Creates the lock file with its pid already in it, or answers false when it exists: the pid is
 * written to a file of our own first and then linked into place, so that nobody ever reads a lock
 * file that is there but still empty (and would look like a dead holder's).
 */
function createExclusively(file: string): boolean {
  const draft = `${file}.draft-${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, String(process.pid), { flag: 'wx' });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** Once the newest is ours, the generations before it are history. */
function removeOlderLocks(folder: string, base: string, mine: string) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (file !== mine && generationOf(name, base) !== null) rmSync(file, { force: true });
  }
}

function lockedError(dataDir: string, pid: number): DataDirLockedError {
  return new DataDirLockedError(
    `The data directory ${dataDir} is in use by another TripSetu server (pid ${pid}). Stop it first, or set DATA_DIR to another directory.`,
  );
}

function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
